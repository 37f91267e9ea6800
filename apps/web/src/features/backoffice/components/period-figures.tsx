import type { Dashboard } from '@navihub/contract/backoffice-dashboard';
import { formatDuration, formatMoney } from '../lib/format';
import { backofficeTexts } from '../texts';
import { DetailsList } from './details-list';
import { Section } from '@/components/ui/section';

const t = backofficeTexts.dashboard;
const paidWith = backofficeTexts.payment;

/** One period's figures: orders (by payment), revenue by payment method, failures, time to PIN. */
export function PeriodFigures({
  title,
  period,
  currency,
}: {
  title: string;
  period: Dashboard['today'];
  currency: string;
}) {
  const byPayment = (['points', 'subscription', 'card'] as const)
    .map((method) => `${paidWith[method]}: ${period.orders_by_payment[method]}`)
    .join(' · ');
  return (
    <Section title={title}>
      <DetailsList
        items={[
          [t.orders, <span className="text-2xl font-semibold">{period.orders}</span>],
          [t.byPayment, byPayment],
          [
            t.revenue,
            period.revenue.length === 0 ? (
              t.noRevenue
            ) : (
              <ul>
                {period.revenue.map((r) => (
                  <li key={r.method}>
                    {t.revenueLine(
                      t.methods[r.method] ?? r.method,
                      formatMoney(r.amount, currency),
                      t.payments(r.payments),
                      r.refunded && Number(r.refunded) > 0 ? formatMoney(r.refunded, currency) : null,
                    )}
                  </li>
                ))}
              </ul>
            ),
          ],
          [t.failed, period.failed_orders],
          [
            t.medianToPin,
            period.median_seconds_to_pin === null ? t.none : formatDuration(period.median_seconds_to_pin),
          ],
        ]}
      />
    </Section>
  );
}
