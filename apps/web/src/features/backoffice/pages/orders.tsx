import { BACKOFFICE_PAGE_SIZE, STAFF_ORDER_STATUSES } from '../lib/limits';
import { useStaffOrders, type OrderFilter } from '../api/orders';
import { SearchForm } from '../components/search-form';
import { PagedList } from '../components/staff-list';
import { StaffOrdersTable } from '../components/staff-orders-table';
import { StatusFilter } from '../components/status-filter';
import { useListParams } from '../lib/use-list-params';
import { backofficeTexts } from '../texts';

const t = backofficeTexts.orders;

function filterOf(value: string): OrderFilter {
  return (STAFF_ORDER_STATUSES as readonly string[]).includes(value) ? (value as OrderFilter) : 'all';
}

/**
 * /admin/orders: the orders, newest first, and the queue of those awaiting a PIN, the longest
 * waiting first with how long each has waited; it reads itself again every 10 s while open.
 */
export function OrdersPage() {
  const { page, values, update } = useListParams(['status', 'q'] as const);
  const status = filterOf(values.status);
  const orders = useStaffOrders({ status, q: values.q, page });

  return (
    <div className="grid gap-4">
      <h1 className="text-2xl font-semibold text-slate-900">{t.title}</h1>
      <div className="grid gap-3">
        <StatusFilter value={status} onChange={(next) => update({ status: next === 'all' ? '' : next })} />
        <SearchForm key={values.q} label={t.searchLabel} value={values.q} onSearch={(q) => update({ q })} />
      </div>
      <PagedList
        query={orders}
        page={page}
        pageSize={BACKOFFICE_PAGE_SIZE}
        onPage={(next) => update({ page: next })}
      >
        {(results) =>
          status === 'awaiting_pin' ? (
            <StaffOrdersTable orders={results} caption={t.queueCaption} waited />
          ) : (
            <StaffOrdersTable orders={results} />
          )
        }
      </PagedList>
    </div>
  );
}
