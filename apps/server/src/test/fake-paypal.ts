/**
 * A local fake of PayPal's REST API (Orders v2, verify-webhook-signature, capture refunds) for the
 * shop's client, pointed at it with PAYPAL_API_URL. Tests act as the customer (`approve`), choose
 * what the next capture does (`captureOutcome`), say whether signatures verify (`verdict`), and
 * build webhook deliveries (`delivery`). Every call is recorded in `calls`.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';

export interface FakeOrder {
  id: string;
  status: 'CREATED' | 'APPROVED' | 'COMPLETED';
  intent: string;
  referenceId: string;
  customId: string;
  description: string;
  amount: { currency_code: string; value: string };
  returnUrl: string;
  cancelUrl: string;
  capture?: { id: string; status: string; amount: { currency_code: string; value: string } };
  refunds: Array<{ id: string; requestId: string | undefined; value: string }>;
}

export interface CallSeen {
  method: string;
  path: string;
  requestId: string | undefined;
  body: unknown;
}

export const PAYPAL_WEBHOOK_ID = 'WH-FAKE-NAVIHUB';

export async function startFakePaypal() {
  const orders = new Map<string, FakeOrder>();
  const calls: CallSeen[] = [];
  /** Answers already given per PayPal-Request-Id (PayPal's idempotency). */
  const answered = new Map<string, { status: number; body: unknown }>();
  const tokens = new Set<string>();
  const state = {
    /** What the next captures do: COMPLETED, DECLINED, or COMPLETED for another amount/currency. */
    captureOutcome: { status: 'COMPLETED' } as {
      status: 'COMPLETED' | 'DECLINED';
      value?: string;
      currency?: string;
    },
    verdict: 'SUCCESS' as 'SUCCESS' | 'FAILURE',
    tokensIssued: 0,
  };

  /** A refund as PayPal's PAYMENT.CAPTURE.REFUNDED event carries it: its capture is the `up` link. */
  const refundResource = (o: FakeOrder, overrides: { value?: string; refundId?: string }) => {
    const refund = o.refunds.at(-1);
    return {
      id: overrides.refundId ?? refund?.id ?? `RF${randomBytes(6).toString('hex').toUpperCase()}`,
      status: 'COMPLETED',
      amount: {
        currency_code: o.amount.currency_code,
        value: overrides.value ?? refund?.value ?? o.amount.value,
      },
      links: [
        { rel: 'self', href: `${url}/v2/payments/refunds/${refund?.id ?? 'unknown'}` },
        { rel: 'up', href: `${url}/v2/payments/captures/${o.capture?.id ?? 'unknown'}` },
      ],
    };
  };

  const orderJson = (o: FakeOrder) => ({
    id: o.id,
    status: o.status,
    intent: o.intent,
    links: [
      { rel: 'self', href: `${url}/v2/checkout/orders/${o.id}` },
      { rel: 'payer-action', href: `https://www.sandbox.paypal.com/checkoutnow?token=${o.id}` },
    ],
    purchase_units: [
      {
        reference_id: o.referenceId,
        custom_id: o.customId,
        description: o.description,
        amount: o.amount,
        ...(o.capture
          ? {
              payments: {
                captures: [
                  {
                    ...o.capture,
                    custom_id: o.customId,
                    supplementary_data: { related_ids: { order_id: o.id } },
                  },
                ],
              },
            }
          : {}),
      },
    ],
  });

  function handle(
    method: string,
    path: string,
    body: Record<string, any>, // eslint-disable-line @typescript-eslint/no-explicit-any -- bodies as PayPal reads them
  ): { status: number; body: unknown } {
    if (method === 'POST' && path === '/v2/checkout/orders') {
      const unit = body.purchase_units[0];
      const ctx = body.payment_source.paypal.experience_context;
      const order: FakeOrder = {
        id: `PP${randomBytes(8).toString('hex').toUpperCase()}`,
        status: 'CREATED',
        intent: body.intent,
        referenceId: unit.reference_id,
        customId: unit.custom_id,
        description: unit.description,
        amount: unit.amount,
        returnUrl: ctx.return_url,
        cancelUrl: ctx.cancel_url,
        refunds: [],
      };
      orders.set(order.id, order);
      return { status: 201, body: orderJson(order) };
    }
    let m = /^\/v2\/checkout\/orders\/([^/]+)(\/capture)?$/.exec(path);
    if (m) {
      const order = orders.get(decodeURIComponent(m[1]!));
      if (!order) return { status: 404, body: { name: 'RESOURCE_NOT_FOUND' } };
      if (method === 'GET' && !m[2]) return { status: 200, body: orderJson(order) };
      if (method === 'POST' && m[2]) {
        if (order.status === 'COMPLETED')
          return {
            status: 422,
            body: { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_ALREADY_CAPTURED' }] },
          };
        if (order.status !== 'APPROVED')
          return {
            status: 422,
            body: { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_NOT_APPROVED' }] },
          };
        const outcome = state.captureOutcome;
        order.status = 'COMPLETED';
        order.capture = {
          id: `CAP${randomBytes(6).toString('hex').toUpperCase()}`,
          status: outcome.status,
          amount: {
            currency_code: outcome.currency ?? order.amount.currency_code,
            value: outcome.value ?? order.amount.value,
          },
        };
        return { status: 201, body: orderJson(order) };
      }
    }
    if (method === 'POST' && path === '/v1/notifications/verify-webhook-signature') {
      if (body.webhook_id !== PAYPAL_WEBHOOK_ID)
        return { status: 200, body: { verification_status: 'FAILURE' } };
      return { status: 200, body: { verification_status: state.verdict } };
    }
    m = /^\/v2\/payments\/captures\/([^/]+)$/.exec(path);
    if (method === 'GET' && m) {
      const order = [...orders.values()].find((o) => o.capture?.id === decodeURIComponent(m![1]!));
      if (!order?.capture) return { status: 404, body: { name: 'RESOURCE_NOT_FOUND' } };
      return {
        status: 200,
        body: {
          ...order.capture,
          custom_id: order.customId,
          supplementary_data: { related_ids: { order_id: order.id } },
        },
      };
    }
    m = /^\/v2\/payments\/captures\/([^/]+)\/refund$/.exec(path);
    if (method === 'POST' && m) {
      const order = [...orders.values()].find((o) => o.capture?.id === m![1]);
      if (!order?.capture) return { status: 404, body: { name: 'RESOURCE_NOT_FOUND' } };
      const amount = body.amount ?? order.capture.amount;
      const refund = {
        id: `RF${randomBytes(6).toString('hex').toUpperCase()}`,
        requestId: undefined,
        value: amount.value,
      };
      order.refunds.push(refund);
      const refunded = order.refunds.reduce((sum, r) => sum + Math.round(Number(r.value) * 100), 0);
      order.capture.status =
        refunded >= Math.round(Number(order.capture.amount.value) * 100) ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
      return { status: 201, body: { id: refund.id, status: 'COMPLETED', amount } };
    }
    return { status: 404, body: { name: 'NOT_FOUND' } };
  }

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const path = (req.url ?? '').split('?')[0]!;
      const requestId = req.headers['paypal-request-id'] as string | undefined;
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (path === '/v1/oauth2/token') {
        const expected = `Basic ${Buffer.from('fake-client:fake-secret').toString('base64')}`;
        if (req.headers.authorization !== expected) return send(401, { error: 'invalid_client' });
        const token = `A21${randomBytes(8).toString('hex')}`;
        tokens.add(token);
        state.tokensIssued++;
        return send(200, { access_token: token, token_type: 'Bearer', expires_in: 32400 });
      }
      const bearer = req.headers.authorization?.replace(/^Bearer /, '');
      if (!bearer || !tokens.has(bearer)) return send(401, { error: 'invalid_token' });
      const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
      calls.push({ method: req.method!, path, requestId, body });
      const key = requestId ? `${req.method} ${path} ${requestId}` : undefined;
      const earlier = key ? answered.get(key) : undefined;
      if (earlier) return send(earlier.status, earlier.body);
      const answer = handle(req.method!, path, body);
      if (key && answer.status < 300) answered.set(key, answer);
      return send(answer.status, answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    orders,
    calls,
    state,
    env: {
      PAYPAL_CLIENT_ID: 'fake-client',
      PAYPAL_CLIENT_SECRET: 'fake-secret',
      PAYPAL_WEBHOOK_ID,
      PAYPAL_API_URL: url,
    },
    /** The customer approves the order on PayPal's page. */
    approve(id: string) {
      const order = orders.get(id);
      if (!order) throw new Error(`no fake PayPal order ${id}`);
      if (order.status === 'CREATED') order.status = 'APPROVED';
      return order;
    },
    /** The calls that refunded a capture of the order (each request, repeated ones too). */
    refundCalls(id: string) {
      const capture = orders.get(id)?.capture;
      return capture ? calls.filter((c) => c.path === `/v2/payments/captures/${capture.id}/refund`) : [];
    },
    /**
     * PayPal captures an approved order by itself (not through the shop's call): what a capture
     * the shop made in another process, or a late one, looks like to this process.
     */
    captureAtPaypal(id: string) {
      const order = orders.get(id);
      if (!order) throw new Error(`no fake PayPal order ${id}`);
      order.status = 'COMPLETED';
      order.capture = {
        id: `CAP${randomBytes(6).toString('hex').toUpperCase()}`,
        status: 'COMPLETED',
        amount: { ...order.amount },
      };
      return order;
    },
    /** A refund made in PayPal's dashboard (not through the API, so no request is recorded). */
    refundInDashboard(id: string, value?: string) {
      const order = orders.get(id);
      if (!order?.capture) throw new Error(`fake PayPal order ${id} has no capture`);
      const refund = {
        id: `RF${randomBytes(6).toString('hex').toUpperCase()}`,
        requestId: undefined,
        value: value ?? order.capture.amount.value,
      };
      order.refunds.push(refund);
      order.capture.status = value ? 'PARTIALLY_REFUNDED' : 'REFUNDED';
      return refund;
    },
    /** A webhook delivery (body and PayPal's transmission headers) about an order. */
    delivery(
      type:
        | 'CHECKOUT.ORDER.APPROVED'
        | 'PAYMENT.CAPTURE.COMPLETED'
        | 'PAYMENT.CAPTURE.DENIED'
        | 'PAYMENT.CAPTURE.REFUNDED',
      orderId: string,
      overrides: { value?: string; id?: string; refundId?: string } = {},
    ) {
      const order = orders.get(orderId)!;
      const capture = {
        id: order.capture?.id ?? `CAP${randomBytes(6).toString('hex').toUpperCase()}`,
        status: type === 'PAYMENT.CAPTURE.DENIED' ? 'DECLINED' : 'COMPLETED',
        amount: { currency_code: order.amount.currency_code, value: overrides.value ?? order.amount.value },
        custom_id: order.customId,
        supplementary_data: { related_ids: { order_id: order.id } },
      };
      const event = {
        id: overrides.id ?? `WH-${randomBytes(8).toString('hex').toUpperCase()}`,
        event_type: type,
        resource_type: type === 'CHECKOUT.ORDER.APPROVED' ? 'checkout-order' : 'capture',
        resource:
          type === 'CHECKOUT.ORDER.APPROVED'
            ? orderJson(order)
            : type === 'PAYMENT.CAPTURE.REFUNDED'
              ? refundResource(order, overrides)
              : capture,
      };
      return {
        payload: JSON.stringify(event),
        headers: {
          'content-type': 'application/json',
          'paypal-auth-algo': 'SHA256withRSA',
          'paypal-cert-url': 'https://api.sandbox.paypal.com/v1/notifications/certs/CERT-fake',
          'paypal-transmission-id': randomBytes(8).toString('hex'),
          'paypal-transmission-sig': 'c2lnbmF0dXJl',
          'paypal-transmission-time': new Date().toISOString(),
        },
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakePaypal = Awaited<ReturnType<typeof startFakePaypal>>;
