import type { StaffOrder } from '@navihub/contract/backoffice';
import { Link } from 'react-router';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { formatDateTime, formatMoney } from '../lib/format';
import { backofficePaths } from '../paths';
import { backofficeTexts } from '../texts';
import { CustomerLink } from './customer-link';
import { OrderStatusBadge } from './order-status-badge';

const t = backofficeTexts.orders;

/**
 * Orders as staff see them; the number opens the order. From 640 px a table; on a phone a card per
 * order with the same fields, so that nothing hides behind a sideways scroll.
 */
export function StaffOrdersTable({
  orders,
  caption = t.caption,
}: {
  orders: readonly StaffOrder[];
  caption?: string;
}) {
  return (
    <>
      <StaffOrderCards orders={orders} caption={caption} />
      <div className="hidden sm:block">
        <StaffOrderRows orders={orders} caption={caption} />
      </div>
    </>
  );
}

function StaffOrderCards({ orders, caption }: { orders: readonly StaffOrder[]; caption: string }) {
  if (orders.length === 0) return <p className="py-6 text-center text-slate-500 sm:hidden">{t.empty}</p>;
  return (
    <ul aria-label={caption} className="grid gap-3 sm:hidden">
      {orders.map((order) => (
        <li key={order.id} className="grid gap-2 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
          <div className="flex items-center justify-between gap-2">
            <Link
              to={backofficePaths.order(order.id)}
              aria-label={t.open(order.number)}
              className="font-semibold text-accent-dark underline-offset-4 hover:underline"
            >
              #{order.number} · <span className="font-mono text-sm">{order.reference}</span>
            </Link>
            <OrderStatusBadge status={order.status} />
          </div>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-slate-600">{t.date}</dt>
            <dd>{formatDateTime(order.created_at)}</dd>
            <dt className="text-slate-600">{t.email}</dt>
            <dd className="break-all">
              <CustomerLink customerId={order.customer_id} email={order.email} />
            </dd>
            <dt className="text-slate-600">{t.comand}</dt>
            <dd>
              {order.comand} · {order.map_region} · {order.version}
            </dd>
            <dt className="text-slate-600">{t.vin}</dt>
            <dd className="font-mono text-xs break-all">{order.vin}</dd>
            <dt className="text-slate-600">{t.paidWith}</dt>
            <dd>
              {backofficeTexts.payment[order.paid_with] ?? order.paid_with}
              {order.amount ? ` · ${formatMoney(order.amount, order.currency)}` : ''}
            </dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}

function StaffOrderRows({ orders, caption }: { orders: readonly StaffOrder[]; caption: string }) {
  const headings = [
    t.number,
    t.date,
    t.email,
    t.comand,
    t.region,
    t.version,
    t.vin,
    t.paidWith,
    t.amount,
    t.status,
  ];
  return (
    <Table>
      <TableCaption>{caption}</TableCaption>
      <TableHeader>
        <TableRow>
          {headings.map((heading) => (
            <TableHead key={heading}>{heading}</TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {orders.length === 0 ? (
          <TableRow>
            <TableCell colSpan={headings.length} className="py-6 text-center text-slate-500">
              {t.empty}
            </TableCell>
          </TableRow>
        ) : (
          orders.map((order) => (
            <TableRow key={order.id}>
              <TableCell>
                <Link
                  to={backofficePaths.order(order.id)}
                  aria-label={t.open(order.number)}
                  className="font-medium text-accent-dark underline-offset-4 hover:underline"
                >
                  {order.number}
                </Link>
              </TableCell>
              <TableCell className="whitespace-nowrap">{formatDateTime(order.created_at)}</TableCell>
              <TableCell>
                <CustomerLink customerId={order.customer_id} email={order.email} />
              </TableCell>
              <TableCell className="whitespace-nowrap">{order.comand}</TableCell>
              <TableCell>{order.map_region}</TableCell>
              <TableCell>{order.version}</TableCell>
              <TableCell className="font-mono text-xs">{order.vin}</TableCell>
              <TableCell>{backofficeTexts.payment[order.paid_with] ?? order.paid_with}</TableCell>
              <TableCell className="whitespace-nowrap">{formatMoney(order.amount, order.currency)}</TableCell>
              <TableCell>
                <OrderStatusBadge status={order.status} />
              </TableCell>
            </TableRow>
          ))
        )}
      </TableBody>
    </Table>
  );
}
