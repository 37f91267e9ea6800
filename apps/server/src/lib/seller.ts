/**
 * The seller as the SELLER_* settings describe them (decision 056): read once here for both the
 * legal pages and the invoices, so the imprint and an invoice never disagree on who sells.
 */
import type { Config } from '../config.js';

export interface Seller {
  name: string;
  /** SELLER_ADDRESS's lines, split at `;` and new lines. */
  address: string[];
  email: string;
  /** Empty when the operator has none (`none`). */
  vatId: string;
  register: string;
  /** ISO 3166 alpha-2. */
  country: string;
}

export type SellerSettings = Pick<
  Config,
  'SELLER_NAME' | 'SELLER_ADDRESS' | 'SELLER_EMAIL' | 'SELLER_VAT_ID' | 'SELLER_REGISTER' | 'SELLER_COUNTRY'
>;

/** `none` (a seller without a VAT id or register entry): empty, and left off the imprint and the invoice. */
const unlessNone = (value: string) => (value.trim().toLowerCase() === 'none' ? '' : value.trim());

export function sellerOf(config: SellerSettings): Seller {
  return {
    name: config.SELLER_NAME,
    address: config.SELLER_ADDRESS.split(/;|\n/)
      .map((line) => line.trim())
      .filter(Boolean),
    email: config.SELLER_EMAIL,
    vatId: unlessNone(config.SELLER_VAT_ID),
    register: unlessNone(config.SELLER_REGISTER),
    country: config.SELLER_COUNTRY,
  };
}
