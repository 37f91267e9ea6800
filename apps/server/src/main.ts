/** Starts the shop: reads config, opens and migrates the database, seeds it, starts workers, listens. */
import path from 'node:path';
import { ConfigError, loadConfig } from './config.js';
import { buildApp } from './app.js';
import { migrateDatabase, openDatabase } from './db/client.js';
import { seedDatabase } from './seed/seed-database.js';
import { embeddedLockHolder, holdEmbeddedLock } from './db/embedded-lock.js';

async function main(): Promise<void> {
  const config = loadConfig();
  let releaseLock = () => {};
  if (!config.DATABASE_URL) {
    const holder = embeddedLockHolder(path.resolve(config.DATA_DIR));
    if (holder)
      throw new ConfigError(
        `Another shop process (pid ${holder}) is using the embedded database in ${config.DATA_DIR}.`,
      );
    releaseLock = holdEmbeddedLock(path.resolve(config.DATA_DIR));
  }
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.DATABASE_URL ? undefined : path.resolve(config.DATA_DIR, 'pglite'),
    poolSize: config.DATABASE_POOL_SIZE,
    onIdleError: (err) => console.warn(`database connection lost: ${err.message}`),
  });
  await migrateDatabase(database);
  await seedDatabase(database.db);

  const app = await buildApp({ config, database });
  app.mailWorker.start();
  app.jobWorker.start();
  app.paymentExpiry.start();

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    // In-flight requests get 10 s to finish; a stalled client does not keep the process alive.
    setTimeout(() => {
      app.log.warn('requests still open after 10 s; exiting');
      releaseLock();
      process.exit(1);
    }, 10_000).unref();
    await app.close();
    await database.close();
    releaseLock();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.HOST, port: config.PORT });
  app.log.info(
    { database: database.kind, mail: config.devMailbox ? 'dev mailbox (/dev/mailbox)' : 'smtp' },
    `${config.BRAND_NAME} is open on ${config.publicUrl}`,
  );
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) {
    console.error(err.message);
  } else {
    console.error('Failed to start:', err);
  }
  process.exit(1);
});
