/**
 * Whether a VAT number has the shape (format and check digits) of one from its country, by
 * jsvat-next (MIT, no dependencies): its table covers the 27 EU states, GB, CH and NO, among
 * others. A country it does not know is taken as it is (no shape to check against).
 */
import jsvat from 'jsvat-next';
import { vatPrefixOf } from '@navihub/contract/business';

const byCountry = new Map(jsvat.countries.map((country) => [country.codes[0]!, country]));

/** Whether `vatNumber` (normalised, with or without its prefix) fits `country`'s format. */
export function vatNumberFits(country: string, vatNumber: string): boolean {
  const rules = byCountry.get(country);
  if (!rules) return /^[A-Z0-9]{2,20}$/.test(vatNumber);
  const prefixes = country === 'GB' ? ['GB', 'XI'] : [vatPrefixOf(country)];
  // A number written with another country's prefix is not one of this country's.
  if (/^[A-Z]{2}/.test(vatNumber) && !prefixes.some((prefix) => vatNumber.startsWith(prefix))) return false;
  const full = /^[A-Z]{2}/.test(vatNumber) ? vatNumber : `${prefixes[0]}${vatNumber}`;
  return jsvat.checkVAT(full, [rules]).isValid;
}

/** The number with its country's prefix (`136695976`, DE → `DE136695976`). */
export function withPrefix(country: string, vatNumber: string): string {
  const prefix = vatPrefixOf(country);
  return /^[A-Z]{2}/.test(vatNumber) ? vatNumber : `${prefix}${vatNumber}`;
}
