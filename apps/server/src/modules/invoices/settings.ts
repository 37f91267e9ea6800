/**
 * What issuing an invoice needs from the settings: the seller (the SELLER_* settings the legal
 * pages show too, decision 056, read by the one parser of lib/seller.ts) and INVOICE_PREFIX.
 */
import type { Config } from '../../config.js';
import type { InvoiceSeller } from '../../db/schema.js';
import { sellerOf, type SellerSettings } from '../../lib/seller.js';

export interface InvoiceSettings {
  seller: InvoiceSeller;
  prefix: string;
}

export function invoiceSettingsOf(config: SellerSettings & Pick<Config, 'INVOICE_PREFIX'>): InvoiceSettings {
  return { seller: sellerOf(config), prefix: config.INVOICE_PREFIX };
}
