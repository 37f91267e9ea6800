/**
 * The tax shown beside a price before the button that commits to pay (issue 33, decision 072).
 * Taxes off: none, the prices are the spec's as they were. On: one tax quote for this buyer (the
 * account's business details, else what the server knows: the caller's country, the seller's)
 * gives the rate, and each price on the page is grossed with the server's own rule (taxOf).
 */
import { useQuery } from '@tanstack/react-query';
import { paymentsApi } from '@navihub/contract/api/payments';
import type { TaxQuote } from '@navihub/contract/payments';
import { amountToCents, centsToAmount, taxOf } from '@navihub/contract/rules';
import { useRememberedBusiness } from './remembered-business';
import { request } from './request';
import { useSession } from './session';
import { useSiteConfig } from './site-config';

/** What a price carries: VAT at a rate, none (reverse charge, a country without VAT), or not known yet. */
export type ShownTax =
  | { kind: 'included'; rate: string; basisPoints: number }
  | { kind: 'none'; reverseCharge: boolean }
  | { kind: 'unknown' };

/**
 * The tax of a quote: null when it says taxes are off; unknown while there is none (being asked,
 * refused) or the buyer's country is not known.
 */
export function shownTaxOf(quote: TaxQuote | undefined): ShownTax | null {
  if (!quote) return { kind: 'unknown' };
  if (quote.taxes === 'off') return null;
  if (quote.reverse_charge) return { kind: 'none', reverseCharge: true };
  if (!quote.country) return { kind: 'unknown' };
  const basisPoints = Math.round(Number(quote.tax_rate) * 100);
  if (basisPoints === 0) return { kind: 'none', reverseCharge: false };
  return { kind: 'included', rate: quote.tax_rate, basisPoints };
}

/** What a net price comes to with the tax shown ("39.00" at 19 % → "46.41"); itself when none is included. */
export function grossOf(net: string, tax: ShownTax | null): string {
  if (tax?.kind !== 'included') return net;
  const cents = amountToCents(net);
  return centsToAmount(cents + taxOf(cents, tax.basisPoints));
}

/** The price the quote is asked for: any will do, only its rate and country are used. */
const RATE_PROBE = '100.00';

/** This buyer's tax while the shop charges taxes (site config `taxes: 'oss'`); null while it does not. */
export function useShownTax(): ShownTax | null {
  const on = useSiteConfig().config.taxes === 'oss';
  const signedIn = !!useSession().tokens;
  const remembered = useRememberedBusiness(on);
  // A guest's tax is the server's to decide; a customer's waits for the details on the account.
  const business = signedIn ? remembered.data : {};
  const quote = useQuery({
    queryKey: ['tax-quote', RATE_PROBE, business],
    queryFn: () => request(paymentsApi.taxQuote, { body: { amount: RATE_PROBE, ...business } }),
    enabled: on && business !== undefined,
    retry: false,
    staleTime: 10 * 60_000,
  });
  if (!on) return null;
  return shownTaxOf(quote.isError ? undefined : quote.data);
}
