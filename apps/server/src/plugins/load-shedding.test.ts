/**
 * Load shedding (issue 20): while the event loop lags past MAX_EVENT_LOOP_DELAY_MS a request is
 * refused at once with 503, Retry-After and the shop's error body; the probes still answer, and
 * once the lag is gone requests are served again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestShop, type TestShop } from '../test/harness.js';
import { SHED_RETRY_AFTER_SECONDS } from './load-shedding.js';

let shop: TestShop;
let blocker: NodeJS.Timeout | undefined;

beforeAll(async () => {
  shop = await createTestShop({ MAX_EVENT_LOOP_DELAY_MS: '20' });
});
afterAll(async () => {
  clearInterval(blocker);
  await shop.close();
});

/** Keeps the event loop busy 80 ms out of every 100, as a process that cannot keep up would be. */
function overload(): void {
  blocker = setInterval(() => {
    const until = Date.now() + 80;
    while (Date.now() < until);
  }, 20);
}

/** Asks again until the answer is the one wanted (under-pressure measures once a second). */
async function askUntil(url: string, wanted: number) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const res = await call(shop.app, 'GET', url);
    if (res.status === wanted || Date.now() > deadline) return res;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('an overloaded shop', () => {
  it('refuses requests with 503, Retry-After and the error body, answers its probes, then recovers', async () => {
    expect((await call(shop.app, 'GET', '/api/v1/site/')).status).toBe(200);

    overload();
    const shed = await askUntil('/api/v1/site/', 503);
    expect(shed.status).toBe(503);
    expect(shed.res.headers['retry-after']).toBe(String(SHED_RETRY_AFTER_SECONDS));
    expect(shed.body).toEqual({ detail: expect.any(String), code: 'overloaded' });
    // Still overloaded: the probes answer all the same.
    expect(shop.app.isUnderPressure()).toBe(true);
    expect((await call(shop.app, 'GET', '/livez')).status).toBe(200);
    expect((await call(shop.app, 'GET', '/readyz')).status).toBe(200);

    clearInterval(blocker);
    expect((await askUntil('/api/v1/site/', 200)).status).toBe(200);
  });
});
