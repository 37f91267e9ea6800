/**
 * Test payments of the sandbox (docs/decisions/073): a card payment or bundle purchase started
 * with an `nh_test_` API key. Written to `test_payments`, apart from `payments`, and paid or
 * declined on the shop's own sandbox checkout page instead of a provider's: no money moves, and
 * no live read can meet one. As with live payments, what a test payment sells is its seller's:
 * paid, its sale's `testPaid` runs (a PIN's test order is paid and fulfilled with a demo PIN); a
 * bundle's sale has none, so a test bundle purchase grants nothing.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { pathOf } from '@navihub/contract/api/endpoint';
import { sandboxApi } from '@navihub/contract/api/sandbox';
import { DEFAULT_LOCALE, localizedPath, type Locale } from '@navihub/contract/locales';
import { CURRENCY } from '@navihub/contract/rules';
import type { Db, DbOrTx } from '../../db/client.js';
import { testPayments } from '../../db/schema.js';
import { notFound } from '../../lib/domain-errors.js';
import type { User } from '../auth/index.js';
import { successPageUrl } from './open-checkout.js';
import type { PaymentKinds } from './payment-kinds.js';

export type TestPayment = typeof testPayments.$inferSelect;

/** What a seller asks a test key to "pay": the same as a live payment, less what moves money. */
export interface NewTestPayment {
  kind: TestPayment['kind'];
  userId: number;
  /** A PIN's test order, written (pending) by `placeFirst` in the payment's transaction. */
  testOrderId?: string;
  tokenBundleId?: number;
  tokens?: number;
  subscriptionBundleId?: number;
  durationDays?: number;
  description: string;
  amountCents: number;
  /** The buyer's language: the success and cancel pages are in it, as live. */
  locale?: Locale | undefined;
}

/** What the seller gets back, as a live start answers: the checkout's page and the payment's id. */
export interface StartedPayment {
  url: string;
  paymentId: string;
}

export function createTestPayments(deps: {
  db: Db;
  publicUrl: string;
  kinds: PaymentKinds;
  onJobQueued: () => void;
}) {
  const { db } = deps;

  /** Writes the test payment (after what its seller writes first); resolves with the sandbox checkout. */
  async function start(
    sale: NewTestPayment,
    placeFirst?: (tx: DbOrTx, paymentId: string) => Promise<void>,
  ): Promise<StartedPayment> {
    const { locale = DEFAULT_LOCALE, ...values } = sale;
    const id = randomUUID();
    // Shaped as Stripe's test-mode session ids are: the success page's link carries it as proof.
    const sessionId = `cs_test_${randomBytes(18).toString('base64url')}`;
    await db.transaction(async (tx) => {
      await placeFirst?.(tx, id);
      await tx.insert(testPayments).values({
        id,
        ...values,
        currency: CURRENCY,
        sessionId,
        successUrl: successPageUrl(deps.publicUrl, { id, kind: sale.kind }, sessionId, locale),
        cancelUrl: `${deps.publicUrl}${localizedPath(locale, '/cancel')}`,
      });
    });
    return { url: `${deps.publicUrl}${pathOf(sandboxApi.checkoutPage, { id })}`, paymentId: id };
  }

  async function find(id: string): Promise<TestPayment | undefined> {
    const [row] = await db.select().from(testPayments).where(eq(testPayments.id, id));
    return row;
  }

  /**
   * Closes an open test payment as paid or declined, with its sale's step, once; a second click
   * (or the other button after the first) changes nothing. Resolves with the payment as it stands.
   */
  async function close(id: string, outcome: 'paid' | 'declined'): Promise<TestPayment | undefined> {
    let queued = false;
    const row = await db.transaction(async (tx) => {
      const [open] = await tx.select().from(testPayments).where(eq(testPayments.id, id)).for('update');
      if (!open || open.status !== 'pending') return open;
      const [closed] = await tx
        .update(testPayments)
        .set({ status: outcome === 'paid' ? 'fulfilled' : 'failed', closedAt: new Date() })
        .where(eq(testPayments.id, id))
        .returning();
      const sale = deps.kinds.of(open.kind);
      if (outcome === 'paid') {
        await sale.testPaid?.(tx, closed!);
        queued = sale.queuesJob === true;
      } else {
        await sale.testUnpaid?.(tx, closed!, 'The payment was declined on the sandbox checkout (test).');
      }
      return closed;
    });
    if (queued) deps.onJobQueued();
    return row;
  }

  /**
   * The test payment behind a success page's link, as `confirmPayment` finds a live one: the
   * session id is the proof, and a signed-in caller must be its owner; 404 otherwise.
   */
  async function confirm(
    paymentId: string,
    sessionId: string,
    kind: TestPayment['kind'],
    user: User | null,
  ): Promise<TestPayment> {
    const row = await find(paymentId);
    if (!row || row.kind !== kind || row.sessionId !== sessionId) throw notFound();
    if (user && row.userId !== user.id) throw notFound();
    if (kind !== 'pin' && !user) throw notFound();
    return row;
  }

  /** An account's test payments of these kinds, newest first: what a test key's purchases list. */
  function ofUser(userId: number, kinds: TestPayment['kind'][]): Promise<TestPayment[]> {
    return db
      .select()
      .from(testPayments)
      .where(and(eq(testPayments.userId, userId), inArray(testPayments.kind, kinds)))
      .orderBy(desc(testPayments.createdAt));
  }

  return { start, find, close, confirm, ofUser };
}

export type TestPayments = ReturnType<typeof createTestPayments>;
