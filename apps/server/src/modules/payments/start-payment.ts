/** A new payment: its row written (with what its seller writes first), then the customer sent to pay. */
import { randomUUID } from 'node:crypto';
import type { Locale } from '@navihub/contract/locales';
import { CURRENCY } from '@navihub/contract/rules';
import type { DbOrTx } from '../../db/client.js';
import { payments, type BusinessBuyer } from '../../db/schema.js';
import { rememberBusinessDetails } from '../account/index.js';
import { decideTax } from '../taxes/index.js';
import { chooseProvider, type PaymentMethod } from './choose-provider.js';
import type { Payment, PaymentsDeps } from './context.js';
import type { OpenCheckout } from './open-checkout.js';
import type { StartedPayment } from './test-payments.js';

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
  /** The catalogue's price: what is charged while taxes are off, the net when they are on (decision 065). */
  amountCents: number;
  /** The business buyer's details, checked (taxes' checkBusinessFields); null: none given. */
  buyer?: BusinessBuyer | null;
  /** Whether `buyer` was given now, and so is remembered on the account (even as none). */
  rememberBuyer?: boolean;
  /** The caller's country from the proxy's header (IP_COUNTRY_HEADER), when known. */
  ipCountry?: string | null;
  email: string;
  userIp: string | null;
  requestIp: string;
  method?: PaymentMethod | undefined;
  /** The buyer's language: the card provider sends them back to its pages (`/de/success`). */
  locale?: Locale | undefined;
}

export function createStartPayment(deps: PaymentsDeps, openCheckout: OpenCheckout) {
  const { db } = deps;

  /**
   * Resolves with the provider's page and the payment's id; 400 `method` when PayPal is asked for
   * and not offered.
   */
  return async function startPayment(
    sale: NewPayment,
    placeFirst?: (tx: DbOrTx, paymentId: string) => Promise<void>,
  ): Promise<StartedPayment> {
    const provider = chooseProvider(deps, sale.method);
    const { method: _method, rememberBuyer, ipCountry, locale, buyer = null, ...values } = sale;
    // Decided before anything is written: a VIES check (decision 065) waits for no transaction.
    const tax = await decideTax(deps.taxes, {
      netCents: sale.amountCents,
      buyer,
      ipCountry: ipCountry ?? null,
    });
    const paymentId = randomUUID();
    const payment = await db.transaction(async (tx) => {
      await placeFirst?.(tx, paymentId);
      if (rememberBuyer && sale.userId !== null) await rememberBusinessDetails(tx, sale.userId, buyer);
      const [row] = await tx
        .insert(payments)
        .values({
          id: paymentId,
          ...values,
          amountCents: tax.grossCents,
          buyer,
          tax,
          currency: CURRENCY,
          provider: provider.name,
        })
        .returning();
      return row!;
    });
    return { url: await openCheckout(payment, provider, locale), paymentId };
  };
}
