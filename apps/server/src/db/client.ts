/**
 * One database handle for the whole app: PGlite (Postgres in WASM) on the embedded default,
 * node-postgres when DATABASE_URL is set. Both speak the same SQL and the same drizzle API.
 */
import { fork } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { rowsOf } from '../lib/sql-rows.js';
import { PGLITE_OPTIONS } from './pglite-options.js';
import { makePrivate, privateFolder, restrictNewFiles } from './private-files.js';
import * as schema from './schema.js';
import { createPostgresWakeUps, noWakeUps, type WakeUps } from './wake-ups.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** node-postgres's pool, on PostgreSQL (the operator's metrics read its counts); PGlite has none. */
  pool?: PoolCounts;
  /** Wake-ups of the other processes on this database (LISTEN/NOTIFY; nothing on PGlite). */
  wakeUps: WakeUps;
  close(): Promise<void>;
}

/** What a connection pool says about itself right now. */
export interface PoolCounts {
  readonly totalCount: number;
  readonly idleCount: number;
  readonly waitingCount: number;
}

export const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

/** `dataDir` undefined keeps PGlite in memory (tests); `memory://` works too. */
export async function openDatabase(opts: {
  url?: string;
  /** Where the wake-up connection LISTENs, if not at `url` (a pooler's direct address). */
  listenUrl?: string;
  dataDir?: string;
  poolSize?: number;
  onIdleError?: (err: Error) => void;
}): Promise<Database> {
  if (opts.url) {
    const { Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const pool = new Pool({ connectionString: opts.url, max: opts.poolSize ?? 10 });
    // An idle connection the server ends (restart, failover) is dropped and replaced on next use;
    // without a listener node-postgres would take the whole process down with it.
    pool.on('error', (err) => {
      opts.onIdleError?.(err);
    });
    const db = drizzle(pool, { schema }) as unknown as Db;
    const wakeUps = createPostgresWakeUps({
      url: opts.listenUrl ?? opts.url,
      pool,
      onError: opts.onIdleError,
    });
    return {
      db,
      kind: 'postgres',
      pool,
      wakeUps,
      close: async () => {
        await wakeUps.close();
        await pool.end();
      },
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { dataDir } = opts;
  if (dataDir) {
    // Only the shop's user may read its files (db/private-files.ts), however old the folder.
    restrictNewFiles();
    privateFolder(dataDir);
    if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) await initialiseEmbedded(dataDir);
  }
  const client = await PGlite.create(dataDir, PGLITE_OPTIONS);
  // What was there, and what PGlite made on opening (0666 or 0644, its choice).
  if (dataDir) makePrivate(dataDir);
  const db = drizzle(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    wakeUps: noWakeUps,
    close: async () => {
      await client.close();
      // The files PGlite made while it ran (0666) join the others.
      if (dataDir) makePrivate(dataDir);
    },
  };
}

/** Runs PGlite's initdb for a new data directory in a child process (see pglite-init.ts). */
async function initialiseEmbedded(dataDir: string): Promise<void> {
  const here = fileURLToPath(import.meta.url);
  // Under tsx (npm run dev) this file is .ts, and the child inherits tsx's loader.
  const script = path.join(path.dirname(here), `pglite-init${path.extname(here)}`);
  const child = fork(script, [dataDir], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`creating the embedded database in ${dataDir} failed (exit ${code})`);
}

/** Runs pending migrations; an advisory lock lets several server processes start at once. */
export async function migrateDatabase(database: Database): Promise<void> {
  const migrationsFolder = MIGRATIONS_DIR;
  if (database.kind === 'postgres') {
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(4242001)`);
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      await migrate(tx as any, { migrationsFolder });
    });
  } else {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    await migrate(database.db as any, { migrationsFolder });
  }
}

/** Whether the database answers a trivial query now (the health check). */
export async function databaseAnswers(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

let journalEntries: number | undefined;

/** Whether every migration this build ships has been applied to the database (the readiness probe). */
export async function migrationsApplied(db: Db): Promise<boolean> {
  journalEntries ??= (
    JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as {
      entries: unknown[];
    }
  ).entries.length;
  try {
    const result = await db.execute(sql`select count(*)::int as applied from drizzle.__drizzle_migrations`);
    const [row] = rowsOf<{ applied: number }>(result);
    return (row?.applied ?? 0) >= journalEntries;
  } catch {
    return false;
  }
}
