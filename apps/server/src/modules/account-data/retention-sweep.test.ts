/**
 * What the shop forgets about people, and when (decision 055): IP addresses after
 * IP_RETENTION_DAYS, mail that failed after MAIL_RETENTION_DAYS, unconfirmed accounts after
 * UNCONFIRMED_ACCOUNT_DAYS. The clock is the rows' own: they are written as of days ago.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { bulkOrders, orders, outbox, payments, users, variants } from '../../db/schema.js';
import { call, createTestShop, PASSWORD, signUp, uniqueEmail, type TestShop } from '../../test/harness.js';
import { retentionPeriods } from './index.js';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop({
    IP_RETENTION_DAYS: '60',
    MAIL_RETENTION_DAYS: '30',
    UNCONFIRMED_ACCOUNT_DAYS: '20',
  });
});
afterAll(() => shop.close());
const db = () => shop.database.db;
const ago = (days: number) => sql`now() - make_interval(days => ${days})`;

describe('the retention sweep of personal data', () => {
  it('states its periods from the settings, for the privacy page', () => {
    expect(retentionPeriods(shop.config)).toEqual({ ipDays: 60, mailDays: 30, unconfirmedAccountDays: 20 });
  });

  it('removes IP addresses of orders and payments past IP_RETENTION_DAYS and keeps the rest', async () => {
    const [variant] = await db().select().from(variants).limit(1);
    const order = (daysAgo: number) => ({
      id: randomUUID(),
      variantId: variant!.id,
      comand: 'NTG 5.5',
      mapRegion: 'Europe',
      version: 'V12.0',
      vin: 'WDD2050461F123456',
      payment: 'card' as const,
      status: 'fulfilled' as const,
      email: 'buyer@example.com',
      userIp: '198.51.100.1',
      requestIp: '198.51.100.2',
      createdAt: ago(daysAgo),
    });
    const [old, recent] = [order(61), order(59)];
    // drizzle's insert takes SQL for a value; the type wants a Date.
    await db()
      .insert(orders)
      .values([old, recent] as never);
    const payment = (orderId: string, daysAgo: number) => ({
      id: randomUUID(),
      kind: 'pin' as const,
      orderId,
      description: 'PIN',
      amountCents: 100,
      provider: 'stripe',
      status: 'fulfilled' as const,
      userIp: '198.51.100.1',
      requestIp: '198.51.100.2',
      createdAt: ago(daysAgo),
    });
    const [oldPayment, recentPayment] = [payment(old.id, 61), payment(recent.id, 59)];
    await db()
      .insert(payments)
      .values([oldPayment, recentPayment] as never);

    await shop.app.retention.drain();

    const rows = await db()
      .select()
      .from(orders)
      .where(inArray(orders.id, [old.id, recent.id]));
    expect(rows.find((r) => r.id === old.id)).toMatchObject({
      userIp: null,
      requestIp: null,
      email: 'buyer@example.com',
    });
    expect(rows.find((r) => r.id === recent.id)).toMatchObject({
      userIp: '198.51.100.1',
      requestIp: '198.51.100.2',
    });
    const paid = await db()
      .select()
      .from(payments)
      .where(inArray(payments.id, [oldPayment.id, recentPayment.id]));
    expect(paid.find((p) => p.id === oldPayment.id)).toMatchObject({
      userIp: null,
      requestIp: null,
      amountCents: 100,
    });
    expect(paid.find((p) => p.id === recentPayment.id)).toMatchObject({ userIp: '198.51.100.1' });
  });

  it('removes the IP address a bulk upload came from past IP_RETENTION_DAYS, and keeps a recent one', async () => {
    const user = await signUp(shop.app);
    const batch = (daysAgo: number) => ({
      id: randomUUID(),
      userId: user.id,
      status: 'completed' as const,
      payment: 'points' as const,
      rowCount: 2,
      validRows: 2,
      requestIp: '198.51.100.3',
      createdAt: ago(daysAgo),
    });
    const [old, recent] = [batch(61), batch(59)];
    await db()
      .insert(bulkOrders)
      .values([old, recent] as never);
    await shop.app.retention.drain();
    const rows = await db()
      .select({ id: bulkOrders.id, requestIp: bulkOrders.requestIp })
      .from(bulkOrders)
      .where(inArray(bulkOrders.id, [old.id, recent.id]));
    expect(rows.find((r) => r.id === old.id)!.requestIp).toBeNull();
    expect(rows.find((r) => r.id === recent.id)!.requestIp).toBe('198.51.100.3');
  });

  it('deletes mail that failed past MAIL_RETENTION_DAYS, body and all', async () => {
    const failed = (daysAgo: number) =>
      db()
        .insert(outbox)
        .values({
          toAddress: 'someone@example.com',
          subject: 'Your PIN',
          textBody: 'PIN: SECRET1',
          kind: 'pin',
          status: 'failed',
          createdAt: ago(daysAgo),
        } as never)
        .returning({ id: outbox.id });
    const [[old], [recent]] = await Promise.all([failed(31), failed(29)]);
    await shop.app.retention.drain();
    const left = (await db().select({ id: outbox.id }).from(outbox)).map((r) => r.id);
    expect(left).not.toContain(old!.id);
    expect(left).toContain(recent!.id);
  });

  it('erases accounts never confirmed within UNCONFIRMED_ACCOUNT_DAYS, and only those', async () => {
    const register = async () => {
      const email = uniqueEmail('unconfirmed');
      await call(shop.app, 'POST', '/auth/registration/', {
        body: { email, password1: PASSWORD, password2: PASSWORD },
      });
      return (await db().select().from(users).where(eq(users.email, email)))[0]!;
    };
    const [stale, fresh, confirmedLongAgo] = await Promise.all([register(), register(), register()]);
    await db()
      .update(users)
      .set({ createdAt: ago(21) } as never)
      .where(eq(users.id, stale.id));
    await db()
      .update(users)
      .set({ createdAt: ago(400), emailVerifiedAt: new Date() } as never)
      .where(eq(users.id, confirmedLongAgo.id));
    const staffNeverConfirmed = await signUp(shop.app);
    await db()
      .update(users)
      .set({ createdAt: ago(400), role: 'staff' } as never)
      .where(eq(users.id, staffNeverConfirmed.id));

    await shop.app.retention.drain();
    await shop.app.retention.drain();

    const left = (await db().select({ id: users.id }).from(users)).map((r) => r.id);
    expect(left).not.toContain(stale.id);
    expect(left).toEqual(expect.arrayContaining([fresh.id, confirmedLongAgo.id, staffNeverConfirmed.id]));
    // The address is free again.
    const again = await call(shop.app, 'POST', '/auth/registration/', {
      body: { email: stale.email, password1: PASSWORD, password2: PASSWORD },
    });
    expect(again.status).toBe(201);
  });
});
