/** `npm run jobs -- <command>`: background jobs — list them by status, run dead letters again. */
import {
  JOB_STATUSES,
  JOBS_CHANNEL,
  listJobs,
  requeueFailedJobs,
  type JobStatus,
} from '../modules/jobs/index.js';
import { CliError, runCli } from './context.js';

await runCli('jobs', {
  list: {
    usage: '[--status failed|queued|running|done]   newest jobs first, with the last error',
    options: { status: { type: 'string' }, limit: { type: 'string', default: '50' } },
    async run({ database, values }) {
      const status = values.status as JobStatus | undefined;
      if (status && !JOB_STATUSES.includes(status)) {
        throw new CliError(`status must be one of ${JOB_STATUSES.join(', ')}`);
      }
      const rows = await listJobs(database.db, { status, limit: Number(values.limit) || 50 });
      console.log('id\tstatus\tattempts\tcreated\tkind\tpayload\tlast error');
      for (const job of rows) {
        console.log(
          [
            job.id,
            job.status,
            job.attempts,
            job.createdAt.toISOString(),
            job.kind,
            JSON.stringify(job.payload),
            (job.lastError ?? '').replace(/\s+/g, ' '),
          ].join('\t'),
        );
      }
    },
  },
  requeue: {
    usage: '<id …|--all-failed>   run failed jobs (dead letters) again now',
    options: { 'all-failed': { type: 'boolean' } },
    async run({ database, args, values }) {
      const all = values['all-failed'] === true;
      if (!all && args.length === 0) throw new CliError('name the job (its id) or say --all-failed');
      const ids = args.map((a) => {
        if (!/^\d{1,9}$/.test(a)) throw new CliError(`"${a}" is not a job id`);
        return Number(a);
      });
      const requeued = await requeueFailedJobs(database.db, all ? 'all-failed' : ids);
      // The running shop processes' workers take them at once, not at their next poll.
      if (requeued.length > 0) await database.wakeUps.announce(JOBS_CHANNEL);
      const done = new Set(requeued);
      const notFailed = ids.filter((id) => !done.has(id));
      if (requeued.length > 0) console.log(`${requeued.length} job(s) queued again: ${[...done].join(', ')}`);
      else if (all) console.log('no failed jobs');
      if (notFailed.length > 0) throw new CliError(`not failed (or no such job): ${notFailed.join(', ')}`);
    },
  },
});
