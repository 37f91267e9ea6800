import type { StaffCustomerDetail } from '@navihub/contract/backoffice-customers';
import { messages } from '@navihub/contract/messages';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { useSession } from '@/lib/session';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { useStaffCustomer } from '../api/customers';
import { Announcer } from '../components/announcer';
import { CustomerAdminForm } from '../components/customer-admin-form';
import { DetailsList } from '../components/details-list';
import { LoadFailure } from '../components/load-failure';
import { PointsForm } from '../components/points-form';
import { Section } from '../components/section';
import { StaffOrdersTable } from '../components/staff-orders-table';
import { statusOf } from '../lib/error-text';
import { formatDateTime, formatMoney } from '../lib/format';
import { staffRoleOf, type StaffRole } from '../lib/roles';
import { backofficePaths } from '../paths';
import { backofficeTexts } from '../texts';

const t = backofficeTexts.customer;
const list = backofficeTexts.customers;

function PaymentsTable({ payments }: { payments: StaffCustomerDetail['payments'] }) {
  if (payments.length === 0) return <p className="text-slate-600">{t.noPayments}</p>;
  return (
    <Table>
      <TableCaption>{t.payments}</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead>{backofficeTexts.orders.date}</TableHead>
          <TableHead>{t.description}</TableHead>
          <TableHead>{backofficeTexts.orders.amount}</TableHead>
          <TableHead>{backofficeTexts.orders.status}</TableHead>
          <TableHead>{backofficeTexts.order.provider}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {payments.map((payment) => (
          <TableRow key={payment.id}>
            <TableCell className="whitespace-nowrap">{formatDateTime(payment.created_at)}</TableCell>
            <TableCell>{payment.description}</TableCell>
            <TableCell className="whitespace-nowrap">
              {formatMoney(payment.amount, payment.currency)}
            </TableCell>
            <TableCell>{payment.status}</TableCell>
            <TableCell>{payment.provider}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function LedgerTable({ ledger }: { ledger: StaffCustomerDetail['ledger'] }) {
  if (ledger.length === 0) return <p className="text-slate-600">{t.noLedger}</p>;
  return (
    <Table>
      <TableCaption>{t.ledger}</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead>{backofficeTexts.orders.date}</TableHead>
          <TableHead>{t.delta}</TableHead>
          <TableHead>{t.pointsReason}</TableHead>
          <TableHead>{t.tool}</TableHead>
          <TableHead>{t.reference}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {ledger.map((entry) => (
          <TableRow key={entry.id}>
            <TableCell className="whitespace-nowrap">{formatDateTime(entry.at)}</TableCell>
            <TableCell className={entry.delta < 0 ? 'text-red-700' : 'text-green-800'}>
              {entry.delta > 0 ? `+${entry.delta}` : entry.delta}
            </TableCell>
            <TableCell>{entry.reason}</TableCell>
            <TableCell>{entry.tool}</TableCell>
            <TableCell className="font-mono text-xs">{entry.reference}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
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
        <PointsForm customerId={customer.id} onSaved={setNote} />
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
        <ArrowLeft className="size-4" aria-hidden="true" />
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
