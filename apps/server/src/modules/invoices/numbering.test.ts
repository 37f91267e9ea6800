import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { invoices, type payments } from '../../db/schema.js';
import { createTestDatabase } from '../../test/harness.js';
import { issueCreditNote, issueInvoice } from './issue.js';
import type { InvoiceSettings } from './settings.js';

// On PGlite transactions run one after another; with DATABASE_URL (a PostgreSQL server, a pool of
// 20) the hundred checkouts below run at the same time and contend for the year's counter row.
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const settings: InvoiceSettings = {
  seller: {
    name: 'Example GmbH',
    address: ['Hauptstr. 1', '10115 Berlin'],
    email: 'billing@example.com',
    vatId: 'DE123456789',
    register: 'Amtsgericht Berlin HRB 1',
    country: 'DE',
  },
  prefix: '',
};

/** A captured bundle payment, as fulfilPayment holds it. */
function payment(): typeof payments.$inferSelect {
  return {
    id: randomUUID(),
    kind: 'token_bundle',
    userId: null,
    orderId: null,
    tokenBundleId: null,
    subscriptionBundleId: null,
    description: '10 tokens',
    amountCents: 1000,
    currency: 'USD',
    tokens: 10,
    durationDays: null,
    email: 'buyer@example.com',
    status: 'pending',
    provider: 'stripe',
    providerSessionId: null,
    failureReason: null,
    userIp: null,
    requestIp: null,
    createdAt: new Date(),
    fulfilledAt: null,
    refundQueuedAt: null,
    buyer: null,
    tax: null,
  };
}

const inYear = (year: number) => new Date(Date.UTC(year, 5, 1));

async function numbersOf(year: number, kind: 'invoice' | 'credit_note' = 'invoice') {
  const rows = await database.db
    .select({ number: invoices.number, sequence: invoices.sequence })
    .from(invoices)
    .where(and(eq(invoices.year, year), eq(invoices.kind, kind)))
    .orderBy(asc(invoices.sequence));
  return rows;
}

class ForcedRollback extends Error {}

describe('invoice numbers', () => {
  it('are given in order, one per payment however often it is asked, as 2031-000001', async () => {
    const p = payment();
    const first = await database.db.transaction((tx) => issueInvoice(tx, p, settings, inYear(2031)));
    const again = await database.db.transaction((tx) => issueInvoice(tx, p, settings, inYear(2031)));
    const second = await database.db.transaction((tx) => issueInvoice(tx, payment(), settings, inYear(2031)));
    expect([first.number, again.number, second.number]).toEqual([
      '2031-000001',
      '2031-000001',
      '2031-000002',
    ]);
  });

  it('leave no gap when 10 of 100 checkouts at the same moment roll back', async () => {
    const outcomes = await Promise.allSettled(
      Array.from({ length: 100 }, (_, i) =>
        database.db.transaction(async (tx) => {
          const invoice = await issueInvoice(tx, payment(), settings, inYear(2032));
          // Something after the invoice fails: the payment is not recorded, nor its number used.
          if (i % 10 === 3) throw new ForcedRollback();
          return invoice.number;
        }),
      ),
    );
    expect(outcomes.filter((o) => o.status === 'rejected')).toHaveLength(10);
    const rows = await numbersOf(2032);
    expect(rows.map((r) => r.sequence)).toEqual(Array.from({ length: 90 }, (_, i) => i + 1));
    const given = outcomes.flatMap((o) => (o.status === 'fulfilled' ? [o.value] : [])).sort();
    expect(given).toEqual(rows.map((r) => r.number));
  });

  it('start again at 1 each year, and put INVOICE_PREFIX first', async () => {
    const prefixed = { ...settings, prefix: 'NH-' };
    const late = await database.db.transaction((tx) =>
      issueInvoice(tx, payment(), prefixed, new Date(Date.UTC(2033, 11, 31, 23, 59))),
    );
    const early = await database.db.transaction((tx) =>
      issueInvoice(tx, payment(), prefixed, new Date(Date.UTC(2034, 0, 1, 0, 1))),
    );
    expect([late.number, early.number]).toEqual(['NH-2033-000001', 'NH-2034-000001']);
  });

  it("give credit notes a CN- series of their own, once per refund, naming the invoice's payment", async () => {
    const p = payment();
    const invoice = await database.db.transaction((tx) => issueInvoice(tx, p, settings, inYear(2035)));
    const refund = { paymentId: p.id, refundId: 're_1', amountCents: 400, reason: 'Partly refunded' };
    const note = await database.db.transaction((tx) => issueCreditNote(tx, refund, inYear(2035)));
    const again = await database.db.transaction((tx) => issueCreditNote(tx, refund, inYear(2035)));
    const other = await database.db.transaction((tx) =>
      issueCreditNote(tx, { ...refund, refundId: 're_2', amountCents: 600 }, inYear(2035)),
    );
    expect([note?.number, again?.number, other?.number]).toEqual([
      'CN-2035-000001',
      'CN-2035-000001',
      'CN-2035-000002',
    ]);
    expect(note).toMatchObject({ correctsId: invoice.id, netCents: -400, taxCents: 0, grossCents: -400 });
    expect(await numbersOf(2035)).toEqual([{ number: '2035-000001', sequence: 1 }]);
    // A payment never invoiced has nothing to correct.
    expect(
      await database.db.transaction((tx) =>
        issueCreditNote(tx, { ...refund, paymentId: randomUUID(), refundId: 're_3' }),
      ),
    ).toBeUndefined();
  });
});
