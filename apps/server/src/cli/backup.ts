/** `npm run backup -- FILE`: the whole database into FILE (PostgreSQL: pg_dump custom format; embedded: tar.gz). */
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { runBackupCommand } from './backup-command.js';
import { backUpEmbedded, backUpPostgres } from './database-backup.js';
import { CliError } from './context.js';

await runBackupCommand('backup', async (embeddedDir) => {
  const { positionals } = parseArgs({ args: process.argv.slice(2), allowPositionals: true });
  const [file, ...extra] = positionals;
  if (!file || extra.length > 0) throw new CliError('usage: npm run backup -- FILE');
  const config = loadConfig();
  if (config.DATABASE_URL) await backUpPostgres(config.DATABASE_URL, file);
  else await backUpEmbedded(embeddedDir(config), file);
  console.log(`backed up to ${file}`);
});
