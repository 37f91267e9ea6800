import type { AuditAction, AuditEntry } from '@navihub/contract/backoffice-audit';
import { useSession } from '@/lib/session';
import { useAuditLog } from '../api/audit';
import { AuditFilters } from '../components/audit-filters';
import { CardFields, CardHead, PagedList, StaffList, type ListColumn } from '../components/staff-list';
import { formatDateTime } from '../lib/format';
import { AUDIT_ACTIONS, AUDIT_PAGE_SIZE } from '../lib/limits';
import { staffRoleOf } from '../lib/roles';
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

const subjectOf = (entry: AuditEntry) => `${entry.subject_type} ${entry.subject_id}`;

const columns: ListColumn<AuditEntry>[] = [
  { heading: t.when, cell: (e) => formatDateTime(e.at), className: 'whitespace-nowrap' },
  { heading: t.who, cell: (e) => e.actor },
  { heading: t.action, cell: (e) => e.action, className: 'whitespace-nowrap' },
  { heading: t.subject, cell: subjectOf, className: 'whitespace-nowrap' },
  { heading: t.reason, cell: (e) => e.reason ?? t.nothing },
  { heading: t.change, cell: (e) => <Change entry={e} />, className: 'min-w-56' },
];

function AuditCard({ entry }: { entry: AuditEntry }) {
  return (
    <>
      <CardHead aside={<span className="text-sm text-slate-600">{formatDateTime(entry.at)}</span>}>
        <span className="font-mono text-sm break-all">{entry.action}</span>
      </CardHead>
      <CardFields
        fields={[
          [t.who, <span className="break-all">{entry.actor}</span>],
          [t.subject, subjectOf(entry)],
          [t.reason, entry.reason ?? t.nothing],
          [t.change, <Change entry={entry} />],
        ]}
      />
    </>
  );
}

/** /admin/audit: an admin's every staff action, a staff member's own, newest first, 50 a page. */
export function AuditPage() {
  const isAdmin = staffRoleOf(useSession().user) === 'admin';
  const { page, values, update } = useListParams(['action', 'actor', 'subject'] as const);
  const filters = { action: actionOf(values.action), actor: values.actor, subject: values.subject };
  const audit = useAuditLog({ ...filters, page });

  return (
    <div className="grid gap-4">
      <h1 className="text-2xl font-semibold text-slate-900">{t.title}</h1>
      {!isAdmin && <p className="text-slate-700">{t.ownOnly}</p>}
      <AuditFilters key={JSON.stringify(filters)} value={filters} onFilter={(next) => update(next)} />
      <PagedList
        query={audit}
        page={page}
        pageSize={AUDIT_PAGE_SIZE}
        onPage={(next) => update({ page: next })}
      >
        {(results) => (
          <StaffList
            caption={isAdmin ? t.caption : t.ownCaption}
            empty={t.empty}
            items={results}
            itemKey={(e) => e.id}
            columns={columns}
            card={(e) => <AuditCard entry={e} />}
          />
        )}
      </PagedList>
    </div>
  );
}
