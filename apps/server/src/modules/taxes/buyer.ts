/**
 * A business buyer's details as a request gives them (the contract's `businessFields`), checked:
 * a VAT number needs its country and must have the shape of one from there (vat-number.ts).
 * Refused with a field message before anything is written.
 */
import type { BusinessDetails } from '@navihub/contract/business';
import { messages } from '@navihub/contract/messages';
import type { BusinessBuyer } from '../../db/schema.js';
import { invalidField } from '../../lib/domain-errors.js';
import { vatNumberFits, withPrefix } from './vat-number.js';

/** The request's fields, as the contract parsed them (trimmed; absent, null or '' is none). */
export interface BusinessFieldsInput {
  company_name?: string | null | undefined;
  address?: string | null | undefined;
  country?: string | null | undefined;
  vat_number?: string | null | undefined;
}

/** Whether the request carries any of the four fields (even empty: the customer cleared them). */
export const givesBusinessFields = (input: BusinessFieldsInput): boolean =>
  ['company_name', 'address', 'country', 'vat_number'].some(
    (key) => input[key as keyof BusinessFieldsInput] !== undefined,
  );

/** The checked details; null when every field is empty. 400 `country` / `vat_number` otherwise. */
export function checkBusinessFields(input: BusinessFieldsInput): BusinessBuyer | null {
  const companyName = input.company_name?.trim() ?? '';
  const address = (input.address ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .slice(0, 6);
  const country = input.country?.trim().toUpperCase() ?? '';
  let vatNumber = input.vat_number ?? '';
  if (vatNumber) {
    if (!country) throw invalidField('country', messages.vatNumberNeedsCountry);
    if (!vatNumberFits(country, vatNumber)) throw invalidField('vat_number', messages.vatNumberShape);
    vatNumber = withPrefix(country, vatNumber);
  }
  if (!companyName && address.length === 0 && !country && !vatNumber) return null;
  return { companyName, address, country, vatNumber };
}

/** The details as the API answers them: empty texts where none were given. */
export const businessDetailsOf = (buyer: BusinessBuyer | null | undefined): BusinessDetails => ({
  company_name: buyer?.companyName ?? '',
  address: buyer?.address.join('\n') ?? '',
  country: buyer?.country ?? '',
  vat_number: buyer?.vatNumber ?? '',
});
