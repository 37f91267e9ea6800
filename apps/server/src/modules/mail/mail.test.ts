import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { eq } from 'drizzle-orm';
import { outbox } from '../../db/schema.js';
import { createTestShop, type TestShop } from '../../test/harness.js';
import { enqueueMail } from './outbox.js';
import { createMailTransport, type MailTransport } from './transport.js';
import { createMailWorker, SENDS_AT_ONCE, SENT_BODY } from './worker.js';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop({ MAIL_MAX_ATTEMPTS: '2' });
});
afterAll(() => shop.close());

const mail = (to: string) => ({
  to,
  kind: 'test',
  subject: 'Hello',
  text: 'Plain body',
  html: '<p>Plain body</p>',
});

/** A second worker on the shop's outbox, sending through `transport`. */
const workerWith = (transport: MailTransport, from = 'shop@example.com') =>
  createMailWorker({
    db: shop.database.db,
    transport,
    from,
    pollMs: 60_000,
    maxAttempts: 3,
    retryHours: 24,
    log: shop.app.log,
  });

describe('mail outbox', () => {
  it('retries a failed send later, then sends it once', async () => {
    const id = await enqueueMail(shop.database.db, mail('retry@example.com'));
    shop.mail.failNext = 1;
    await shop.app.mailWorker.drain();
    let row = await shop.database.db.query.outbox.findFirst({ where: eq(outbox.id, id) });
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lastError: 'SMTP peer refused the message' });
    expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());

    await shop.database.db
      .update(outbox)
      .set({ nextAttemptAt: new Date(0) })
      .where(eq(outbox.id, id));
    await shop.app.mailWorker.drain();
    await shop.app.mailWorker.drain();
    row = await shop.database.db.query.outbox.findFirst({ where: eq(outbox.id, id) });
    expect(row).toMatchObject({ status: 'sent', attempts: 2 });
    expect(shop.mail.sent.filter((m) => m.to === 'retry@example.com')).toHaveLength(1);
  });

  it('keeps retrying for 24 hours with a back-off capped at 1 hour, then gives up', async () => {
    const id = await enqueueMail(shop.database.db, mail('outage@example.com'));
    shop.mail.failNext = 12;
    for (let i = 0; i < 12; i++) {
      await shop.database.db
        .update(outbox)
        .set({ nextAttemptAt: new Date(0) })
        .where(eq(outbox.id, id));
      await shop.app.mailWorker.drain();
    }
    const row = await shop.database.db.query.outbox.findFirst({ where: eq(outbox.id, id) });
    // Twelve failures (the shop allows 2 attempts) within the first day: still waiting to be sent.
    expect(row).toMatchObject({ status: 'pending', attempts: 12 });
    const wait = row!.nextAttemptAt.getTime() - Date.now();
    expect(wait).toBeGreaterThan(59 * 60_000);
    expect(wait).toBeLessThanOrEqual(60 * 60_000);

    // A day old, the next failure is final.
    shop.mail.failNext = 1;
    await shop.database.db
      .update(outbox)
      .set({ nextAttemptAt: new Date(0), createdAt: new Date(Date.now() - 25 * 3600_000) })
      .where(eq(outbox.id, id));
    await shop.app.mailWorker.drain();
    const failed = await shop.database.db.query.outbox.findFirst({ where: eq(outbox.id, id) });
    expect(failed).toMatchObject({ status: 'failed', attempts: 13 });
    shop.mail.failNext = 0;
  });

  it('gives up after the configured number of attempts once the mail is past the retry window', async () => {
    const id = await enqueueMail(shop.database.db, mail('never@example.com'));
    await shop.database.db
      .update(outbox)
      .set({ createdAt: new Date(Date.now() - 25 * 3600_000) })
      .where(eq(outbox.id, id));
    shop.mail.failNext = 5;
    await shop.app.mailWorker.drain();
    await shop.database.db
      .update(outbox)
      .set({ nextAttemptAt: new Date(0) })
      .where(eq(outbox.id, id));
    await shop.app.mailWorker.drain();
    const row = await shop.database.db.query.outbox.findFirst({ where: eq(outbox.id, id) });
    expect(row).toMatchObject({ status: 'failed', attempts: 2 });
    shop.mail.failNext = 0;
  });

  it('sends each mail once when two workers drain at the same moment', async () => {
    for (let i = 0; i < 10; i++) await enqueueMail(shop.database.db, mail(`both${i}@example.com`));
    const second = workerWith({ name: 'smtp', send: (m) => shop.mail.send(m), close() {} });
    await Promise.all([shop.app.mailWorker.drain(), second.drain()]);
    const sent = shop.mail.sent.filter((m) => m.to.startsWith('both'));
    expect(sent).toHaveLength(10);
    expect(new Set(sent.map((m) => m.to)).size).toBe(10);
  });

  it('a slow SMTP peer holds only the mails being sent: another worker sends the rest, each once', async () => {
    await shop.app.mailWorker.drain();
    const count = SENDS_AT_ONCE + 3;
    for (let i = 0; i < count; i++) await enqueueMail(shop.database.db, mail(`slow${i}@example.com`));
    const sentBy: Record<string, string[]> = {};
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let hanging = 0;
    let allHanging!: () => void;
    const slowPeerFull = new Promise<void>((resolve) => (allHanging = resolve));
    const worker = (name: string, slow: boolean) =>
      workerWith({
        name: 'smtp',
        async send(m) {
          if (slow) {
            if (++hanging === SENDS_AT_ONCE) allHanging();
            await released;
          }
          (sentBy[name] ??= []).push(m.to);
        },
        close() {},
      });
    const slowWorker = worker('slow', true);
    const fastWorker = worker('fast', false);
    const slowDrain = slowWorker.drain();
    await slowPeerFull;
    // While the slow peer hangs on the mails it took, the other worker sends the other three.
    await fastWorker.drain();
    expect(sentBy.fast).toHaveLength(3);
    release();
    await slowDrain;
    const all = [...(sentBy.slow ?? []), ...(sentBy.fast ?? [])].filter((to) => to.startsWith('slow'));
    expect(all.sort()).toEqual(Array.from({ length: count }, (_, i) => `slow${i}@example.com`).sort());
    const rows = await shop.database.db.query.outbox.findMany({ where: eq(outbox.kind, 'test') });
    expect(rows.filter((r) => r.toAddress.startsWith('slow')).every((r) => r.status === 'sent')).toBe(true);
  });

  it('a mail whose lock ran out while it was being sent is marked sent, not sent again', async () => {
    await shop.app.mailWorker.drain();
    const id = await enqueueMail(shop.database.db, mail('long-send@example.com'));
    const sent: string[] = [];
    const worker = workerWith({
      name: 'smtp',
      async send(m) {
        // The send outlives the claim's 2-minute lock.
        await shop.database.db
          .update(outbox)
          .set({ lockedUntil: new Date(Date.now() - 1000) })
          .where(eq(outbox.id, id));
        sent.push(m.to);
      },
      close() {},
    });
    expect(await worker.drain()).toBe(1);
    expect(sent).toEqual(['long-send@example.com']);
    const row = await shop.database.db.query.outbox.findFirst({ where: eq(outbox.id, id) });
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lockedUntil: null });
    expect(row!.textBody).toBe(SENT_BODY);
    expect(row!.htmlBody).toBeNull();
  });
});

describe('SMTP transport', () => {
  let server: SMTPServer;
  const received: Array<{ to: string[]; data: string }> = [];
  let port = 0;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), data });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('delivers a queued mail to a real SMTP peer', async () => {
    const transport = createMailTransport(`smtp://127.0.0.1:${port}`);
    const worker = workerWith(transport, 'NaviHub <no-reply@navihub.example>');
    await shop.app.mailWorker.drain();
    await enqueueMail(shop.database.db, mail('smtp-peer@example.com'));
    await worker.drain();
    await worker.stop();
    expect(received).toHaveLength(1);
    expect(received[0]!.to).toEqual(['smtp-peer@example.com']);
    expect(received[0]!.data).toContain('Subject: Hello');
    expect(received[0]!.data).toContain('Plain body');
  });

  it("says each mail's language in its Content-Language header (decision 068)", async () => {
    const transport = createMailTransport(`smtp://127.0.0.1:${port}`);
    const worker = workerWith(transport);
    await shop.app.mailWorker.drain();
    await enqueueMail(shop.database.db, { ...mail('arabic@example.com'), language: 'ar' });
    await enqueueMail(shop.database.db, mail('english@example.com'));
    await worker.drain();
    await worker.stop();
    const header = (to: string) =>
      /^Content-Language: (.*)\r$/m.exec(received.find((r) => r.to.includes(to))!.data)?.[1];
    expect(header('arabic@example.com')).toBe('ar');
    expect(header('english@example.com')).toBe('en');
  });
});
