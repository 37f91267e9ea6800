/** A new payment: its row written (with what its seller writes first), then the customer sent to pay. */
import { randomUUID } from 'node:crypto';
import type { Locale } from '@navihub/contract/locales';
import { CURRENCY } from '@navihub/contract/rules';
import type { DbOrTx } from '../../db/client.js';
import { payments } from '../../db/schema.js';
import { chooseProvider, type PaymentMethod } from './choose-provider.js';
import type { Payment, PaymentsDeps } from './context.js';
import type { OpenCheckout } from './open-checkout.js';

/** What a seller asks to be paid for; the payment's provider follows from `method`. */
export interface NewPayment {
  kind: Payment['kind'];
  userId: number | null;
  /** A PIN's order, written by `placeFirst` in the payment's transaction. */
  orderId?: string;
  /** What a bundle gives, fixed now and granted as it is (decision 044). */
  tokenBundleId?: number;
  tokens?: number;
  subscriptionBundleId?: number;
  durationDays?: number;
  description: string;
  amountCents: number;
  email: string;
  userIp: string | null;
  requestIp: string;
  method?: PaymentMethod | undefined;
  /** The buyer's language: the card provider sends them back to its pages (`/de/success`). */
  locale?: Locale | undefined;
}

export function createStartPayment(deps: PaymentsDeps, openCheckout: OpenCheckout) {
  const { db } = deps;

  /** Resolves with the provider's page; 400 `method` when PayPal is asked for and not offered. */
  return async function startPayment(
    sale: NewPayment,
    placeFirst?: (tx: DbOrTx, paymentId: string) => Promise<void>,
  ): Promise<string> {
    const provider = chooseProvider(deps, sale.method);
    const { method: _method, locale, ...values } = sale;
    const paymentId = randomUUID();
    const payment = await db.transaction(async (tx) => {
      await placeFirst?.(tx, paymentId);
      const [row] = await tx
        .insert(payments)
        .values({ id: paymentId, ...values, currency: CURRENCY, provider: provider.name })
        .returning();
      return row!;
    });
    return openCheckout(payment, provider, locale);
  };
}
