/** Polish texts of texts.ts (docs/decisions/062). */
import type { Translation } from '@/i18n/translated';
import { formatMoney } from '@/lib/format';
import type { homeTexts as english } from './texts';

export const homeTexts: Translation<typeof english> = {
  title: 'Kody PIN do aktualizacji map Mercedes-Benz COMAND',
  headUnits: 'Systemy nawigacji',
  price: (amount: string) => `${formatMoney(amount, 'USD')} za PIN`,
  delivery: 'Na ekranie i e-mailem, zwykle w ciągu minuty.',
  wrongVin:
    'Za błędnie wpisany numer VIN nie zwracamy pieniędzy; PIN, który nie działa z wpisanym numerem VIN, poprawimy lub zwrócimy za niego pieniądze.',
  start: 'Zamów PIN',
};
