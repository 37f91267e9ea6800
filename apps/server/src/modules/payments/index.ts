/**
 * The payments module's public entry: other modules import only this (decision 049). Payments is
 * a lower layer: it knows nothing of what it sells; sellers register their sale per kind.
 */
export { paymentsPlugin, type PaymentsModule } from './plugin.js';
export type { Payment } from './context.js';
export type { PaymentMethod } from './choose-provider.js';
export type { PaymentKind, Sale, SaleRefund } from './payment-kinds.js';
export { createPaymentKinds } from './payment-kinds.js';
export type { NewPayment } from './start-payment.js';
export type { NewTestPayment, StartedPayment, TestPayment } from './test-payments.js';
export { createRefundPayment, type MadeRefund, type PaymentRefunder } from './refund-payment.js';
export { ORDER_REFUND_KIND } from './payment-refunds.js';
export { paymentsOfCustomer, revenueByDayAndProvider, type RevenueRow } from './staff-reads.js';
export { countPendingPayments } from './pending-payments.js';
