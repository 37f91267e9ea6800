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
 */
import { sql } from 'drizzle-orm';
import { NAVIGATION_TOOL } from '@navihub/contract/rules';
import type { Db } from '../../db/client.js';

export interface EntitlementInput {
  orderId: string;
  userId: number;
  /** The session the access token names; an ended session takes nothing (migration 0008). */
  sessionId: string;
  comand: string;
  mapRegion: string;
  version: string;
  vin: string;
  userIp: string | null;
  requestIp: string;
}

/** The same for every request of a shop process. */
export interface EntitlementSettings {
  subscriptionDailyLimit: number;
  jobKind: string;
}

export type EntitlementOutcome =
  | { ok: true; payment: 'subscription' | 'points' }
  | {
      ok: false;
      reason: 'session-ended' | 'unknown-user' | 'unknown-variant' | 'no-entitlement' | 'daily-limit';
    };

/**
 * Prepares the call once per database handle: node-postgres then keeps a named statement per
 * connection, so PostgreSQL neither parses nor plans it again.
 */
export function prepareTakeEntitlement(db: Db, settings: EntitlementSettings) {
  const p = (name: keyof EntitlementInput | keyof EntitlementSettings | 'toolName') => sql.placeholder(name);
  const statement = db
    .select({
      paidWith: sql<'subscription' | 'points' | null>`paid_with`,
      sessionLive: sql<boolean>`session_live`,
      userFound: sql<boolean>`user_found`,
      variantFound: sql<boolean>`variant_found`,
      subscriptionFound: sql<boolean>`subscription_found`,
    })
    .from(
      sql`take_entitlement_and_order(${p('orderId')}, ${p('userId')}::int, ${p('sessionId')}, ${p('comand')}, ${p('mapRegion')},
        ${p('version')}, ${p('vin')}, ${p('userIp')}, ${p('requestIp')}, ${p('subscriptionDailyLimit')}::int,
        ${p('jobKind')}, ${p('toolName')})`,
    )
    .prepare('navihub_take_entitlement');

  return async function takeEntitlementAndOrder(input: EntitlementInput): Promise<EntitlementOutcome> {
    const [row] = await statement.execute({ ...input, ...settings, toolName: NAVIGATION_TOOL });
    return outcomeOf(row);
  };
}

/**
 * Prepares the batch call `take_entitlements_and_orders` (migration 0004): several requests in one
 * statement, each taken exactly as the single call takes it, each with its own outcome.
 */
export function prepareTakeEntitlements(db: Db, settings: EntitlementSettings) {
  const statement = db
    .select({
      index: sql<number>`request_index`,
      paidWith: sql<'subscription' | 'points' | null>`paid_with`,
      sessionLive: sql<boolean>`session_live`,
      userFound: sql<boolean>`user_found`,
      variantFound: sql<boolean>`variant_found`,
      subscriptionFound: sql<boolean>`subscription_found`,
    })
    .from(
      sql`take_entitlements_and_orders(${sql.placeholder('requests')}::jsonb, ${sql.placeholder('subscriptionDailyLimit')}::int,
        ${sql.placeholder('jobKind')}, ${sql.placeholder('toolName')})`,
    )
    .prepare('navihub_take_entitlements');

  return async function takeEntitlementsAndOrders(
    inputs: readonly EntitlementInput[],
  ): Promise<EntitlementOutcome[]> {
    const requests = inputs.map((input, i) => ({
      i,
      order_id: input.orderId,
      user_id: input.userId,
      session_id: input.sessionId,
      comand: input.comand,
      map_region: input.mapRegion,
      version: input.version,
      vin: input.vin,
      user_ip: input.userIp,
      request_ip: input.requestIp,
    }));
    const rows = await statement.execute({
      requests: JSON.stringify(requests),
      ...settings,
      toolName: NAVIGATION_TOOL,
    });
    const outcomes: EntitlementOutcome[] = new Array(inputs.length);
    for (const row of rows) outcomes[row.index] = outcomeOf(row);
    if (rows.length !== inputs.length || outcomes.includes(undefined as never))
      throw new Error(`batch call answered ${rows.length} of ${inputs.length} requests`);
    return outcomes;
  };
}

function outcomeOf(
  row:
    | {
        paidWith: 'subscription' | 'points' | null;
        sessionLive: boolean;
        userFound: boolean;
        variantFound: boolean;
        subscriptionFound: boolean;
      }
    | undefined,
): EntitlementOutcome {
  if (row?.paidWith) return { ok: true, payment: row.paidWith };
  if (!row?.userFound) return { ok: false, reason: 'unknown-user' };
  if (!row.sessionLive) return { ok: false, reason: 'session-ended' };
  if (!row.variantFound) return { ok: false, reason: 'unknown-variant' };
  if (row.subscriptionFound) return { ok: false, reason: 'daily-limit' };
  return { ok: false, reason: 'no-entitlement' };
}
