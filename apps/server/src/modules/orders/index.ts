/**
 * The orders module's public entry: other modules import only this (decision 049). One file per
 * use case: place (place-order.ts, place-card-order.ts, generate in customer-orders.ts), fulfil
 * (fulfil-order.ts, its job fulfil-order-job.ts), fail (fail-order.ts), refund (refund-order.ts,
 * its job refund-failed-order-job.ts), correct a PIN (correct-pin.ts), reveal one (reveal-pin.ts).
 */
export { ordersPlugin } from './plugin.js';
export { createOrderActions, type OrderActions, type OrderActionsDeps } from './order-actions.js';
export { completeOrder } from './fulfil-order.js';
export { failOrder } from './fail-order.js';
export { FULFIL_ORDER_JOB, REFUND_FAILED_ORDER_JOB, findOrder, type Order } from './order.js';
export { newOrderId, payOrder, placeCardOrder } from './place-order.js';
export { refundStateOf } from './give-back.js';
export { paidViaPaypal, paidWithOf } from './paid-with.js';
// What happened to an order, for a module above orders to listen to (decision 060).
export { createOrderEvents, type OrderEvent, type OrderEventListener } from './order-events.js';
export {
  checkRefundLimit,
  isCapped,
  isOwnOrder,
  needsAdmin,
  ownAccount,
  SHOP_ACTOR,
  type OrderLimits,
} from './staff-guards.js';
export {
  awaitingPinSummary,
  findStaffOrder,
  listStaffOrders,
  listStaffOrdersOfCustomer,
  orderIdByNumber,
  staffStatusOf,
  waitingSince,
  type StaffOrderFilter,
  type StaffOrderRow,
} from './staff-orders.js';
export { ordersByDay, pinTimes, type OrderDay, type PinTimes } from './order-figures.js';
export {
  orderOutcomes,
  placePaidOrders,
  subscriptionOrdersToday,
  type PaidOrderInput,
} from './place-paid-orders.js';
// The sandbox's test orders (decision 066): bulk orders place a test batch's rows with them.
export { placeTestOrders, testOrderOutcomes, TEST_ORDER_JOB } from './test-orders.js';
