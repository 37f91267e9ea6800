/** German texts of api-key-texts.ts (docs/decisions/062): the same keys, in the trade's German. */
import type { Translation } from '@/i18n/translated';
import type { apiKeyTexts as english } from './api-key-texts';

export const apiKeyTexts: Translation<typeof english> = {
  heading: 'API-Schlüssel',
  intro:
    'Ihre eigenen Systeme (eine Kasse, ein ERP, eine Händlerplattform) können mit einem API-Schlüssel statt Ihres Passworts PINs bestellen und Ihren Verlauf lesen.',
  guide: 'Zur API-Anleitung',
  endsWithPassword: 'Wenn Sie Ihr Passwort ändern oder zurücksetzen, werden alle Schlüssel ungültig.',
  name: 'Name',
  nameDescription: 'Wo der Schlüssel verwendet wird, damit Sie Ihre Schlüssel auseinanderhalten können.',
  mode: 'Modus',
  live: 'Live',
  test: 'Test (Sandbox: Testbestellungen, Demo-PINs, nichts wird berechnet)',
  testShort: 'Test',
  readOnly: 'Nur Lesezugriff (Katalog, Verlauf, Käufe)',
  create: 'Schlüssel erstellen',
  shownOnce: (name: string) => `Ihr neuer Schlüssel „${name}“`,
  shownOnceWarning:
    'Kopieren Sie ihn jetzt und halten Sie ihn geheim: Er wird nur dieses eine Mal angezeigt. Wer ihn hat, kann mit Ihren Punkten PINs bestellen.',
  theKey: 'Der neue API-Schlüssel',
  copy: 'Kopieren',
  copied: 'Schlüssel kopiert',
  copyFailed: 'Der Schlüssel konnte nicht kopiert werden: Markieren Sie ihn und kopieren Sie ihn von Hand.',
  testModeNote:
    'Testschlüssel bestellen in der Sandbox: Testbestellungen mit Demo-PINs, ohne Abbuchung von Punkten oder Geld, nie in Ihrem Verlauf. Kartenzahlungen und Paketkäufe brauchen einen Live-Schlüssel.',
  none: 'Noch keine API-Schlüssel.',
  listCaption: 'Ihre API-Schlüssel',
  columns: {
    name: 'Name',
    mode: 'Modus',
    key: 'Schlüssel',
    created: 'Erstellt',
    lastUsed: 'Zuletzt verwendet',
    actions: 'Aktionen',
  },
  readOnlyBadge: 'nur lesen',
  never: 'Nie',
  revoke: 'Widerrufen',
  revokeLabel: (name: string) => `${name} widerrufen`,
  revokeTitle: (name: string) => `„${name}“ widerrufen?`,
  revokeDescription:
    'Jede Anfrage mit diesem Schlüssel wird ab sofort abgelehnt. Das kann nicht rückgängig gemacht werden.',
  cancel: 'Abbrechen',
  revoked: 'Schlüssel widerrufen',
};
