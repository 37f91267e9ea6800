/** Prices the back-office writes ("12.50"), read as cents with a message on the field. */
import { amountToCents } from '@navihub/contract/rules';
import { invalidField } from './domain-errors.js';

/** A price the API writes ("12.50") in cents; 400 on `field` unless above zero. */
export function priceCentsOf(field: string, amount: string): number {
  const text = amount.trim();
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(text)) throw invalidField(field, 'Enter an amount such as 12.50.');
  const cents = amountToCents(text);
  if (cents <= 0) throw invalidField(field, 'The price must be above zero.');
  return cents;
}
