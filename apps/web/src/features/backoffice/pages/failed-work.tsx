import type { FailedWork } from '@navihub/contract/backoffice-failed-work';
import { messages } from '@navihub/contract/messages';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useFailedWork, useRetry } from '../api/failed-work';
import { Announcer } from '../components/announcer';
import { LoadFailure } from '../components/load-failure';
import { Section } from '@/components/ui/section';
import { CardFields, CardHead, StaffList, type ListColumn } from '../components/staff-list';
import { errorDetail } from '../lib/error-text';
import { formatDateTime } from '../lib/format';
import { backofficeTexts } from '../texts';

const t = backofficeTexts.failedWork;

type Row = { id: number; cells: string[]; label: string };

/** One list of failed items, each with its Retry button: a card each on a phone, a table from 640 px. */
function FailedTable({
  caption,
  headings,
  rows,
  empty,
  retry,
  pendingId,
}: {
  caption: string;
  headings: string[];
  rows: Row[];
  empty: string;
  retry: (id: number) => void;
  pendingId: number | undefined;
}) {
  const retryButton = (row: Row) => (
    <Button
      variant="outline"
      size="sm"
      isLoading={pendingId === row.id}
      onClick={() => retry(row.id)}
      aria-label={t.retryOf(row.label)}
    >
      {t.retry}
    </Button>
  );
  const columns: ListColumn<Row>[] = [
    ...headings.map((heading, i) => ({
      heading,
      cell: (row: Row) => row.cells[i],
      className: i === headings.length - 1 ? 'break-words' : '',
    })),
    { heading: t.actions, cell: retryButton },
  ];
  return (
    <StaffList
      caption={caption}
      empty={empty}
      items={rows}
      itemKey={(row) => row.id}
      columns={columns}
      card={(row) => (
        <>
          <CardHead aside={retryButton(row)}>{row.cells[0]}</CardHead>
          <CardFields
            fields={headings
              .slice(1)
              .map((heading, i) => [heading, <span className="break-all">{row.cells[i + 1]}</span>] as const)}
          />
        </>
      )}
    />
  );
}

function mailRows(work: FailedWork): Row[] {
  return work.mail.map((m) => ({
    id: m.id,
    label: `${t.mailLabel} ${m.id}`,
    cells: [formatDateTime(m.created_at), m.kind, m.to, m.subject, String(m.attempts), m.last_error ?? '—'],
  }));
}

function jobRows(work: FailedWork): Row[] {
  return work.jobs.map((j) => ({
    id: j.id,
    label: `${t.jobLabel} ${j.id}`,
    cells: [
      formatDateTime(j.created_at),
      j.kind,
      JSON.stringify(j.payload),
      String(j.attempts),
      j.last_error ?? '—',
    ],
  }));
}

/**
 * /admin/failed (staff): e-mail the shop gave up sending and background jobs that gave up, each
 * sent or run again with `Retry` (audited). Nothing here is lost for good until staff look.
 */
export function FailedWorkPage() {
  const work = useFailedWork();
  const retryMail = useRetry('mail');
  const retryJob = useRetry('job');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState('');

  const run = (mutation: typeof retryMail, id: number) => {
    setProblem('');
    mutation.mutate(id, {
      onSuccess: (answer) => setNote(answer.detail),
      onError: (error) => {
        setNote('');
        setProblem(errorDetail(error));
      },
    });
  };

  return (
    <div className="grid gap-4">
      <h1 className="text-2xl font-semibold text-slate-900">{t.title}</h1>
      <p className="text-slate-600">{t.intro}</p>
      <Announcer message={note} />
      {problem && (
        <Alert variant="destructive" title={t.problemTitle}>
          {problem}
        </Alert>
      )}
      {work.isPending ? (
        <Spinner label={messages.loading} />
      ) : work.isError ? (
        <LoadFailure error={work.error} retrying={work.isFetching} onRetry={() => void work.refetch()} />
      ) : (
        <>
          <Section title={t.mailTitle}>
            <div className="overflow-x-auto">
              <FailedTable
                caption={t.mailCaption}
                headings={[t.created, t.kind, t.to, t.subject, t.attempts, t.lastError]}
                rows={mailRows(work.data)}
                empty={t.noMail}
                retry={(id) => run(retryMail, id)}
                pendingId={retryMail.isPending ? retryMail.variables : undefined}
              />
            </div>
          </Section>
          <Section title={t.jobsTitle}>
            <div className="overflow-x-auto">
              <FailedTable
                caption={t.jobsCaption}
                headings={[t.created, t.kind, t.payload, t.attempts, t.lastError]}
                rows={jobRows(work.data)}
                empty={t.noJobs}
                retry={(id) => run(retryJob, id)}
                pendingId={retryJob.isPending ? retryJob.variables : undefined}
              />
            </div>
          </Section>
        </>
      )}
    </div>
  );
}

export default FailedWorkPage;
