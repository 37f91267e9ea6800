/**
 * The dev checkout: plays the card provider on a fresh machine. Its sessions live in the database
 * (any server process can serve them); its page's Pay / Cancel redirect exactly as Stripe would.
 * Refused in production (config.ts).
 */
import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { devCheckoutSessions } from '../../db/schema.js';
import {
  InvalidWebhookError,
  RefundFailedError,
  type CheckoutProvider,
  type CheckoutSession,
} from './provider.js';

type Row = typeof devCheckoutSessions.$inferSelect;

/** The card checkout's stand-in, or PayPal's (decision 028): the same sessions, another page. */
const FLAVOURS = {
  card: { name: 'dev', prefix: 'dev_cs_', page: 'checkout' },
  paypal: { name: 'dev-paypal', prefix: 'dev_pp_', page: 'paypal' },
} as const;

const toSession = (row: Row, publicUrl: string): CheckoutSession => {
  const expired = row.status === 'open' && row.expiresAt.getTime() < Date.now();
  const flavour = row.id.startsWith(FLAVOURS.paypal.prefix) ? FLAVOURS.paypal : FLAVOURS.card;
  return {
    id: row.id,
    url: `${publicUrl}/dev/${flavour.page}/${row.id}`,
    // A refunded session was paid and completed, as Stripe still reports it.
    status: expired
      ? 'expired'
      : row.status === 'refunded'
        ? 'complete'
        : (row.status as CheckoutSession['status']),
    paid: row.paid,
    amountCents: row.amountCents,
    currency: row.currency,
    paymentId: row.paymentId,
  };
};

export function createDevCheckout({
  db,
  publicUrl,
  flavour = 'card',
}: {
  db: Db;
  publicUrl: string;
  flavour?: keyof typeof FLAVOURS;
}): CheckoutProvider & {
  find(id: string): Promise<Row | undefined>;
  complete(id: string, outcome: 'paid' | 'canceled'): Promise<CheckoutSession | undefined>;
} {
  const { name, prefix } = FLAVOURS[flavour];
  return {
    name,
    async createSession(request) {
      const id = `${prefix}${randomBytes(12).toString('hex')}`;
      const [row] = await db
        .insert(devCheckoutSessions)
        .values({
          id,
          paymentId: request.paymentId,
          description: request.description,
          amountCents: request.amountCents,
          currency: request.currency,
          successUrl: request.successUrl.replace('{CHECKOUT_SESSION_ID}', id),
          cancelUrl: request.cancelUrl,
          expiresAt: new Date(Date.now() + request.expiresInSeconds * 1000),
        })
        .returning();
      return toSession(row!, publicUrl);
    },
    async retrieveSession(id) {
      const row = await db.query.devCheckoutSessions.findFirst({ where: eq(devCheckoutSessions.id, id) });
      if (!row) throw new Error(`no dev checkout session ${id}`);
      return toSession(row, publicUrl);
    },
    parseWebhook() {
      throw new InvalidWebhookError('the dev checkout sends no webhooks');
    },
    async refund(request) {
      // The session records one refund: the first request makes it (its id from the idempotency
      // key), a repeated one is answered with it, as Stripe answers a repeated key.
      const refundId = `dev_re_${request.idempotencyKey}`;
      const [made] = await db
        .update(devCheckoutSessions)
        .set({
          status: 'refunded',
          refundedCents: request.amountCents,
          refundedAt: new Date(),
          refundId,
        })
        .where(
          and(
            eq(devCheckoutSessions.id, request.providerSessionId),
            eq(devCheckoutSessions.paid, true),
            isNull(devCheckoutSessions.refundId),
          ),
        )
        .returning();
      const row =
        made ??
        (await db.query.devCheckoutSessions.findFirst({
          where: eq(devCheckoutSessions.id, request.providerSessionId),
        }));
      if (!row?.paid)
        throw new RefundFailedError(`dev checkout session ${request.providerSessionId} is not paid`);
      if (row.refundId !== refundId)
        throw new RefundFailedError(`dev checkout session ${row.id} was already refunded (${row.refundId})`);
      return { id: row.refundId, amountCents: row.refundedCents ?? 0, status: 'succeeded' };
    },
    find: (id) => db.query.devCheckoutSessions.findFirst({ where: eq(devCheckoutSessions.id, id) }),
    async complete(id, outcome) {
      const [row] = await db
        .update(devCheckoutSessions)
        .set(outcome === 'paid' ? { status: 'complete', paid: true } : { status: 'expired' })
        .where(and(eq(devCheckoutSessions.id, id), eq(devCheckoutSessions.status, 'open')))
        .returning();
      if (row) return toSession(row, publicUrl);
      // Already paid or cancelled (a second click, a reload): the outcome stands as it was.
      const current = await db.query.devCheckoutSessions.findFirst({ where: eq(devCheckoutSessions.id, id) });
      return current ? toSession(current, publicUrl) : undefined;
    },
  };
}

export type DevCheckout = ReturnType<typeof createDevCheckout>;
