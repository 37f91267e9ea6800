/** German texts of webhook-texts.ts (docs/decisions/062): the same keys, in the trade's German. */
import { plural } from '@/i18n/plural';
import type { Translation } from '@/i18n/translated';
import type { webhookTexts as english } from './webhook-texts';

export const webhookTexts: Translation<typeof english> = {
  heading: 'Webhooks',
  intro:
    'Ihre Systeme können benachrichtigt werden, wenn eine Bestellung ihre PIN erhält, fehlschlägt oder erstattet wird, statt den Shop laufend abzufragen. Jedes Ereignis ist signiert (Standard Webhooks).',
  guide: 'So prüfen Sie einen Webhook',
  url: 'Endpunkt-URL',
  urlDescription: 'Eine öffentliche https://-Adresse Ihres Systems.',
  events: 'Ereignisse',
  eventsError: 'Wählen Sie mindestens ein Ereignis aus.',
  eventNames: {
    'order.fulfilled': 'Bestellung ausgeführt (mit der PIN)',
    'order.failed': 'Bestellung fehlgeschlagen',
    'order.refunded': 'Bestellung erstattet',
    'bulk_order.completed': 'Sammelbestellung abgeschlossen',
  },
  add: 'Endpunkt hinzufügen',
  secretShown: (url: string) => `Das Signatur-Secret von ${url}`,
  secretWarning:
    'Kopieren Sie es jetzt und halten Sie es geheim: Es wird nur dieses eine Mal angezeigt. Ihr System prüft damit jeden Webhook.',
  rotatedNote:
    'Das bisherige Secret signiert 24 Stunden lang weiter mit, damit Sie ohne verpasste Ereignisse wechseln können.',
  theSecret: 'Das Signatur-Secret',
  copy: 'Kopieren',
  copied: 'Secret kopiert',
  copyFailed: 'Das Secret konnte nicht kopiert werden: Markieren Sie es und kopieren Sie es von Hand.',
  none: 'Noch keine Endpunkte.',
  endpointsCaption: 'Ihre Webhook-Endpunkte',
  active: 'Aktiv',
  disabled: 'Deaktiviert',
  previousUntil: (when: string) => `Das bisherige Secret signiert noch bis ${when} mit.`,
  rotate: 'Secret erneuern',
  rotateLabel: (url: string) => `Secret von ${url} erneuern`,
  delete: 'Löschen',
  deleteLabel: (url: string) => `${url} löschen`,
  deleteTitle: 'Diesen Endpunkt löschen?',
  deleteDescription: (url: string) =>
    `An ${url} wird nichts mehr gesendet, und seine Zustellungen werden entfernt.`,
  cancel: 'Abbrechen',
  deleted: 'Endpunkt gelöscht',
  deliveriesHeading: 'Letzte Zustellungen',
  noDeliveries: 'Es wurde noch nichts gesendet.',
  deliveriesCaption: 'Letzte Webhook-Zustellungen, neueste zuerst',
  columns: { event: 'Ereignis', status: 'Status', actions: 'Aktionen' },
  attempts: (n: number) => plural(n, { one: '# Versuch', other: '# Versuche' }),
  answered: (answer: string) => `letzte Antwort: ${answer}`,
  status: { pending: 'Neuer Versuch folgt', succeeded: 'Zugestellt', failed: 'Fehlgeschlagen' },
  queued: 'Wartet',
  nextAttempt: (when: string) => `Nächster Versuch ${when}`,
  noAnswer: 'Keine Antwort',
  resend: 'Erneut senden',
  resendLabel: (event: string, when: string) => `${event} vom ${when} erneut senden`,
  resent: 'Wird erneut gesendet',
};
