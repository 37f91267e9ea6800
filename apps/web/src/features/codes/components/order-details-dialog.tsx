import type { HistoryItem } from '@navihub/contract/history';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { amountPaidLine, paymentMethodTexts as m, refundLine } from '../payment-method-texts';
import { orderTexts } from '../result-texts';
import { CopyButton } from './copy-button';
import { formatOrderDate } from './format-order-date';
import { InvoiceLinks } from './invoice-links';

const t = orderTexts.orders;

/** The 'Details' dialog of one order; closes on the backdrop, the × control or Escape. */
export function OrderDetailsDialog({
  order,
  onClose,
  onCloseAutoFocus,
}: {
  order: HistoryItem | null;
  onClose: () => void;
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const rows: Array<[string, string, boolean?]> = order
    ? [
        [t.orderId, order.reference, true],
        [t.command, order.comand],
        [t.version, order.version],
        [t.region, order.map_region],
        [t.vin, order.vin, true],
        [t.pin, order.pin ?? t.noPin, Boolean(order.pin)],
        [t.date, formatOrderDate(order.created_at)],
        [m.paidWith, m.paidWithNames[order.paid_with]],
      ]
    : [];
  const paid = order ? amountPaidLine(order) : null;
  if (paid) rows.push(paid);
  const refund = order ? refundLine(order, formatOrderDate) : null;
  if (refund) rows.push(refund);
  return (
    <Dialog open={order !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={t.details}
        description={t.detailsDescription}
        closeLabel={t.close}
        onCloseAutoFocus={onCloseAutoFocus}
      >
        <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
          {rows.map(([label, value, mono]) => (
            <div key={label} className="contents">
              <dt className="font-medium text-slate-600">{label}</dt>
              <dd className={mono ? 'font-mono break-all text-slate-900' : 'text-slate-900'}>{value}</dd>
            </div>
          ))}
        </dl>
        {order && (order.invoice_url || (order.credit_notes?.length ?? 0) > 0) && (
          <div className="grid gap-1 text-sm">
            <span className="font-medium text-slate-600">{orderTexts.invoices.heading}</span>
            <InvoiceLinks
              invoiceUrl={order.invoice_url}
              creditNotes={order.credit_notes}
              reference={order.reference}
            />
          </div>
        )}
        {order?.pin && (
          <div className="justify-self-start">
            <CopyButton text={order.pin} label={t.copyPinOf(order.reference)} />
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
