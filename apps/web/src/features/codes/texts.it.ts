/** Italian texts of texts.ts (docs/decisions/062): the same keys, in the trade's Italian. */
import type { Translation } from '@/i18n/translated';
import { formatMoney } from '@/lib/format';
import type { codesTexts as codes, paymentsTexts as payments } from './texts';

/** '39.00' → '39,00 USD': the amount as Italian writes dollars. */
const dollars = (price: string) => formatMoney(price, 'USD');

export const codesTexts: Translation<typeof codes> = {
  form: {
    title: 'Codici di navigazione',
    intro:
      'Scelga il sistema di navigazione, la regione e la versione delle mappe, poi inserisca il numero di telaio (VIN) di 17 caratteri.',
    formLabel: 'Codice di navigazione',
    comand: 'Comand',
    mapRegion: 'Regione mappe',
    version: 'Versione',
    vin: 'VIN',
    selectPlaceholder: 'Seleziona…',
    vinPlaceholder: 'VIN di 17 caratteri',
    generate: 'Genera',
    buyNow: 'Acquista ora',
    vinWarningsTitle: 'Verifichi',
    confirmTitle: 'Generare comunque?',
    confirmIntro:
      'Il controllo del VIN ha rilevato qualcosa da verificare. Un punto o un utilizzo dell’abbonamento spesi non possono essere restituiti.',
    confirmGenerate: 'Genera comunque',
    confirmCheck: 'Verifica il VIN',
  },
  amount: {
    subscriptionActive: 'Abbonamento attivo',
    points: (n: number) => `Saldo punti: ${n}`,
    amount: (price: string) => `Importo: ${dollars(price)}`,
    discountApplied: (discount: number) => `Sconto del ${discount}% applicato`,
    price: (price: string) => dollars(price),
    originalPrice: 'Prezzo originale',
  },
};

export const paymentsTexts: Translation<typeof payments> = {
  amount: {
    amount: (price: string) => `Importo: ${dollars(price)}`,
    price: (price: string) => dollars(price),
    originalPrice: 'Prezzo originale',
    discountApplied: (discount: number) => `Sconto del ${discount}% applicato`,
    subscriptionActive: 'Abbonamento attivo',
    points: (n: number) => `Saldo punti: ${n}`,
  },
};
