/**
 * A local fake of the Stripe API for the SDK (pointed at it with host/port/protocol): just the
 * Checkout Session and Refund calls the shop makes, plus helpers to act as the customer and sign
 * webhooks. Every refund request is recorded (`refundRequests`) so a test can count them.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

export interface FakeSession {
  id: string;
  object: 'checkout.session';
  url: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  amount_total: number;
  currency: string;
  metadata: Record<string, string>;
  client_reference_id: string | null;
  customer_email: string | null;
  success_url: string;
  cancel_url: string;
  /** Set when the customer pays. */
  payment_intent: string | null;
  /** What Stripe reports the session offers: without `payment_method_types`, what the Dashboard enables. */
  payment_method_types: string[];
  /** The card's billing country, when the customer paid with one that has it. */
  customer_details?: { address: { country: string } };
}

export interface FakeRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  status: 'succeeded';
}

/** One POST /v1/refunds as it arrived. */
export interface RefundRequestSeen {
  idempotencyKey: string | undefined;
  paymentIntent: string | null;
  amount: number;
}

export const WEBHOOK_SECRET = 'whsec_test_navihub';
const signer = new Stripe('sk_test_signer');

export async function startFakeStripe() {
  const sessions = new Map<string, FakeSession>();
  const byIdempotencyKey = new Map<string, string>();
  let failNextCreate = false;
  let failNextRefund = false;
  let counter = 0;
  const refunds = new Map<string, FakeRefund>();
  const refundsByKey = new Map<string, string>();
  const refundRequests: RefundRequestSeen[] = [];
  /** The form of every POST /v1/checkout/sessions, as it arrived. */
  const sessionRequests: URLSearchParams[] = [];

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${counter}` });
        res.end(JSON.stringify(body));
      };
      if (req.headers.authorization !== 'Bearer sk_test_navihub') {
        return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
      }
      const url = new URL(req.url ?? '/', 'http://fake');
      if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
        if (failNextCreate) {
          failNextCreate = false;
          return send(400, {
            error: { type: 'invalid_request_error', message: 'card payments are not enabled' },
          });
        }
        const key = req.headers['idempotency-key'] as string | undefined;
        const again = key ? byIdempotencyKey.get(key) : undefined;
        if (again) return send(200, sessions.get(again));
        const form = new URLSearchParams(raw);
        sessionRequests.push(form);
        const id = `cs_test_${++counter}`;
        // Pinned types are offered as asked; else the methods "enabled in the Dashboard" (dynamic).
        const pinned = [...form.entries()].filter(([name]) => name.startsWith('payment_method_types['));
        const session: FakeSession = {
          id,
          object: 'checkout.session',
          url: `https://checkout.stripe.test/c/pay/${id}`,
          status: 'open',
          payment_status: 'unpaid',
          amount_total: Number(form.get('line_items[0][price_data][unit_amount]')),
          currency: form.get('line_items[0][price_data][currency]') ?? 'usd',
          metadata: { payment_id: form.get('metadata[payment_id]') ?? '' },
          client_reference_id: form.get('client_reference_id'),
          customer_email: form.get('customer_email'),
          success_url: form.get('success_url') ?? '',
          cancel_url: form.get('cancel_url') ?? '',
          payment_intent: null,
          payment_method_types:
            pinned.length > 0 ? pinned.map(([, type]) => type) : ['card', 'link', 'paypal'],
        };
        sessions.set(id, session);
        if (key) byIdempotencyKey.set(key, id);
        return send(200, session);
      }
      if (req.method === 'POST' && url.pathname === '/v1/refunds') {
        const form = new URLSearchParams(raw);
        const key = req.headers['idempotency-key'] as string | undefined;
        const paymentIntent = form.get('payment_intent');
        refundRequests.push({ idempotencyKey: key, paymentIntent, amount: Number(form.get('amount')) });
        if (failNextRefund) {
          failNextRefund = false;
          return send(402, { error: { type: 'card_error', message: 'the bank refused the refund' } });
        }
        // Stripe answers a repeated idempotency key with the first answer, and makes nothing new.
        const again = key ? refundsByKey.get(key) : undefined;
        if (again) return send(200, refunds.get(again));
        const paid = [...sessions.values()].find(
          (x) => x.payment_intent && x.payment_intent === paymentIntent,
        );
        if (!paid) {
          return send(400, { error: { type: 'invalid_request_error', message: 'No such payment_intent' } });
        }
        const amount = Number(form.get('amount') ?? paid.amount_total);
        const refunded = [...refunds.values()]
          .filter((r) => r.payment_intent === paymentIntent)
          .reduce((sum, r) => sum + r.amount, 0);
        if (refunded + amount > paid.amount_total) {
          return send(400, {
            error: { type: 'invalid_request_error', message: 'Refund amount exceeds the charge' },
          });
        }
        const refund: FakeRefund = {
          id: `re_test_${++counter}`,
          object: 'refund',
          amount,
          currency: paid.currency,
          payment_intent: paymentIntent!,
          status: 'succeeded',
        };
        refunds.set(refund.id, refund);
        if (key) refundsByKey.set(key, refund.id);
        return send(200, refund);
      }
      const list = (data: unknown[]) =>
        send(200, { object: 'list', data, has_more: false, url: url.pathname });
      if (req.method === 'GET' && url.pathname === '/v1/checkout/sessions') {
        const pi = url.searchParams.get('payment_intent');
        return list([...sessions.values()].filter((x) => pi && x.payment_intent === pi));
      }
      if (req.method === 'GET' && url.pathname === '/v1/refunds') {
        const pi = url.searchParams.get('payment_intent');
        return list([...refunds.values()].filter((r) => r.payment_intent === pi));
      }
      const match = /^\/v1\/checkout\/sessions\/([\w]+)$/.exec(url.pathname);
      if (req.method === 'GET' && match) {
        const session = sessions.get(match[1]!);
        return session
          ? send(200, session)
          : send(404, { error: { type: 'invalid_request_error', message: 'No such session' } });
      }
      send(404, {
        error: {
          type: 'invalid_request_error',
          message: `Unrecognized request URL (${req.method} ${url.pathname})`,
        },
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;

  let eventCounter = 0;
  const signed = (type: string, object: unknown, id = `evt_${++eventCounter}`) => {
    const payload = JSON.stringify({
      id,
      object: 'event',
      type,
      api_version: '2025-01-27',
      created: Math.floor(Date.now() / 1000),
      data: { object },
    });
    const signature = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    return { payload, signature, id };
  };
  return {
    env: {
      STRIPE_SECRET_KEY: 'sk_test_navihub',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_HOST: '127.0.0.1',
      STRIPE_API_PORT: String(port),
      STRIPE_API_PROTOCOL: 'http',
    },
    sessions,
    sessionRequests,
    failNextCreate: () => {
      failNextCreate = true;
    },
    /** The refunds made (one per idempotency key), and every refund request received. */
    refunds,
    refundRequests,
    failNextRefund: () => {
      failNextRefund = true;
    },
    /** A refund made in Stripe's dashboard (not through the API: no refund request is recorded). */
    refundInDashboard(sessionId: string, amount?: number) {
      const paid = sessions.get(sessionId)!;
      const refund: FakeRefund = {
        id: `re_test_${++counter}`,
        object: 'refund',
        amount: amount ?? paid.amount_total,
        currency: paid.currency,
        payment_intent: paid.payment_intent!,
        status: 'succeeded',
      };
      refunds.set(refund.id, refund);
      return refund;
    },
    /** A `charge.refunded` or `charge.dispute.created` delivery about a paid session's charge. */
    chargeEvent(
      type: 'charge.refunded' | 'charge.dispute.created',
      sessionId: string,
      opts: { amount?: number; id?: string; disputeId?: string } = {},
    ) {
      const paid = sessions.get(sessionId)!;
      const refunded = [...refunds.values()]
        .filter((r) => r.payment_intent === paid.payment_intent)
        .reduce((sum, r) => sum + r.amount, 0);
      const charge = `ch_${paid.payment_intent}`;
      const object =
        type === 'charge.refunded'
          ? {
              id: charge,
              object: 'charge',
              amount: paid.amount_total,
              amount_refunded: refunded,
              refunded: refunded >= paid.amount_total,
              currency: paid.currency,
              payment_intent: paid.payment_intent,
            }
          : {
              id: opts.disputeId ?? `dp_test_${++counter}`,
              object: 'dispute',
              amount: opts.amount ?? paid.amount_total,
              currency: paid.currency,
              charge,
              payment_intent: paid.payment_intent,
              reason: 'fraudulent',
              status: 'needs_response',
            };
      return signed(type, object, opts.id);
    },
    /** The customer pays: the session completes as Stripe reports it. */
    pay(id: string, amountPaid?: number, payerCountry?: string) {
      const s = sessions.get(id)!;
      Object.assign(s, {
        status: 'complete',
        payment_status: 'paid',
        payment_intent: `pi_test_${id}`,
        ...(amountPaid ? { amount_total: amountPaid } : {}),
        ...(payerCountry ? { customer_details: { address: { country: payerCountry } } } : {}),
      });
      return s;
    },
    expire(id: string) {
      const s = sessions.get(id)!;
      s.status = 'expired';
      return s;
    },
    /** A webhook delivery: the event body and its Stripe-Signature header. */
    event(type: string, session: FakeSession, id = `evt_${++eventCounter}`) {
      return signed(type, session, id);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;
