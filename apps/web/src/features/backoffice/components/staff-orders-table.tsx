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

/** Orders as staff see them; the number opens the order. Scrolls sideways on a phone. */
export function StaffOrdersTable({
  orders,
  caption = t.caption,
}: {
  orders: readonly StaffOrder[];
  caption?: string;
}) {
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
