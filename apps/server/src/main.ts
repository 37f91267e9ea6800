/**
 * Starts the shop: reads config, opens and migrates the database, seeds it, starts workers,
 * listens (and serves metrics on a listener of its own). SIGTERM, SIGINT, an unhandled rejection
 * or an uncaught exception close it gracefully (graceful-close.ts).
 */
import path from 'node:path';
import { ConfigError, loadConfig } from './config.js';
import { buildApp } from './app.js';
import { migrateDatabase, openDatabase } from './db/client.js';
import { seedDatabase } from './seed/seed-database.js';
import { embeddedLockHolder, holdEmbeddedLock } from './db/embedded-lock.js';
import { closeGracefully } from './graceful-close.js';
import { startMetricsListener, type MetricsListener } from './modules/metrics/index.js';

async function main(): Promise<void> {
  const config = loadConfig();
  if (!config.DATABASE_URL) {
    const dataDir = path.resolve(config.DATA_DIR);
    const holder = embeddedLockHolder(dataDir);
    if (holder)
      throw new ConfigError(
        `Another shop process (pid ${holder}) is using the embedded database in ${config.DATA_DIR}.`,
      );
    const releaseLock = holdEmbeddedLock(dataDir);
    // However the process ends (closed, timed out, failed to start), the lock goes with it.
    process.once('exit', releaseLock);
  }
  const database = await openDatabase({
    url: config.DATABASE_URL,
    listenUrl: config.DATABASE_LISTEN_URL,
    dataDir: config.DATABASE_URL ? undefined : path.resolve(config.DATA_DIR, 'pglite'),
    poolSize: config.DATABASE_POOL_SIZE,
    onIdleError: (err) => console.warn(`database connection lost: ${err.message}`),
  });
  await migrateDatabase(database);
  await seedDatabase(database.db);

  const app = await buildApp({ config, database });
  let metrics: MetricsListener | undefined;

  closeGracefully(app, {
    drainMs: config.SHUTDOWN_DRAIN_MS,
    afterClose: async () => {
      await metrics?.close();
      await database.close();
    },
  });

  app.mailWorker.start();
  if (config.JOB_WORKER === 'on') app.jobWorker.start();
  app.paymentExpiry.start();
  app.retention.start();

  await app.listen({ host: config.HOST, port: config.PORT });
  if (config.METRICS_PORT !== 0) {
    metrics = await startMetricsListener(app.metrics, {
      host: config.METRICS_HOST,
      port: config.METRICS_PORT,
      log: app.log,
    });
  }
  app.log.info(
    {
      database: database.kind,
      mail: config.devMailbox ? 'dev mailbox (/dev/mailbox)' : 'smtp',
      metrics: metrics ? `http://${config.METRICS_HOST}:${metrics.port}/metrics` : 'off',
    },
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
