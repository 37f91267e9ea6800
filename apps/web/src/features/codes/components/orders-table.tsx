import type { HistoryItem } from '@navihub/contract/history';
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
import { Button } from '@/components/ui/button';
import { CopyButton } from './copy-button';
import { formatOrderDate } from './format-order-date';
import { InvoiceLinks } from './invoice-links';
import { amountPaidLine, paymentMethodTexts as m, refundLine } from '../payment-method-texts';
import { orderTexts } from '../result-texts';

const t = orderTexts.orders;

/** Newest first, whatever order the page arrives in. */
function newestFirst(orders: readonly HistoryItem[]): HistoryItem[] {
  return [...orders].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));
}

/**
 * The order history: from 640 px a table (a click anywhere on a row opens its details; for the
 * keyboard the Order Id is a button), below it a card per order with every field, the PIN and
 * `Copy`, so that nothing hides behind a sideways scroll on a phone (issue 17).
 */
export function OrdersTable({
  orders,
  onOpen,
}: {
  orders: readonly HistoryItem[];
  onOpen: (order: HistoryItem, opener: HTMLButtonElement | null) => void;
}) {
  return (
    <>
      <OrderCards orders={orders} onOpen={onOpen} />
      <div className="hidden sm:block">
        <OrderRows orders={orders} onOpen={onOpen} />
      </div>
    </>
  );
}

/**
 * A line of the order's card: what was paid (the gross with its VAT, decision 072), or a refund
 * (the date and amount, or the amount of a partial refund); nothing when there is none.
 */
function DetailLine({ line }: { line: [string, string] | null }) {
  if (!line) return null;
  return (
    <>
      <dt className="text-slate-600">{line[0]}</dt>
      <dd>{line[1]}</dd>
    </>
  );
}

/** An invoice or a credit note was issued for the order (none for a point's or a subscription's). */
const hasInvoice = (order: HistoryItem) =>
  Boolean(order.invoice_url) || (order.credit_notes?.length ?? 0) > 0;

function OrderCards({
  orders,
  onOpen,
}: {
  orders: readonly HistoryItem[];
  onOpen: (order: HistoryItem, opener: HTMLButtonElement | null) => void;
}) {
  if (orders.length === 0) return <p className="py-6 text-center text-slate-500 sm:hidden">{t.empty}</p>;
  return (
    <ul aria-label={t.heading} className="grid gap-3 sm:hidden">
      {newestFirst(orders).map((order) => (
        <li
          key={order.order_id}
          aria-label={order.reference}
          className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
        >
          <div className="flex items-baseline justify-between gap-2">
            <span className="font-mono text-sm font-semibold text-slate-900">{order.reference}</span>
            <span className="text-xs text-slate-600">{formatOrderDate(order.created_at)}</span>
          </div>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-slate-600">{t.headUnit}</dt>
            <dd>{order.comand}</dd>
            <dt className="text-slate-600">{t.region}</dt>
            <dd>{order.map_region}</dd>
            <dt className="text-slate-600">{t.version}</dt>
            <dd>{order.version}</dd>
            <dt className="text-slate-600">{t.vin}</dt>
            <dd className="font-mono text-xs break-all">{order.vin}</dd>
            <dt className="text-slate-600">{t.pin}</dt>
            <dd className={order.pin ? 'font-mono font-semibold break-all' : 'text-slate-600'}>
              {order.pin ?? t.noPin}
            </dd>
            <dt className="text-slate-600">{m.paidWith}</dt>
            <dd>{m.paidWithNames[order.paid_with]}</dd>
            <DetailLine line={amountPaidLine(order)} />
            <DetailLine line={refundLine(order, formatOrderDate)} />
            {hasInvoice(order) && (
              <>
                <dt className="text-slate-600">{orderTexts.invoices.heading}</dt>
                <dd>
                  <InvoiceLinks
                    invoiceUrl={order.invoice_url}
                    creditNotes={order.credit_notes}
                    reference={order.reference}
                  />
                </dd>
              </>
            )}
          </dl>
          <div className="flex flex-wrap gap-2">
            {order.pin && <CopyButton text={order.pin} label={t.copyPinOf(order.reference)} size="sm" />}
            <Button variant="ghost" size="sm" onClick={(event) => onOpen(order, event.currentTarget)}>
              {t.details}
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}

function OrderRows({
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
                  className="rounded font-mono text-xs text-accent-dark underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-accent-dark sm:max-w-none"
                >
                  {order.reference}
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
