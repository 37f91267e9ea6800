/** Italian texts of webhook-texts.ts (docs/decisions/062): the same keys, in the trade's Italian. */
import { plural } from '@/i18n/plural';
import type { Translation } from '@/i18n/translated';
import type { webhookTexts as english } from './webhook-texts';

export const webhookTexts: Translation<typeof english> = {
  heading: 'Webhook',
  intro:
    'I Suoi sistemi possono essere avvisati quando un ordine riceve il suo PIN, non riesce o viene rimborsato, senza dover interrogare continuamente il negozio. Ogni evento è firmato (Standard Webhooks).',
  guide: 'Come verificare un webhook',
  url: 'URL dell’endpoint',
  urlDescription: 'Un indirizzo https:// pubblico del Suo sistema.',
  events: 'Eventi',
  eventsError: 'Scelga almeno un evento.',
  eventNames: {
    'order.fulfilled': 'Ordine evaso (con il PIN)',
    'order.failed': 'Ordine non riuscito',
    'order.refunded': 'Ordine rimborsato',
    'bulk_order.completed': 'Ordine multiplo completato',
  },
  add: 'Aggiungi endpoint',
  secretShown: (url: string) => `Il segreto di firma di ${url}`,
  secretWarning:
    'Lo copi ora e lo tenga segreto: viene mostrato solo questa volta. Il Suo sistema verifica ogni webhook con questo segreto.',
  rotatedNote:
    'Il segreto precedente continua a firmare per 24 ore, così può passare al nuovo senza perdere eventi.',
  theSecret: 'Il segreto di firma',
  copy: 'Copia',
  copied: 'Segreto copiato',
  copyFailed: 'Non è stato possibile copiare il segreto: lo selezioni e lo copi manualmente.',
  none: 'Ancora nessun endpoint.',
  endpointsCaption: 'I Suoi endpoint webhook',
  active: 'Attivo',
  disabled: 'Disattivato',
  previousUntil: (when: string) => `Il segreto precedente firma ancora fino al ${when}.`,
  rotate: 'Rinnova il segreto',
  rotateLabel: (url: string) => `Rinnova il segreto di ${url}`,
  delete: 'Elimina',
  deleteLabel: (url: string) => `Elimina ${url}`,
  deleteTitle: 'Eliminare questo endpoint?',
  deleteDescription: (url: string) =>
    `A ${url} non verrà più inviato nulla e le sue consegne verranno rimosse.`,
  cancel: 'Annulla',
  deleted: 'Endpoint eliminato',
  deliveriesHeading: 'Consegne recenti',
  noDeliveries: 'Non è ancora stato inviato nulla.',
  deliveriesCaption: 'Consegne webhook recenti, dalla più nuova',
  columns: { event: 'Evento', status: 'Stato', actions: 'Azioni' },
  attempts: (n: number) => plural(n, { one: '# tentativo', other: '# tentativi' }),
  answered: (answer: string) => `ultima risposta: ${answer}`,
  status: { pending: 'Nuovo tentativo in corso', succeeded: 'Consegnato', failed: 'Non riuscito' },
  queued: 'In attesa',
  nextAttempt: (when: string) => `Prossimo tentativo ${when}`,
  noAnswer: 'Nessuna risposta',
  resend: 'Invia di nuovo',
  resendLabel: (event: string, when: string) => `Invia di nuovo ${event} del ${when}`,
  resent: 'Nuovo invio in corso',
};
