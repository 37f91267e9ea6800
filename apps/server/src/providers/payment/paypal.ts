/**
 * PayPal Orders v2 over plain `fetch` (decision 028): an OAuth client-credentials token (cached
 * until shortly before it expires), create order, capture order, verify webhook signature, refund
 * capture. Every write carries a `PayPal-Request-Id`, so a repeated call (a retried return, the
 * webhook and the return capturing at once) is answered with the first call's result.
 */
import { amountToCents, centsToAmount } from '@navihub/contract/rules';
import type { PaypalConfig } from '../../config.js';
import {
  InvalidWebhookError,
  RefundFailedError,
  type CheckoutProvider,
  type CheckoutSession,
} from './provider.js';

/** A verified PayPal event, as the payments module handles it. */
export type PaypalEvent =
  | { id: string; type: 'approved'; orderId: string }
  | { id: string; type: 'completed' | 'denied'; session: CheckoutSession }
  /** A refund of a capture: ours, or one made in PayPal's dashboard. */
  | { id: string; type: 'refunded'; refund: CaptureRefund }
  | { id: string; type: 'ignored'; paypalType: string };

/** A refund as PayPal's PAYMENT.CAPTURE.REFUNDED event describes it. */
export interface CaptureRefund {
  id: string;
  /** The capture refunded (the event's `up` link); null when the event does not say. */
  captureId: string | null;
  amountCents: number | null;
}

/** The headers PayPal signs a webhook delivery with. */
export type WebhookHeaders = Record<string, string | string[] | undefined>;

export interface PaypalProvider extends CheckoutProvider {
  readonly name: 'paypal' | 'dev-paypal';
  /** Asks PayPal whether the delivery is genuine; throws InvalidWebhookError when it is not. */
  verifyWebhook(rawBody: Buffer, headers: WebhookHeaders): Promise<PaypalEvent>;
  /**
   * The order as PayPal has it now, never captured by asking (a cancel asks before failing the
   * payment, decision 043): `approved` when the customer approved it and it awaits its capture.
   */
  orderState(id: string): Promise<{ session: CheckoutSession; approved: boolean }>;
  /** The PayPal order a capture belongs to; null when PayPal knows no such capture. */
  orderIdOfCapture(captureId: string): Promise<string | null>;
}

export class PaypalApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    message: string,
  ) {
    super(message);
  }
}

interface Money {
  currency_code: string;
  value: string;
}
interface Capture {
  id: string;
  status: string;
  amount?: Money;
  custom_id?: string;
  supplementary_data?: { related_ids?: { order_id?: string } };
}
interface Order {
  id: string;
  status: string;
  links?: Array<{ href: string; rel: string }>;
  payer?: { address?: { country_code?: string } };
  purchase_units?: Array<{
    reference_id?: string;
    custom_id?: string;
    amount?: Money;
    payments?: { captures?: Capture[] };
  }>;
}

const capturesOf = (order: Order): Capture[] => order.purchase_units?.[0]?.payments?.captures ?? [];

/** The order as the shop's checkout session: paid once a capture is COMPLETED. */
export function orderToSession(order: Order): CheckoutSession {
  const unit = order.purchase_units?.[0];
  const capture = capturesOf(order)[0];
  const money = capture?.amount ?? unit?.amount;
  const declined = capture !== undefined && (capture.status === 'DECLINED' || capture.status === 'FAILED');
  return {
    id: order.id,
    url: order.links?.find((l) => l.rel === 'payer-action' || l.rel === 'approve')?.href ?? null,
    status: order.status === 'COMPLETED' ? 'complete' : order.status === 'VOIDED' ? 'expired' : 'open',
    paid: capture?.status === 'COMPLETED',
    ...(declined ? { declined: true } : {}),
    amountCents: money ? amountToCents(money.value) : null,
    currency: money?.currency_code ?? null,
    paymentId: unit?.custom_id ?? unit?.reference_id ?? null,
    ...(order.payer?.address?.country_code ? { payerCountry: order.payer.address.country_code } : {}),
  };
}

const header = (headers: WebhookHeaders, name: string): string | undefined => {
  const v = headers[name];
  return Array.isArray(v) ? v[0] : v;
};

export function createPaypalCheckout(config: PaypalConfig): PaypalProvider {
  let token: { value: string; expiresAt: number } | undefined;

  async function accessToken(): Promise<string> {
    if (token && token.expiresAt > Date.now()) return token.value;
    const res = await fetch(`${config.apiUrl}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
      signal: AbortSignal.timeout(15_000),
    });
    const body = (await res.json().catch(() => ({}))) as { access_token?: string; expires_in?: number };
    if (!res.ok || !body.access_token)
      throw new PaypalApiError(res.status, body, `PayPal token request failed (${res.status})`);
    // A minute's margin so a token is never used in its last seconds.
    token = {
      value: body.access_token,
      expiresAt: Date.now() + Math.max(0, (body.expires_in ?? 0) - 60) * 1000,
    };
    return token.value;
  }

  async function api<T>(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    requestId?: string,
    retried = false,
  ): Promise<T> {
    const res = await fetch(`${config.apiUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${await accessToken()}`,
        'content-type': 'application/json',
        prefer: 'return=representation',
        ...(requestId ? { 'paypal-request-id': requestId } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(15_000),
    });
    const answer = (await res.json().catch(() => ({}))) as T;
    if (res.status === 401 && !retried) {
      token = undefined;
      return api(method, path, body, requestId, true);
    }
    if (!res.ok)
      throw new PaypalApiError(res.status, answer, `PayPal ${method} ${path} failed (${res.status})`);
    return answer;
  }

  const getOrder = (id: string) => api<Order>('GET', `/v2/checkout/orders/${encodeURIComponent(id)}`);

  return {
    name: 'paypal',
    async createSession(request) {
      const order = await api<Order>(
        'POST',
        '/v2/checkout/orders',
        {
          intent: 'CAPTURE',
          purchase_units: [
            {
              reference_id: request.paymentId,
              custom_id: request.paymentId,
              description: request.description.slice(0, 127),
              amount: { currency_code: request.currency, value: centsToAmount(request.amountCents) },
            },
          ],
          payment_source: {
            paypal: {
              experience_context: {
                return_url: request.successUrl,
                cancel_url: request.cancelUrl,
                user_action: 'PAY_NOW',
                shipping_preference: 'NO_SHIPPING',
              },
            },
          },
        },
        `order-${request.paymentId}`,
      );
      return orderToSession(order);
    },
    /** The order's state; an APPROVED order is captured first (the customer approved it: take the money). */
    async retrieveSession(id) {
      const order = await getOrder(id);
      if (order.status !== 'APPROVED') return orderToSession(order);
      try {
        return orderToSession(
          await api<Order>(
            'POST',
            `/v2/checkout/orders/${encodeURIComponent(id)}/capture`,
            {},
            `capture-${id}`,
          ),
        );
      } catch (err) {
        // Captured meanwhile by another caller (the return and the webhook at once): read it again.
        if (err instanceof PaypalApiError && err.status === 422) return orderToSession(await getOrder(id));
        throw err;
      }
    },
    async orderState(id) {
      const order = await getOrder(id);
      return { session: orderToSession(order), approved: order.status === 'APPROVED' };
    },
    parseWebhook() {
      throw new InvalidWebhookError('PayPal webhooks are verified with verifyWebhook');
    },
    async verifyWebhook(rawBody, headers) {
      let event: { id?: string; event_type?: string; resource?: Record<string, unknown> };
      try {
        event = JSON.parse(rawBody.toString('utf8')) as typeof event;
      } catch {
        throw new InvalidWebhookError('not JSON');
      }
      const names = ['auth-algo', 'cert-url', 'transmission-id', 'transmission-sig', 'transmission-time'];
      const signed = Object.fromEntries(names.map((n) => [n, header(headers, `paypal-${n}`)]));
      if (!event.id || !event.event_type || names.some((n) => !signed[n]))
        throw new InvalidWebhookError('unsigned or incomplete PayPal event');
      let verdict: { verification_status?: string };
      try {
        verdict = await api('POST', '/v1/notifications/verify-webhook-signature', {
          auth_algo: signed['auth-algo'],
          cert_url: signed['cert-url'],
          transmission_id: signed['transmission-id'],
          transmission_sig: signed['transmission-sig'],
          transmission_time: signed['transmission-time'],
          webhook_id: config.webhookId,
          webhook_event: event,
        });
      } catch (err) {
        // PayPal refused to judge it (a malformed event): not genuine as far as we know.
        if (err instanceof PaypalApiError && err.status >= 400 && err.status < 500)
          throw new InvalidWebhookError(err.message);
        throw err;
      }
      if (verdict.verification_status !== 'SUCCESS')
        throw new InvalidWebhookError('PayPal did not verify the signature');
      return eventOf(event.id, event.event_type, event.resource ?? {});
    },
    async orderIdOfCapture(captureId) {
      try {
        const capture = await api<Capture>('GET', `/v2/payments/captures/${encodeURIComponent(captureId)}`);
        return capture.supplementary_data?.related_ids?.order_id ?? null;
      } catch (err) {
        if (err instanceof PaypalApiError && err.status === 404) return null;
        throw err;
      }
    },
    async refund(request) {
      try {
        const order = await getOrder(request.providerSessionId);
        const capture = capturesOf(order).find(
          (c) => c.status === 'COMPLETED' || c.status.includes('REFUNDED'),
        );
        if (!capture) throw new RefundFailedError(`PayPal order ${order.id} has no completed capture`);
        const refund = await api<{ id: string; status: string; amount?: Money }>(
          'POST',
          `/v2/payments/captures/${encodeURIComponent(capture.id)}/refund`,
          {
            amount: {
              currency_code: capture.amount?.currency_code,
              value: centsToAmount(request.amountCents),
            },
          },
          request.idempotencyKey,
        );
        return {
          id: refund.id,
          amountCents: refund.amount ? amountToCents(refund.amount.value) : request.amountCents,
          status: refund.status === 'COMPLETED' ? 'succeeded' : 'pending',
        };
      } catch (err) {
        if (err instanceof RefundFailedError) throw err;
        throw new RefundFailedError((err as Error).message);
      }
    },
  };
}

/** The events the shop acts on; any other is acknowledged and recorded only. */
export function eventOf(id: string, type: string, resource: Record<string, unknown>): PaypalEvent {
  if (type === 'CHECKOUT.ORDER.APPROVED' && typeof resource.id === 'string')
    return { id, type: 'approved', orderId: resource.id };
  if (type === 'PAYMENT.CAPTURE.COMPLETED' || type === 'PAYMENT.CAPTURE.DENIED') {
    const capture = resource as unknown as Capture;
    const orderId = capture.supplementary_data?.related_ids?.order_id;
    if (!orderId) return { id, type: 'ignored', paypalType: type };
    return {
      id,
      type: type === 'PAYMENT.CAPTURE.COMPLETED' ? 'completed' : 'denied',
      session: {
        id: orderId,
        url: null,
        status: 'complete',
        paid: type === 'PAYMENT.CAPTURE.COMPLETED' && capture.status === 'COMPLETED',
        amountCents: capture.amount ? amountToCents(capture.amount.value) : null,
        currency: capture.amount?.currency_code ?? null,
        paymentId: capture.custom_id ?? null,
      },
    };
  }
  if (type === 'PAYMENT.CAPTURE.REFUNDED' && typeof resource.id === 'string') {
    const refund = resource as { id: string; amount?: Money; links?: Array<{ rel: string; href: string }> };
    const up = refund.links?.find((l) => l.rel === 'up')?.href;
    const captureId = up ? /\/captures\/([^/?]+)/.exec(up)?.[1] : undefined;
    return {
      id,
      type: 'refunded',
      refund: {
        id: refund.id,
        captureId: captureId ? decodeURIComponent(captureId) : null,
        amountCents: refund.amount ? amountToCents(refund.amount.value) : null,
      },
    };
  }
  return { id, type: 'ignored', paypalType: type };
}
