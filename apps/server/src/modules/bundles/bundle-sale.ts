/**
 * What a bundle's payment sells, registered with payments (decision 049): a token bundle credits
 * its tokens, a subscription bundle extends the subscription, each once and as recorded when its
 * checkout opened, whatever the bundle says now (a payment from before reads the bundle, decision
 * 044). A token bundle refunded in full has its tokens still unspent taken back, once; what was
 * spent is left in the audit log for staff.
 */
import { SUBSCRIPTION_DAYS_DEFAULT, TOKENS_PER_BUNDLE_DEFAULT } from '@navihub/contract/rules';
import type { DbOrTx } from '../../db/client.js';
import { recordAudit } from '../audit/index.js';
import type { Payment, Sale, SaleRefund } from '../payments/index.js';
import { creditNavigationPoints, takeBackCredit } from '../points/index.js';
import { extendNavigationSubscription } from '../subscriptions/index.js';
import { currentDurationDays, currentTokens, subscriptionBundleSold, tokenBundleSold } from './service.js';

/** The audit log's actor for what the shop does by itself. */
const SHOP = { id: 0, email: 'shop' };

export const tokenBundleSale: Sale = {
  async grant(tx, payment) {
    if (!payment.userId || !payment.tokenBundleId) return;
    await creditNavigationPoints(tx, {
      userId: payment.userId,
      amount: payment.tokens ?? (await currentTokens(tx, payment.tokenBundleId)) ?? TOKENS_PER_BUNDLE_DEFAULT,
      reason: 'bundle-purchase',
      reference: payment.id,
    });
  },
  async refunded(tx, payment, refund) {
    if (payment.status === 'fulfilled' && refund.full) await takeBackBundle(tx, payment, refund);
  },
  // The invoice names the bundle in its language, with the tokens the payment granted (decision 076).
  async invoiceParticulars(tx, payment) {
    const bundle = payment.tokenBundleId ? await tokenBundleSold(tx, payment.tokenBundleId) : undefined;
    return {
      item: {
        kind: 'token_bundle',
        name: bundle?.name ?? payment.description,
        names: bundle?.names ?? {},
        tokens: payment.tokens ?? bundle?.tokens ?? null,
      },
    };
  },
};

export const subscriptionBundleSale: Sale = {
  async grant(tx, payment) {
    if (!payment.userId || !payment.subscriptionBundleId) return;
    await extendNavigationSubscription(tx, {
      userId: payment.userId,
      days:
        payment.durationDays ??
        (await currentDurationDays(tx, payment.subscriptionBundleId)) ??
        SUBSCRIPTION_DAYS_DEFAULT,
    });
  },
  async invoiceParticulars(tx, payment) {
    const bundle = payment.subscriptionBundleId
      ? await subscriptionBundleSold(tx, payment.subscriptionBundleId)
      : undefined;
    return {
      item: {
        kind: 'subscription_bundle',
        name: bundle?.name ?? payment.description,
        names: bundle?.names ?? {},
        days: payment.durationDays ?? bundle?.days ?? null,
      },
    };
  },
};

/** A token bundle refunded in full: its tokens still unspent are taken back, once. */
async function takeBackBundle(tx: DbOrTx, payment: Payment, refund: SaleRefund): Promise<void> {
  const back = await takeBackCredit(tx, {
    creditReason: 'bundle-purchase',
    takeReason: 'bundle-refund',
    reference: payment.id,
  });
  if (!back) return;
  const spent = back.credited - back.taken;
  await recordAudit(tx, SHOP, {
    action: 'customer.points',
    subjectType: 'customer',
    subjectId: back.userId,
    reason:
      spent > 0
        ? `Bundle payment ${payment.id} refunded (${refund.reason}): ${back.taken} of its ${back.credited} tokens taken back; ${spent} were spent already. Settle the spent tokens with the customer.`
        : `Bundle payment ${payment.id} refunded (${refund.reason}): its ${back.credited} tokens taken back.`,
    before: { payment: payment.id, credited: back.credited },
    after: { taken_back: back.taken, spent_before_refund: spent },
  });
}
