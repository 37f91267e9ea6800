/**
 * Buying a token or subscription bundle: the bundle on offer priced, its payment started through
 * payments (which writes the row and sends the customer to pay), and the success page's answer.
 */
import { isLocale } from '@navihub/contract/locales';
import { messages } from '@navihub/contract/messages';
import { bundlePriceCents, type BundleKind } from '@navihub/contract/rules';
import type { Db } from '../../db/client.js';
import { invalidField } from '../../lib/domain-errors.js';
import type { User } from '../auth/index.js';
import type { PaymentMethod, PaymentsModule, StartedPayment } from '../payments/index.js';
import { checkBusinessFields, givesBusinessFields, type BusinessFieldsInput } from '../taxes/index.js';
import { bundleName, findSubscriptionBundle, findTokenBundle } from './service.js';

/** What the success page says of a bundle's payment in this state; `paid`: once it is paid. */
function purchaseStatus(status: 'pending' | 'fulfilled' | 'failed' | 'expired', paid: string) {
  switch (status) {
    case 'fulfilled':
      return { status: 'success' as const, message: paid };
    case 'pending':
      return { status: 'pending' as const, message: messages.paymentPending };
    case 'expired':
      return { status: 'error' as const, message: messages.paymentExpired };
    default:
      return { status: 'error' as const, message: messages.paymentFailed };
  }
}

export function createBuyBundle({ db, payments }: { db: Db; payments: PaymentsModule }) {
  /** Resolves with the provider's page and the payment's id; 400 `fk_bundle` for a bundle not on offer. */
  async function buyBundle(
    user: User,
    kind: BundleKind,
    input: {
      bundleId: number;
      userIp?: string | null;
      requestIp: string;
      method?: PaymentMethod;
      /** A business buyer's details (decision 065); none of the fields: the account's remembered ones. */
      business?: BusinessFieldsInput;
      ipCountry?: string | null;
    },
  ): Promise<StartedPayment> {
    payments.checkMethod(input.method);
    const given = input.business !== undefined && givesBusinessFields(input.business);
    const buyer = given ? checkBusinessFields(input.business!) : (user.business ?? null);
    const bundle =
      kind === 'token_bundle'
        ? await findTokenBundle(db, input.bundleId)
        : await findSubscriptionBundle(db, input.bundleId);
    if (!bundle) throw invalidField('fk_bundle', messages.bundleUnknown);
    // The account's language (the page's, picked in the header): the buyer comes back to it, and
    // the checkout, receipt and invoice name the bundle as the buyer's list did (decision 070).
    const locale = isLocale(user.language) ? user.language : undefined;
    return payments.startPayment({
      kind,
      userId: user.id,
      // What is sold is fixed now, and granted as it is (decision 044).
      ...('tokens' in bundle
        ? { tokenBundleId: bundle.id, tokens: bundle.tokens }
        : { subscriptionBundleId: bundle.id, durationDays: bundle.durationDays }),
      description: locale ? bundleName(bundle, locale) : bundle.name,
      amountCents: bundlePriceCents(bundle),
      email: user.email,
      userIp: input.userIp ?? null,
      requestIp: input.requestIp,
      method: input.method,
      buyer,
      rememberBuyer: given,
      ipCountry: input.ipCountry ?? null,
      locale,
    });
  }

  /**
   * A test key's bundle purchase (decision 073): the bundle checked as live, then a test payment,
   * paid on the sandbox checkout. Paid, it grants nothing: no token, no subscription day.
   */
  async function buyTestBundle(
    user: User,
    kind: BundleKind,
    input: { bundleId: number; method?: PaymentMethod },
  ): Promise<StartedPayment> {
    payments.checkMethod(input.method);
    const bundle =
      kind === 'token_bundle'
        ? await findTokenBundle(db, input.bundleId)
        : await findSubscriptionBundle(db, input.bundleId);
    if (!bundle) throw invalidField('fk_bundle', messages.bundleUnknown);
    return payments.startTestPayment({
      kind,
      userId: user.id,
      ...('tokens' in bundle
        ? { tokenBundleId: bundle.id, tokens: bundle.tokens }
        : { subscriptionBundleId: bundle.id, durationDays: bundle.durationDays }),
      description: bundle.name,
      amountCents: bundlePriceCents(bundle),
    });
  }

  /** The success page's check of a bundle's payment. */
  async function checkBundlePayment(kind: BundleKind, paymentId: string, sessionId: string, user: User) {
    const payment = await payments.confirmPayment(paymentId, sessionId, kind, user);
    const paid = kind === 'token_bundle' ? messages.tokensCredited : messages.subscriptionExtended;
    return { ...purchaseStatus(payment.status, paid), livemode: true };
  }

  /** The success page's check of a test bundle purchase: as live, but nothing was credited. */
  async function checkTestBundlePayment(kind: BundleKind, paymentId: string, sessionId: string, user: User) {
    const payment = await payments.confirmTestPayment(paymentId, sessionId, kind, user);
    return { ...purchaseStatus(payment.status, messages.testPurchasePaid), livemode: false };
  }

  return { buyBundle, buyTestBundle, checkBundlePayment, checkTestBundlePayment };
}

export type BuyBundle = ReturnType<typeof createBuyBundle>;
