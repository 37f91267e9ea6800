/** The jobs module's public entry: other modules, app.ts and tests import it from here only. */

// The background-job queue and its worker as a Fastify plugin.
export { jobsPlugin } from './plugin.js';
// Enqueueing work inside the caller's transaction, and staff's view of the queue.
export {
  countJobs,
  enqueueJob,
  JOB_STATUSES,
  JOBS_CHANNEL,
  listJobs,
  purgeFinishedJobs,
  requeueFailedJobs,
  type JobStatus,
} from './queue.js';
// What a module's job handler is, and the error that says "do not retry".
export { PermanentJobError, type DueJob, type JobHandler } from './worker.js';
