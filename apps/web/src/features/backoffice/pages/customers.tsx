import { BACKOFFICE_PAGE_SIZE } from '../lib/limits';
import { messages } from '@navihub/contract/messages';
import { Link } from 'react-router';
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
import { useStaffCustomers } from '../api/customers';
import { LoadFailure } from '../components/load-failure';
import { Pager } from '../components/pager';
import { SearchForm } from '../components/search-form';
import { formatDateTime } from '../lib/format';
import { useListParams } from '../lib/use-list-params';
import { backofficePaths } from '../paths';
import { backofficeTexts } from '../texts';

const t = backofficeTexts.customers;
const roles = backofficeTexts.customer.roles;

/** /admin/customers: accounts, newest first, searchable by e-mail, name or number. */
export function CustomersPage() {
  const { page, values, update } = useListParams(['q'] as const);
  const customers = useStaffCustomers(values.q, page);
  const headings = [
    t.number,
    t.email,
    t.name,
    t.role,
    t.points,
    t.subscription,
    t.discount,
    t.state,
    t.created,
  ];

  return (
    <div className="grid gap-4">
      <h1 className="text-2xl font-semibold text-slate-900">{t.title}</h1>
      <SearchForm key={values.q} label={t.searchLabel} value={values.q} onSearch={(q) => update({ q })} />
      {customers.isPending ? (
        <Spinner label={messages.loading} />
      ) : customers.isError && !customers.data ? (
        <LoadFailure
          error={customers.error}
          retrying={customers.isFetching}
          onRetry={() => void customers.refetch()}
        />
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
              {customers.data.results.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={headings.length} className="py-6 text-center text-slate-500">
                    {t.empty}
                  </TableCell>
                </TableRow>
              ) : (
                customers.data.results.map((customer) => (
                  <TableRow key={customer.id}>
                    <TableCell>{customer.id}</TableCell>
                    <TableCell>
                      <Link
                        to={backofficePaths.customer(customer.id)}
                        className="font-medium text-accent-dark underline-offset-4 hover:underline"
                      >
                        {customer.email}
                      </Link>
                    </TableCell>
                    <TableCell>{`${customer.first_name} ${customer.last_name}`.trim() || '—'}</TableCell>
                    <TableCell>{roles[customer.role] ?? customer.role}</TableCell>
                    <TableCell>{customer.points}</TableCell>
                    <TableCell className="whitespace-nowrap">
                      {customer.subscription_until ? formatDateTime(customer.subscription_until) : t.none}
                    </TableCell>
                    <TableCell>{customer.discount_percent} %</TableCell>
                    <TableCell>
                      {customer.disabled ? t.disabled : t.active}
                      {!customer.email_verified && (
                        <span className="block text-xs text-slate-500">{t.unverified}</span>
                      )}
                    </TableCell>
                    <TableCell className="whitespace-nowrap">{formatDateTime(customer.created_at)}</TableCell>
                  </TableRow>
                ))
              )}
            </TableBody>
          </Table>
          <Pager
            page={page}
            count={customers.data.count}
            pageSize={BACKOFFICE_PAGE_SIZE}
            hasPrevious={Boolean(customers.data.previous)}
            hasNext={Boolean(customers.data.next)}
            onPage={(next) => update({ page: next })}
          />
        </>
      )}
    </div>
  );
}
