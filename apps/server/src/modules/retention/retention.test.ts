/** What the shop forgets: sent mail's bodies at once, sent mail and done jobs after their days. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { jobs, outbox } from '../../db/schema.js';
import { enqueueMail, SENT_BODY } from '../mail/index.js';
import { createTestShop, type TestShop } from '../../test/harness.js';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop({ MAIL_RETENTION_DAYS: '30', JOB_RETENTION_DAYS: '14' });
});
afterAll(() => shop.close());
const db = () => shop.database.db;

describe('retention', () => {
  it('keeps no PIN in the outbox once the mail has left over SMTP', async () => {
    const id = await enqueueMail(db(), {
      to: 'driver@example.com',
      kind: 'pin',
      subject: 'Your navigation PIN',
      text: 'Here is the PIN: SECRET-PIN-4242',
      html: '<p>SECRET-PIN-4242</p>',
    });
    await shop.app.mailWorker.drain();
    // The customer got it whole.
    expect(shop.mail.sent.at(-1)!.text).toContain('SECRET-PIN-4242');
    const [row] = await db().select().from(outbox).where(eq(outbox.id, id));
    expect(row).toMatchObject({
      status: 'sent',
      textBody: SENT_BODY,
      htmlBody: null,
      subject: 'Your navigation PIN',
    });
    expect(JSON.stringify(row)).not.toContain('SECRET-PIN-4242');
  });

  it('deletes sent mail and done jobs past their days, and keeps failed jobs and mail still to send', async () => {
    const ago = (days: number) => sql`now() - make_interval(days => ${days})`;
    const mail = (sentDaysAgo: number | null) =>
      db()
        .insert(outbox)
        .values({
          toAddress: 'old@example.com',
          subject: 's',
          textBody: SENT_BODY,
          kind: 'test',
          status: sentDaysAgo === null ? 'pending' : 'sent',
          sentAt: sentDaysAgo === null ? null : ago(sentDaysAgo),
          // Not due: the worker leaves the pending one alone while this test looks.
          nextAttemptAt: sql`now() + interval '1 day'`,
        })
        .returning({ id: outbox.id });
    const job = (status: 'done' | 'failed', finishedDaysAgo: number) =>
      db()
        .insert(jobs)
        .values({ kind: 'retention-test', payload: {}, status, finishedAt: ago(finishedDaysAgo) })
        .returning({ id: jobs.id });

    const [[oldMail], [recentMail], [pendingMail]] = await Promise.all([mail(31), mail(2), mail(null)]);
    const [[oldJob], [recentJob], [deadLetter]] = await Promise.all([
      job('done', 15),
      job('done', 1),
      job('failed', 100),
    ]);

    await shop.app.retention.drain();

    const mailLeft = (await db().select({ id: outbox.id }).from(outbox)).map((r) => r.id);
    expect(mailLeft).not.toContain(oldMail!.id);
    expect(mailLeft).toEqual(expect.arrayContaining([recentMail!.id, pendingMail!.id]));
    const jobsLeft = (await db().select({ id: jobs.id }).from(jobs)).map((r) => r.id);
    expect(jobsLeft).not.toContain(oldJob!.id);
    expect(jobsLeft).toEqual(expect.arrayContaining([recentJob!.id, deadLetter!.id]));

    // A second sweep (another process) finds nothing more and breaks nothing.
    await shop.app.retention.drain();
    expect((await db().select({ id: jobs.id }).from(jobs)).map((r) => r.id)).toEqual(
      expect.arrayContaining([recentJob!.id, deadLetter!.id]),
    );
  });
});
