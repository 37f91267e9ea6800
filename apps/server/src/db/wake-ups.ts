/**
 * Wake-ups across processes (docs/decisions/031): a process that has queued work announces it on
 * a channel, and the other processes sharing the database hear it at once instead of at their
 * next poll. On PostgreSQL that is LISTEN/NOTIFY; PGlite is one process, whose own workers the
 * queuing code nudges directly, so there it does nothing.
 *
 * - `announce` is sent after the work is committed, through the pool, never inside the caller's
 *   transaction: a transaction that notifies takes a lock of the whole cluster at commit, and the
 *   generate statement commits thousands of times a second. Announcements are coalesced: one
 *   NOTIFY per channel at a time and at most one every 20 ms; the calls made meanwhile share the
 *   next one.
 * - `listen` holds a connection of its own (not from the pool: a pooled connection is handed to
 *   other queries and LISTEN belongs to its session). When that connection is lost it is opened
 *   again, with a growing pause, and every listener is called once it listens again, since
 *   announcements made meanwhile were missed.
 * - A process does not hear its own announcements (they carry its id): its workers were nudged
 *   when it queued the work.
 */
import { randomUUID } from 'node:crypto';
import type { Client, Pool } from 'pg';
import type { PollingLoop } from '../lib/polling-loop.js';

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

/**
 * `loop`, listening on `channel` while it is started: another process's announcement there nudges
 * it at once instead of at its next poll. Stopping it stops listening first.
 */
export function listenWhileStarted<Loop extends PollingLoop>(
  loop: Loop,
  wakeUps: WakeUps,
  channel: string,
): Loop {
  let stopListening: (() => void) | undefined;
  return {
    ...loop,
    start() {
      loop.start();
      stopListening ??= wakeUps.listen(channel, () => loop.nudge());
    },
    async stop() {
      stopListening?.();
      stopListening = undefined;
      await loop.stop();
    },
  };
}

/** PGlite: one process, nobody else to tell. */
export const noWakeUps: WakeUps = {
  announce: async () => undefined,
  listen: () => () => undefined,
  close: async () => undefined,
};

/**
 * A channel is announced at most this often by one process: a busy shop queues thousands of jobs
 * a second, and its own workers are nudged directly; the others hear of them this late at worst.
 */
const ANNOUNCE_EVERY_MS = 20;
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

  const announcing = new Map<
    string,
    { lastSentAt: number; inFlight?: Promise<void>; next?: Promise<void> }
  >();

  function send(channel: string): Promise<void> {
    if (closed) return Promise.resolve();
    return opts.pool.query('select pg_notify($1, $2)', [channel, self]).then(() => undefined, report);
  }

  function announce(channel: string): Promise<void> {
    if (closed) return Promise.resolve();
    let state = announcing.get(channel);
    if (!state) announcing.set(channel, (state = { lastSentAt: -Infinity }));
    // A NOTIFY not sent yet covers this call too.
    if (state.next) return state.next;
    const current = state;
    current.next = (async () => {
      await current.inFlight;
      const wait = current.lastSentAt + ANNOUNCE_EVERY_MS - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait).unref());
      // Calls from here on may follow work this NOTIFY was sent before: they get the next one.
      current.next = undefined;
      current.lastSentAt = Date.now();
      const sent = send(channel);
      current.inFlight = sent;
      await sent;
      if (current.inFlight === sent) current.inFlight = undefined;
    })();
    return current.next;
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
