/** `npm run mail -- <command>`: the e-mail outbox — list mail by status, send failed mail again. */
import {
  listMail,
  MAIL_CHANNEL,
  MAIL_STATUSES,
  requeueFailedMail,
  type MailStatus,
} from '../modules/mail/index.js';
import { CliError, runCli } from './context.js';

await runCli('mail', {
  list: {
    usage: '[--status failed|pending|sending|sent]   newest mail first, with its last error',
    options: { status: { type: 'string' }, limit: { type: 'string', default: '50' } },
    async run({ database, values }) {
      const status = values.status as MailStatus | undefined;
      if (status && !MAIL_STATUSES.includes(status)) {
        throw new CliError(`status must be one of ${MAIL_STATUSES.join(', ')}`);
      }
      const rows = await listMail(database.db, { status, limit: Number(values.limit) || 50 });
      console.log('id\tstatus\tattempts\tcreated\tnext attempt\tkind\tto\tsubject\tlast error');
      for (const m of rows) {
        console.log(
          [
            m.id,
            m.status,
            m.attempts,
            m.createdAt.toISOString(),
            m.status === 'pending' ? m.nextAttemptAt.toISOString() : '',
            m.kind,
            m.toAddress,
            m.subject,
            (m.lastError ?? '').replace(/\s+/g, ' '),
          ].join('\t'),
        );
      }
    },
  },
  requeue: {
    usage: '<id …|--all-failed>   send failed mail again now (MAIL_MAX_ATTEMPTS more tries)',
    options: { 'all-failed': { type: 'boolean' } },
    async run({ database, args, values }) {
      const all = values['all-failed'] === true;
      if (!all && args.length === 0) throw new CliError('name the mail (its id) or say --all-failed');
      const ids = args.map((a) => {
        if (!/^\d{1,9}$/.test(a)) throw new CliError(`"${a}" is not a mail id`);
        return Number(a);
      });
      const requeued = await requeueFailedMail(database.db, all ? 'all-failed' : ids);
      // The shop processes' mail workers hear of it at once, not at their next poll.
      if (requeued.length > 0) await database.wakeUps.announce(MAIL_CHANNEL);
      const done = new Set(requeued);
      const notFailed = ids.filter((id) => !done.has(id));
      if (requeued.length > 0) console.log(`${requeued.length} mail queued again: ${[...done].join(', ')}`);
      else if (all) console.log('no failed mail');
      if (notFailed.length > 0) throw new CliError(`not failed (or no such mail): ${notFailed.join(', ')}`);
    },
  },
});
