import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backofficeApi } from '@navihub/contract/api/backoffice';
import { pathOf } from '@navihub/contract/api/endpoint';
import { messages } from '@navihub/contract/messages';
import { NAVIGATION_TOOL } from '@navihub/contract/rules';
import { auditLog, pointLedger } from '../../db/schema.js';
import { eq } from 'drizzle-orm';
import { balance, toolId } from '../points/index.js';
import { call, errorAnswer, grantPoints, signUp, type TestShop } from '../../test/harness.js';
import { createShopWithStaff, type SignedUp } from '../../test/shops.js';

let shop: TestShop;
let staff: SignedUp;
let admin: SignedUp;

beforeAll(async () => {
  ({ shop, staff, admin } = await createShopWithStaff({
    PUBLIC_URL: 'http://shop.test',
    DEV_STANDINS: 'on',
  }));
});
afterAll(() => shop.close());

const db = () => shop.database.db;
const pointsOf = async (userId: number) => balance(db(), userId, await toolId(db(), NAVIGATION_TOOL));
const adjust = (id: number, body: unknown, token = staff.access) =>
  call(shop.app, 'POST', pathOf(backofficeApi.adjustPoints, { id: String(id) }), { token, body });
const auditOf = (subjectId: number) =>
  db()
    .select()
    .from(auditLog)
    .where(eq(auditLog.subjectId, String(subjectId)))
    .orderBy(auditLog.id);
const ledgerOf = (userId: number) => db().select().from(pointLedger).where(eq(pointLedger.userId, userId));

describe('giving and taking points', () => {
  it('gives points through the ledger with the reason, and audits it in the same change', async () => {
    const user = await signUp(shop.app);
    const res = await adjust(user.id, { points: 5, reason: ' Goodwill for a late PIN ' });
    expect(res.status).toBe(200);
    expect(res.body.points).toBe(5);
    expect(res.body.ledger).toEqual([
      expect.objectContaining({
        delta: 5,
        reason: 'Goodwill for a late PIN',
        tool: NAVIGATION_TOOL,
        reference: expect.stringMatching(/^backoffice:/),
      }),
    ]);
    const taken = await adjust(user.id, { points: -2, reason: 'Granted twice by mistake' });
    expect(taken.body.points).toBe(3);
    const entries = await auditOf(user.id);
    expect(entries.map((e) => [e.action, e.actorEmail, e.reason, e.before, e.after])).toEqual([
      ['customer.points', staff.email, 'Goodwill for a late PIN', { points: 0 }, { points: 5 }],
      ['customer.points', staff.email, 'Granted twice by mistake', { points: 5 }, { points: 3 }],
    ]);
    const references = (await ledgerOf(user.id)).map((e) => e.reference);
    expect(new Set(references).size).toBe(2);
  });

  it('refuses taking more than the customer has with 409, and changes nothing', async () => {
    const user = await signUp(shop.app);
    await grantPoints(db(), user.id, 2);
    const res = await adjust(user.id, { points: -3, reason: 'Chargeback' });
    expect(res.status).toBe(409);
    expect(res.body).toEqual(
      errorAnswer('conflict', { detail: 'The customer has 2 points: at most 2 can be taken.' }),
    );
    expect(await pointsOf(user.id)).toBe(2);
    expect(await ledgerOf(user.id)).toHaveLength(1);
    expect(await auditOf(user.id)).toEqual([]);
    const none = await signUp(shop.app);
    expect((await adjust(none.id, { points: -1, reason: 'Nothing to take' })).status).toBe(409);
  });

  it('refuses a wrong amount or no reason with a field message', async () => {
    const user = await signUp(shop.app);
    for (const points of [0, 1.5, '3', null, 100_001, -100_001]) {
      const res = await adjust(user.id, { points, reason: 'Why not' });
      expect(res.status).toBe(400);
      expect(res.body.points).toEqual([expect.any(String)]);
    }
    expect((await adjust(user.id, { points: 0, reason: 'x' })).body.points).toEqual([
      'Give or take at least one point.',
    ]);
    const noReason = await adjust(user.id, { points: 1, reason: '   ' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.reason).toEqual([messages.required]);
    expect(await pointsOf(user.id)).toBe(0);
    expect(await auditOf(user.id)).toEqual([]);
    expect((await adjust(999_999, { points: 1, reason: 'Ghost' })).status).toBe(404);
  });

  it('of two staff taking the last point at once, lets one and refuses the other', async () => {
    const user = await signUp(shop.app);
    await grantPoints(db(), user.id, 1);
    const [a, b] = await Promise.all([
      adjust(user.id, { points: -1, reason: 'first' }),
      adjust(user.id, { points: -1, reason: 'second' }, admin.access),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect(await pointsOf(user.id)).toBe(0);
    expect((await ledgerOf(user.id)).map((e) => e.delta).sort()).toEqual([-1, 1]);
    expect(await auditOf(user.id)).toHaveLength(1);
  });
});
