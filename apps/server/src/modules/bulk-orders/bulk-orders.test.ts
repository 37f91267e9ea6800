import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { and, eq } from 'drizzle-orm';
import { NAVIGATION_TOOL } from '@navihub/contract/rules';
import { bulkOrders, orders, pointLedger } from '../../db/schema.js';
import { call, createTestShop, grantPoints, signUp, type TestShop } from '../../test/harness.js';
import { balance, toolId } from '../points/index.js';
import type { BulkOrderCompleted } from './index.js';

let shop: TestShop;
const completions: BulkOrderCompleted[] = [];

beforeAll(async () => {
  shop = await createTestShop({ API_KEY_REQUESTS_PER_MINUTE: '1000' }, undefined, (app) =>
    app.bulkOrders.onCompleted(async (event) => void completions.push(event)),
  );
});
afterAll(() => shop.close());

let vinCounter = 100000;
/** A distinct, well-formed rest-of-world Mercedes-Benz VIN. */
const nextVin = () => `WDD2050461F${vinCounter++}`;

function csvOf(
  rows: Array<Partial<Record<'comand' | 'map_region' | 'version' | 'vin' | 'reference', string>>>,
) {
  const lines = rows.map((r) =>
    [
      r.comand ?? 'NTG 5.5',
      r.map_region ?? 'Europe',
      r.version ?? 'V12.0',
      r.vin ?? nextVin(),
      r.reference ?? '',
    ].join(','),
  );
  return ['comand,map_region,version,vin,reference', ...lines].join('\n');
}

const goodCsv = (n: number) => csvOf(Array.from({ length: n }, (_, i) => ({ reference: `van-${i + 1}` })));

async function upload(
  token: string,
  body: string | Buffer,
  opts: { dryRun?: boolean; type?: string; key?: string } = {},
) {
  const res = await shop.app.inject({
    method: 'POST',
    url: `/api/v1/bulk-orders/${opts.dryRun ? '?dry_run=true' : ''}`,
    payload: body,
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': opts.type ?? 'text/csv',
      ...(opts.key ? { 'idempotency-key': opts.key } : {}),
    },
  });
  return { status: res.statusCode, body: JSON.parse(res.body) as Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any
}

function multipartOf(fileName: string, content: string | Buffer, field = 'file') {
  const boundary = '----navihub-bulk-test';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: text/csv\r\n\r\n`,
    ),
    Buffer.isBuffer(content) ? content : Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, type: `multipart/form-data; boundary=${boundary}` };
}

const points = async (userId: number) =>
  balance(shop.database.db, userId, await toolId(shop.database.db, NAVIGATION_TOOL));

async function customer(pointsGranted: number) {
  const user = await signUp(shop.app);
  if (pointsGranted > 0) await grantPoints(shop.database.db, user.id, pointsGranted);
  return user;
}

async function statusOf(token: string, id: string) {
  return call(shop.app, 'GET', `/api/v1/bulk-orders/${id}/`, { token });
}

/** Runs the queue until the batch is completed, as a customer polling its page waits for it. */
async function untilCompleted(token: string, id: string) {
  await expect
    .poll(
      async () => {
        await shop.app.jobWorker.drain();
        return (await statusOf(token, id)).body.status;
      },
      { timeout: 20_000, interval: 100 },
    )
    .toBe('completed');
  return (await statusOf(token, id)).body;
}

async function resultsOf(token: string, id: string) {
  const res = await shop.app.inject({
    method: 'GET',
    url: `/api/v1/bulk-orders/${id}/results.csv`,
    headers: { authorization: `Bearer ${token}` },
  });
  return {
    status: res.statusCode,
    res,
    rows: res.statusCode === 200 ? (parse(res.body, { columns: true }) as Record<string, string>[]) : [],
  };
}

async function batchesOf(userId: number) {
  return shop.database.db.select().from(bulkOrders).where(eq(bulkOrders.userId, userId));
}

describe('a bulk order', () => {
  it('orders every row of a text/csv upload in the background, one point each, and lists PINs in file order', async () => {
    const user = await customer(12);
    const csv = goodCsv(8);
    const taken = await upload(user.access, csv);
    expect(taken.status).toBe(202);
    expect(taken.body).toMatchObject({
      status: 'queued',
      rows: 8,
      valid_rows: 8,
      paid_with: 'points',
      done: 0,
    });
    // Paid for as a whole when taken.
    expect(await points(user.id)).toBe(4);

    const done = await untilCompleted(user.access, taken.body.id);
    expect(done).toMatchObject({ rows: 8, ordered: 8, fulfilled: 8, failed: 0, done: 8, progress: 100 });
    expect(done.completed_at).not.toBeNull();

    const results = await resultsOf(user.access, taken.body.id);
    expect(results.status).toBe(200);
    expect(results.res.headers['content-type']).toMatch(/^text\/csv/);
    expect(results.res.headers['cache-control']).toBe('no-store');
    const vins = (parse(csv, { columns: true }) as Record<string, string>[]).map((r) => r.vin!);
    expect(results.rows.map((r) => r.vin)).toEqual(vins);
    expect(results.rows.map((r) => r.reference)).toEqual(vins.map((_, i) => `van-${i + 1}`));
    for (const row of results.rows) {
      expect(row.status).toMatch(/^fulfilled/);
      expect(row.order_number).toMatch(/^NH-/);
      expect(row.pin).not.toBe('');
    }
    // Order numbers follow the file.
    const own = await shop.database.db
      .select()
      .from(orders)
      .where(eq(orders.userId, user.id))
      .orderBy(orders.number);
    expect(own.map((o) => o.vin)).toEqual(vins);
    expect(own.every((o) => o.payment === 'points')).toBe(true);
    expect(await points(user.id)).toBe(4);

    // The completion's listeners heard of it once.
    expect(completions.filter((c) => c.bulkOrderId === taken.body.id)).toEqual([
      expect.objectContaining({ userId: user.id, rows: 8, fulfilled: 8, failed: 0 }),
    ]);
    await shop.app.jobWorker.drain();
    expect(completions.filter((c) => c.bulkOrderId === taken.body.id)).toHaveLength(1);
  });

  it('takes the file as a multipart upload too, and orders only the valid rows, saying why the others were not', async () => {
    const user = await customer(5);
    const csv = csvOf([
      { reference: 'ok-1' },
      { vin: 'WDD2050461F12345', reference: 'short' },
      { reference: 'ok-2' },
    ]);
    const { body, type } = multipartOf('fleet.csv', csv);
    const taken = await upload(user.access, body, { type });
    expect(taken.status).toBe(202);
    expect(taken.body).toMatchObject({ rows: 3, valid_rows: 2, invalid_rows: 1 });
    expect(await points(user.id)).toBe(3);

    await untilCompleted(user.access, taken.body.id);
    const { rows } = await resultsOf(user.access, taken.body.id);
    expect(rows.map((r) => [r.reference, r.status])).toEqual([
      ['ok-1', 'fulfilled_demo'],
      ['short', 'error'],
      ['ok-2', 'fulfilled_demo'],
    ]);
    expect(rows[1]!.error).toBe('vin: The length of VIN must be 17 characters.');
    expect(rows[1]!.order_number).toBe('');
  });

  it('pays with an active subscription instead of points', async () => {
    const user = await customer(1);
    const { extendNavigationSubscription } = await import('../subscriptions/index.js');
    await shop.database.db.transaction((tx) =>
      extendNavigationSubscription(tx, { userId: user.id, days: 30 }),
    );
    const taken = await upload(user.access, goodCsv(3));
    expect(taken.status).toBe(202);
    expect(taken.body.paid_with).toBe('subscription');
    expect(await points(user.id)).toBe(1);
    await untilCompleted(user.access, taken.body.id);
  });
});

describe('a dry run', () => {
  it('checks every row with the messages of a single generate and spends nothing', async () => {
    const user = await customer(10);
    const csv = csvOf([
      { reference: 'fine' },
      { vin: 'WDD2050461F1234', reference: 'short vin' },
      { map_region: 'Atlantis', reference: 'no such region' },
      { vin: '1HGCM82643A004352', reference: 'check digit' },
      { vin: '', reference: 'no vin' },
    ]);
    const report = await upload(user.access, csv, { dryRun: true });
    expect(report.status).toBe(200);
    expect(report.body).toMatchObject({
      dry_run: true,
      rows: 5,
      valid_rows: 1,
      invalid_rows: 4,
      pays_with: 'points',
      points_needed: 1,
      points_balance: 10,
      can_order: true,
    });
    const rows = report.body.report as Array<{ row: number; ok: boolean; errors: string[] }>;
    expect(rows.map((r) => [r.row, r.ok])).toEqual([
      [1, true],
      [2, false],
      [3, false],
      [4, false],
      [5, false],
    ]);
    expect(rows[1]!.errors).toEqual(['vin: The length of VIN must be 17 characters.']);
    expect(rows[2]!.errors).toEqual([
      'map_region: This head unit, map region and version combination is not offered.',
    ]);
    expect(rows[3]!.errors[0]).toMatch(/^vin: This VIN's check digit does not match/);
    expect(rows[4]!.errors).toEqual(['vin: This is required']);

    expect(await points(user.id)).toBe(10);
    expect(await batchesOf(user.id)).toEqual([]);
    expect(await shop.database.db.select().from(orders).where(eq(orders.userId, user.id))).toEqual([]);
  });

  it('says up front when the points do not cover the file', async () => {
    const user = await customer(2);
    const report = await upload(user.access, goodCsv(3), { dryRun: true });
    expect(report.status).toBe(200);
    expect(report.body).toMatchObject({
      can_order: false,
      points_needed: 3,
      points_balance: 2,
      pays_with: null,
    });
    expect(report.body.message).toBe(
      'This upload needs 3 points (one per valid row) and you have 2. Buy points, or upload fewer rows. Nothing was ordered.',
    );
  });
});

describe('files that are refused as a whole', () => {
  it('answers 400 with a clear message for a file that is not CSV, a missing column, no rows or over 1,000 rows, and creates nothing', async () => {
    const user = await customer(2000);
    const png = Buffer.from([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52,
    ]);
    const binary = multipartOf('photo.png', png);
    const cases: Array<[string | Buffer, string | undefined, string]> = [
      [
        binary.body,
        binary.type,
        'This file is not a CSV file. Upload a text file with the columns comand,map_region,version,vin.',
      ],
      [
        'comand,map_region,version\nNTG 5.5,Europe,V12.0',
        undefined,
        'The first line must name the columns comand,map_region,version,vin (reference is optional). Missing: vin.',
      ],
      [
        'comand,map_region,version,vin\n',
        undefined,
        'The file has no rows to order: add one line per vehicle below the column names.',
      ],
      [
        goodCsv(1001),
        undefined,
        'The file has 1,001 rows; one upload takes at most 1,000. Split it into several files.',
      ],
      [
        'comand,map_region,version,vin\n"NTG 5.5,Europe',
        undefined,
        expect.stringMatching(/^This CSV file cannot be read: /) as never,
      ],
    ];
    for (const [body, type, detail] of cases) {
      const res = await upload(user.access, body, { type });
      expect(res.status, String(detail)).toBe(400);
      expect(res.body).toMatchObject({ code: 'bad_csv', detail });
    }
    const json = await upload(user.access, JSON.stringify({ vin: 'x' }), { type: 'application/json' });
    expect(json.status).toBe(415);
    const empty = multipartOf('notes.txt', 'x', 'other');
    const noFile = await upload(
      user.access,
      Buffer.from(empty.body.toString().replace(/; filename="notes.txt"/, '')),
      {
        type: empty.type,
      },
    );
    expect(noFile.status).toBe(400);
    expect(noFile.body.code).toBe('no_file');
    const allBad = await upload(user.access, csvOf([{ vin: 'short' }]));
    expect(allBad.status).toBe(400);
    expect(allBad.body).toMatchObject({
      code: 'bad_csv',
      rows: ['Row 1: vin: The length of VIN must be 17 characters.'],
    });

    expect(await batchesOf(user.id)).toEqual([]);
    expect(await points(user.id)).toBe(2000);
  });

  it('refuses a file the points do not cover with 402, ordering nothing', async () => {
    const user = await customer(2);
    const res = await upload(user.access, goodCsv(3));
    expect(res.status).toBe(402);
    expect(res.body).toMatchObject({
      code: 'no_entitlement',
      detail:
        'This upload needs 3 points (one per valid row) and you have 2. Buy points, or upload fewer rows. Nothing was ordered.',
    });
    expect(await points(user.id)).toBe(2);
    expect(await batchesOf(user.id)).toEqual([]);
  });
});

describe('exactly once', () => {
  it('answers the same batch to the same upload with the same Idempotency-Key, whatever its transport, and refuses another file with it', async () => {
    const user = await customer(10);
    const csv = goodCsv(3);
    const first = await upload(user.access, csv, { key: 'fleet-2026-11' });
    expect(first.status).toBe(202);
    const multipart = multipartOf('fleet.csv', csv);
    const again = await upload(user.access, multipart.body, { type: multipart.type, key: 'fleet-2026-11' });
    expect(again.status).toBe(202);
    expect(again.body.id).toBe(first.body.id);
    expect(await batchesOf(user.id)).toHaveLength(1);
    expect(await points(user.id)).toBe(7);

    const other = await upload(user.access, goodCsv(3), { key: 'fleet-2026-11' });
    expect(other.status).toBe(422);
    expect(other.body.code).toBe('idempotency_key_reused');
    // A dry run of the same file is another request.
    const dry = await upload(user.access, csv, { key: 'fleet-2026-11', dryRun: true });
    expect(dry.status).toBe(422);
  });

  it('gives the last points to one of two uploads racing for them: the other is refused whole', async () => {
    const user = await customer(5);
    const answers = await Promise.all([upload(user.access, goodCsv(5)), upload(user.access, goodCsv(5))]);
    expect(answers.map((a) => a.status).sort()).toEqual([202, 402]);
    expect(await points(user.id)).toBe(0);
    const batches = await batchesOf(user.id);
    expect(batches).toHaveLength(1);
    const winner = answers.find((a) => a.status === 202)!;
    expect(batches[0]!.id).toBe(winner.body.id);
    const done = await untilCompleted(user.access, winner.body.id);
    expect(done.fulfilled).toBe(5);
    const debits = await shop.database.db
      .select()
      .from(pointLedger)
      .where(and(eq(pointLedger.userId, user.id), eq(pointLedger.reason, 'bulk-order')));
    expect(debits.map((d) => d.delta)).toEqual([-5]);
    expect(await shop.database.db.select().from(orders).where(eq(orders.userId, user.id))).toHaveLength(5);
  });
});

describe('who may see a batch', () => {
  it("answers 404 for another customer's batch and its results", async () => {
    const owner = await customer(2);
    const other = await customer(0);
    const taken = await upload(owner.access, goodCsv(1));
    expect(taken.status).toBe(202);
    const status = await statusOf(other.access, taken.body.id);
    expect(status.status).toBe(404);
    expect((await resultsOf(other.access, taken.body.id)).status).toBe(404);
    expect((await statusOf(owner.access, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await call(shop.app, 'GET', `/api/v1/bulk-orders/${taken.body.id}/`)).status).toBe(401);
  });

  it('lets an API key upload and read; a read-only key reads but may not upload', async () => {
    const user = await customer(3);
    const key = async (readOnly: boolean) => {
      const res = await call(shop.app, 'POST', '/api/v1/api-keys/', {
        token: user.access,
        body: { name: readOnly ? 'dashboard' : 'fleet system', read_only: readOnly },
      });
      expect(res.status).toBe(201);
      return res.body.key;
    };
    const full = await key(false);
    const readOnly = await key(true);
    const taken = await upload(full, goodCsv(2));
    expect(taken.status).toBe(202);
    expect((await statusOf(readOnly, taken.body.id)).status).toBe(200);
    expect((await resultsOf(readOnly, taken.body.id)).status).toBe(200);
    const refused = await upload(readOnly, goodCsv(1));
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('api_key_read_only');
  });
});

describe('the published document', () => {
  it('shows the upload as a CSV body or a multipart file, with an example, and results.csv as CSV', async () => {
    const res = await shop.app.inject({ method: 'GET', url: '/api/docs/json' });
    const document = JSON.parse(res.body) as {
      paths: Record<string, Record<string, { requestBody?: any; responses: any; security?: unknown[] }>>; // eslint-disable-line @typescript-eslint/no-explicit-any
    };
    const upload = document.paths['/api/v1/bulk-orders/']!.post!;
    expect(upload.requestBody.content['text/csv'].example).toMatch(
      /^comand,map_region,version,vin,reference\n/,
    );
    expect(upload.requestBody.content['multipart/form-data'].schema.required).toEqual(['file']);
    expect(Object.keys(upload.responses)).toEqual(
      expect.arrayContaining(['200', '202', '400', '402', '409', '422']),
    );
    expect(upload.security).toContainEqual({ apiKey: [] });
    const results = document.paths['/api/v1/bulk-orders/{id}/results.csv']!.get!;
    expect(results.responses['200'].content['text/csv'].example).toMatch(/^row,reference,comand/);
  });
});
