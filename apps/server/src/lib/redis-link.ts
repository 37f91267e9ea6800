/**
 * The Redis that counters are shared through when several processes serve the shop (REDIS_URL).
 * Short timeouts and no offline queue: while Redis does not answer, a command fails at once and
 * the caller counts in this process instead (docs/decisions/017). One warning per outage.
 */
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

export interface RedisLink {
  readonly client: Redis;
  /** Connected, and no command failed in the last moment: worth asking. */
  usable(): boolean;
  /** A command failed: count locally for a moment; warns once until Redis answers again. */
  failed(error: unknown): void;
  /** A command succeeded: ends an outage that was warned about. */
  answered(): void;
  /** Resolves once connected, or after the timeout if Redis does not answer (start-up waits on it). */
  connected(): Promise<void>;
  close(): Promise<void>;
}

/** After a failed command, Redis is not asked again for this long (a hung Redis costs one timeout). */
const PAUSE_AFTER_FAILURE_MS = 2000;

export function connectRedis(url: string, log: FastifyBaseLogger, timeoutMs = 200): RedisLink {
  const client = new Redis(url, {
    connectTimeout: timeoutMs,
    commandTimeout: timeoutMs,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    // Keeps trying in the background, at most every 5 s.
    retryStrategy: (times) => Math.min(times * 200, 5000),
  });
  let pausedUntil = 0;
  let warned = false;

  const link: RedisLink = {
    client,
    usable: () => client.status === 'ready' && Date.now() >= pausedUntil,
    failed(error) {
      pausedUntil = Date.now() + PAUSE_AFTER_FAILURE_MS;
      if (warned) return;
      warned = true;
      log.warn(
        { err: error instanceof Error ? { message: error.message } : String(error) },
        'Redis (REDIS_URL) does not answer: rate limits and sign-in throttling count in this process only until it does',
      );
    },
    answered() {
      if (!warned) return;
      warned = false;
      log.info('Redis (REDIS_URL) answers again: rate limits and sign-in throttling are shared again');
    },
    connected() {
      if (client.status === 'ready') return Promise.resolve();
      return new Promise((resolve) => {
        const done = () => {
          clearTimeout(timer);
          client.off('ready', done);
          resolve();
        };
        const timer = setTimeout(done, timeoutMs);
        client.once('ready', done);
      });
    },
    async close() {
      if (client.status === 'ready') await client.quit().catch(() => client.disconnect());
      else client.disconnect();
    },
  };
  // Connection errors arrive as events; without a listener ioredis prints each one.
  client.on('error', (error) => link.failed(error));
  return link;
}
