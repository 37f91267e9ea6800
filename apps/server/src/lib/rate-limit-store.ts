/**
 * @fastify/rate-limit store that counts in Redis while it answers and in this process otherwise,
 * so limits still hold (per process) when Redis is down, and no request waits on it
 * (docs/decisions/017). Both halves are the plugin's own stores.
 */
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import type { RedisLink } from './redis-link.js';

type Store = InstanceType<typeof LocalStore>;
type Callback = Parameters<Store['incr']>[1];
interface StoreParams {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
  cache?: number;
}

export function redisWithLocalFallback(link: RedisLink, nameSpace: string): FastifyRateLimitStoreCtor {
  return class RedisWithLocalFallback implements FastifyRateLimitStore {
    readonly redis: Store;
    readonly local: Store;

    constructor(params: StoreParams, redis?: Store, local?: Store) {
      this.redis =
        redis ?? new RedisStore(params.continueExceeding, params.exponentialBackoff, link.client, nameSpace);
      this.local = local ?? new LocalStore(params.continueExceeding, params.exponentialBackoff, params.cache);
    }

    run(method: 'incr' | 'read', key: string, cb: Callback, timeWindow: number, max: number) {
      if (!link.usable()) return this.local[method](key, cb, timeWindow, max);
      this.redis[method](
        key,
        (error, result) => {
          if (error) {
            link.failed(error);
            return this.local[method](key, cb, timeWindow, max);
          }
          link.answered();
          cb(null, result);
        },
        timeWindow,
        max,
      );
    }

    incr(key: string, cb: Callback, timeWindow: number, max: number) {
      this.run('incr', key, cb, timeWindow, max);
    }

    read(key: string, cb: Callback, timeWindow: number, max: number) {
      this.run('read', key, cb, timeWindow, max);
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): RedisWithLocalFallback {
      return new RedisWithLocalFallback(
        routeOptions as StoreParams,
        this.redis.child(routeOptions),
        this.local.child(routeOptions),
      );
    }
  };
}
