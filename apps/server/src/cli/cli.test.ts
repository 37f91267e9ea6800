import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';

// The operator commands as an operator runs them: separate processes on one embedded database.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const tsx = path.join(root, 'node_modules/.bin/tsx');
let dataDir: string;

function run(tool: string, ...args: string[]) {
  const result = spawnSync(
    tsx,
    ['--conditions=source', path.join(root, `apps/server/src/cli/${tool}.ts`), ...args],
    {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent', NODE_ENV: 'test' },
      encoding: 'utf8',
      timeout: 60_000,
    },
  );
  return { code: result.status, out: result.stdout, err: result.stderr };
}

beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'navihub-cli-'));
});
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('operator commands', () => {
  it('imports a catalogue CSV all or nothing, and lists it', () => {
    const bad = path.join(dataDir, 'bad.csv');
    fs.writeFileSync(bad, 'comand,map_region,version\nNTG 5.5,Japan,V3.0\nNTG 5.5,Japan,three\n');
    const refused = run('catalog', 'import', bad);
    expect(refused.code).toBe(1);
    expect(refused.err).toContain('nothing imported');
    expect(refused.err).toContain('line 3: version "three" must look like V1.2');
    const formula = path.join(dataDir, 'formula.csv');
    fs.writeFileSync(
      formula,
      'comand,map_region,version\nNTG 5.5,Okinawa,V3.0\nNTG 5.5,"=HYPERLINK(""https://evil.example"")",V3.0\n',
    );
    const refusedFormula = run('catalog', 'import', formula);
    expect(refusedFormula.code).toBe(1);
    expect(refusedFormula.err).toContain('nothing imported');
    expect(refusedFormula.err).toContain(
      'line 3, column map_region: starts with =, +, -, @, a tab or a carriage return',
    );
    // The first command created the embedded database, with the embedded settings.
    const pgdata = path.join(dataDir, 'pglite');
    expect(fs.existsSync(path.join(pgdata, 'PG_VERSION'))).toBe(true);
    expect(fs.readFileSync(path.join(pgdata, 'postgresql.conf'), 'utf8')).toContain('shared_buffers = 16MB');

    const good = path.join(dataDir, 'good.csv');
    fs.writeFileSync(good, 'comand,map_region,version\nNTG 5.5,Japan,V3.0\nNTG 5.5,Japan,V10.0\n');
    expect(run('catalog', 'import', good).code).toBe(0);
    const list = run('catalog', 'list').out.split('\n');
    expect(list[0]).toBe('comand,map_region,version');
    const japan = list.filter((l) => l.startsWith('NTG 5.5,Japan,'));
    expect(japan).toEqual(['NTG 5.5,Japan,V3.0', 'NTG 5.5,Japan,V10.0']);
    expect(list.filter((l) => l.includes('Okinawa'))).toEqual([]);
  }, 120_000);

  it('exports a catalogue that imports again: commas, quotes and non-Latin letters', () => {
    const source = path.join(dataDir, 'quoted.csv');
    fs.writeFileSync(
      source,
      'comand,map_region,version\nNTG 5.5,"Europe, East",V1.0\n"NTG ""Star"", 2","Ближний Восток",V2.0\n',
    );
    expect(run('catalog', 'import', source).code).toBe(0);
    const exported = run('catalog', 'list');
    expect(exported.code).toBe(0);
    expect(exported.out).toContain('NTG 5.5,"Europe, East",V1.0');
    expect(exported.out).toContain('"NTG ""Star"", 2",Ближний Восток,V2.0');

    const again = path.join(dataDir, 'exported.csv');
    fs.writeFileSync(again, exported.out);
    const reimported = run('catalog', 'import', again);
    expect(reimported.err).toBe('');
    expect(reimported.code).toBe(0);
    expect(run('catalog', 'list').out).toBe(exported.out);
  }, 120_000);

  it('sets the price only to a real amount', () => {
    const refused = run('catalog', 'set-price', '12.5x');
    expect(refused.code).toBe(1);
    expect(refused.err).toContain('is not a price');
    expect(run('catalog', 'set-price', '42.50').code).toBe(0);
    expect(run('catalog', 'price').out.trim()).toBe('42.50 USD');
  }, 120_000);

  it('creates accounts with points and refuses unknown orders', () => {
    const created = run('accounts', 'create', 'operator@example.com', 'operator password', '--points', '3');
    expect(created.code).toBe(0);
    expect(created.out).toMatch(/created customer account operator@example.com/);
    expect(run('accounts', 'create', 'operator@example.com', 'operator password').err).toContain(
      'exists already',
    );
    const admin = run('accounts', 'create', 'boss@example.com', 'operator password', '--admin');
    expect(admin.out).toMatch(/created admin account boss@example.com/);
    expect(run('accounts', 'set-role', 'operator@example.com', 'admin').out).toContain('is now admin');
    expect(run('accounts', 'set-role', 'operator@example.com', 'owner').err).toContain(
      'customer, staff or admin',
    );
    expect(run('accounts', 'grant-points', 'nobody@example.com', '2').err).toContain(
      'no account nobody@example.com',
    );
    // A discount of 100 % would leave nothing to charge: the card checkout cannot take 0.
    const whole = run('accounts', 'set-discount', 'operator@example.com', '100');
    expect(whole.code).toBe(1);
    expect(whole.err).toContain('the discount must be a whole number from 0 to 99');
    expect(run('accounts', 'set-discount', 'operator@example.com', '99').out).toContain('99% discount');
    const fulfil = run('orders', 'fulfil', '999', 'ABCD-1234');
    expect(fulfil.code).toBe(1);
    expect(fulfil.err).toContain('no order 999');
  }, 120_000);

  it('gives and takes points, and disables an account, through the back-office service', async () => {
    expect(run('accounts', 'create', 'points@example.com', 'operator password').code).toBe(0);
    const taken = run('accounts', 'points', 'points@example.com', '--reason', 'Chargeback', '--', '-1');
    expect(taken.code).toBe(1);
    expect(taken.err).toContain('The customer has 0 points');
    expect(run('accounts', 'points', 'points@example.com', '3').err).toContain('--reason');
    // The operator is not a staff member: more than STAFF_POINTS_PER_ACTION and _PER_DAY at once
    // (decision 042).
    const given = run('accounts', 'points', 'points@example.com', '60', '--reason', 'Goodwill');
    expect(given.out).toContain('gave 60 points: points@example.com has 60');
    expect(run('accounts', 'disable', 'points@example.com').out).toContain('is disabled');

    const { openDatabase } = await import('../db/client.js');
    const { auditLog, pointLedger, users } = await import('../db/schema.js');
    const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
    try {
      const [user] = await database.db.select().from(users).where(eq(users.email, 'points@example.com'));
      expect(user!.disabledAt).not.toBeNull();
      const ledger = await database.db.select().from(pointLedger).where(eq(pointLedger.userId, user!.id));
      expect(ledger.map((e) => [e.delta, e.reason])).toEqual([[60, 'Goodwill']]);
      const audit = await database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.subjectId, String(user!.id)));
      expect(audit.map((e) => [e.action, e.actorEmail.startsWith('cli:')])).toEqual([
        ['customer.points', true],
        ['customer.updated', true],
      ]);
    } finally {
      await database.close();
    }
  }, 120_000);

  it('fulfils and refunds an order as the back-office does, audited as the CLI', async () => {
    const { openDatabase } = await import('../db/client.js');
    const { auditLog, orders, users, variants } = await import('../db/schema.js');
    const { eq } = await import('drizzle-orm');
    expect(run('accounts', 'create', 'cli-buyer@example.com', 'operator password').code).toBe(0);
    let database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
    const [buyer] = await database.db.select().from(users).where(eq(users.email, 'cli-buyer@example.com'));
    const [variant] = await database.db.select().from(variants).limit(1);
    // A point order waiting for its PIN, as generate writes it with the manual provider.
    const [order] = await database.db
      .insert(orders)
      .values({
        id: '00000000-0000-4000-8000-00000000c11a',
        userId: buyer!.id,
        variantId: variant!.id,
        comand: 'NTG 5.5',
        mapRegion: variant!.mapRegion,
        version: variant!.version,
        vin: 'WDD2050461F123456',
        payment: 'points',
        status: 'paid',
      })
      .returning();
    await database.close();

    expect(run('orders', 'fulfil', String(order!.number), 'CLI-PIN-9876').out).toContain('fulfilled');
    expect(run('orders', 'refund', String(order!.number)).err).toContain('say why');
    const refunded = run('orders', 'refund', String(order!.number), 'wrong', 'VIN');
    expect(refunded.code).toBe(0);
    expect(run('orders', 'refund', String(order!.number), 'again').err).toContain('already refunded');

    database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
    const entries = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subjectId, order!.id))
      .orderBy(auditLog.id);
    const [after] = await database.db.select().from(orders).where(eq(orders.id, order!.id));
    await database.close();
    expect(entries.map((e) => [e.actorId, e.actorEmail.startsWith('cli:'), e.action, e.reason])).toEqual([
      [0, true, 'order.fulfilled', null],
      [0, true, 'order.refunded', 'wrong VIN'],
    ]);
    expect(after).toMatchObject({ pin: 'CLI-PIN-9876', refundGivenBack: 'point' });
    expect(after!.refundedBy).toMatch(/^cli:/);
  }, 120_000);

  it('lists failed mail and queues it again', async () => {
    const { openDatabase } = await import('../db/client.js');
    const { outbox } = await import('../db/schema.js');
    run('mail', 'list'); // creates and migrates the database
    const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
    const [failed] = await database.db
      .insert(outbox)
      .values({
        toAddress: 'lost@example.com',
        subject: 'Your PIN',
        textBody: 'PIN',
        kind: 'pin',
        status: 'failed',
        attempts: 8,
        lastError: 'connect ECONNREFUSED',
      })
      .returning({ id: outbox.id });
    await database.close();

    const list = run('mail', 'list', '--status', 'failed');
    expect(list.code).toBe(0);
    const line = list.out.split('\n').find((l) => l.startsWith(`${failed!.id}\t`));
    expect(line).toContain('failed');
    expect(line).toContain('lost@example.com');
    expect(line).toContain('connect ECONNREFUSED');
    expect(run('mail', 'list', '--status', 'lost').err).toContain('status must be one of');

    const refused = run('mail', 'requeue', 'abc');
    expect(refused.code).toBe(1);
    expect(refused.err).toContain('"abc" is not a mail id');
    const requeued = run('mail', 'requeue', String(failed!.id));
    expect(requeued.code).toBe(0);
    expect(requeued.out).toContain(`1 mail queued again: ${failed!.id}`);
    expect(run('mail', 'list', '--status', 'failed').out).not.toContain('lost@example.com');
    expect(run('mail', 'list', '--status', 'pending').out).toContain('lost@example.com');
    // Already pending: nothing to requeue.
    expect(run('mail', 'requeue', String(failed!.id)).err).toContain(
      `not failed (or no such mail): ${failed!.id}`,
    );
  }, 120_000);

  it('lists failed jobs (dead letters) and runs them again', async () => {
    const { openDatabase } = await import('../db/client.js');
    const { jobs } = await import('../db/schema.js');
    run('jobs', 'list'); // creates and migrates the database
    const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
    const [dead] = await database.db
      .insert(jobs)
      .values({
        kind: 'dead-letter-test',
        payload: { note: 'x' },
        status: 'failed',
        attempts: 5,
        lastError: 'supplier answered 503',
        finishedAt: new Date(),
      })
      .returning({ id: jobs.id });
    await database.close();

    const list = run('jobs', 'list', '--status', 'failed');
    expect(list.code).toBe(0);
    const line = list.out.split('\n').find((l) => l.startsWith(`${dead!.id}\t`));
    expect(line).toContain('dead-letter-test');
    expect(line).toContain('supplier answered 503');
    expect(run('jobs', 'list', '--status', 'lost').err).toContain('status must be one of');
    expect(run('jobs', 'requeue').err).toContain('name the job');

    const requeued = run('jobs', 'requeue', String(dead!.id));
    expect(requeued.code).toBe(0);
    expect(requeued.out).toContain(`1 job(s) queued again: ${dead!.id}`);
    expect(run('jobs', 'list', '--status', 'failed').out).not.toContain('dead-letter-test');
    expect(run('jobs', 'list', '--status', 'queued').out).toContain('dead-letter-test');
    expect(run('jobs', 'requeue', String(dead!.id)).err).toContain(
      `not failed (or no such job): ${dead!.id}`,
    );
  }, 120_000);
});
