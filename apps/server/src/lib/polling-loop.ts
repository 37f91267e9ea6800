/**
 * The loop behind each background worker: drain what is due now, then poll again after a pause.
 * One drain runs at a time; a drain asked for while one runs makes that one look again before it
 * ends, so work queued just after its last empty claim is not left for the next poll.
 */
import type { FastifyBaseLogger } from 'fastify';

export interface PollingLoop {
  /** Handles everything due now; resolves with how many items were handled. */
  drain(): Promise<number>;
  /** Looks again at once (after this process queued work). */
  nudge(): void;
  start(): void;
  stop(): Promise<void>;
}

export function createPollingLoop(opts: {
  name: string;
  /** Handles one round of due work and resolves with the count; 0 means nothing was due. */
  drainOnce: () => Promise<number>;
  pollMs: number;
  log: FastifyBaseLogger;
}): PollingLoop {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let stopped = true;
  let again = false;

  function drain(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let handled = 0;
      do {
        again = false;
        handled += await opts.drainOnce();
      } while (again);
      return handled;
    })().finally(() => {
      running = undefined;
    });
    return running;
  }

  function schedule(delay: number) {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      drain()
        .catch((err: unknown) => opts.log.error({ err }, `${opts.name} error`))
        .finally(() => schedule(opts.pollMs));
    }, delay);
  }

  return {
    drain,
    nudge: () => schedule(0),
    start() {
      stopped = false;
      schedule(0);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running?.catch(() => undefined);
    },
  };
}
