/**
 * `npm run backup` and `npm run restore` as an operator runs them (issue 20): a shop with
 * accounts, orders and ledger entries is backed up, restored into an empty database and found
 * the same row for row; a database that is not empty is refused unless --force.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, migrateDatabase, type Database } from '../db/client.js';
import { rowsOf } from '../lib/sql-rows.js';
import { seedDatabase } from '../seed/seed-database.js';
import {
  call,
  createTestDatabase,
  createTestShop,
  grantPoints,
  sampleCode,
  signUp,
} from '../test/harness.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const tsx = path.join(root, 'node_modules/.bin/tsx');
let work: string;

beforeAll(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'navihub-backup-'));
});
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

function run(tool: 'backup' | 'restore', env: Record<string, string>, ...args: string[]) {
  const result = spawnSync(
    tsx,
    ['--conditions=source', path.join(root, `apps/server/src/cli/${tool}.ts`), ...args],
    {
      cwd: root,
      env: { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'silent', NODE_ENV: 'test', ...env },
      encoding: 'utf8',
      timeout: 120_000,
    },
  );
  return { code: result.status, out: result.stdout, err: result.stderr };
}

/** Customers with points, a paid order waiting for its PIN (and its job and mail), a ledger. */
async function fillShop(database: Database): Promise<void> {
  const shop = await createTestShop({}, database);
  try {
    for (let i = 0; i < 3; i++) {
      const user = await signUp(shop.app);
      await grantPoints(database.db, user.id, 2);
      const res = await call(shop.app, 'POST', '/api/v1/points-subs/generate/', {
        token: user.access,
        body: sampleCode(),
      });
      expect(res.status).toBe(200);
    }
  } finally {
    await shop.close();
  }
}

/** Every table's rows, in a fixed order: what a restore must give back. */
async function everyRow(database: Database): Promise<Record<string, unknown[]>> {
  const tables = rowsOf<{ name: string }>(
    await database.db.execute(
      sql`select quote_ident(schemaname) || '.' || quote_ident(tablename) as name from pg_tables
          where schemaname in ('public', 'drizzle') order by 1`,
    ),
  );
  const rows: Record<string, unknown[]> = {};
  for (const { name } of tables) {
    rows[name] = rowsOf(
      await database.db.execute(sql.raw(`select t::text as row from ${name} t order by 1`)),
    );
  }
  return rows;
}

const modeOf = (file: string) => (fs.statSync(file).mode & 0o777).toString(8);

/**
 * A folder with stand-ins for PostgreSQL's client tools that note their arguments and PGPASSWORD
 * in `<tool>.log`, then run the real tool when there is one (`real`), else write a dump's first
 * bytes where they were asked to.
 */
function toolsThatTell(real?: { pg_dump: string; pg_restore: string }): string {
  const bin = fs.mkdtempSync(path.join(work, 'bin-'));
  for (const tool of ['pg_dump', 'pg_restore'] as const) {
    const log = path.join(bin, `${tool}.log`);
    const then = real
      ? `exec ${real[tool]} "$@"`
      : [
          'out=""',
          'for a in "$@"; do case "$a" in --file=*) out="${a#--file=}";; esac; done',
          'if [ -n "$out" ]; then printf PGDMP-fake > "$out"; else printf PGDMP-fake; fi',
        ].join('\n');
    fs.writeFileSync(
      path.join(bin, tool),
      `#!/bin/sh\nprintf '%s\\n' "$@" > "${log}"\nprintf 'PGPASSWORD=%s\\n' "$PGPASSWORD" >> "${log}"\n${then}\n`,
      { mode: 0o755 },
    );
  }
  return bin;
}

function expectFilled(rows: Record<string, unknown[]>): void {
  expect(rows['public.users']!.length).toBe(3);
  expect(rows['public.orders']!.length).toBe(3);
  expect(rows['public.point_ledger']!.length).toBe(6);
  expect(rows['public.jobs']!.length).toBe(3);
}

describe('the embedded database', () => {
  it('is backed up and restored into an empty data directory, row for row', async () => {
    const source = path.join(work, 'source');
    // The shop creates a data directory in a child process (db/pglite-init.ts); so does the test.
    fs.mkdirSync(path.join(source, 'pglite'), { recursive: true });
    const init = spawnSync(
      tsx,
      [path.join(root, 'apps/server/src/db/pglite-init.ts'), path.join(source, 'pglite')],
      {
        encoding: 'utf8',
      },
    );
    expect(init.status, init.stderr).toBe(0);
    const database = await openDatabase({ dataDir: path.join(source, 'pglite') });
    await migrateDatabase(database);
    await seedDatabase(database.db);
    await fillShop(database);
    const before = await everyRow(database);
    await database.close();
    expectFilled(before);

    const file = path.join(work, 'shop.tar.gz');
    const backup = run('backup', { DATA_DIR: source }, file);
    expect(backup.err).toBe('');
    expect(backup.code).toBe(0);
    // Every PIN and password hash is in it: for the operator's eyes only.
    expect(modeOf(file)).toBe('600');
    // A backup never overwrites another.
    const again = run('backup', { DATA_DIR: source }, file);
    expect(again.code).toBe(1);
    expect(again.err).toContain('already exists');

    const target = path.join(work, 'target');
    const restore = run('restore', { DATA_DIR: target }, file);
    expect(restore.err).toBe('');
    expect(restore.code).toBe(0);
    expect(modeOf(path.join(target, 'pglite'))).toBe('700');
    const restored = await openDatabase({ dataDir: path.join(target, 'pglite') });
    try {
      expect(await everyRow(restored)).toEqual(before);
    } finally {
      await restored.close();
    }

    // Now the target holds a shop: refused without --force, replaced with it.
    const refused = run('restore', { DATA_DIR: target }, file);
    expect(refused.code).toBe(1);
    expect(refused.err).toContain('is not empty');
    expect(refused.err).toContain('--force');
    const forced = run('restore', { DATA_DIR: target }, file, '--force');
    expect(forced.code).toBe(0);
    expect(forced.out).toContain('kept in');
    const replaced = /kept in (\S+);/.exec(forced.out)![1]!;
    expect([modeOf(path.join(target, 'pglite')), modeOf(replaced)]).toEqual(['700', '700']);
  }, 240_000);

  it('refuses a file that is not a backup of it, and a missing file', () => {
    const notBackup = path.join(work, 'notes.txt');
    fs.writeFileSync(notBackup, 'PGDMP but not really');
    const wrong = run('restore', { DATA_DIR: path.join(work, 'elsewhere') }, notBackup);
    expect(wrong.code).toBe(1);
    expect(wrong.err).toContain('is not a backup of the embedded database');
    const missing = run(
      'restore',
      { DATA_DIR: path.join(work, 'elsewhere') },
      path.join(work, 'nope.tar.gz'),
    );
    expect(missing.code).toBe(1);
    expect(missing.err).toContain('no backup file');
    expect(run('backup', {}).err).toContain('usage: npm run backup -- FILE');
  }, 120_000);
});

describe('PostgreSQL backups', () => {
  it('give pg_dump the password through its environment, never its command line, and are 0600', () => {
    const bin = toolsThatTell();
    const file = path.join(work, 'told.dump');
    const backup = run(
      'backup',
      {
        DATABASE_URL: 'postgres://navihub:s3cret%2Fpw@127.0.0.1:5999/shop?sslmode=disable',
        PATH: `${bin}${path.delimiter}${process.env.PATH}`,
      },
      file,
    );
    expect(backup.err).toBe('');
    expect(backup.code).toBe(0);
    const told = fs.readFileSync(path.join(bin, 'pg_dump.log'), 'utf8').split('\n');
    // `ps` shows the arguments to every user of the machine.
    expect(told.filter((line) => line.includes('s3cret'))).toEqual(['PGPASSWORD=s3cret/pw']);
    expect(told).toContain('--dbname=postgres://navihub@127.0.0.1:5999/shop?sslmode=disable');
    expect(fs.readFileSync(file, 'utf8')).toBe('PGDMP-fake');
    expect(modeOf(file)).toBe('600');
  });
});

describe.runIf(process.env.DATABASE_URL)('PostgreSQL', () => {
  it('is backed up with pg_dump and restored into an empty database, row for row', async () => {
    const source = await createTestDatabase();
    const adminUrl = process.env.DATABASE_URL!;
    const targetName = `navihub_restore_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${targetName}`);
    const targetUrl = new URL(adminUrl);
    targetUrl.pathname = `/${targetName}`;
    try {
      await fillShop(source);
      const before = await everyRow(source);
      expectFilled(before);

      // The real tools, telling what they were given; a password in the address (the test
      // server trusts local connections and ignores it) must reach them by the environment.
      const real = (tool: string) =>
        spawnSync('sh', ['-c', `command -v ${tool}`], { encoding: 'utf8' }).stdout.trim();
      const bin = toolsThatTell({ pg_dump: real('pg_dump'), pg_restore: real('pg_restore') });
      const withPassword = (url: string) => {
        const address = new URL(url);
        address.password = 'told-by-env';
        return address.toString();
      };
      const PATH = `${bin}${path.delimiter}${process.env.PATH}`;
      const file = path.join(work, 'shop.dump');
      const backup = run('backup', { DATABASE_URL: withPassword(source.url!), PATH }, file);
      expect(backup.err).toBe('');
      expect(backup.code).toBe(0);
      expect(modeOf(file)).toBe('600');

      const restore = run('restore', { DATABASE_URL: withPassword(targetUrl.toString()), PATH }, file);
      expect(restore.err).toBe('');
      expect(restore.code).toBe(0);
      for (const tool of ['pg_dump', 'pg_restore']) {
        const told = fs.readFileSync(path.join(bin, `${tool}.log`), 'utf8').split('\n');
        expect(told.filter((line) => line.includes('told-by-env'))).toEqual(['PGPASSWORD=told-by-env']);
      }
      const restored = await openDatabase({ url: targetUrl.toString() });
      try {
        expect(await everyRow(restored)).toEqual(before);
      } finally {
        await restored.close();
      }

      const refused = run('restore', { DATABASE_URL: targetUrl.toString() }, file);
      expect(refused.code).toBe(1);
      expect(refused.err).toContain('is not empty');
      expect(run('restore', { DATABASE_URL: targetUrl.toString() }, file, '--force').code).toBe(0);
    } finally {
      await source.close();
      await admin.query(`drop database if exists ${targetName} with (force)`);
      await admin.end();
    }
  }, 240_000);
});
