/**
 * `npm run restore -- FILE [--force]`: a backup into the shop's database, which must be empty
 * (no migrations, no rows) unless --force replaces what it holds. Stop the shop first.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { runBackupCommand } from './backup-command.js';
import { restoreEmbedded, restorePostgres } from './database-backup.js';
import { CliError } from './context.js';

await runBackupCommand('restore', async (embeddedDir) => {
  const { positionals, values } = parseArgs({
    args: process.argv.slice(2),
    options: { force: { type: 'boolean', default: false } },
    allowPositionals: true,
  });
  const [file, ...extra] = positionals;
  if (!file || extra.length > 0) throw new CliError('usage: npm run restore -- FILE [--force]');
  const config = loadConfig();
  if (config.DATABASE_URL) {
    await restorePostgres(config.DATABASE_URL, file, values.force);
  } else {
    const replaced = await restoreEmbedded(embeddedDir(config), file, values.force);
    if (replaced)
      console.log(`the database it replaced is kept in ${replaced}; delete it once you are content`);
  }
  console.log(`restored from ${file}`);
});
