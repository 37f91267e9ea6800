/** Italian texts of texts.ts (docs/decisions/062). */
import type { Translation } from '@/i18n/translated';
import { formatMoney } from '@/lib/format';
import type { homeTexts as english } from './texts';

export const homeTexts: Translation<typeof english> = {
  title: 'PIN per l’aggiornamento mappe Mercedes-Benz COMAND',
  headUnits: 'Sistemi di navigazione',
  price: (amount: string) => `${formatMoney(amount, 'USD')} per PIN`,
  delivery: 'Sullo schermo e per e-mail, di solito entro un minuto.',
  wrongVin:
    'Nessun rimborso per un VIN digitato male; un PIN che non funziona con il VIN inserito viene corretto o rimborsato.',
  start: 'Ottenga il Suo PIN',
};
