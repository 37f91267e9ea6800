/** German texts of business-texts.ts (docs/decisions/062): the same keys, in the trade's German. */
import type { Translation } from '@/i18n/translated';
import { formatMoney } from '@/lib/format';
import type { businessTexts as english } from './business-texts';

export const businessTexts: Translation<typeof english> = {
  summary: 'Kauf als Unternehmen? Firmendaten ergänzen (optional)',
  heading: 'Firmendaten',
  intro:
    'Erscheinen auf Ihren Rechnungen. Ein EU-Unternehmen mit USt-IdNr. aus einem anderen EU-Land zahlt keine Umsatzsteuer.',
  companyName: 'Firmenname',
  address: 'Anschrift',
  addressHint: 'Straße, Postleitzahl und Ort, je eine Zeile.',
  country: 'Land',
  noCountry: 'Land wählen',
  vatNumber: 'USt-IdNr.',
  vatNumberHint: 'Mit Länderkennung, z. B. DE123456789.',
  save: 'Firmendaten speichern',
  saved: 'Firmendaten gespeichert',
  remembered: 'In Ihrem Konto für die nächsten Käufe gespeichert.',
  taxLine: (rate: string, country: string, tax: string, net: string) =>
    `Enthält ${rate} % USt. (${country}): ${formatMoney(tax, 'USD')} auf ${formatMoney(net, 'USD')} netto.`,
  reverseCharge: 'Keine Umsatzsteuer: Steuerschuldnerschaft des Leistungsempfängers (Reverse Charge).',
  bundleNote: 'Kauf als Unternehmen? Die Firmendaten aus Ihren Einstellungen stehen auf der Rechnung.',
  bundleNoteLink: 'Firmendaten',
  taxUnknown: 'Der Gesamtbetrag mit USt. konnte nicht berechnet werden. Bitte erneut versuchen.',
};
