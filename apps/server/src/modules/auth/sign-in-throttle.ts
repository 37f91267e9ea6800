/**
 * Failed sign-ins per account, across every client address (docs/decisions/017). After
 * `failuresBeforeLock` failures the account is refused for a window that doubles with each further
 * failure, capped at `maxLockSeconds`: refused even with the right password, so a guesser learns
 * nothing. A successful sign-in forgets the failures. Unknown e-mails are counted alike, so neither
 * the answer nor its timing tells whether an account exists. Counted in Redis while it answers
 * (shared by every process), in this process otherwise.
 */
import { createHash } from 'node:crypto';
import { messages } from '@navihub/contract/messages';
import { DomainError } from '../../lib/domain-errors.js';
import type { RedisLink } from '../../lib/redis-link.js';

export interface SignInThrottleSettings {
  failuresBeforeLock: number;
  lockSeconds: number;
  maxLockSeconds: number;
}

export interface SignInThrottle {
  /** Counts an attempt before its password is checked; throws 429 while the account is locked. */
  attempt(email: string): Promise<void>;
  /** The password was right: the account's failures are forgotten. */
  succeeded(email: string): Promise<void>;
}

interface Verdict {
  /** 0: the attempt may go on; otherwise milliseconds until the account may be tried again. */
  lockedForMs: number;
}

/** Same rules as `countInMemory`, atomically in Redis; `now` comes from the caller's clock. */
const ATTEMPT_LUA = `
local key = KEYS[1]
local now = tonumber(ARGV[1])
local free = tonumber(ARGV[2])
local lockMs = tonumber(ARGV[3])
local maxLockMs = tonumber(ARGV[4])
local lockedUntil = tonumber(redis.call('HGET', key, 'lockedUntil') or '0')
if lockedUntil > now then return lockedUntil - now end
local failures = redis.call('HINCRBY', key, 'failures', 1)
local lock = 0
if failures >= free then
  lock = math.min(lockMs * 2 ^ math.min(failures - free, 40), maxLockMs)
  redis.call('HSET', key, 'lockedUntil', string.format('%d', now + lock))
end
redis.call('PEXPIRE', key, string.format('%d', lock + maxLockMs))
return 0
`;

const KEY_PREFIX = 'navihub-sign-in-';
/** Accounts remembered in memory at most; past it the oldest entry goes (Redis has no such bound). */
const MEMORY_ENTRIES = 50_000;

export const accountKey = (email: string) =>
  createHash('sha256').update(email.trim().toLowerCase()).digest('hex');

export function tooManySignIns(retryAfterSeconds: number): DomainError {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  const wait = minutes === 1 ? '1 minute' : `${minutes} minutes`;
  return new DomainError('rate-limited', messages.signInLocked.replace('{wait}', wait), {
    code: 'sign_in_locked',
    retryAfterSeconds,
  });
}

export function createSignInThrottle(
  opts: SignInThrottleSettings & { redis?: RedisLink; now?: () => number },
): SignInThrottle {
  const settings: SignInThrottleSettings = opts;
  const now = opts.now ?? Date.now;
  const lockMs = settings.lockSeconds * 1000;
  const maxLockMs = settings.maxLockSeconds * 1000;
  // Forgotten when it has been quiet for the longest lock after its own lock ended.
  const memory = new Map<string, { failures: number; lockedUntil: number; forgetAt: number }>();
  const redis = opts.redis;
  const client = redis?.client as (RedisLink['client'] & Partial<AttemptCommand>) | undefined;
  if (client && !client.signInAttempt) {
    client.defineCommand('signInAttempt', { numberOfKeys: 1, lua: ATTEMPT_LUA });
  }

  function countInMemory(key: string, at: number): Verdict {
    let entry = memory.get(key);
    if (entry && entry.forgetAt <= at) entry = undefined;
    if (entry && entry.lockedUntil > at) return { lockedForMs: entry.lockedUntil - at };
    entry ??= { failures: 0, lockedUntil: 0, forgetAt: 0 };
    entry.failures += 1;
    let lock = 0;
    if (entry.failures >= settings.failuresBeforeLock) {
      lock = Math.min(lockMs * 2 ** Math.min(entry.failures - settings.failuresBeforeLock, 40), maxLockMs);
      entry.lockedUntil = at + lock;
    }
    entry.forgetAt = at + lock + maxLockMs;
    memory.delete(key); // re-inserted last: the Map's order is oldest activity first
    if (memory.size >= MEMORY_ENTRIES) forgetOldest();
    memory.set(key, entry);
    return { lockedForMs: 0 };
  }

  function forgetOldest() {
    const oldest = memory.keys().next();
    if (!oldest.done) memory.delete(oldest.value);
  }

  async function count(key: string): Promise<Verdict> {
    const at = now();
    if (redis?.usable()) {
      try {
        const lockedForMs = await (redis.client as unknown as AttemptCommand).signInAttempt(
          KEY_PREFIX + key,
          at,
          settings.failuresBeforeLock,
          lockMs,
          maxLockMs,
        );
        redis.answered();
        return { lockedForMs: Number(lockedForMs) };
      } catch (error) {
        redis.failed(error);
      }
    }
    return countInMemory(key, at);
  }

  return {
    async attempt(email) {
      const { lockedForMs } = await count(accountKey(email));
      if (lockedForMs > 0) throw tooManySignIns(Math.ceil(lockedForMs / 1000));
    },
    async succeeded(email) {
      const key = accountKey(email);
      memory.delete(key);
      if (!redis?.usable()) return;
      try {
        await redis.client.del(KEY_PREFIX + key);
        redis.answered();
      } catch (error) {
        redis.failed(error);
      }
    },
  };
}

/** The script above as the command ioredis defines for it. */
interface AttemptCommand {
  signInAttempt(
    key: string,
    now: number,
    failuresBeforeLock: number,
    lockMs: number,
    maxLockMs: number,
  ): Promise<number>;
}
