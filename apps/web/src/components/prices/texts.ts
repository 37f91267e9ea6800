/** What a price shown before the button carries, while the shop charges taxes (decision 072). */
import { translated } from '@/i18n/translated';

export const priceTaxTexts = translated('priceTaxTexts', {
  included: (rate: string) => `incl. VAT ${rate} %`,
  /** The buyer's country is not known yet: the price is net. */
  plus: 'plus VAT',
  reverseCharge: 'no VAT (reverse charge)',
  /** A country the shop charges no VAT in (a sale outside the EU). */
  none: 'no VAT',
});
