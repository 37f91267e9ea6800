/**
 * Placing a PIN order paid by card or PayPal: priced here from the catalogue and the customer's
 * discount (the client's amount is only compared), the pending order written in the payment's
 * transaction, and the customer sent to pay through payments. The success page's check of it
 * answers with the order's state.
 */
import type { ConsentBody } from '@navihub/contract/consent';
import { isLocale } from '@navihub/contract/locales';
import { messages } from '@navihub/contract/messages';
import { amountToCents, discountedCents } from '@navihub/contract/rules';
import type { Db } from '../../db/client.js';
import { invalidField, unknownVariant } from '../../lib/domain-errors.js';
import type { User } from '../auth/index.js';
import { codePriceCents, findVariant } from '../catalog/index.js';
import { recordConsent } from '../consents/index.js';
import type { PaymentMethod, PaymentsModule, StartedPayment } from '../payments/index.js';
import { checkBusinessFields, givesBusinessFields, type BusinessFieldsInput } from '../taxes/index.js';
import { orderStatus, withInvoice } from './customer-orders.js';
import { findOrder } from './order.js';
import { newOrderId, placeCardOrder } from './place-order.js';
import { placeTestOrders, type TestOrders } from './test-orders.js';

export interface PinPaymentInput {
  comand: string;
  mapRegion: string;
  version: string;
  vin: string;
  amount?: string | number | null;
  email?: string | null;
  userIp?: string | null;
  requestIp: string;
  method?: PaymentMethod;
  /** The consent to immediate delivery (decision 057); absent from an API client ordering as a business. */
  consent?: ConsentBody;
  /** A business buyer's details (decision 065); left out: a signed-in customer's remembered ones. */
  business?: BusinessFieldsInput;
  /** The caller's country from the proxy's header, when known. */
  ipCountry?: string | null;
}

type Payments = Pick<
  PaymentsModule,
  'checkMethod' | 'startPayment' | 'confirmPayment' | 'startTestPayment' | 'confirmTestPayment'
>;

export function createPlaceCardOrder({
  db,
  payments,
  testOrders,
}: {
  db: Db;
  payments: Payments;
  testOrders: Pick<TestOrders, 'check'>;
}) {
  /** What is charged, the buyer's e-mail and details, checked as the checkout will be opened. */
  async function priced(user: User | null, input: PinPaymentInput) {
    const variant = await findVariant(db, input);
    if (!variant) throw unknownVariant();
    payments.checkMethod(input.method);
    const amountCents = discountedCents(await codePriceCents(db), user?.discountPercent ?? 0);
    // A discount of 100 % (set before it was capped at 99) leaves nothing to charge: the checkout
    // refuses 0 and a payment must be positive. Refused with a 400 rather than treated as paid: a
    // free PIN would skip the checkout, the webhook and the receipt the fulfilment is built on,
    // and a refusal cannot hand out PINs by mistake.
    if (amountCents <= 0) throw invalidField('non_field_errors', messages.nothingToPay);
    if (input.amount !== undefined && input.amount !== null && input.amount !== '') {
      if (amountToCents(input.amount) !== amountCents) throw invalidField('amount', messages.amountMismatch);
    }
    const email = input.email?.trim() || user?.email;
    if (!email) throw invalidField('email', messages.invoiceEmailRequired);
    const given = input.business !== undefined && givesBusinessFields(input.business);
    const buyer = given ? checkBusinessFields(input.business!) : (user?.business ?? null);
    return { variant, amountCents, email, buyer, given };
  }

  /** Resolves with the provider's page and the payment's id. */
  async function placeAndPay(user: User | null, input: PinPaymentInput): Promise<StartedPayment> {
    const { variant, amountCents, email, buyer, given } = await priced(user, input);
    const orderId = newOrderId();
    return payments.startPayment(
      {
        kind: 'pin',
        userId: user?.id ?? null,
        orderId,
        description: `Navigation PIN ${variant.comand} ${variant.mapRegion} ${variant.version} for ${input.vin}`,
        amountCents,
        email,
        userIp: input.userIp ?? null,
        requestIp: input.requestIp,
        method: input.method,
        buyer,
        rememberBuyer: given,
        ipCountry: input.ipCountry ?? null,
        // The language the consent was given in is the page's: the buyer comes back to it.
        locale: isLocale(input.consent?.language) ? input.consent.language : undefined,
      },
      async (tx, paymentId) => {
        await placeCardOrder(tx, {
          id: orderId,
          userId: user?.id ?? null,
          variant,
          vin: input.vin,
          priceCents: amountCents,
          email,
          userIp: input.userIp ?? null,
          requestIp: input.requestIp,
        });
        await recordConsent(tx, { orderId, paymentId, consent: input.consent });
      },
    );
  }

  /**
   * A test key's card payment (decision 073): checked as live, then a pending test order and its
   * test payment, paid on the sandbox checkout. No consent is recorded and nothing is remembered.
   */
  async function placeTestAndPay(user: User, input: PinPaymentInput): Promise<StartedPayment> {
    const { variant, amountCents } = await priced(user, input);
    const orderId = newOrderId();
    return payments.startTestPayment(
      {
        kind: 'pin',
        userId: user.id,
        testOrderId: orderId,
        description: `Navigation PIN ${variant.comand} ${variant.mapRegion} ${variant.version} for ${input.vin}`,
        amountCents,
        locale: isLocale(input.consent?.language) ? input.consent.language : undefined,
      },
      async (tx) => {
        const { comand, mapRegion, version } = variant;
        await placeTestOrders(tx, user.id, [{ orderId, comand, mapRegion, version, vin: input.vin }], {
          pending: true,
        });
      },
    );
  }

  /** The success page's check of a test PIN payment: as live, the test order's answer once paid. */
  async function checkTestPinPayment(paymentId: string, sessionId: string, user: User | null) {
    const payment = await payments.confirmTestPayment(paymentId, sessionId, 'pin', user);
    if (payment.status === 'failed')
      return { status: 'error' as const, data: null, message: messages.paymentFailed, livemode: false };
    if (payment.status !== 'fulfilled' || !payment.testOrderId)
      return { status: 'pending' as const, data: null, message: messages.paymentPending, livemode: false };
    return testOrders.check(payment.userId, payment.testOrderId);
  }

  /** The success page's check of a PIN's payment: the payment's state, then the order's. */
  async function checkPinPayment(paymentId: string, sessionId: string, user: User | null) {
    const payment = await payments.confirmPayment(paymentId, sessionId, 'pin', user);
    if (payment.status === 'expired')
      return { status: 'error' as const, data: null, message: messages.paymentExpired, livemode: true };
    if (payment.status === 'failed')
      return { status: 'error' as const, data: null, message: messages.paymentFailed, livemode: true };
    const order = payment.orderId ? await findOrder(db, payment.orderId) : undefined;
    if (payment.status === 'pending' || !order)
      return { status: 'pending' as const, data: null, message: messages.paymentPending, livemode: true };
    return { ...(await withInvoice(db, orderStatus(order), order.id)), livemode: true };
  }

  return { placeAndPay, placeTestAndPay, checkPinPayment, checkTestPinPayment };
}

export type PlaceCardOrder = ReturnType<typeof createPlaceCardOrder>;
