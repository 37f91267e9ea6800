/** German texts of texts.ts (docs/decisions/062). */
import type { Translation } from '@/i18n/translated';
import { formatMoney } from '@/lib/format';
import type { homeTexts as english } from './texts';

export const homeTexts: Translation<typeof english> = {
  title: 'PINs zur Kartenaktualisierung für Mercedes-Benz COMAND',
  headUnits: 'Navigationssysteme',
  price: (amount: string) => `${formatMoney(amount, 'USD')} pro PIN`,
  delivery: 'Auf dem Bildschirm und per E-Mail, meist innerhalb einer Minute.',
  wrongVin:
    'Keine Erstattung bei falsch eingegebener FIN; funktioniert die PIN mit der eingegebenen FIN nicht, korrigieren oder erstatten wir sie.',
  start: 'PIN bestellen',
};
