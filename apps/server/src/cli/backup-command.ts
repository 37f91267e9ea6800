/** What backup and restore share: the embedded database's place, its lock, and clear errors. */
import path from 'node:path';
import { ConfigError, type Config } from '../config.js';
import { embeddedLockHolder } from '../db/embedded-lock.js';
import { restrictNewFiles } from '../db/private-files.js';
import { CliError } from './context.js';

/** The embedded data directory, refused while a shop process uses it (PGlite is one process's). */
function embeddedDir(config: Config): string {
  const holder = embeddedLockHolder(path.resolve(config.DATA_DIR));
  if (holder)
    throw new CliError(`The shop is running on the embedded database (pid ${holder}). Stop it first.`);
  return path.resolve(config.DATA_DIR, 'pglite');
}

export async function runBackupCommand(
  name: string,
  run: (embeddedDir: (config: Config) => string) => Promise<void>,
): Promise<void> {
  // What the command makes (a backup, a restored data folder) is the operator's alone.
  restrictNewFiles();
  try {
    await run(embeddedDir);
  } catch (err) {
    if (
      err instanceof CliError ||
      err instanceof ConfigError ||
      (err instanceof TypeError && 'code' in err)
    ) {
      console.error(`${name}: ${err.message}`);
    } else {
      console.error(`${name} failed:`, err);
    }
    process.exitCode = 1;
  }
}
