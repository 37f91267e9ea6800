/**
 * The back-office's dashboard (issue 12): today and the last 30 UTC days (today included), and
 * one point a day. Orders are counted by the day they were placed (paid ones: a card order still
 * waiting for its payment is not counted), revenue (after refunds) by the day the card payment was fulfilled,
 * grouped by payment provider (`stripe`, `dev`). Three aggregate queries, whatever the shop's size.
 */
import type { Dashboard } from '@navihub/contract/backoffice-dashboard';
import { centsToAmount, CURRENCY } from '@navihub/contract/rules';
import type { Db } from '../../db/client.js';
import { ordersByDay, pinTimes, type OrderDay } from '../orders/index.js';
import { revenueByDayAndProvider, type RevenueRow } from '../payments/index.js';

export const DASHBOARD_DAYS = 30;
const DAY_MS = 86_400_000;

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

function period(
  days: OrderDay[],
  revenue: RevenueRow[],
  medianSecondsToPin: number | null,
): Dashboard['today'] {
  const sum = (pick: (d: OrderDay) => number) => days.reduce((n, d) => n + pick(d), 0);
  const byMethod = new Map<string, { cents: number; refundedCents: number; payments: number }>();
  for (const r of revenue) {
    const m = byMethod.get(r.provider) ?? { cents: 0, refundedCents: 0, payments: 0 };
    byMethod.set(r.provider, {
      cents: m.cents + r.cents,
      refundedCents: m.refundedCents + r.refundedCents,
      payments: m.payments + r.payments,
    });
  }
  const ordersByPayment = {
    points: sum((d) => d.points),
    subscription: sum((d) => d.subscription),
    card: sum((d) => d.card),
  };
  return {
    orders: ordersByPayment.points + ordersByPayment.subscription + ordersByPayment.card,
    orders_by_payment: ordersByPayment,
    revenue: [...byMethod]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([method, m]) => ({
        method,
        amount: centsToAmount(m.cents),
        payments: m.payments,
        refunded: centsToAmount(m.refundedCents),
      })),
    failed_orders: sum((d) => d.failed),
    median_seconds_to_pin: medianSecondsToPin === null ? null : Math.round(medianSecondsToPin),
  };
}

export function createDashboard({ db, now = () => new Date() }: { db: Db; now?: () => Date }) {
  async function figures(): Promise<Dashboard> {
    const at = now();
    const today = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
    const since = new Date(today.getTime() - (DASHBOARD_DAYS - 1) * DAY_MS);
    const [days, revenue, times] = await Promise.all([
      ordersByDay(db, since),
      revenueByDayAndProvider(db, since),
      pinTimes(db, { today, since }),
    ]);
    const todayKey = isoDay(today);
    const daily = Array.from({ length: DASHBOARD_DAYS }, (_, i) => {
      const date = isoDay(new Date(since.getTime() + i * DAY_MS));
      const day = days.find((d) => d.day === date);
      const cents = revenue.filter((r) => r.day === date).reduce((n, r) => n + r.cents, 0);
      return {
        date,
        orders: day ? day.points + day.subscription + day.card : 0,
        revenue: centsToAmount(cents),
      };
    });
    return {
      currency: CURRENCY,
      today: period(
        days.filter((d) => d.day === todayKey),
        revenue.filter((r) => r.day === todayKey),
        times.medianToday,
      ),
      last_30_days: period(days, revenue, times.medianSince),
      awaiting_pin: {
        count: times.awaiting,
        oldest_seconds: times.oldestAwaitingSeconds === null ? null : Math.round(times.oldestAwaitingSeconds),
      },
      daily,
    };
  }
  return { figures };
}

export type StaffDashboard = ReturnType<typeof createDashboard>;
