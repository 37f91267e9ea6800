import type { AuditAction, AuditEntry } from '@navihub/contract/backoffice-audit';
import { messages } from '@navihub/contract/messages';
import { Spinner } from '@/components/ui/spinner';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { useAuditLog } from '../api/audit';
import { AuditFilters } from '../components/audit-filters';
import { LoadFailure } from '../components/load-failure';
import { Pager } from '../components/pager';
import { formatDateTime } from '../lib/format';
import { AUDIT_ACTIONS, AUDIT_PAGE_SIZE } from '../lib/limits';
import { useListParams } from '../lib/use-list-params';
import { backofficeTexts } from '../texts';

const t = backofficeTexts.audit;

function actionOf(value: string): AuditAction | '' {
  return (AUDIT_ACTIONS as readonly string[]).includes(value) ? (value as AuditAction) : '';
}

function show(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The values an entry changed, each as "field: before → after". */
function Change({ entry }: { entry: AuditEntry }) {
  const keys = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];
  if (keys.length === 0) return <>{t.nothing}</>;
  return (
    <ul className="grid gap-0.5">
      {keys.map((key) => (
        <li key={key} className="font-mono text-xs break-all">
          {key}: {entry.before && key in entry.before ? show(entry.before[key]) : t.nothing} →{' '}
          {entry.after && key in entry.after ? show(entry.after[key]) : t.nothing}
        </li>
      ))}
    </ul>
  );
}

/** /admin/audit (admin): every staff action, newest first, 50 a page. */
export function AuditPage() {
  const { page, values, update } = useListParams(['action', 'actor', 'subject'] as const);
  const filters = { action: actionOf(values.action), actor: values.actor, subject: values.subject };
  const audit = useAuditLog({ ...filters, page });
  const headings = [t.when, t.who, t.action, t.subject, t.reason, t.change];

  return (
    <div className="grid gap-4">
      <h1 className="text-2xl font-semibold text-slate-900">{t.title}</h1>
      <AuditFilters key={JSON.stringify(filters)} value={filters} onFilter={(next) => update(next)} />
      {audit.isPending ? (
        <Spinner label={messages.loading} />
      ) : audit.isError && !audit.data ? (
        <LoadFailure error={audit.error} retrying={audit.isFetching} onRetry={() => void audit.refetch()} />
      ) : (
        <>
          <Table>
            <TableCaption>{t.caption}</TableCaption>
            <TableHeader>
              <TableRow>
                {headings.map((heading) => (
                  <TableHead key={heading}>{heading}</TableHead>
                ))}
              </TableRow>
            </TableHeader>
            <TableBody>
              {audit.data.results.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={headings.length} className="py-6 text-center text-slate-500">
                    {t.empty}
                  </TableCell>
                </TableRow>
              ) : (
                audit.data.results.map((entry) => (
                  <TableRow key={entry.id}>
                    <TableCell className="whitespace-nowrap">{formatDateTime(entry.at)}</TableCell>
                    <TableCell>{entry.actor}</TableCell>
                    <TableCell className="whitespace-nowrap">{entry.action}</TableCell>
                    <TableCell className="whitespace-nowrap">
                      {entry.subject_type} {entry.subject_id}
                    </TableCell>
                    <TableCell>{entry.reason ?? t.nothing}</TableCell>
                    <TableCell className="min-w-56">
                      <Change entry={entry} />
                    </TableCell>
                  </TableRow>
                ))
              )}
            </TableBody>
          </Table>
          <Pager
            page={page}
            count={audit.data.count}
            pageSize={AUDIT_PAGE_SIZE}
            hasPrevious={Boolean(audit.data.previous)}
            hasNext={Boolean(audit.data.next)}
            onPage={(next) => update({ page: next })}
          />
        </>
      )}
    </div>
  );
}
