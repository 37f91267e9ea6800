import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { jobs, webhookDeliveries, webhookEndpoints } from '../../db/schema.js';
import { PinRefusedError, type PinProvider } from '../../providers/pin/provider.js';
import {
  call,
  createTestShop,
  fieldErrors,
  grantPoints,
  sampleCode,
  signUp,
  type TestShop,
} from '../../test/harness.js';
import { startWebhookReceiver, type WebhookReceiver } from '../../test/webhook-receiver.js';
import { DELIVER_WEBHOOK_JOB, purgeWebhookDeliveries } from './publish.js';

/** A VIN the test's PIN provider refuses (the order fails). */
const REFUSED_VIN = 'WDD2050461F999999';

const pinProvider: PinProvider = {
  name: 'demo',
  obtain(request) {
    if (request.vin === REFUSED_VIN)
      return Promise.reject(new PinRefusedError('The supplier refused this VIN.'));
    return Promise.resolve({ kind: 'ready', pin: '1234-5678-9012', demo: true });
  },
};

let shop: TestShop;
let strict: TestShop;
let hook: WebhookReceiver;

beforeAll(async () => {
  hook = await startWebhookReceiver();
  shop = await createTestShop(
    { WEBHOOK_ALLOW_PRIVATE: 'on', WEBHOOK_TIMEOUT_MS: '500', API_KEY_REQUESTS_PER_MINUTE: '1000' },
    undefined,
    undefined,
    { pinProvider },
  );
  strict = await createTestShop({ WEBHOOK_ALLOW_PRIVATE: 'off' });
});
afterAll(async () => {
  await shop.close();
  await strict.close();
  await hook.close();
});

async function addEndpoint(access: string, path: string, events: string[] = ['order.fulfilled']) {
  const res = await call(shop.app, 'POST', '/api/v1/webhooks/', {
    token: access,
    body: { url: hook.url(path), events },
  });
  expect(res.status).toBe(201);
  return res.body;
}

/** A customer with points and an endpoint at `path`, who orders a PIN; the shop's jobs run. */
async function customerWithEndpoint(path: string, events?: string[]) {
  const user = await signUp(shop.app);
  await grantPoints(shop.database.db, user.id, 5);
  const endpoint = await addEndpoint(user.access, path, events);
  return { user, endpoint };
}

async function order(access: string, vin?: string) {
  const res = await call(shop.app, 'POST', '/api/v1/points-subs/generate/', {
    token: access,
    body: sampleCode(vin ? { vin } : {}),
  });
  expect(res.status).toBe(200);
  await shop.app.jobWorker.drain();
  return res.body;
}

/** The time the shop waits before the next attempt passes (the queued retries come due now). */
async function retriesComeDue() {
  await shop.database.db
    .update(jobs)
    .set({ runAt: sql`now()` })
    .where(and(eq(jobs.kind, DELIVER_WEBHOOK_JOB), eq(jobs.status, 'queued')));
  await shop.app.jobWorker.drain();
}

const deliveriesOf = async (access: string) =>
  (await call(shop.app, 'GET', '/api/v1/webhooks/deliveries/', { token: access })).body.results;

describe('registering an endpoint', () => {
  it('shows a whsec_ secret once and lists the endpoint without it', async () => {
    const user = await signUp(shop.app);
    const created = await addEndpoint(user.access, '/list', [
      'order.fulfilled',
      'order.failed',
      'order.fulfilled',
    ]);
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(created.events).toEqual(['order.fulfilled', 'order.failed']);
    const list = await call(shop.app, 'GET', '/api/v1/webhooks/', { token: user.access });
    expect(list.status).toBe(200);
    expect(list.body.results).toEqual([
      {
        id: created.id,
        url: hook.url('/list'),
        events: ['order.fulfilled', 'order.failed'],
        created_at: created.created_at,
        disabled_at: null,
        disabled_reason: null,
        previous_secret_until: null,
        livemode: true,
      },
    ]);
    expect(JSON.stringify(list.body)).not.toContain(created.secret);
  });

  it('refuses a missing URL, no events or an unknown event with field messages', async () => {
    const user = await signUp(shop.app);
    const res = await call(shop.app, 'POST', '/api/v1/webhooks/', {
      token: user.access,
      body: { url: '  ', events: [] },
    });
    expect(res.status).toBe(400);
    expect(fieldErrors(res.body).url).toEqual(['Enter the address the events are sent to.']);
    expect(fieldErrors(res.body).events).toEqual(['Choose at least one event.']);
    const unknown = await call(shop.app, 'POST', '/api/v1/webhooks/', {
      token: user.access,
      body: { url: 'https://example.com/hook', events: ['order.created'] },
    });
    expect(unknown.status).toBe(400);
    expect(fieldErrors(unknown.body)).toMatchObject({
      events: [
        'Not an event the shop sends; choose from order.fulfilled, order.failed, order.refunded, bulk_order.completed.',
      ],
    });
    const notUrl = await call(shop.app, 'POST', '/api/v1/webhooks/', {
      token: user.access,
      body: { url: 'example dot com', events: ['order.failed'] },
    });
    expect(notUrl.status).toBe(400);
    expect(fieldErrors(notUrl.body).url).toEqual(['Enter a full address, starting with https://.']);
  });

  it('keeps an account to 10 endpoints, also when 12 are added at once', async () => {
    const user = await signUp(shop.app);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        call(shop.app, 'POST', '/api/v1/webhooks/', {
          token: user.access,
          body: { url: hook.url(`/many/${i}`), events: ['order.failed'] },
        }),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(10);
    const refused = answers.filter((a) => a.status === 409);
    expect(refused).toHaveLength(2);
    expect(refused[0]!.body.detail).toBe('An account may have 10 endpoints; delete one to add another.');
    const list = await call(shop.app, 'GET', '/api/v1/webhooks/', { token: user.access });
    expect(list.body.results).toHaveLength(10);
  });

  it('needs a sign-in', async () => {
    const res = await call(shop.app, 'GET', '/api/v1/webhooks/');
    expect(res.status).toBe(401);
  });

  it('works with a full API key; a read-only key may only list', async () => {
    const user = await signUp(shop.app);
    const full = await call(shop.app, 'POST', '/api/v1/api-keys/', {
      token: user.access,
      body: { name: 'ERP' },
    });
    const readOnly = await call(shop.app, 'POST', '/api/v1/api-keys/', {
      token: user.access,
      body: { name: 'Reports', read_only: true },
    });
    const created = await call(shop.app, 'POST', '/api/v1/webhooks/', {
      token: full.body.key,
      body: { url: hook.url('/by-key'), events: ['order.refunded'] },
    });
    expect(created.status).toBe(201);
    const refused = await call(shop.app, 'POST', '/api/v1/webhooks/', {
      token: readOnly.body.key,
      body: { url: hook.url('/by-key'), events: ['order.refunded'] },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('api_key_read_only');
    const listed = await call(shop.app, 'GET', '/api/v1/webhooks/', { token: readOnly.body.key });
    expect(listed.body.results.map((e) => e.id)).toEqual([created.body.id]);
  });
});

describe('server-side request forgery', () => {
  const refusedUrls = [
    ['http://example.com/hook', 'The address must start with https://.'],
    [
      'https://127.0.0.1/hook',
      'The address must be a public one on the internet; 127.0.0.1 is a private, loopback or link-local address.',
    ],
    [
      'https://localhost:8443/hook',
      'The address must be a public one on the internet; localhost is a private, loopback or link-local address.',
    ],
    [
      'https://10.1.2.3/hook',
      'The address must be a public one on the internet; 10.1.2.3 is a private, loopback or link-local address.',
    ],
    [
      'https://192.168.0.10/hook',
      'The address must be a public one on the internet; 192.168.0.10 is a private, loopback or link-local address.',
    ],
    [
      'https://169.254.169.254/latest/meta-data',
      'The address must be a public one on the internet; 169.254.169.254 is a private, loopback or link-local address.',
    ],
    [
      'https://[::1]/hook',
      'The address must be a public one on the internet; ::1 is a private, loopback or link-local address.',
    ],
    [
      'https://[fe80::1]/hook',
      'The address must be a public one on the internet; fe80::1 is a private, loopback or link-local address.',
    ],
    [
      'https://[::ffff:127.0.0.1]/hook',
      'The address must be a public one on the internet; ::ffff:7f00:1 is a private, loopback or link-local address.',
    ],
    ['https://user:secret@example.com/hook', 'The address may not carry a user name or password.'],
  ] as const;

  it.each(refusedUrls)('refuses %s with a message on url', async (url, message) => {
    const user = await signUp(strict.app);
    const res = await call(strict.app, 'POST', '/api/v1/webhooks/', {
      token: user.access,
      body: { url, events: ['order.fulfilled'] },
    });
    expect(res.status).toBe(400);
    expect(fieldErrors(res.body).url).toEqual([message]);
    const list = await call(strict.app, 'GET', '/api/v1/webhooks/', { token: user.access });
    expect(list.body.results).toEqual([]);
  });

  it('accepts a public HTTPS address', async () => {
    const user = await signUp(strict.app);
    const res = await call(strict.app, 'POST', '/api/v1/webhooks/', {
      token: user.access,
      body: { url: 'https://93.184.215.14/navihub', events: ['order.fulfilled'] },
    });
    expect(res.status).toBe(201);
  });

  it('checks the address again when it delivers, and sends nothing to a private one', async () => {
    const user = await signUp(strict.app);
    await grantPoints(strict.database.db, user.id, 1);
    const created = await call(strict.app, 'POST', '/api/v1/webhooks/', {
      token: user.access,
      body: { url: 'https://93.184.215.14/navihub', events: ['order.fulfilled'] },
    });
    // The name now points at this machine (as a DNS change would make it).
    await strict.database.db
      .update(webhookEndpoints)
      .set({ url: hook.url('/rebound').replace('http:', 'https:') })
      .where(eq(webhookEndpoints.id, created.body.id));
    await call(strict.app, 'POST', '/api/v1/points-subs/generate/', {
      token: user.access,
      body: sampleCode(),
    });
    await strict.app.jobWorker.drain();
    const [delivery] = (await call(strict.app, 'GET', '/api/v1/webhooks/deliveries/', { token: user.access }))
      .body.results;
    expect(delivery).toMatchObject({ status: 'pending', attempts: 1, last_response_code: null });
    expect(delivery!.last_error).toMatch(/127\.0\.0\.1 is a private, loopback or link-local address/);
    expect(hook.at('/rebound')).toEqual([]);
  });
});

describe('delivering events', () => {
  it('signs order.fulfilled per Standard Webhooks, verifiable with the standardwebhooks library', async () => {
    const { user, endpoint } = await customerWithEndpoint('/fulfilled');
    const placed = await order(user.access);
    const [got] = hook.at('/fulfilled');
    expect(got).toBeDefined();
    const event = new Webhook(endpoint.secret).verify(got!.body, got!.headers as Record<string, string>) as {
      type: string;
      data: Record<string, unknown>;
    };
    expect(event.type).toBe('order.fulfilled');
    expect(event.data).toMatchObject({
      order_id: placed.order_id,
      status: 'fulfilled',
      pin: '1234-5678-9012',
      pin_is_demo: true,
      paid_with: 'points',
      vin: sampleCode().vin,
    });
    expect(got!.headers['webhook-id']).toMatch(/^msg_/);
    expect(got!.headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
    const [delivery] = await deliveriesOf(user.access);
    expect(delivery).toMatchObject({
      event: 'order.fulfilled',
      status: 'succeeded',
      attempts: 1,
      last_response_code: 200,
      message_id: got!.headers['webhook-id'],
      next_attempt_at: null,
    });
  });

  it('sends only the events an endpoint chose: order.failed to one, not order.fulfilled', async () => {
    const { user } = await customerWithEndpoint('/failed-only', ['order.failed']);
    await order(user.access);
    await order(user.access, REFUSED_VIN);
    const got = hook.at('/failed-only');
    expect(got.map((r) => (JSON.parse(r.body) as { type: string }).type)).toEqual(['order.failed']);
    expect(JSON.parse(got[0]!.body)).toMatchObject({
      data: { status: 'failed', vin: REFUSED_VIN, pin: null, refund_status: 'refunded' },
    });
  });

  it('tells order.refunded when staff refund an order', async () => {
    const { user } = await customerWithEndpoint('/refunded', ['order.refunded']);
    const placed = await order(user.access);
    await shop.app.orders.refund({ id: 0, email: 'ops@example.com' }, placed.order_id, 'Wrong region');
    await shop.app.jobWorker.drain();
    const got = hook.at('/refunded');
    expect(got).toHaveLength(1);
    expect(JSON.parse(got[0]!.body)).toMatchObject({
      type: 'order.refunded',
      data: { order_id: placed.order_id, refund_status: 'refunded', pin: '1234-5678-9012' },
    });
  });

  it('retries a failing endpoint with the same webhook-id, the first retry within a minute', async () => {
    const { user, endpoint } = await customerWithEndpoint('/flaky');
    hook.answer('/flaky', 500, 'hang', 200);
    await order(user.access);
    let [delivery] = await deliveriesOf(user.access);
    expect(delivery).toMatchObject({ status: 'pending', attempts: 1, last_response_code: 500 });
    const wait = Date.parse(delivery!.next_attempt_at!) - Date.parse(delivery!.last_attempt_at!);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60_000);
    const [queued] = await shop.database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, DELIVER_WEBHOOK_JOB), eq(jobs.status, 'queued')));
    expect(queued!.runAt.getTime() - Date.now()).toBeLessThanOrEqual(60_000);

    await retriesComeDue(); // no answer within WEBHOOK_TIMEOUT_MS
    [delivery] = await deliveriesOf(user.access);
    expect(delivery).toMatchObject({ status: 'pending', attempts: 2, last_response_code: null });
    expect(delivery!.last_error).toMatch(/no answer within 500 ms/);
    expect(Date.parse(delivery!.next_attempt_at!) - Date.parse(delivery!.last_attempt_at!)).toBe(300_000);

    await retriesComeDue();
    [delivery] = await deliveriesOf(user.access);
    expect(delivery).toMatchObject({ status: 'succeeded', attempts: 3, last_response_code: 200 });
    const got = hook.at('/flaky');
    expect(got).toHaveLength(3);
    expect(new Set(got.map((r) => r.headers['webhook-id']))).toEqual(new Set([delivery!.message_id]));
    for (const r of got) {
      expect(() =>
        new Webhook(endpoint.secret).verify(r.body, r.headers as Record<string, string>),
      ).not.toThrow();
    }
  });

  it('gives up after about three days of retries', async () => {
    const { user } = await customerWithEndpoint('/down');
    hook.answer('/down', ...Array<number>(20).fill(503));
    await order(user.access);
    for (let i = 0; i < 9; i++) await retriesComeDue();
    const [delivery] = await deliveriesOf(user.access);
    expect(delivery).toMatchObject({
      status: 'failed',
      attempts: 10,
      last_response_code: 503,
      next_attempt_at: null,
    });
    expect(hook.at('/down')).toHaveLength(10);
  });

  it('disables an endpoint that answers 410, and sends it nothing more', async () => {
    const { user, endpoint } = await customerWithEndpoint('/gone');
    hook.answer('/gone', 410);
    await order(user.access);
    const [endpointNow] = (await call(shop.app, 'GET', '/api/v1/webhooks/', { token: user.access })).body
      .results;
    expect(endpointNow!.id).toBe(endpoint.id);
    expect(endpointNow!.disabled_at).not.toBeNull();
    expect(endpointNow!.disabled_reason).toBe('The endpoint answered 410 Gone.');
    expect((await deliveriesOf(user.access))[0]).toMatchObject({ status: 'failed', last_response_code: 410 });
    await order(user.access);
    await retriesComeDue();
    expect(hook.at('/gone')).toHaveLength(1);
    const [delivery] = await deliveriesOf(user.access);
    const resend = await call(shop.app, 'POST', `/api/v1/webhooks/deliveries/${delivery!.id}/resend/`, {
      token: user.access,
    });
    expect(resend.status).toBe(409);
  });

  it('resends a delivery with the same webhook-id', async () => {
    const { user, endpoint } = await customerWithEndpoint('/resend');
    await order(user.access);
    const [delivery] = await deliveriesOf(user.access);
    const res = await call(shop.app, 'POST', `/api/v1/webhooks/deliveries/${delivery!.id}/resend/`, {
      token: user.access,
    });
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({ id: delivery!.id, status: 'pending' });
    await shop.app.jobWorker.drain();
    const got = hook.at('/resend');
    expect(got).toHaveLength(2);
    expect(got[1]!.headers['webhook-id']).toBe(delivery!.message_id);
    expect(() =>
      new Webhook(endpoint.secret).verify(got[1]!.body, got[1]!.headers as Record<string, string>),
    ).not.toThrow();
    expect((await deliveriesOf(user.access))[0]).toMatchObject({ status: 'succeeded', attempts: 2 });
  });

  it('signs with both secrets for 24 hours after a rotation', async () => {
    const { user, endpoint } = await customerWithEndpoint('/rotated');
    const rotated = await call(shop.app, 'POST', `/api/v1/webhooks/${endpoint.id}/rotate-secret/`, {
      token: user.access,
    });
    expect(rotated.status).toBe(200);
    expect(rotated.body.secret).not.toBe(endpoint.secret);
    const until = Date.parse(rotated.body.previous_secret_until!);
    expect(until - Date.now()).toBeGreaterThan(23.9 * 3600_000);
    expect(until - Date.now()).toBeLessThanOrEqual(24 * 3600_000);
    await order(user.access);
    const [got] = hook.at('/rotated');
    const headers = got!.headers as Record<string, string>;
    expect(headers['webhook-signature']!.split(' ')).toHaveLength(2);
    expect(() => new Webhook(rotated.body.secret).verify(got!.body, headers)).not.toThrow();
    expect(() => new Webhook(endpoint.secret).verify(got!.body, headers)).not.toThrow();
  });
});

describe("another customer's endpoints and deliveries", () => {
  it('are not listed, and deleting, rotating or resending them is 404', async () => {
    const { user, endpoint } = await customerWithEndpoint('/mine');
    await order(user.access);
    const [delivery] = await deliveriesOf(user.access);
    const other = await signUp(shop.app);
    expect((await call(shop.app, 'GET', '/api/v1/webhooks/', { token: other.access })).body.results).toEqual(
      [],
    );
    expect(await deliveriesOf(other.access)).toEqual([]);
    const tries = [
      await call(shop.app, 'DELETE', `/api/v1/webhooks/${endpoint.id}/`, { token: other.access }),
      await call(shop.app, 'POST', `/api/v1/webhooks/${endpoint.id}/rotate-secret/`, { token: other.access }),
      await call(shop.app, 'POST', `/api/v1/webhooks/deliveries/${delivery!.id}/resend/`, {
        token: other.access,
      }),
    ];
    expect(tries.map((t) => t.status)).toEqual([404, 404, 404]);
    expect(
      (await call(shop.app, 'GET', '/api/v1/webhooks/', { token: user.access })).body.results,
    ).toHaveLength(1);
  });

  it('deleting one of your own stops its deliveries; deleting it twice is 404', async () => {
    const { user, endpoint } = await customerWithEndpoint('/deleted');
    const first = await call(shop.app, 'DELETE', `/api/v1/webhooks/${endpoint.id}/`, { token: user.access });
    expect(first.status).toBe(204);
    const again = await call(shop.app, 'DELETE', `/api/v1/webhooks/${endpoint.id}/`, { token: user.access });
    expect(again.status).toBe(404);
    await order(user.access);
    expect(hook.at('/deleted')).toEqual([]);
    expect(await deliveriesOf(user.access)).toEqual([]);
  });
});

describe('bulk_order.completed', () => {
  it('is delivered, signed, when every row of an uploaded file is done', async () => {
    const { user, endpoint } = await customerWithEndpoint('/bulk-done', ['bulk_order.completed']);
    const vins = ['WDD2050461F100001', REFUSED_VIN];
    const csv = ['comand,map_region,version,vin', ...vins.map((vin) => `NTG 5.5,Europe,V12.0,${vin}`)].join(
      '\n',
    );
    const res = await shop.app.inject({
      method: 'POST',
      url: '/api/v1/bulk-orders/',
      payload: csv,
      headers: { authorization: `Bearer ${user.access}`, 'content-type': 'text/csv' },
    });
    expect(res.statusCode).toBe(202);
    const batch = JSON.parse(res.body) as { id: string };
    // The customer's system waits for the event, as it would in production.
    await expect
      .poll(
        async () => {
          await shop.app.jobWorker.drain();
          return hook.at('/bulk-done').length;
        },
        { timeout: 20_000, interval: 100 },
      )
      .toBe(1);
    const [got] = hook.at('/bulk-done');
    const event = new Webhook(endpoint.secret).verify(got!.body, got!.headers as Record<string, string>) as {
      type: string;
      data: Record<string, unknown>;
    };
    expect(event.type).toBe('bulk_order.completed');
    expect(event.data).toMatchObject({
      bulk_order_id: batch.id,
      status: 'completed',
      rows: 2,
      fulfilled: 1,
      failed: 1,
    });
    expect(typeof event.data.completed_at).toBe('string');
  });
});

describe('app.webhooks.publish', () => {
  it('queues an event of another module in its transaction, delivered by the job worker', async () => {
    const { user, endpoint } = await customerWithEndpoint('/bulk', ['bulk_order.completed']);
    const data = {
      bulk_order_id: 'b_1',
      status: 'completed',
      rows: 3,
      fulfilled: 2,
      failed: 1,
      completed_at: '2026-11-27T10:00:00.000Z',
    };
    const queued = await shop.database.db.transaction((tx) =>
      shop.app.webhooks.publish(tx, user.id, 'bulk_order.completed', data),
    );
    expect(queued).toBe(1);
    await shop.app.jobWorker.drain();
    const [got] = hook.at('/bulk');
    expect(
      new Webhook(endpoint.secret).verify(got!.body, got!.headers as Record<string, string>),
    ).toMatchObject({
      type: 'bulk_order.completed',
      data,
    });
    // Rolled back with its transaction, nothing is sent.
    await expect(
      shop.database.db.transaction(async (tx) => {
        await shop.app.webhooks.publish(tx, user.id, 'bulk_order.completed', data);
        throw new Error('the bulk order was not completed after all');
      }),
    ).rejects.toThrow();
    await shop.app.jobWorker.drain();
    expect(hook.at('/bulk')).toHaveLength(1);
  });
});

describe('the retention sweep', () => {
  it('forgets deliveries finished over 30 days ago, and keeps newer and pending ones', async () => {
    const { user } = await customerWithEndpoint('/old');
    hook.answer('/old', 200, 500);
    await order(user.access);
    await order(user.access);
    const [pending, done] = await deliveriesOf(user.access);
    expect([pending!.status, done!.status]).toEqual(['pending', 'succeeded']);
    await shop.database.db
      .update(webhookDeliveries)
      .set({ createdAt: sql`now() - interval '31 days'` })
      .where(eq(webhookDeliveries.endpointId, done!.endpoint_id));
    await purgeWebhookDeliveries(shop.database.db);
    expect((await deliveriesOf(user.access)).map((d) => d.id)).toEqual([pending!.id]);
  });
});
