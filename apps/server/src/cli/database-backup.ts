/**
 * Backups of the shop's database, whole: PostgreSQL through pg_dump's custom format and pg_restore,
 * the embedded database through PGlite's own data-directory dump (a tar.gz). A restore goes only
 * into an empty database unless the operator says --force.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { PGLITE_OPTIONS } from '../db/pglite-options.js';
import { makePrivate, privateFolder } from '../db/private-files.js';
import { CliError } from './context.js';

type Query = (text: string) => Promise<Array<Record<string, unknown>>>;

/**
 * What the database already holds: the migrations table, and each table with rows. Empty means a
 * database nothing was ever written to (a fresh `createdb`, or no embedded data directory yet).
 */
async function contentsOf(query: Query): Promise<string[]> {
  const found: string[] = [];
  const [migrations] = await query(
    `select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (migrations?.present) found.push('the migrations table');
  const tables = await query(
    `select quote_ident(schemaname) || '.' || quote_ident(tablename) as name from pg_tables
     where schemaname not in ('pg_catalog', 'information_schema') order by 1`,
  );
  for (const { name } of tables) {
    const [row] = await query(`select exists (select 1 from ${String(name)}) as has_rows`);
    if (row?.has_rows) found.push(String(name));
  }
  return found;
}

function refuseUnlessEmpty(contents: string[], force: boolean, where: string): void {
  if (contents.length === 0 || force) return;
  const shown = contents.slice(0, 8).join(', ') + (contents.length > 8 ? ', …' : '');
  throw new CliError(
    `${where} is not empty (${shown}). Restore into an empty database, or add --force to replace what it holds.`,
  );
}

/** The first bytes of a file, to tell a backup of the other kind (or no backup) by its look. */
function startsWith(file: string, magic: Buffer): boolean {
  const fd = fs.openSync(file, 'r');
  try {
    const head = Buffer.alloc(magic.length);
    fs.readSync(fd, head, 0, magic.length, 0);
    return head.equals(magic);
  } finally {
    fs.closeSync(fd);
  }
}

const PG_CUSTOM_MAGIC = Buffer.from('PGDMP');
const GZIP_MAGIC = Buffer.from([0x1f, 0x8b]);

/** The backup file must not exist yet: a backup never overwrites another. */
function newBackupFile(file: string): string {
  const target = path.resolve(file);
  if (fs.existsSync(target)) throw new CliError(`${file} already exists; name a new file`);
  if (!fs.existsSync(path.dirname(target))) throw new CliError(`the folder of ${file} does not exist`);
  return target;
}

function existingBackupFile(file: string): string {
  const source = path.resolve(file);
  if (!fs.existsSync(source) || !fs.statSync(source).isFile()) throw new CliError(`no backup file ${file}`);
  return source;
}

/**
 * How a PostgreSQL client tool reaches the database of `url`: the address without its password
 * on the command line (which `ps` shows every user), the password in PGPASSWORD.
 */
export function toolConnection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  let address: URL;
  try {
    address = new URL(url);
  } catch {
    // Not an address (a key=value string): libpq reads it as it is.
    return { dbname: url, env: process.env };
  }
  const password = address.password
    ? decodeURIComponent(address.password)
    : (address.searchParams.get('password') ?? undefined);
  address.password = '';
  address.searchParams.delete('password');
  return {
    dbname: address.toString(),
    env: password === undefined ? process.env : { ...process.env, PGPASSWORD: password },
  };
}

/** A new file only its owner can read or write, open for writing; `file` must not exist. */
function openPrivateFile(file: string): number {
  fs.rmSync(file, { force: true });
  const fd = fs.openSync(file, 'wx', 0o600);
  fs.fchmodSync(fd, 0o600);
  return fd;
}

/**
 * Runs a PostgreSQL client tool (reaching `url` as toolConnection says); its own messages go to
 * standard error, its output to `stdout` when given.
 */
function runTool(
  tool: string,
  args: string[],
  url: string,
  stdout: 'inherit' | number = 'inherit',
): Promise<void> {
  const { dbname, env } = toolConnection(url);
  return new Promise((resolve, reject) => {
    const child = spawn(tool, [`--dbname=${dbname}`, ...args], { stdio: ['ignore', stdout, 'inherit'], env });
    child.on('error', (err: NodeJS.ErrnoException) =>
      reject(
        err.code === 'ENOENT'
          ? new CliError(
              `${tool} was not found: install PostgreSQL's client tools (of the server's major version or newer), e.g. apt-get install postgresql-client`,
            )
          : err,
      ),
    );
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new CliError(`${tool} failed (exit ${code}); its message is above`)),
    );
  });
}

export async function backUpPostgres(url: string, file: string): Promise<void> {
  const target = newBackupFile(file);
  const partial = `${target}.partial`;
  try {
    // pg_dump writes into a file made 0600 here: every PIN and password hash is in it.
    const fd = openPrivateFile(partial);
    try {
      await runTool('pg_dump', ['--format=custom'], url, fd);
    } finally {
      fs.closeSync(fd);
    }
    fs.renameSync(partial, target);
  } finally {
    fs.rmSync(partial, { force: true });
  }
}

export async function restorePostgres(url: string, file: string, force: boolean): Promise<void> {
  const source = existingBackupFile(file);
  if (!startsWith(source, PG_CUSTOM_MAGIC)) {
    throw new CliError(
      `${file} is not a PostgreSQL backup (pg_dump --format=custom); a backup of the embedded database restores without DATABASE_URL`,
    );
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    refuseUnlessEmpty(
      await contentsOf(async (text) => (await client.query(text)).rows as Array<Record<string, unknown>>),
      force,
      'The database of DATABASE_URL',
    );
  } finally {
    await client.end();
  }
  // One transaction: a restore that fails leaves the database as it was.
  await runTool(
    'pg_restore',
    [
      '--no-owner',
      '--single-transaction',
      '--exit-on-error',
      ...(force ? ['--clean', '--if-exists'] : []),
      source,
    ],
    url,
  );
}

export async function backUpEmbedded(dataDir: string, file: string): Promise<void> {
  if (!fs.existsSync(path.join(dataDir, 'PG_VERSION')))
    throw new CliError(`no embedded database in ${dataDir}`);
  const target = newBackupFile(file);
  const db = await PGlite.create(dataDir, PGLITE_OPTIONS);
  const partial = `${target}.partial`;
  try {
    const dump = await db.dumpDataDir('gzip');
    const fd = openPrivateFile(partial);
    try {
      fs.writeFileSync(fd, Buffer.from(await dump.arrayBuffer()));
    } finally {
      fs.closeSync(fd);
    }
    fs.renameSync(partial, target);
  } finally {
    fs.rmSync(partial, { force: true });
    await db.close();
    makePrivate(dataDir);
  }
}

/**
 * Loads the backup into a new data directory beside the shop's, checks it is a shop database, and
 * only then puts it in place; a replaced database is kept beside it (its path is returned).
 */
export async function restoreEmbedded(
  dataDir: string,
  file: string,
  force: boolean,
): Promise<string | undefined> {
  const source = existingBackupFile(file);
  if (!startsWith(source, GZIP_MAGIC)) {
    throw new CliError(
      `${file} is not a backup of the embedded database (a .tar.gz); a PostgreSQL backup restores with DATABASE_URL set`,
    );
  }
  const exists = fs.existsSync(path.join(dataDir, 'PG_VERSION'));
  if (exists) {
    const current = await PGlite.create(dataDir, PGLITE_OPTIONS);
    try {
      refuseUnlessEmpty(
        await contentsOf(async (text) => (await current.query<Record<string, unknown>>(text)).rows),
        force,
        `The embedded database in ${dataDir}`,
      );
    } finally {
      await current.close();
    }
  }
  const staging = `${dataDir}.restoring`;
  fs.rmSync(staging, { recursive: true, force: true });
  privateFolder(path.dirname(dataDir));
  privateFolder(staging);
  try {
    const loaded = await PGlite.create(staging, { loadDataDir: new Blob([fs.readFileSync(source)]) }).catch(
      (err: unknown) => {
        throw new CliError(`${file} could not be loaded as an embedded database: ${(err as Error).message}`);
      },
    );
    try {
      const [row] = (
        await loaded.query<{ present: boolean }>(
          `select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
        )
      ).rows;
      if (!row?.present) throw new CliError(`${file} holds a database, but not a NaviHub one`);
    } finally {
      await loaded.close();
    }
    let replaced: string | undefined;
    if (fs.existsSync(dataDir)) {
      replaced = `${dataDir}.replaced-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      fs.renameSync(dataDir, replaced);
    }
    fs.renameSync(staging, dataDir);
    // PGlite wrote the loaded files 0666; the replaced ones may be an older version's.
    makePrivate(dataDir);
    if (replaced) makePrivate(replaced);
    return replaced;
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}
