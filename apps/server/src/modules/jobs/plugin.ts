/**
 * Background jobs: the worker (decorated as `jobWorker`, started by main.ts) and `handleJobs`,
 * through which a module names the handler of its job kind.
 */
import fp from 'fastify-plugin';
import { createJobWorker, type JobHandler, type JobWorker } from './worker.js';

declare module 'fastify' {
  interface FastifyInstance {
    jobWorker: JobWorker;
    handleJobs: (kind: string, handler: JobHandler) => void;
  }
}

export const jobsPlugin = fp(
  async (app) => {
    const handlers: Record<string, JobHandler> = {};
    const jobWorker = createJobWorker({ db: app.db, handlers, pollMs: app.config.JOB_POLL_MS, log: app.log });
    app.decorate('jobWorker', jobWorker);
    app.decorate('handleJobs', (kind: string, handler: JobHandler) => {
      if (handlers[kind]) throw new Error(`jobs of kind ${kind} already have a handler`);
      handlers[kind] = handler;
    });
    app.addHook('onClose', () => jobWorker.stop());
  },
  { name: 'jobs', decorators: { fastify: ['db', 'config'] } },
);
