/**
 * The operator's metrics (issue 20): each shop gauge moves when its thing happens, requests are
 * timed by route pattern, and they are served on a listener of their own, never the shop's port.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema.js';
import { startMetricsListener, type MetricsListener } from './listener.js';
import {
  call,
  createTestShop,
  grantPoints,
  sampleCode,
  signUp,
  staffFulfilment,
  type TestShop,
} from '../../test/harness.js';

let shop: TestShop;
let listener: MetricsListener;
let webDist: string;

beforeAll(async () => {
  // A built web app, so that an address the shop does not know could be answered with its page.
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'navihub-web-'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>NaviHub</title>');
  shop = await createTestShop({ WEB_DIST: webDist });
  listener = await startMetricsListener(shop.app.metrics, { host: '127.0.0.1', port: 0, log: shop.app.log });
});
afterAll(async () => {
  await listener.close();
  await shop.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

/** What Prometheus reads from the metrics listener. */
async function scrape(): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${listener.port}/metrics`);
  expect(res.status).toBe(200);
  return res.text();
}

/** The value of one series (`name{label="…",…}`), or undefined when the scrape has none. */
async function valueOf(series: string): Promise<number | undefined> {
  const line = (await scrape()).split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

const generate = (token: string) =>
  call(shop.app, 'POST', '/api/v1/points-subs/generate/', { token, body: sampleCode() });

describe('the metrics listener', () => {
  it("serves Prometheus's text format, process metrics included", async () => {
    const res = await fetch(`http://127.0.0.1:${listener.port}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await res.text();
    expect(text).toContain('# TYPE process_cpu_user_seconds_total counter');
    expect(text).toContain('# TYPE nodejs_eventloop_lag_seconds gauge');
    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
  });

  it.runIf(!process.env.DATABASE_URL)('reports no connection pool on the embedded database', async () => {
    expect(await scrape()).not.toContain('navihub_database_pool');
  });

  it.runIf(process.env.DATABASE_URL)("reports PostgreSQL's connection pool", async () => {
    // A query holds a connection while the scrape reads the pool (a drizzle query starts when awaited).
    const held = Promise.resolve(shop.database.db.execute(sql`select pg_sleep(0.5)`));
    const text = await scrape();
    const read = (name: string) => Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1]);
    expect(read('navihub_database_pool_connections')).toBeGreaterThanOrEqual(1);
    expect(read('navihub_database_pool_idle_connections')).toBeLessThan(
      read('navihub_database_pool_connections'),
    );
    expect(read('navihub_database_pool_waiting_clients')).toBe(0);
    await held;
  });

  it('answers nothing but /metrics', async () => {
    expect((await fetch(`http://127.0.0.1:${listener.port}/`)).status).toBe(404);
  });

  it("is not on the shop's port: /metrics there is a plain 404", async () => {
    const res = await call(shop.app, 'GET', '/metrics');
    expect(res.status).toBe(404);
    expect(res.res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body.code).toBe('not_found');
    // A page address the web app does not know is its HTML page (the thing /metrics must not be).
    expect((await call(shop.app, 'GET', '/no-such-page')).res.headers['content-type']).toMatch(/^text\/html/);
  });
});

describe('request durations', () => {
  it('are labelled with the route pattern, the method and the status', async () => {
    const before =
      (await valueOf('http_request_duration_seconds_count{route="/livez",method="GET",status_code="200"}')) ??
      0;
    expect((await call(shop.app, 'GET', '/livez')).status).toBe(200);
    expect(
      await valueOf('http_request_duration_seconds_count{route="/livez",method="GET",status_code="200"}'),
    ).toBe(before + 1);

    const check = '/api/v1/payment/check/no-such-payment/no-such-session/';
    const refused = await call(shop.app, 'POST', check);
    expect(refused.status).toBeGreaterThanOrEqual(400);
    const text = await scrape();
    expect(text).toContain(
      `route="/api/v1/payment/check/:id/:payment/",method="POST",status_code="${refused.status}"`,
    );
    expect(text).not.toContain('no-such-payment');
  });

  it('of addresses no route takes share one label, whatever was asked', async () => {
    await call(shop.app, 'GET', '/api/v1/scanner-probe-1');
    await call(shop.app, 'GET', '/api/v1/scanner-probe-2');
    const text = await scrape();
    expect(text).toContain('route="unmatched",method="GET",status_code="404"');
    expect(text).not.toContain('scanner-probe');
  });
});

describe('the shop gauges', () => {
  it('count a paid order waiting for its PIN, and how long the oldest has waited', async () => {
    expect(await valueOf('navihub_orders_awaiting_pin')).toBe(0);
    expect(await valueOf('navihub_oldest_awaiting_pin_seconds')).toBe(0);

    const user = await signUp(shop.app);
    await grantPoints(shop.database.db, user.id, 1);
    const res = await generate(user.access);
    expect(res.status).toBe(200);
    expect(await valueOf('navihub_orders_awaiting_pin')).toBe(1);

    // Paid ten minutes ago: the oldest has waited that long.
    await shop.database.db
      .update(orders)
      .set({ paidAt: sql`now() - interval '10 minutes'` })
      .where(eq(orders.userId, user.id));
    const waited = (await valueOf('navihub_oldest_awaiting_pin_seconds'))!;
    expect(waited).toBeGreaterThanOrEqual(600);
    expect(waited).toBeLessThan(700);

    // Staff enter its PIN: nothing waits any more.
    const [order] = await shop.database.db.select().from(orders).where(eq(orders.userId, user.id));
    await staffFulfilment(shop).completeOrder(order!.id, 'PIN-1234', false);
    expect(await valueOf('navihub_orders_awaiting_pin')).toBe(0);
    expect(await valueOf('navihub_oldest_awaiting_pin_seconds')).toBe(0);
  });

  it('count queued jobs by kind, until the worker has run them', async () => {
    const queued = 'navihub_jobs{kind="fulfil-order",state="queued"}';
    const before = (await valueOf(queued)) ?? 0;
    const user = await signUp(shop.app);
    await grantPoints(shop.database.db, user.id, 1);
    expect((await generate(user.access)).status).toBe(200);
    expect(await valueOf(queued)).toBe(before + 1);

    await shop.app.jobWorker.drain();
    expect((await valueOf(queued)) ?? 0).toBe(0);
  });

  it('count mail in the outbox by status, until it is sent', async () => {
    await shop.app.mailWorker.drain();
    expect(await valueOf('navihub_mail_outbox{status="pending"}')).toBe(0);
    await signUp(shop.app); // queues the confirmation e-mail
    expect(await valueOf('navihub_mail_outbox{status="pending"}')).toBe(1);

    await shop.app.mailWorker.drain();
    expect(await valueOf('navihub_mail_outbox{status="pending"}')).toBe(0);
    expect(await valueOf('navihub_mail_outbox{status="failed"}')).toBe(0);
  });

  it('count card payments started and not yet paid', async () => {
    const before = (await valueOf('navihub_payments_pending'))!;
    const res = await call(shop.app, 'POST', '/api/v1/payment/stripe/', {
      body: {
        ...sampleCode(),
        amount: '39.00',
        email: 'guest@example.com',
        currency: 'USD',
        type: null,
        fk_subscription: null,
      },
    });
    expect(res.status).toBe(200);
    expect(await valueOf('navihub_payments_pending')).toBe(before + 1);
  });
});
