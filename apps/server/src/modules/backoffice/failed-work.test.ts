/** Staff see the e-mail and jobs that gave up, and send or run them again, audited. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { backofficeApi } from '@navihub/contract/api/backoffice';
import { pathOf } from '@navihub/contract/api/endpoint';
import { auditLog, jobs, outbox } from '../../db/schema.js';
import { createAccountService } from '../account/index.js';
import { call, createTestShop, errorAnswer, signUp, type TestShop } from '../../test/harness.js';

let shop: TestShop;
let staff: Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  shop = await createTestShop();
  staff = await signUp(shop.app);
  await createAccountService({ db: shop.database.db }).setRole(staff.id, 'staff');
});
afterAll(() => shop.close());
const db = () => shop.database.db;

async function failedMail() {
  const [row] = await db()
    .insert(outbox)
    .values({
      toAddress: 'lost@example.com',
      subject: 'Your navigation PIN',
      textBody: 'PIN: LOST-1234',
      kind: 'pin-ready',
      status: 'failed',
      attempts: 8,
      lastError: 'connect ECONNREFUSED 10.0.0.9:25',
    })
    .returning();
  return row!;
}

async function deadJob() {
  const [row] = await db()
    .insert(jobs)
    .values({
      kind: 'failed-work-test',
      payload: { orderId: 'o-1' },
      status: 'failed',
      attempts: 5,
      lastError: 'supplier answered 503',
      finishedAt: new Date(),
    })
    .returning();
  return row!;
}

describe('failed work in the back-office', () => {
  it('lists failed e-mail and dead-letter jobs with why they failed', async () => {
    const mail = await failedMail();
    const job = await deadJob();
    const res = await call(shop.app, 'GET', pathOf(backofficeApi.listFailedWork), { token: staff.access });
    expect(res.status).toBe(200);
    expect(res.body.mail).toContainEqual({
      id: mail.id,
      created_at: mail.createdAt.toISOString(),
      kind: 'pin-ready',
      to: 'lost@example.com',
      subject: 'Your navigation PIN',
      attempts: 8,
      last_error: 'connect ECONNREFUSED 10.0.0.9:25',
    });
    expect(res.body.jobs).toContainEqual(
      expect.objectContaining({
        id: job.id,
        kind: 'failed-work-test',
        payload: { orderId: 'o-1' },
        attempts: 5,
      }),
    );
    // The list never shows a mail's body.
    expect(JSON.stringify(res.body)).not.toContain('LOST-1234');
  });

  it('sends a failed e-mail again once, audited, and refuses a second time', async () => {
    const mail = await failedMail();
    const retry = () =>
      call(shop.app, 'POST', pathOf(backofficeApi.retryMail, { id: String(mail.id) }), {
        token: staff.access,
      });
    const first = await retry();
    expect(first.status).toBe(200);
    await shop.app.mailWorker.drain();
    expect(
      shop.mail.sent.filter((m) => m.to === 'lost@example.com' && m.text.includes('LOST-1234')),
    ).toHaveLength(1);
    const [after] = await db().select().from(outbox).where(eq(outbox.id, mail.id));
    expect(after!.status).toBe('sent');

    const again = await retry();
    expect(again.status).toBe(409);
    expect(again.body).toEqual(
      errorAnswer('conflict', { detail: 'This e-mail has not failed, or no longer exists.' }),
    );
    const audit = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.subjectId, String(mail.id)));
    expect(audit.filter((e) => e.subjectType === 'mail').map((e) => [e.action, e.actorEmail])).toEqual([
      ['mail.retried', staff.email],
    ]);
  });

  it('runs a dead-letter job again, audited, and refuses one that has not failed', async () => {
    const job = await deadJob();
    const retry = () =>
      call(shop.app, 'POST', pathOf(backofficeApi.retryJob, { id: String(job.id) }), { token: staff.access });
    expect((await retry()).status).toBe(200);
    const [after] = await db().select().from(jobs).where(eq(jobs.id, job.id));
    expect(after).toMatchObject({ status: 'queued', attempts: 0 });
    const again = await retry();
    expect(again.status).toBe(409);
    expect(again.body).toEqual(
      errorAnswer('conflict', { detail: 'This job has not failed, or no longer exists.' }),
    );
    expect(
      (await call(shop.app, 'POST', pathOf(backofficeApi.retryJob, { id: 'x' }), { token: staff.access }))
        .status,
    ).toBe(400);
  });
});
