/**
 * What issuing an invoice needs from the settings: the seller (the SELLER_* settings the legal
 * pages show too, decision 056) and INVOICE_PREFIX.
 */
import type { Config } from '../../config.js';
import type { InvoiceSeller } from '../../db/schema.js';

export interface InvoiceSettings {
  seller: InvoiceSeller;
  prefix: string;
}

/** `none` (a seller without a VAT id or register entry): left off the invoice, as off the imprint. */
const unlessNone = (value: string) => (value.trim().toLowerCase() === 'none' ? '' : value.trim());

export function invoiceSettingsOf(
  config: Pick<
    Config,
    | 'SELLER_NAME'
    | 'SELLER_ADDRESS'
    | 'SELLER_EMAIL'
    | 'SELLER_VAT_ID'
    | 'SELLER_REGISTER'
    | 'SELLER_COUNTRY'
    | 'INVOICE_PREFIX'
  >,
): InvoiceSettings {
  return {
    seller: {
      name: config.SELLER_NAME,
      address: config.SELLER_ADDRESS.split(/;|\n/)
        .map((line) => line.trim())
        .filter(Boolean),
      email: config.SELLER_EMAIL,
      vatId: unlessNone(config.SELLER_VAT_ID),
      register: unlessNone(config.SELLER_REGISTER),
      country: config.SELLER_COUNTRY,
    },
    prefix: config.INVOICE_PREFIX,
  };
}
