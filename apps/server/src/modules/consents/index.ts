/**
 * The consent of a PIN order (issue 32, decision 057): what the customer ticked, when, in which
 * wording and language; or, when an API client ordered without the field, the order recorded as a
 * business's, exempt. Order placement calls `recordConsent` (and `forgetConsent` when the order was
 * refused), the receipt and PIN mails `consentOfOrder`, the customer's export `consentRowsOfOrders`
 * and an account's erasure `forgetConsents` for the orders it deletes (decision 055).
 */
import { asc, eq, inArray } from 'drizzle-orm';
import type { ConsentBody } from '@navihub/contract/consent';
import type { DbOrTx } from '../../db/client.js';
import { orderConsents } from '../../db/schema.js';

/** Why an order without the consent field is exempt (decision 057). */
export const BUSINESS_EXEMPT_REASON = 'no consent field: an API client ordering as a business';

export interface ConsentOfOrder {
  orderId: string;
  paymentId?: string | null;
  /** The request's `consent`, already checked by the contract (both true); undefined when left out. */
  consent: ConsentBody | undefined;
}

/** Writes the order's consent rows; a second call for the same order changes nothing. */
export async function recordConsent(
  tx: DbOrTx,
  { orderId, paymentId, consent }: ConsentOfOrder,
): Promise<void> {
  const common = { orderId, paymentId: paymentId ?? null };
  const rows = consent
    ? (['immediate_delivery', 'waiver_acknowledged'] as const).map((kind) => ({
        ...common,
        kind,
        textVersion: consent.text_version,
        language: consent.language ?? 'en',
      }))
    : [{ ...common, kind: 'business_exempt' as const, exemptReason: BUSINESS_EXEMPT_REASON }];
  await tx.insert(orderConsents).values(rows).onConflictDoNothing();
}

/** What the mails quote: the consent given and when, or null (exempt, or an order from before issue 32). */
export interface GivenConsent {
  givenAt: Date;
  textVersion: string;
  language: string;
}

/** The consent given for each of these orders (exempt orders and orders from before issue 32 are absent). */
export async function consentsOfOrders(db: DbOrTx, orderIds: string[]): Promise<Map<string, GivenConsent>> {
  const found = new Map<string, GivenConsent>();
  if (orderIds.length === 0) return found;
  const rows = await db
    .select()
    .from(orderConsents)
    .where(inArray(orderConsents.orderId, orderIds))
    .orderBy(asc(orderConsents.id));
  const kinds = new Map<string, number>();
  for (const row of rows) {
    if (row.kind === 'business_exempt') continue;
    kinds.set(row.orderId, (kinds.get(row.orderId) ?? 0) + 1);
    found.set(row.orderId, {
      givenAt: row.givenAt,
      textVersion: row.textVersion ?? '',
      language: row.language ?? 'en',
    });
  }
  // Both boxes or nothing: a half record is not a consent.
  for (const id of found.keys()) if (kinds.get(id) !== 2) found.delete(id);
  return found;
}

/**
 * The language each of these orders was placed in: the page's language its consent was given in
 * (the web sends it with the consent). Orders without a consent (a business's, or from before issue
 * 32) are absent; decision 068.
 */
export async function consentLanguagesOfOrders(db: DbOrTx, orderIds: string[]): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  if (orderIds.length === 0) return found;
  const rows = await db
    .select({ orderId: orderConsents.orderId, language: orderConsents.language })
    .from(orderConsents)
    .where(inArray(orderConsents.orderId, orderIds));
  for (const row of rows) if (row.language) found.set(row.orderId, row.language);
  return found;
}

export async function consentOfOrder(db: DbOrTx, orderId: string): Promise<GivenConsent | null> {
  return (await consentsOfOrders(db, [orderId])).get(orderId) ?? null;
}

/**
 * Forgets the consent written for an order that was then refused (no point, the daily limit): it
 * names no order and never will.
 */
export async function forgetConsent(db: DbOrTx, orderId: string): Promise<void> {
  await db.delete(orderConsents).where(eq(orderConsents.orderId, orderId));
}

/** Forgets the consents of orders deleted with an account (decision 055): the kept orders keep theirs. */
export async function forgetConsents(db: DbOrTx, orderIds: string[]): Promise<void> {
  if (orderIds.length === 0) return;
  await db.delete(orderConsents).where(inArray(orderConsents.orderId, orderIds));
}

/** Every consent row of these orders (exempt ones too), for the customer's export. */
export interface ConsentRow {
  orderId: string;
  kind: 'immediate_delivery' | 'waiver_acknowledged' | 'business_exempt';
  givenAt: Date;
  textVersion: string | null;
  language: string | null;
  exemptReason: string | null;
}

export async function consentRowsOfOrders(db: DbOrTx, orderIds: string[]): Promise<ConsentRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select({
      orderId: orderConsents.orderId,
      kind: orderConsents.kind,
      givenAt: orderConsents.givenAt,
      textVersion: orderConsents.textVersion,
      language: orderConsents.language,
      exemptReason: orderConsents.exemptReason,
    })
    .from(orderConsents)
    .where(inArray(orderConsents.orderId, orderIds))
    .orderBy(asc(orderConsents.id));
}
