/** Spanish texts of withdraw-form.ts (docs/decisions/062). */
import type { Translation } from '@/i18n/translated';
import type { withdrawFormTexts as english } from './withdraw-form';

export const withdrawFormTexts: Translation<typeof english> = {
  title: 'Desistir de un contrato',
  intro:
    'Utilice este formulario para desistir de un contrato celebrado con nosotros. No necesita iniciar sesión. Cuando confirme, recibirá un acuse de recibo con la fecha y la hora, aquí y por correo electrónico.',
  name: 'Su nombre',
  email: 'Su dirección de correo electrónico',
  emailHint: 'El acuse de recibo se envía a esta dirección.',
  reference: 'Número de pedido o referencia del pago',
  referenceHint: 'Figura en el correo de su pedido o en su recibo, p. ej., NH-7K3Q-92.',
  contract: 'Qué contrato',
  contracts: {
    token_bundle: 'Un paquete de tokens',
    subscription_bundle: 'Una suscripción',
    pin: 'Un PIN de navegación',
  },
  reason: 'Motivo (opcional)',
  next: 'Continuar',
  errors: {
    nameRequired: 'Indique su nombre.',
    referenceRequired: 'Indique el número de pedido o la referencia del pago que figura en su recibo.',
    contractRequired: 'Elija el contrato que desea desistir.',
  },
  confirmTitle: 'Revise y confirme su desistimiento',
  confirmIntro:
    'Va a desistir del contrato que figura a continuación. No se envía nada hasta que lo confirme.',
  back: 'Modificar',
  confirm: 'Confirmar el desistimiento',
  receiptTitle: 'Desistimiento recibido',
  receiptIntro:
    'Recibimos su desistimiento el {received}. Se ha enviado una copia de este acuse de recibo a {email}; consérvela como prueba.',
  receiptNumber: 'Número del acuse de recibo',
  receivedAt: 'Recibido',
  failed: 'No se ha podido enviar su desistimiento. Vuelva a intentarlo o escriba a {email}.',
  pinNote:
    'Un PIN ya entregado no tiene derecho de desistimiento (consulte la página sobre el desistimiento); aun así, revisaremos su solicitud y le responderemos.',
};
