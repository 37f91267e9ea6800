import type { StaffOrderDetail } from '@navihub/contract/backoffice';
import { formatDateTime, formatMoney } from '../lib/format';
import { backofficeTexts } from '../texts';
import { DetailsList } from './details-list';
import { Section } from '@/components/ui/section';

const t = backofficeTexts.order;

/** The payment's state in words, with what went back of it (decision 043). */
function paymentState(order: Pick<StaffOrderDetail, 'refund_status'>, status: string): string {
  if (status === 'fulfilled' && order.refund_status === 'refunded') return t.paymentRefunded;
  if (status === 'fulfilled' && order.refund_status === 'partially_refunded') return t.paymentPartlyRefunded;
  return t.paymentStates[status] ?? status;
}

/** The card payment of the order, if any. */
export function OrderPayment({ order }: { order: StaffOrderDetail }) {
  const payment = order.payment;
  return (
    <Section title={t.payment}>
      {payment ? (
        <DetailsList
          items={[
            [backofficeTexts.orders.amount, formatMoney(payment.amount, payment.currency)],
            [t.paymentStatus, paymentState(order, payment.status)],
            [t.provider, payment.provider],
            [t.created, formatDateTime(payment.created_at)],
            ['Id', <span className="font-mono text-xs">{payment.id}</span>],
          ]}
        />
      ) : (
        <p className="text-slate-600">{t.noPayment}</p>
      )}
    </Section>
  );
}

/** What was given back for the order, if anything. */
export function OrderRefund({ order }: { order: StaffOrderDetail }) {
  const refund = order.refund;
  return (
    <Section title={t.refund}>
      {refund ? (
        <DetailsList
          items={[
            [t.givenBack, t.givenBackKinds[refund.given_back] ?? refund.given_back],
            [backofficeTexts.orders.amount, formatMoney(refund.amount, order.currency)],
            [t.refundedAt, formatDateTime(refund.at)],
            [t.by, refund.by ?? t.byShop],
            [t.reason, refund.reason],
            [t.providerRefund, refund.provider_refund_id ?? '—'],
          ]}
        />
      ) : order.refund_status === 'partially_refunded' && order.refunded_amount ? (
        <p className="text-slate-800">
          {t.partlyRefunded(formatMoney(order.refunded_amount, order.currency))}
        </p>
      ) : (
        <p className="text-slate-600">{t.noRefund}</p>
      )}
    </Section>
  );
}
