/** Business rules shared by the web app and the server (spec §4, §6, §9). */

export const NAVIGATION_TOOL = 'Navigation codes tokens';
export const CURRENCY = 'USD';
export const VIN_LENGTH = 17;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 50;

/** Head units in the order the code form shows them, whatever order the server lists them in. */
export const COMAND_ORDER = ['NTG 4.5', 'NTG 5s1', 'NTG 5/5s2', 'NTG 5.5'] as const;

export function sortComands(comands: readonly string[]): string[] {
  const rank = (c: string) => {
    const i = (COMAND_ORDER as readonly string[]).indexOf(c);
    return i === -1 ? COMAND_ORDER.length : i;
  };
  return [...comands].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

/** 'V1.10' sorts after 'V1.9': compares the numbers after V part by part. */
export function compareVersions(a: string, b: string): number {
  const parts = (v: string) =>
    v
      .replace(/^v/i, '')
      .split(/[.\-_]/)
      .map((p) => Number.parseInt(p, 10));
  const pa = parts(a);
  const pb = parts(b);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const x = pa[i] ?? 0;
    const y = pb[i] ?? 0;
    const nx = Number.isNaN(x) ? -1 : x;
    const ny = Number.isNaN(y) ? -1 : y;
    if (nx !== ny) return nx - ny;
  }
  return a.localeCompare(b);
}

/**
 * The highest personal discount an account may have: at 100 % a PIN would cost nothing, and a card
 * checkout cannot charge 0 (nor may a payment of 0 be stored), so 100 is refused where it is set.
 */
export const MAX_PERSONAL_DISCOUNT_PERCENT = 99;

/** Price in cents after a percent discount, rounded to whole cents (spec §6: 2 decimals). */
export function discountedCents(priceCents: number, discountPercent: number): number {
  return Math.round(priceCents - (priceCents * discountPercent) / 100);
}

/** What the customer pays for a bundle: its price less its own discount (its `discount_price`). */
export function bundlePriceCents(bundle: { priceCents: number; discountPercent: number }): number {
  return discountedCents(bundle.priceCents, bundle.discountPercent);
}

/** Whole cents as the API's amount string with two decimals ("390.00"). */
export function centsToAmount(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** An amount as the API writes it ("390.00", or a number) in whole cents, rounded. */
export function amountToCents(amount: string | number): number {
  return Math.round(Number(amount) * 100);
}

/**
 * The tax of a net amount at a rate (hundredths of a percent), rounded half up to the cent: the
 * server charges it (decision 065) and the pages show the gross with it before the button (072).
 */
export function taxOf(netCents: number, rateBasisPoints: number): number {
  return Math.round((netCents * rateBasisPoints) / 10_000);
}

/** A subscription counts when it is for the navigation tool and ends in the future. */
export function isActiveSubscription(
  sub: { fk_tool_name: string; end_date: string },
  now: Date = new Date(),
): boolean {
  return sub.fk_tool_name === NAVIGATION_TOOL && new Date(sub.end_date).getTime() > now.getTime();
}

export function navigationPoints(points: readonly { fk_tool_name: string; amount: number }[]): number {
  return points.filter((p) => p.fk_tool_name === NAVIGATION_TOOL).reduce((sum, p) => sum + p.amount, 0);
}

/** The two kinds of bundle a customer buys: tokens for PINs, or days of subscription. */
export const BUNDLE_KINDS = ['token_bundle', 'subscription_bundle'] as const;
export type BundleKind = (typeof BUNDLE_KINDS)[number];

/** Tokens of a token bundle when none are given (and of a bundle no longer on offer). */
export const TOKENS_PER_BUNDLE_DEFAULT = 10;
/** Days of a subscription bundle no longer on offer when its purchase is honoured. */
export const SUBSCRIPTION_DAYS_DEFAULT = 30;
