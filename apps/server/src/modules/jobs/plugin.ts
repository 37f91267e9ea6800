/**
 * Background jobs: the worker (decorated as `jobWorker`, started by main.ts) and `handleJobs`,
 * through which a module names the handler of its job kind. Work queued in this process nudges
 * its own worker and wakes the other processes' workers (decision 031); a started worker listens
 * for the others' wake-ups.
 */
import fp from 'fastify-plugin';
import { listenWhileStarted, noWakeUps, type WakeUps } from '../../db/wake-ups.js';
import { JOBS_CHANNEL } from './queue.js';
import { createJobWorker, type JobHandler, type JobWorker } from './worker.js';

declare module 'fastify' {
  interface FastifyInstance {
    jobWorker: JobWorker;
    handleJobs: (kind: string, handler: JobHandler) => void;
  }
}

export const jobsPlugin = fp<{ wakeUps?: WakeUps }>(
  async (app, opts) => {
    const wakeUps = opts.wakeUps ?? noWakeUps;
    const handlers: Record<string, JobHandler> = {};
    const loop = createJobWorker({ db: app.db, handlers, pollMs: app.config.JOB_POLL_MS, log: app.log });
    const jobWorker: JobWorker = {
      ...listenWhileStarted(loop, wakeUps, JOBS_CHANNEL),
      // Work queued here also wakes the other processes' workers.
      nudge() {
        loop.nudge();
        void wakeUps.announce(JOBS_CHANNEL);
      },
    };
    app.decorate('jobWorker', jobWorker);
    app.decorate('handleJobs', (kind: string, handler: JobHandler) => {
      if (handlers[kind]) throw new Error(`jobs of kind ${kind} already have a handler`);
      handlers[kind] = handler;
    });
    app.addHook('onClose', () => jobWorker.stop());
  },
  { name: 'jobs', decorators: { fastify: ['db', 'config'] } },
);
