/** What every operator command needs: the shop's configuration and its (migrated) database. */
import path from 'node:path';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { ConfigError, loadConfig, type Config } from '../config.js';
import { DomainError } from '../lib/domain-errors.js';
import type { Actor } from '../modules/audit/index.js';
import { migrateDatabase, openDatabase, type Database } from '../db/client.js';
import { embeddedLockHolder } from '../db/embedded-lock.js';
import { seedDatabase } from '../seed/seed-database.js';

export class CliError extends Error {}

/**
 * Who the audit log names for an operator command: no staff account, so id 0 and the system user
 * that ran it.
 */
export const cliActor = (): Actor => ({
  id: 0,
  email: `cli:${process.env.USER ?? process.env.USERNAME ?? 'operator'}`,
});

export async function openShopDatabase(config: Config): Promise<Database> {
  if (!config.DATABASE_URL) {
    const holder = embeddedLockHolder(path.resolve(config.DATA_DIR));
    if (holder) {
      throw new CliError(
        `The shop is running on the embedded database (pid ${holder}). Stop it first, or run the shop on ` +
          'PostgreSQL (DATABASE_URL) to use operator commands while it runs.',
      );
    }
  }
  const database = await openDatabase({
    url: config.DATABASE_URL,
    listenUrl: config.DATABASE_LISTEN_URL,
    dataDir: config.DATABASE_URL ? undefined : path.resolve(config.DATA_DIR, 'pglite'),
    poolSize: 2,
  });
  await migrateDatabase(database);
  await seedDatabase(database.db);
  return database;
}

export interface Command {
  usage: string;
  options?: ParseArgsConfig['options'];
  run(ctx: {
    database: Database;
    config: Config;
    args: string[];
    values: Record<string, unknown>;
  }): Promise<void>;
}

/** Runs `<tool> <command> [args]`, printing a clear message and exiting non-zero on any error. */
export async function runCli(tool: string, commands: Record<string, Command>, argv = process.argv.slice(2)) {
  const [name, ...rest] = argv;
  const command = name ? commands[name] : undefined;
  if (!command) {
    console.error(`Usage: npm run ${tool} -- <command>\n\nCommands:`);
    for (const [n, c] of Object.entries(commands)) console.error(`  ${n} ${c.usage}`);
    process.exit(name ? 2 : 0);
  }
  let database: Database | undefined;
  try {
    const { values, positionals } = parseArgs({
      args: rest,
      options: command.options ?? {},
      allowPositionals: true,
    });
    const config = loadConfig();
    database = await openShopDatabase(config);
    await command.run({ database, config, args: positionals, values });
  } catch (err) {
    if (err instanceof DomainError) {
      // What the back-office would answer with 4xx (the same service refused it).
      console.error(`${tool} ${name}: ${(err.fieldMessages ?? [err.message]).join('\n  ')}`);
    } else if (
      err instanceof CliError ||
      err instanceof ConfigError ||
      (err instanceof TypeError && 'code' in err)
    ) {
      console.error(`${tool} ${name}: ${err.message}`);
    } else {
      console.error(`${tool} ${name} failed:`, err);
    }
    process.exitCode = 1;
  } finally {
    await database?.close();
  }
}
