import type { StaffCustomer } from '@navihub/contract/backoffice-customers';
import { Link } from 'react-router';
import { useStaffCustomers } from '../api/customers';
import { useStaffOrders } from '../api/orders';
import { Section } from '@/components/ui/section';
import { StaffOrdersTable } from '../components/staff-orders-table';
import { SearchForm } from '../components/search-form';
import { CardFields, CardHead, PagedList, StaffList, type ListColumn } from '../components/staff-list';
import { formatDateTime } from '../lib/format';
import { BACKOFFICE_PAGE_SIZE } from '../lib/limits';
import { useListParams } from '../lib/use-list-params';
import { backofficePaths } from '../paths';
import { backofficeTexts } from '../texts';

const t = backofficeTexts.customers;
const roles = backofficeTexts.customer.roles;

function EmailLink({ customer }: { customer: StaffCustomer }) {
  return (
    <Link
      to={backofficePaths.customer(customer.id)}
      className="font-medium break-all text-accent-dark underline-offset-4 hover:underline"
    >
      {customer.email}
    </Link>
  );
}

const nameOf = (c: StaffCustomer) => `${c.first_name} ${c.last_name}`.trim() || '—';
const roleOf = (c: StaffCustomer) => roles[c.role] ?? c.role;
const subscriptionOf = (c: StaffCustomer) =>
  c.subscription_until ? formatDateTime(c.subscription_until) : t.none;
const discountOf = (c: StaffCustomer) => `${c.discount_percent} %`;

function State({ customer }: { customer: StaffCustomer }) {
  return (
    <>
      {customer.disabled ? t.disabled : t.active}
      {!customer.email_verified && <span className="block text-xs text-slate-500">{t.unverified}</span>}
    </>
  );
}

const columns: ListColumn<StaffCustomer>[] = [
  { heading: t.number, cell: (c) => c.id },
  { heading: t.email, cell: (c) => <EmailLink customer={c} /> },
  { heading: t.name, cell: nameOf },
  { heading: t.role, cell: roleOf },
  { heading: t.points, cell: (c) => c.points },
  { heading: t.subscription, cell: subscriptionOf, className: 'whitespace-nowrap' },
  { heading: t.discount, cell: discountOf },
  { heading: t.state, cell: (c) => <State customer={c} /> },
  { heading: t.created, cell: (c) => formatDateTime(c.created_at), className: 'whitespace-nowrap' },
];

function CustomerCard({ customer }: { customer: StaffCustomer }) {
  return (
    <>
      <CardHead>
        <EmailLink customer={customer} />
      </CardHead>
      <CardFields
        fields={[
          [t.number, customer.id],
          [t.name, nameOf(customer)],
          [t.role, roleOf(customer)],
          [t.points, customer.points],
          [t.subscription, subscriptionOf(customer)],
          [t.discount, discountOf(customer)],
          [t.state, <State customer={customer} />],
          [t.created, formatDateTime(customer.created_at)],
        ]}
      />
    </>
  );
}

/**
 * A guest buys without an account, so no customer is found for them: their orders matching the
 * search (an e-mail address, most often), from the order search, with the way to all matching orders.
 */
function GuestOrders({ q }: { q: string }) {
  const orders = useStaffOrders({ status: 'all', q, page: 1 });
  if (!orders.data) return null;
  const guests = orders.data.results.filter((order) => order.customer_id === null);
  return (
    <Section title={t.guestsTitle}>
      <p className="text-sm text-slate-700">{t.guestsText(q)}</p>
      {guests.length > 0 ? (
        <StaffOrdersTable orders={guests} caption={t.guestsCaption} />
      ) : (
        <p className="text-slate-600">{t.guestsEmpty}</p>
      )}
      <Link
        to={`${backofficePaths.orders}?${new URLSearchParams({ q }).toString()}`}
        className="justify-self-start font-medium text-accent-dark underline underline-offset-4"
      >
        {t.allOrders(q)}
      </Link>
    </Section>
  );
}

/**
 * /admin/customers: accounts, newest first, searchable by e-mail, name or number; and the orders
 * of guests (who have no account) matching the search.
 */
export function CustomersPage() {
  const { page, values, update } = useListParams(['q'] as const);
  const customers = useStaffCustomers(values.q, page);

  return (
    <div className="grid gap-4">
      <h1 className="text-2xl font-semibold text-slate-900">{t.title}</h1>
      <SearchForm key={values.q} label={t.searchLabel} value={values.q} onSearch={(q) => update({ q })} />
      <PagedList
        query={customers}
        page={page}
        pageSize={BACKOFFICE_PAGE_SIZE}
        onPage={(next) => update({ page: next })}
      >
        {(results) => (
          <StaffList
            caption={t.caption}
            empty={t.empty}
            items={results}
            itemKey={(c) => c.id}
            columns={columns}
            card={(c) => <CustomerCard customer={c} />}
          />
        )}
      </PagedList>
      {values.q && <GuestOrders q={values.q} />}
    </div>
  );
}
