import type { StaffOrder } from '@navihub/contract/backoffice';
import { Link } from 'react-router';
import { formatDateTime, formatDuration, formatMoney } from '../lib/format';
import { backofficePaths } from '../paths';
import { backofficeTexts } from '../texts';
import { CustomerLink } from './customer-link';
import { OrderStatusBadge } from './order-status-badge';
import { CardFields, CardHead, StaffList, type ListColumn } from './staff-list';

const t = backofficeTexts.orders;

const paidWithOf = (order: StaffOrder) => backofficeTexts.payment[order.paid_with] ?? order.paid_with;

/** How long an order awaiting its PIN has waited ("2 h 5 min"); a dash for any other. */
const waitedOf = (order: StaffOrder) =>
  order.waited_seconds === null ? '—' : formatDuration(order.waited_seconds);

const waitedColumn: ListColumn<StaffOrder> = {
  heading: t.waited,
  cell: waitedOf,
  className: 'whitespace-nowrap',
};

const columns: ListColumn<StaffOrder>[] = [
  {
    heading: t.number,
    cell: (order) => (
      <Link
        to={backofficePaths.order(order.id)}
        aria-label={t.open(order.number)}
        className="font-medium text-accent-dark underline-offset-4 hover:underline"
      >
        {order.number}
      </Link>
    ),
  },
  { heading: t.date, cell: (order) => formatDateTime(order.created_at), className: 'whitespace-nowrap' },
  { heading: t.email, cell: (order) => <CustomerLink customerId={order.customer_id} email={order.email} /> },
  { heading: t.comand, cell: (order) => order.comand, className: 'whitespace-nowrap' },
  { heading: t.region, cell: (order) => order.map_region },
  { heading: t.version, cell: (order) => order.version },
  { heading: t.vin, cell: (order) => order.vin, className: 'font-mono text-xs' },
  { heading: t.paidWith, cell: paidWithOf },
  {
    heading: t.amount,
    cell: (order) => formatMoney(order.amount, order.currency),
    className: 'whitespace-nowrap',
  },
  {
    heading: t.status,
    cell: (order) => <OrderStatusBadge status={order.status} refund={order.refund_status} />,
  },
];

function OrderCard({ order }: { order: StaffOrder }) {
  return (
    <>
      <CardHead aside={<OrderStatusBadge status={order.status} refund={order.refund_status} />}>
        <Link
          to={backofficePaths.order(order.id)}
          aria-label={t.open(order.number)}
          className="text-accent-dark underline-offset-4 hover:underline"
        >
          #{order.number} · <span className="font-mono text-sm">{order.reference}</span>
        </Link>
      </CardHead>
      <CardFields
        fields={[
          [t.date, formatDateTime(order.created_at)],
          ...(order.waited_seconds === null ? [] : [[t.waited, waitedOf(order)] as const]),
          [
            t.email,
            <span className="break-all">
              <CustomerLink customerId={order.customer_id} email={order.email} />
            </span>,
          ],
          [t.comand, `${order.comand} · ${order.map_region} · ${order.version}`],
          [t.vin, <span className="font-mono text-xs break-all">{order.vin}</span>],
          [
            t.paidWith,
            `${paidWithOf(order)}${order.amount ? ` · ${formatMoney(order.amount, order.currency)}` : ''}`,
          ],
        ]}
      />
    </>
  );
}

/**
 * Orders as staff see them; the number opens the order. From 640 px a table; on a phone a card per
 * order with the same fields, so that nothing hides behind a sideways scroll. `waited`: the queue
 * of orders awaiting a PIN, with how long each has waited beside its date.
 */
export function StaffOrdersTable({
  orders,
  caption = t.caption,
  waited = false,
}: {
  orders: readonly StaffOrder[];
  caption?: string;
  waited?: boolean;
}) {
  return (
    <StaffList
      caption={caption}
      empty={t.empty}
      items={orders}
      itemKey={(order) => order.id}
      columns={waited ? [columns[0]!, columns[1]!, waitedColumn, ...columns.slice(2)] : columns}
      card={(order) => <OrderCard order={order} />}
    />
  );
}
