import type { StaffCustomerDetail } from '@navihub/contract/backoffice-customers';
import { messages } from '@navihub/contract/messages';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { useSession } from '@/lib/session';
import { useStaffCustomer } from '../api/customers';
import { Announcer } from '../components/announcer';
import { CustomerAdminForm } from '../components/customer-admin-form';
import { DetailsList } from '../components/details-list';
import { LoadFailure } from '../components/load-failure';
import { PointsForm } from '../components/points-form';
import { Section } from '@/components/ui/section';
import { CardFields, CardHead, StaffList, type ListColumn } from '../components/staff-list';
import { StaffOrdersTable } from '../components/staff-orders-table';
import { statusOf } from '../lib/error-text';
import { formatDateTime, formatMoney } from '../lib/format';
import { staffRoleOf, type StaffRole } from '../lib/roles';
import { backofficePaths } from '../paths';
import { backofficeTexts } from '../texts';

const t = backofficeTexts.customer;
const list = backofficeTexts.customers;

type Payment = StaffCustomerDetail['payments'][number];
type LedgerEntry = StaffCustomerDetail['ledger'][number];

const paymentColumns: ListColumn<Payment>[] = [
  {
    heading: backofficeTexts.orders.date,
    cell: (p) => formatDateTime(p.created_at),
    className: 'whitespace-nowrap',
  },
  { heading: t.description, cell: (p) => p.description },
  {
    heading: backofficeTexts.orders.amount,
    cell: (p) => formatMoney(p.amount, p.currency),
    className: 'whitespace-nowrap',
  },
  { heading: backofficeTexts.orders.status, cell: (p) => p.status },
  { heading: backofficeTexts.order.provider, cell: (p) => p.provider },
];

/** The newest card payments: a card each on a phone, a table from 640 px. */
function PaymentsTable({ payments }: { payments: readonly Payment[] }) {
  if (payments.length === 0) return <p className="text-slate-600">{t.noPayments}</p>;
  return (
    <StaffList
      caption={t.payments}
      empty={t.noPayments}
      items={payments}
      itemKey={(p) => p.id}
      columns={paymentColumns}
      card={(p) => (
        <>
          <CardHead aside={<span className="text-sm">{formatMoney(p.amount, p.currency)}</span>}>
            {p.description}
          </CardHead>
          <CardFields
            fields={[
              [backofficeTexts.orders.date, formatDateTime(p.created_at)],
              [backofficeTexts.orders.status, p.status],
              [backofficeTexts.order.provider, p.provider],
            ]}
          />
        </>
      )}
    />
  );
}

const deltaOf = (entry: LedgerEntry) => (
  <span className={entry.delta < 0 ? 'text-red-700' : 'text-green-800'}>
    {entry.delta > 0 ? `+${entry.delta}` : entry.delta}
  </span>
);

const ledgerColumns: ListColumn<LedgerEntry>[] = [
  { heading: backofficeTexts.orders.date, cell: (e) => formatDateTime(e.at), className: 'whitespace-nowrap' },
  { heading: t.delta, cell: deltaOf },
  { heading: t.pointsReason, cell: (e) => e.reason },
  { heading: t.tool, cell: (e) => e.tool },
  { heading: t.reference, cell: (e) => e.reference, className: 'font-mono text-xs' },
];

/** The newest points ledger entries: a card each on a phone, a table from 640 px. */
function LedgerTable({ ledger }: { ledger: readonly LedgerEntry[] }) {
  if (ledger.length === 0) return <p className="text-slate-600">{t.noLedger}</p>;
  return (
    <StaffList
      caption={t.ledger}
      empty={t.noLedger}
      items={ledger}
      itemKey={(e) => e.id}
      columns={ledgerColumns}
      card={(e) => (
        <>
          <CardHead aside={deltaOf(e)}>{formatDateTime(e.at)}</CardHead>
          <CardFields
            fields={[
              [t.pointsReason, e.reason],
              [t.tool, e.tool],
              [t.reference, <span className="font-mono text-xs break-all">{e.reference}</span>],
            ]}
          />
        </>
      )}
    />
  );
}

function CustomerView({ customer, role }: { customer: StaffCustomerDetail; role: StaffRole }) {
  const [note, setNote] = useState('');
  return (
    <>
      <h1 className="text-2xl font-semibold break-all text-slate-900">{customer.email}</h1>
      <Announcer message={note} />
      <Section title={t.account}>
        <DetailsList
          items={[
            [list.number, customer.id],
            [list.name, `${customer.first_name} ${customer.last_name}`.trim() || '—'],
            [t.balance, <span className="text-xl font-semibold">{t.pointsCount(customer.points)}</span>],
            [
              list.subscription,
              customer.subscription_until ? formatDateTime(customer.subscription_until) : list.none,
            ],
            [list.discount, `${customer.discount_percent} %`],
            [list.role, t.roles[customer.role] ?? customer.role],
            [list.state, customer.disabled ? list.disabled : list.active],
            [list.created, formatDateTime(customer.created_at)],
          ]}
        />
      </Section>
      <div className="grid gap-4 lg:grid-cols-2">
        <PointsForm customer={customer} onSaved={setNote} />
        {role === 'admin' && <CustomerAdminForm customer={customer} onSaved={setNote} />}
      </div>
      <Section title={t.orders}>
        {customer.orders.length === 0 ? (
          <p className="text-slate-600">{t.noOrders}</p>
        ) : (
          <StaffOrdersTable orders={customer.orders} caption={t.orders} />
        )}
      </Section>
      <Section title={t.payments}>
        <PaymentsTable payments={customer.payments} />
      </Section>
      <Section title={t.ledger}>
        <LedgerTable ledger={customer.ledger} />
      </Section>
    </>
  );
}

/** /admin/customers/:id: one account, its points (staff) and its settings (admin). */
export function CustomerPage() {
  const id = Number.parseInt(useParams().id ?? '', 10);
  const role = staffRoleOf(useSession().user) ?? 'staff';
  const customer = useStaffCustomer(id);
  return (
    <div className="grid gap-4">
      <Link
        to={backofficePaths.customers}
        className="inline-flex items-center gap-1 justify-self-start text-sm font-medium text-accent-dark underline-offset-4 hover:underline"
      >
        <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden="true" />
        {t.back}
      </Link>
      {customer.isPending ? (
        <Spinner label={messages.loading} />
      ) : customer.isError ? (
        <LoadFailure
          error={customer.error}
          title={statusOf(customer.error) === 404 ? t.notFound : backofficeTexts.list.pageUnavailable}
          retrying={customer.isFetching}
          onRetry={() => void customer.refetch()}
        />
      ) : (
        <CustomerView customer={customer.data} role={role} />
      )}
    </div>
  );
}
