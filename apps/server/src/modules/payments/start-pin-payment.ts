/** A PIN by card: the pending order and its payment written, then the customer sent to pay. */
import { randomUUID } from 'node:crypto';
import { messages } from '@navihub/contract/messages';
import { amountToCents, CURRENCY, discountedCents } from '@navihub/contract/rules';
import { payments } from '../../db/schema.js';
import { invalidField, unknownVariant } from '../../lib/domain-errors.js';
import type { User } from '../auth/service.js';
import { codePriceCents, findVariant } from '../catalog/service.js';
import { newOrderId, placeCardOrder } from '../codes/orders.js';
import { chooseProvider, type PaymentMethod } from './choose-provider.js';
import type { PaymentsDeps } from './context.js';
import type { OpenCheckout } from './open-checkout.js';

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
}

export function createStartPinPayment(deps: PaymentsDeps, openCheckout: OpenCheckout) {
  const { db } = deps;

  /** Priced here from the catalogue and the customer's discount; the client's amount is only compared. */
  return async function startPinPayment(user: User | null, input: PinPaymentInput): Promise<string> {
    const variant = await findVariant(db, input);
    if (!variant) throw unknownVariant();
    const provider = chooseProvider(deps, input.method);
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

    const paymentId = randomUUID();
    const orderId = newOrderId();
    const payment = await db.transaction(async (tx) => {
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
      const [row] = await tx
        .insert(payments)
        .values({
          id: paymentId,
          kind: 'pin',
          userId: user?.id ?? null,
          orderId,
          description: `Navigation PIN ${variant.comand} ${variant.mapRegion} ${variant.version} for ${input.vin}`,
          amountCents,
          currency: CURRENCY,
          email,
          provider: provider.name,
          userIp: input.userIp ?? null,
          requestIp: input.requestIp,
        })
        .returning();
      return row!;
    });
    return openCheckout(payment, provider);
  };
}
