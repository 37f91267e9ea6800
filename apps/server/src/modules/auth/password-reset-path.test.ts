import { eq } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { passwordResets } from '../../db/schema.js';
import { call, createTestShop, signUp, uniqueEmail, type TestShop } from '../../test/harness.js';
import * as resetToken from './reset-token.js';

// The real step, counted: a known and an unknown address must both wait on it before the answer.
vi.mock('./reset-token.js', async (importOriginal) => {
  const original = await importOriginal<typeof resetToken>();
  return { ...original, prepareResetMail: vi.fn(original.prepareResetMail) };
});

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop({ PUBLIC_URL: 'https://shop.example', DEV_STANDINS: 'on' });
});
afterAll(() => shop.close());

describe('password reset answers known and unknown addresses after the same work', () => {
  it('makes and hashes a token (and renders the mail) for an unknown address too, sending nothing', async () => {
    const prepare = vi.mocked(resetToken.prepareResetMail);
    const user = await signUp(shop.app);
    await shop.app.mailWorker.drain();
    shop.mail.sent.length = 0;

    prepare.mockClear();
    const known = await call(shop.app, 'POST', '/password/reset/', { body: { email: user.email } });
    expect(known.status).toBe(200);
    expect(prepare).toHaveBeenCalledTimes(1);

    prepare.mockClear();
    const unknown = await call(shop.app, 'POST', '/password/reset/', {
      body: { email: uniqueEmail('nobody') },
    });
    expect(unknown.body).toEqual(known.body);
    expect(prepare).toHaveBeenCalledTimes(1);
    expect(prepare.mock.calls[0]![0].userId).toBe(0);

    await shop.app.mailWorker.drain();
    expect(shop.mail.sent.map((m) => m.to)).toEqual([user.email]);
  });

  it('answers a known address before its token row and mail are written, and the same as an unknown one', async () => {
    const user = await signUp(shop.app);
    await shop.app.mailWorker.drain();
    shop.mail.sent.length = 0;
    // The work after the answer is held back here, to show the answer does not wait on it.
    const held: (() => Promise<unknown>)[] = [];
    const afterAnswer = vi.spyOn(shop.app.mailWorker, 'afterAnswer').mockImplementation((_answered, work) => {
      held.push(work);
    });
    const tokensOf = () =>
      shop.database.db.select().from(passwordResets).where(eq(passwordResets.userId, user.id));
    try {
      const known = await call(shop.app, 'POST', '/password/reset/', { body: { email: user.email } });
      const unknown = await call(shop.app, 'POST', '/password/reset/', {
        body: { email: uniqueEmail('nobody') },
      });
      expect([known.status, unknown.status]).toEqual([200, 200]);
      expect(unknown.body).toEqual(known.body);
      expect(held).toHaveLength(1);
      expect(await tokensOf()).toHaveLength(0);

      await held[0]!();
      expect(await tokensOf()).toHaveLength(1);
      await shop.app.mailWorker.drain();
      expect(shop.mail.sent.map((m) => m.to)).toEqual([user.email]);
    } finally {
      afterAnswer.mockRestore();
    }
  });

  it('starts work only once the answer is out, lets a drain wait for it, and logs (not answers) its failure', async () => {
    const user = await signUp(shop.app);
    await shop.app.mailWorker.drain();
    shop.mail.sent.length = 0;
    await call(shop.app, 'POST', '/password/reset/', { body: { email: user.email } });
    // No wait of any kind: the drain itself waits for the write that queues the mail.
    await shop.app.mailWorker.drain();
    expect(shop.mail.sent.map((m) => m.to)).toEqual([user.email]);

    let ran = false;
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    shop.app.mailWorker.afterAnswer(answered, async () => {
      ran = true;
      throw new Error('database gone');
    });
    await new Promise((resolve) => setImmediate(resolve));
    // Nothing starts before the answer has gone out.
    expect(ran).toBe(false);
    const drained = shop.app.mailWorker.drain();
    answer();
    await expect(drained).resolves.toBeGreaterThanOrEqual(0);
    expect(ran).toBe(true);
  });

  it('logs a failed write with the id of the request it answered', async () => {
    const lines: string[] = [];
    const logging = await createTestShop({ LOG_LEVEL: 'error' }, undefined, undefined, {
      logStream: { write: (line) => lines.push(line) },
    });
    try {
      const user = await signUp(logging.app);
      const worker = logging.app.mailWorker;
      const realAfterAnswer = worker.afterAnswer.bind(worker);
      // The write after the answer fails, as it would with the database gone.
      const failing = vi.spyOn(worker, 'afterAnswer').mockImplementation((answered, _work, requestLog) =>
        realAfterAnswer(
          answered,
          async () => {
            throw new Error('database gone');
          },
          requestLog,
        ),
      );
      const res = await call(logging.app, 'POST', '/password/reset/', {
        body: { email: user.email },
        headers: { 'x-request-id': 'req-reset-7' },
      });
      expect(res.status).toBe(200);
      await worker.drain();
      const failures = lines
        .map((line) => JSON.parse(line) as Record<string, unknown>)
        .filter((entry) => entry.msg === 'work queuing mail after an answer failed');
      expect(failures).toMatchObject([{ reqId: 'req-reset-7', err: { message: 'database gone' } }]);
      failing.mockRestore();
    } finally {
      await logging.close();
    }
  });

  it('logs a failed write without its values (the reset link in the mail body)', async () => {
    const logged = vi.spyOn(shop.app.log, 'error');
    try {
      const link = 'http://shop.test/password/reset/confirm/7/secret-token-in-the-link/';
      shop.app.mailWorker.afterAnswer(Promise.resolve(), async () => {
        throw new DrizzleQueryError(
          'insert into "mail_outbox" ("to", "body") values ($1, $2)',
          ['a@b.c', `Reset your password: ${link}`],
          new Error('connection terminated'),
        );
      });
      await shop.app.mailWorker.drain();
      expect(logged).toHaveBeenCalledTimes(1);
      const line = JSON.stringify(logged.mock.calls[0]);
      expect(line).toContain('Failed query: insert into');
      expect(line).not.toContain('secret-token-in-the-link');
    } finally {
      logged.mockRestore();
    }
  });
});
