/**
 * The embedded database's files hold every PIN, password hash and the bodies of unsent mail
 * (reset links): no other user of the machine may read them (issue 29 item 7). Its folders are
 * 0700 and its files 0600, whether PGlite just made them or an older version left them readable.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holdEmbeddedLock } from './embedded-lock.js';
import { migrateDatabase, openDatabase } from './client.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const tsx = path.join(root, 'node_modules/.bin/tsx');
let work: string;

beforeAll(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'navihub-private-'));
});
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

/** Every folder and file under `dir` (itself included) whose mode lets another user in. */
function readableByOthers(dir: string): string[] {
  const found: string[] = [];
  const visit = (at: string) => {
    const stat = fs.statSync(at);
    const expected = stat.isDirectory() ? 0o700 : 0o600;
    if ((stat.mode & 0o777) !== expected)
      found.push(`${path.relative(dir, at) || '.'} ${(stat.mode & 0o777).toString(8)}`);
    if (stat.isDirectory()) for (const name of fs.readdirSync(at)) visit(path.join(at, name));
  };
  visit(dir);
  return found;
}

/** Creates a data directory as the shop does, in a child process of its own (db/pglite-init.ts). */
function initialise(dataDir: string) {
  fs.mkdirSync(dataDir, { recursive: true });
  return spawnSync(tsx, [path.join(root, 'apps/server/src/db/pglite-init.ts'), dataDir], {
    encoding: 'utf8',
  });
}

describe('the embedded database files', () => {
  it('are made private: folders 0700, files 0600', () => {
    const dataDir = path.join(work, 'fresh', 'pglite');
    const init = initialise(dataDir);
    expect(init.status, init.stderr).toBe(0);
    expect(readableByOthers(dataDir)).toEqual([]);
  });

  it('made readable by an older version become private when the shop opens them, and stay so', async () => {
    const dataDir = path.join(work, 'older', 'pglite');
    const init = initialise(dataDir);
    expect(init.status, init.stderr).toBe(0);
    // What an older version left: PGlite's own modes.
    const loosen = (at: string) => {
      const dir = fs.statSync(at).isDirectory();
      fs.chmodSync(at, dir ? 0o755 : 0o666);
      if (dir) for (const name of fs.readdirSync(at)) loosen(path.join(at, name));
    };
    loosen(dataDir);
    expect(readableByOthers(dataDir).length).toBeGreaterThan(100);

    const database = await openDatabase({ dataDir });
    expect(readableByOthers(dataDir)).toEqual([]);
    await migrateDatabase(database);
    await database.db.execute(sql`insert into users (email, password_hash) values ('a@b.c', 'x')`);
    await database.close();
    // Files PGlite made while it ran (the tables, their indexes) included.
    expect(readableByOthers(dataDir)).toEqual([]);
  }, 120_000);

  it("the shop's data folder and its lock are private too", () => {
    const dataDir = path.join(work, 'data');
    fs.mkdirSync(dataDir, { mode: 0o755 });
    fs.chmodSync(dataDir, 0o755);
    const release = holdEmbeddedLock(dataDir);
    try {
      expect((fs.statSync(dataDir).mode & 0o777).toString(8)).toBe('700');
      expect((fs.statSync(path.join(dataDir, 'navihub-server.pid')).mode & 0o777).toString(8)).toBe('600');
    } finally {
      release();
    }
  });
});
