import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { eq } from 'drizzle-orm';
import { outbox } from '../../db/schema.js';
import { createTestShop, type TestShop } from '../../test/harness.js';
import { enqueueMail } from './outbox.js';
import { createMailTransport } from './transport.js';
import { createMailWorker } from './worker.js';

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

  it('gives up after the configured number of attempts', async () => {
    const id = await enqueueMail(shop.database.db, mail('never@example.com'));
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
    const second = createMailWorker({
      db: shop.database.db,
      transport: { name: 'smtp', send: (m) => shop.mail.send(m), close() {} },
      from: 'shop@example.com',
      pollMs: 60_000,
      maxAttempts: 3,
      log: shop.app.log,
    });
    await Promise.all([shop.app.mailWorker.drain(), second.drain()]);
    const sent = shop.mail.sent.filter((m) => m.to.startsWith('both'));
    expect(sent).toHaveLength(10);
    expect(new Set(sent.map((m) => m.to)).size).toBe(10);
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
    const worker = createMailWorker({
      db: shop.database.db,
      transport,
      from: 'NaviHub <no-reply@navihub.example>',
      pollMs: 60_000,
      maxAttempts: 3,
      log: shop.app.log,
    });
    await shop.app.mailWorker.drain();
    await enqueueMail(shop.database.db, mail('smtp-peer@example.com'));
    await worker.drain();
    await worker.stop();
    expect(received).toHaveLength(1);
    expect(received[0]!.to).toEqual(['smtp-peer@example.com']);
    expect(received[0]!.data).toContain('Subject: Hello');
    expect(received[0]!.data).toContain('Plain body');
  });
});
