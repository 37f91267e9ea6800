import type { StaffOrderDetail } from '@navihub/contract/backoffice';
import { messages } from '@navihub/contract/messages';
import { ArrowLeft } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { useFailOrder, useRefundOrder, useStaffOrder } from '../api/orders';
import { Announcer } from '../components/announcer';
import { CorrectPinForm } from '../components/correct-pin-form';
import { CustomerLink } from '../components/customer-link';
import { DetailsList } from '../components/details-list';
import { FulfilForm } from '../components/fulfil-form';
import { LoadFailure } from '../components/load-failure';
import { NextInQueue } from '../components/next-in-queue';
import { OrderInvoices } from '../components/order-invoices';
import { OrderPayment, OrderRefund } from '../components/order-money';
import { OrderPin } from '../components/order-pin';
import { OrderStatusBadge } from '../components/order-status-badge';
import { OrderTimeline } from '../components/order-timeline';
import { ReasonDialog } from '../components/reason-dialog';
import { Section } from '@/components/ui/section';
import { statusOf } from '../lib/error-text';
import { formatDateTime, formatMoney } from '../lib/format';
import { backofficePaths } from '../paths';
import { backofficeTexts } from '../texts';

const t = backofficeTexts.order;
const columns = backofficeTexts.orders;

/**
 * Whether staff can refund the order here (decision 026): a fulfilled order not refunded yet, or a
 * card (or PayPal) order that failed with its payment received and nothing given back — the refund
 * job's give-up sends staff here for it.
 */
function refundable(order: StaffOrderDetail): boolean {
  if (order.refund) return false;
  if (order.status === 'fulfilled') return true;
  return (
    order.status === 'failed' &&
    (order.paid_with === 'card' || order.paid_with === 'paypal') &&
    order.payment?.status === 'fulfilled'
  );
}

function OrderActions({
  order,
  onDone,
  onStale,
}: {
  order: StaffOrderDetail;
  onDone: (note: string, fulfilled?: boolean) => void;
  onStale: (detail: string) => void;
}) {
  const fail = useFailOrder(order.id);
  const refund = useRefundOrder(order.id);
  if (
    order.own_order &&
    (order.status === 'awaiting_pin' || (order.status === 'fulfilled' && !order.refund))
  ) {
    return <Alert title={t.ownOrderTitle}>{t.ownOrder}</Alert>;
  }
  if (order.status === 'awaiting_pin') {
    return (
      <Section title={t.enterPin}>
        <FulfilForm
          order={order}
          onFulfilled={(o) => onDone(t.fulfilled(o.number), true)}
          onConflict={onStale}
        />
        <div className="border-t border-slate-200 pt-4">
          <ReasonDialog
            trigger={t.failAndRefund}
            title={t.failTitle}
            description={t.failText}
            confirm={t.confirmFail}
            mutation={fail}
            onDone={(o) => onDone(t.failed(o.number))}
          />
        </div>
      </Section>
    );
  }
  const correction = order.status === 'fulfilled' && !order.own_order && (
    <Section title={t.correctPin}>
      <CorrectPinForm order={order} onCorrected={(o) => onDone(t.corrected(o.number))} />
    </Section>
  );
  if (refundable(order)) {
    const text =
      order.status === 'failed'
        ? t.refundFailedText
        : order.refund_status === 'partially_refunded'
          ? t.refundRestText
          : t.refundText;
    return (
      <>
        <Section title={t.refund}>
          <p className="text-sm text-slate-700">{text}</p>
          {order.refund_limit !== null && order.amount !== null && (
            <p className="text-sm text-slate-700">
              {t.refundLimit(formatMoney(order.refund_limit, order.currency))}
            </p>
          )}
          <div>
            <ReasonDialog
              trigger={t.refundAction}
              title={t.refundTitle}
              description={text}
              confirm={t.confirmRefund}
              mutation={refund}
              onDone={(o) => onDone(t.refunded(o.number))}
            />
          </div>
        </Section>
        {correction}
      </>
    );
  }
  return correction || null;
}

function OrderView({ order, onStale }: { order: StaffOrderDetail; onStale: () => void }) {
  const [note, setNote] = useState('');
  const [conflict, setConflict] = useState('');
  const [fulfilledHere, setFulfilledHere] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const done = (text: string, fulfilled = false) => {
    setConflict('');
    setFulfilledHere(fulfilled);
    setNote(text);
    heading.current?.focus();
  };
  const stale = (detail: string) => {
    setNote('');
    setConflict(detail);
    onStale();
  };
  return (
    <>
      <div className="flex flex-wrap items-center gap-3">
        <h1 ref={heading} tabIndex={-1} className="text-2xl font-semibold text-slate-900 focus:outline-none">
          {t.title(order.number)}
        </h1>
        <OrderStatusBadge status={order.status} refund={order.refund_status} />
      </div>
      <Announcer message={note} />
      {conflict && (
        <Alert variant="destructive" title={t.conflictTitle}>
          {conflict}
        </Alert>
      )}
      {/* Just fulfilled here: the next order to work on comes first. */}
      {fulfilledHere && <NextInQueue doneId={order.id} />}
      <OrderActions order={order} onDone={done} onStale={stale} />
      <Section title={t.summary}>
        <DetailsList
          items={[
            [columns.date, formatDateTime(order.created_at)],
            [t.reference, <span className="font-mono">{order.reference}</span>],
            [columns.email, <CustomerLink customerId={order.customer_id} email={order.email} />],
            [columns.comand, order.comand],
            [columns.region, order.map_region],
            [columns.version, order.version],
            [columns.vin, <span className="font-mono">{order.vin}</span>],
            [columns.paidWith, backofficeTexts.payment[order.paid_with] ?? order.paid_with],
            [columns.amount, formatMoney(order.amount, order.currency)],
            [t.pin, <OrderPin key={order.pin_masked} order={order} />],
            ...(order.failure_reason ? [[t.failureReason, order.failure_reason] as [string, string]] : []),
          ]}
        />
      </Section>
      <Section title={t.vinSummary}>
        <p className="text-slate-800">{order.vin_summary}</p>
        {order.vin_warnings.length > 0 && (
          <div className="rounded-md border border-amber-300 bg-amber-50 p-3">
            <p className="font-medium text-amber-900">{t.vinWarnings}</p>
            <ul className="list-disc ps-5 text-sm text-amber-900">
              {order.vin_warnings.map((warning) => (
                <li key={warning}>{warning}</li>
              ))}
            </ul>
          </div>
        )}
      </Section>
      <div className="grid gap-4 md:grid-cols-2">
        <OrderPayment order={order} />
        <OrderRefund order={order} />
      </div>
      <OrderInvoices orderId={order.id} />
      <Section title={t.timeline}>
        <OrderTimeline timeline={order.timeline} />
      </Section>
    </>
  );
}

/** /admin/orders/:id: one order with its VIN reading, payment, refund and timeline, and staff's actions. */
export function OrderPage() {
  const { id = '' } = useParams();
  const order = useStaffOrder(id);
  return (
    <div className="grid gap-4">
      <Link
        to={backofficePaths.orders}
        className="inline-flex items-center gap-1 justify-self-start text-sm font-medium text-accent-dark underline-offset-4 hover:underline"
      >
        <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden="true" />
        {t.back}
      </Link>
      {order.isPending ? (
        <Spinner label={messages.loading} />
      ) : order.isError ? (
        <LoadFailure
          error={order.error}
          title={statusOf(order.error) === 404 ? t.notFound : backofficeTexts.list.pageUnavailable}
          retrying={order.isFetching}
          onRetry={() => void order.refetch()}
        />
      ) : (
        <OrderView key={id} order={order.data} onStale={() => void order.refetch()} />
      )}
    </div>
  );
}
