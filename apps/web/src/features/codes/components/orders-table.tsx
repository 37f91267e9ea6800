import type { HistoryItem } from '@navihub/contract/codes';
import type { MouseEvent } from 'react';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { formatOrderDate } from './format-order-date';
import { codesTexts } from '../texts';

const t = codesTexts.orders;

/** Newest first, whatever order the page arrives in. */
function newestFirst(orders: readonly HistoryItem[]): HistoryItem[] {
  return [...orders].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));
}

/**
 * The order history table. A click anywhere on a row opens its details; for the keyboard the
 * Order Id is a button.
 */
export function OrdersTable({
  orders,
  onOpen,
}: {
  orders: readonly HistoryItem[];
  onOpen: (order: HistoryItem, opener: HTMLButtonElement | null) => void;
}) {
  const openFromRow = (order: HistoryItem) => (event: MouseEvent<HTMLTableRowElement>) => {
    if ((event.target as HTMLElement).closest('button')) return;
    onOpen(order, event.currentTarget.querySelector('button'));
  };

  return (
    <Table>
      <TableCaption>{t.caption}</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead>{t.orderId}</TableHead>
          <TableHead>{t.createdAt}</TableHead>
          <TableHead>{t.vin}</TableHead>
          <TableHead>{t.region}</TableHead>
          <TableHead>{t.version}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {orders.length === 0 ? (
          <TableRow>
            <TableCell colSpan={5} className="py-6 text-center text-slate-500">
              {t.empty}
            </TableCell>
          </TableRow>
        ) : (
          newestFirst(orders).map((order) => (
            <TableRow
              key={order.order_id}
              onClick={openFromRow(order)}
              className="cursor-pointer hover:bg-slate-50"
            >
              <TableCell>
                <button
                  type="button"
                  onClick={(event) => onOpen(order, event.currentTarget)}
                  className="max-w-[9rem] truncate rounded font-mono text-xs text-accent-dark underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-accent-dark sm:max-w-none"
                  title={order.order_id}
                >
                  {order.order_id}
                </button>
              </TableCell>
              <TableCell className="whitespace-nowrap">{formatOrderDate(order.created_at)}</TableCell>
              <TableCell className="font-mono text-xs">{order.vin}</TableCell>
              <TableCell>{order.map_region}</TableCell>
              <TableCell>{order.version}</TableCell>
            </TableRow>
          ))
        )}
      </TableBody>
    </Table>
  );
}
