/**
 * Staff on two shop processes (two `main.ts`, as a deployment runs them behind a proxy) entering a
 * PIN for the same order at the same moment, over HTTP: one PIN is kept, the other is told the
 * order already has one. PostgreSQL only (the embedded database is one process by nature): CI's
 * PostgreSQL stage sets DATABASE_URL.
 */
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { backofficeApi } from '@navihub/contract/api/backoffice';
import { pathOf } from '@navihub/contract/api/endpoint';
import { orders } from '../../db/schema.js';
import { createAccountService } from '../account/index.js';
import { createTestDatabase, grantPoints, sampleCode, uniqueEmail } from '../../test/harness.js';
import type { Database } from '../../db/client.js';
import { callShop, startShopProcess, stopShopProcesses } from '../../test/shop-process.js';

describe.runIf(process.env.DATABASE_URL)('two shop processes on one PostgreSQL', () => {
  let database: Database & { url?: string };
  const processes: ChildProcess[] = [];
  const shops: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    for (let i = 0; i < 2; i++) {
      shops.push(
        await startShopProcess(processes, database.url!, {
          PIN_PROVIDER: 'manual',
          JWT_SECRET: 'two-processes-share-this-secret-0123456789',
          JOB_POLL_MS: '200',
        }),
      );
    }
  }, 120_000);

  afterAll(async () => {
    await stopShopProcesses(processes);
    await database?.close();
  });

  async function account(shop: string) {
    const email = uniqueEmail('two');
    const password = 'two processes 123';
    expect(
      (
        await callShop(shop, 'POST', '/auth/registration/', {
          email,
          password1: password,
          password2: password,
        })
      ).status,
    ).toBe(201);
    const login = await callShop(shop, 'POST', '/auth/login/', { email, password });
    expect(login.status).toBe(200);
    const [row] = await database.db.query.users.findMany({ where: (u, { eq: is }) => is(u.email, email) });
    return { id: row!.id, token: login.body.access_token as string };
  }

  it('keeps one PIN when staff on each process fulfil the same order at once', async () => {
    const [first, second] = shops as [string, string];
    const staff = await account(first);
    await createAccountService({ db: database.db }).setRole(staff.id, 'staff');
    const customer = await account(second);
    await grantPoints(database.db, customer.id, 1);
    const generated = await callShop(
      second,
      'POST',
      '/api/v1/points-subs/generate/',
      sampleCode(),
      customer.token,
    );
    expect(generated.status).toBe(200);
    const orderId = generated.body.order_id as string;

    // The fulfilment job of one of the processes hands the order to staff.
    const detail = () =>
      callShop(first, 'GET', pathOf(backofficeApi.getOrder, { id: orderId }), undefined, staff.token);
    await expect.poll(async () => (await detail()).body.status, { timeout: 30_000 }).toBe('awaiting_pin');

    const fulfil = (shop: string, pin: string) =>
      callShop(shop, 'POST', pathOf(backofficeApi.fulfilOrder, { id: orderId }), { pin }, staff.token);
    const answers = await Promise.all([fulfil(first, 'PIN-FROM-ONE'), fulfil(second, 'PIN-FROM-TWO')]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    // Staff see the PIN masked to its last 4 characters (decision 042).
    const masked = answers.find((a) => a.status === 200)!.body.pin_masked as string;
    const winner = masked.endsWith('-ONE') ? 'PIN-FROM-ONE' : 'PIN-FROM-TWO';
    expect(['••••--ONE', '••••--TWO']).toContain(masked);
    expect(answers.find((a) => a.status === 409)!.body).toMatchObject({
      code: 'conflict',
      detail: 'This order already has a PIN.',
    });

    // One PIN recorded, and the customer sees it through the other process.
    const [stored] = await database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(stored).toMatchObject({ status: 'fulfilled', pin: winner });
    const check = await callShop(
      second,
      'POST',
      `/api/v1/points-subs/check/${orderId}/`,
      undefined,
      customer.token,
    );
    expect(check.body).toMatchObject({ status: 'success', data: winner });
  }, 120_000);
});
