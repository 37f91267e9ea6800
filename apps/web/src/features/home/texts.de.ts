/** German texts of texts.ts (docs/decisions/062). */
import type { Translation } from '@/i18n/translated';
import { formatMoney } from '@/lib/format';
import type { homeTexts as english } from './texts';

export const homeTexts: Translation<typeof english> = {
  title: 'PINs zur Kartenaktualisierung für Mercedes-Benz COMAND',
  intro:
    'Der Freischaltcode, den Ihr Navigationssystem nach einer Kartenaktualisierung abfragt – passend zur FIN Ihres Fahrzeugs.',
  headUnits: 'Navigationssysteme',
  price: (amount: string) => `${formatMoney(amount, 'USD')} pro PIN`,
  delivery: 'Auf dem Bildschirm und per E-Mail, meist innerhalb einer Minute.',
  wrongVin:
    'Prüfen Sie Ihre FIN: Eine PIN für eine falsch eingegebene FIN wird nicht erstattet. Funktioniert eine PIN mit der eingegebenen FIN nicht, korrigieren wir sie oder erstatten den vollen Preis.',
  start: 'PIN bestellen',
};
