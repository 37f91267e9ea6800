/**
 * Wake-ups across processes (docs/decisions/031): a process that has queued work announces it on
 * a channel, and the other processes sharing the database hear it at once instead of at their
 * next poll. On PostgreSQL that is LISTEN/NOTIFY; PGlite is one process, whose own workers the
 * queuing code nudges directly, so there it does nothing.
 *
 * - `announce` is sent after the work is committed, through the pool, never inside the caller's
 *   transaction: a transaction that notifies takes a lock of the whole cluster at commit, and the
 *   generate statement commits thousands of times a second. Announcements are coalesced: at most
 *   one NOTIFY per channel is in flight, and calls meanwhile send one more after it.
 * - `listen` holds a connection of its own (not from the pool: a pooled connection is handed to
 *   other queries and LISTEN belongs to its session). When that connection is lost it is opened
 *   again, with a growing pause, and every listener is called once it listens again, since
 *   announcements made meanwhile were missed.
 * - A process does not hear its own announcements (they carry its id): its workers were nudged
 *   when it queued the work.
 */
import { randomUUID } from 'node:crypto';
import type { Client, Pool } from 'pg';

export interface WakeUps {
  /**
   * Tells the other processes that work was queued on `channel` (committed already); resolves
   * once a NOTIFY sent after this call has been (it never rejects: the next poll finds the work).
   */
  announce(channel: string): Promise<void>;
  /** Calls `onWake` when another process announces on `channel`; returns a way to stop. */
  listen(channel: string, onWake: () => void): () => void;
  /** Ends the listening connection and stops announcing. */
  close(): Promise<void>;
}

/** PGlite: one process, nobody else to tell. */
export const noWakeUps: WakeUps = {
  announce: async () => undefined,
  listen: () => () => undefined,
  close: async () => undefined,
};

const FIRST_RECONNECT_MS = 100;
const LAST_RECONNECT_MS = 5_000;

export function createPostgresWakeUps(opts: {
  url: string;
  pool: Pool;
  /** A lost listening connection or a failed announcement (logged; the next poll still finds the work). */
  onError?: (err: Error) => void;
}): WakeUps {
  const self = randomUUID();
  const listeners = new Map<string, Set<() => void>>();
  let client: Client | undefined;
  let connecting: Promise<void> | undefined;
  let reconnectTimer: NodeJS.Timeout | undefined;
  let reconnectMs = FIRST_RECONNECT_MS;
  let closed = false;

  const quoted = (channel: string) => `"${channel.replaceAll('"', '""')}"`;
  const report = (err: unknown) => opts.onError?.(err instanceof Error ? err : new Error(String(err)));

  function wakeAll(channel?: string) {
    for (const [name, handlers] of listeners)
      if (channel === undefined || name === channel) for (const onWake of handlers) onWake();
  }

  async function connect(): Promise<void> {
    const { Client } = await import('pg');
    const next = new Client({ connectionString: opts.url });
    let lost = false;
    const onLost = (err?: Error) => {
      if (lost) return;
      lost = true;
      if (client === next) client = undefined;
      next.removeAllListeners('notification');
      void next.end().catch(() => undefined);
      if (closed) return;
      report(err ?? new Error('the wake-up connection ended'));
      scheduleReconnect();
    };
    next.on('error', onLost);
    next.on('end', () => onLost());
    next.on('notification', (message) => {
      if (message.payload !== self) wakeAll(message.channel);
    });
    await next.connect();
    for (const channel of listeners.keys()) await next.query(`LISTEN ${quoted(channel)}`);
    if (closed) {
      await next.end();
      return;
    }
    client = next;
    reconnectMs = FIRST_RECONNECT_MS;
  }

  function ensureConnected(): Promise<void> {
    if (client || closed) return Promise.resolve();
    connecting ??= connect().finally(() => {
      connecting = undefined;
    });
    return connecting;
  }

  function scheduleReconnect() {
    if (closed || reconnectTimer) return;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined;
      ensureConnected().then(
        // Whatever was announced while nobody listened is looked for now.
        () => wakeAll(),
        (err: unknown) => {
          report(err);
          reconnectMs = Math.min(reconnectMs * 2, LAST_RECONNECT_MS);
          scheduleReconnect();
        },
      );
    }, reconnectMs);
    reconnectTimer.unref();
  }

  const inFlight = new Map<string, Promise<void>>();
  const queued = new Map<string, Promise<void>>();

  function send(channel: string): Promise<void> {
    const sent: Promise<void> = opts.pool
      .query('select pg_notify($1, $2)', [channel, self])
      .then(() => undefined, report)
      .finally(() => {
        if (inFlight.get(channel) === sent) inFlight.delete(channel);
      });
    inFlight.set(channel, sent);
    return sent;
  }

  function announce(channel: string): Promise<void> {
    if (closed) return Promise.resolve();
    const waiting = queued.get(channel);
    if (waiting) return waiting;
    const running = inFlight.get(channel);
    if (!running) return send(channel);
    // Work committed after the NOTIFY in flight was sent needs one of its own; one is enough.
    const next = running.then(() => {
      queued.delete(channel);
      return send(channel);
    });
    queued.set(channel, next);
    return next;
  }

  return {
    announce,
    listen(channel, onWake) {
      let handlers = listeners.get(channel);
      if (!handlers) {
        handlers = new Set();
        listeners.set(channel, handlers);
        const listening = client;
        if (listening) void listening.query(`LISTEN ${quoted(channel)}`).catch(report);
        else
          void ensureConnected().catch((err: unknown) => {
            report(err);
            scheduleReconnect();
          });
      }
      handlers.add(onWake);
      return () => {
        handlers.delete(onWake);
      };
    },
    async close() {
      closed = true;
      clearTimeout(reconnectTimer);
      await connecting?.catch(() => undefined);
      const last = client;
      client = undefined;
      await last?.end().catch(() => undefined);
    },
  };
}
