/**
 * Generating a code in ONE call: find the variant, use an active subscription or take one point,
 * write the ledger row, the order and its fulfilment job. The work lives in the PL/pgSQL function
 * `take_entitlement_and_order` (migration 0003): one statement is atomic and costs one round trip
 * instead of ten, the function keeps its plans per connection, and the call itself is a prepared
 * statement; that is what keeps generate fast under many concurrent customers (npm run bench).
 *
 * Concurrent requests of one customer serialise on the balance row (the UPDATE re-checks
 * `amount >= 1` after waiting, so a balance never goes below zero) and on the subscription row
 * (so the fair-use count of today's orders sees the order placed just before).
 */ import { sql } from 'drizzle-orm';
import { NAVIGATION_TOOL } from '@navihub/contract/rules';
import type { Db } from '../../db/client.js';

export interface EntitlementInput {
  orderId: string;
  userId: number;
  comand: string;
  mapRegion: string;
  version: string;
  vin: string;
  userIp: string | null;
  requestIp: string;
  subscriptionDailyLimit: number;
  jobKind: string;
}

export type EntitlementOutcome =
  | { ok: true; payment: 'subscription' | 'points' }
  | { ok: false; reason: 'unknown-user' | 'unknown-variant' | 'no-entitlement' | 'daily-limit' };

/**
 * Prepares the call once per database handle: node-postgres then keeps a named statement per
 * connection, so PostgreSQL neither parses nor plans it again.
 */
export function prepareTakeEntitlement(db: Db) {
  const p = (name: keyof EntitlementInput | 'toolName') => sql.placeholder(name);
  const statement = db
    .select({
      paidWith: sql<'subscription' | 'points' | null>`paid_with`,
      userFound: sql<boolean>`user_found`,
      variantFound: sql<boolean>`variant_found`,
      subscriptionFound: sql<boolean>`subscription_found`,
    })
    .from(
      sql`take_entitlement_and_order(${p('orderId')}, ${p('userId')}::int, ${p('comand')}, ${p('mapRegion')},
        ${p('version')}, ${p('vin')}, ${p('userIp')}, ${p('requestIp')}, ${p('subscriptionDailyLimit')}::int,
        ${p('jobKind')}, ${p('toolName')})`,
    )
    .prepare('navihub_take_entitlement');

  return async function takeEntitlementAndOrder(input: EntitlementInput): Promise<EntitlementOutcome> {
    const [row] = await statement.execute({ ...input, toolName: NAVIGATION_TOOL });
    if (row?.paidWith) return { ok: true, payment: row.paidWith };
    if (!row?.userFound) return { ok: false, reason: 'unknown-user' };
    if (!row.variantFound) return { ok: false, reason: 'unknown-variant' };
    if (row.subscriptionFound) return { ok: false, reason: 'daily-limit' };
    return { ok: false, reason: 'no-entitlement' };
  };
}
