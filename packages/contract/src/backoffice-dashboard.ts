/**
 * The back-office's dashboard (issue 12): today and the last 30 days at a glance, and one point a
 * day for the chart.
 */
import { z } from 'zod';

export const dashboardPeriod = z.object({
  /** PIN orders placed in the period and paid (a card order still waiting for its payment is not counted). */
  orders: z.number().int(),
  /** PIN orders by what paid them. */
  orders_by_payment: z.object({
    points: z.number().int(),
    subscription: z.number().int(),
    card: z.number().int(),
  }),
  /**
   * Money kept of card payments (PINs, token and subscription bundles) fulfilled in the period, by
   * payment method: the payment provider (`stripe`, `paypal`, or `dev` for the built-in dev
   * checkout, whose payments are not real money). `amount` is after refunds and disputes of those
   * payments; `refunded` is what went back of them.
   */
  revenue: z.array(
    z.object({
      method: z.string(),
      amount: z.string(),
      payments: z.number().int(),
      refunded: z.string().optional(),
    }),
  ),
  /** Of the period's orders, those that failed (counted by the day they were placed). */
  failed_orders: z.number().int(),
  /** Median seconds from payment to PIN of the orders fulfilled in the period; null: none. */
  median_seconds_to_pin: z.number().nullable(),
});

export const dashboardResponse = z.object({
  currency: z.string(),
  today: dashboardPeriod,
  last_30_days: dashboardPeriod,
  awaiting_pin: z.object({
    count: z.number().int(),
    /** How long the oldest paid order has waited for its PIN, in seconds; null: none waits. */
    oldest_seconds: z.number().nullable(),
  }),
  /** The last 30 days, oldest first (UTC dates): orders and card revenue each day. */
  daily: z.array(z.object({ date: z.string(), orders: z.number().int(), revenue: z.string() })),
});
export type Dashboard = z.infer<typeof dashboardResponse>;
