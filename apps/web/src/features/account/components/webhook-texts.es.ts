/** Spanish texts of webhook-texts.ts (docs/decisions/062): the same keys, in the trade's Spanish. */
import { plural } from '@/i18n/plural';
import type { Translation } from '@/i18n/translated';
import type { webhookTexts as english } from './webhook-texts';

export const webhookTexts: Translation<typeof english> = {
  heading: 'Webhooks',
  intro:
    'Sus sistemas pueden recibir un aviso cuando un pedido obtiene su PIN, falla o se reembolsa, sin tener que consultar la tienda una y otra vez. Cada evento va firmado (Standard Webhooks).',
  guide: 'Cómo verificar un webhook',
  url: 'URL del endpoint',
  urlDescription: 'Una dirección https:// pública de su sistema.',
  events: 'Eventos',
  eventsError: 'Elija al menos un evento.',
  eventNames: {
    'order.fulfilled': 'Pedido completado (con el PIN)',
    'order.failed': 'Pedido fallido',
    'order.refunded': 'Pedido reembolsado',
    'bulk_order.completed': 'Pedido masivo completado',
  },
  add: 'Añadir endpoint',
  secretShown: (url: string) => `El secreto de firma de ${url}`,
  secretWarning:
    'Cópielo ahora y manténgalo en secreto: solo se muestra esta vez. Su sistema verifica con él cada webhook.',
  rotatedNote:
    'El secreto anterior sigue firmando también durante 24 horas, para que pueda cambiar sin perder eventos.',
  theSecret: 'El secreto de firma',
  copy: 'Copiar',
  copied: 'Secreto copiado',
  copyFailed: 'No se ha podido copiar el secreto: selecciónelo y cópielo manualmente.',
  none: 'Todavía no hay endpoints.',
  endpointsCaption: 'Sus endpoints de webhook',
  active: 'Activo',
  disabled: 'Desactivado',
  previousUntil: (when: string) => `El secreto anterior sigue firmando hasta el ${when}.`,
  rotate: 'Renovar el secreto',
  rotateLabel: (url: string) => `Renovar el secreto de ${url}`,
  delete: 'Eliminar',
  deleteLabel: (url: string) => `Eliminar ${url}`,
  deleteTitle: '¿Eliminar este endpoint?',
  deleteDescription: (url: string) => `No se enviará nada más a ${url} y se eliminarán sus entregas.`,
  cancel: 'Cancelar',
  deleted: 'Endpoint eliminado',
  deliveriesHeading: 'Entregas recientes',
  noDeliveries: 'Todavía no se ha enviado nada.',
  deliveriesCaption: 'Entregas de webhook recientes, las más nuevas primero',
  columns: { event: 'Evento', status: 'Estado', actions: 'Acciones' },
  attempts: (n: number) => plural(n, { one: '# intento', other: '# intentos' }),
  answered: (answer: string) => `última respuesta: ${answer}`,
  status: { pending: 'Reintentando', succeeded: 'Entregado', failed: 'Fallido' },
  queued: 'En espera',
  nextAttempt: (when: string) => `Próximo intento ${when}`,
  noAnswer: 'Sin respuesta',
  resend: 'Reenviar',
  resendLabel: (event: string, when: string) => `Reenviar ${event} del ${when}`,
  resent: 'Reenviando',
};
