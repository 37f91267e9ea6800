/**
 * The tax of a sale (decision 065). Off (TAX_MODE=off, the default): rate 0, the price is what is
 * charged. On (`oss`): the catalogue price is net and the customer's country decides the rate
 * (EU One-Stop-Shop: for digital services the consumer's country) — the billing country given,
 * else the caller's country, else the seller's. An EU business with a VAT number (of the right
 * shape; with VIES_CHECK=on, one VIES confirms) in another EU country than the seller's pays no
 * VAT: reverse charge. A VIES outage charges the tax rather than block the sale.
 */
import { EU_COUNTRIES } from '@navihub/contract/business';
import type { BusinessBuyer, PaymentTax, TaxEvidence } from '../../db/schema.js';
import { taxOf } from './rates.js';
import type { ViesCheck } from './vies.js';

export interface TaxSettings {
  mode: 'off' | 'oss';
  /** ISO alpha-2; `XX` when not set. */
  sellerCountry: string;
  /** Hundredths of a percent per customer country. */
  rates: Readonly<Record<string, number>>;
  /** The VIES check, when VIES_CHECK=on. */
  vies: ViesCheck | null;
}

export interface TaxedSale {
  netCents: number;
  buyer: BusinessBuyer | null;
  /** The caller's country from the proxy's header, when known. */
  ipCountry: string | null;
}

/** Whether the location evidence known agrees: null while fewer than two pieces are known. */
export function agreementOf(evidence: Omit<TaxEvidence, 'agree'>): boolean | null {
  const known = [evidence.billingCountry, evidence.ipCountry, evidence.providerCountry].filter(
    (country): country is string => !!country,
  );
  if (known.length < 2) return null;
  return known.every((country) => country === known[0]);
}

export function evidenceOf(
  buyer: BusinessBuyer | null,
  ipCountry: string | null,
  providerCountry: string | null = null,
  billingCountry: string | null = buyer?.country || null,
): TaxEvidence {
  const pieces = { billingCountry, ipCountry, providerCountry };
  return { ...pieces, agree: agreementOf(pieces) };
}

export async function decideTax(settings: TaxSettings, sale: TaxedSale): Promise<PaymentTax> {
  const evidence = evidenceOf(sale.buyer, sale.ipCountry);
  const untaxed = {
    rateBasisPoints: 0,
    netCents: sale.netCents,
    taxCents: 0,
    grossCents: sale.netCents,
    evidence,
    vies: null,
  };
  if (settings.mode === 'off') return { mode: 'off', country: null, reverseCharge: false, ...untaxed };

  const seller = settings.sellerCountry === 'XX' ? null : settings.sellerCountry;
  const country = sale.buyer?.country || sale.ipCountry || seller;
  const vatNumber = sale.buyer?.vatNumber;
  if (
    vatNumber &&
    country &&
    seller &&
    country !== seller &&
    EU_COUNTRIES.has(country) &&
    EU_COUNTRIES.has(seller)
  ) {
    const vies = settings.vies ? await settings.vies(vatNumber) : null;
    if (!vies || vies.result === 'valid')
      return { mode: 'oss', country, reverseCharge: true, ...untaxed, vies };
    return { ...taxed(settings, sale.netCents, country, evidence), vies };
  }
  return taxed(settings, sale.netCents, country, evidence);
}

function taxed(
  settings: TaxSettings,
  netCents: number,
  country: string | null,
  evidence: TaxEvidence,
): PaymentTax {
  const rateBasisPoints = country ? (settings.rates[country] ?? 0) : 0;
  const taxCents = taxOf(netCents, rateBasisPoints);
  return {
    mode: 'oss',
    country,
    rateBasisPoints,
    netCents,
    taxCents,
    grossCents: netCents + taxCents,
    reverseCharge: false,
    evidence,
    vies: null,
  };
}
