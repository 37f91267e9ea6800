/** A customer's bundle purchases, newest first, as the account page lists them; a test key's apart. */
import { centsToAmount } from '@navihub/contract/rules';
import type { Db } from '../../db/client.js';
import type { PaymentsModule } from '../payments/index.js';
import { bundleTerms } from './service.js';
import { invoiceLinksOfPayments, NO_INVOICE } from '../invoices/index.js';

/** What a live and a test purchase show alike: the payment's own fields. */
function purchaseFields<
  P extends {
    id: string;
    kind: string;
    tokenBundleId: number | null;
    subscriptionBundleId: number | null;
    description: string;
    amountCents: number;
    currency: string;
    status: unknown;
    createdAt: Date;
  },
>(p: P) {
  return {
    id: p.id,
    kind: p.kind === 'token_bundle' ? ('token_bundle' as const) : ('subscription_bundle' as const),
    fk_bundle: p.tokenBundleId ?? p.subscriptionBundleId,
    name: p.description,
    amount: centsToAmount(p.amountCents),
    currency: p.currency,
    status: p.status as P['status'],
    created_at: p.createdAt.toISOString(),
  };
}

export function createBundlePurchases({ db, payments }: { db: Db; payments: PaymentsModule }) {
  return async function userBundlePurchases(userId: number) {
    const rows = await payments.paymentsOfUser(userId, ['token_bundle', 'subscription_bundle']);
    const terms = await bundleTerms(db);
    const invoices = await invoiceLinksOfPayments(
      db,
      rows.map((p) => p.id),
    );
    return rows.map((p) => ({
      ...purchaseFields(p),
      // What the purchase gave: its recorded terms, or the bundle's for one from before (decision 044).
      tokens: p.tokenBundleId === null ? null : (p.tokens ?? terms.tokens.get(p.tokenBundleId) ?? null),
      duration_days:
        p.subscriptionBundleId === null
          ? null
          : (p.durationDays ?? terms.days.get(p.subscriptionBundleId) ?? null),
      livemode: true,
      ...(invoices.get(p.id) ?? NO_INVOICE),
    }));
  };
}

/**
 * A test key's bundle purchases (decision 073), as the live list shows them: what the bundle
 * would give, never given, and no invoice.
 */
export function createTestBundlePurchases({ payments }: { payments: PaymentsModule }) {
  return async function testBundlePurchases(userId: number) {
    const rows = await payments.testPaymentsOfUser(userId, ['token_bundle', 'subscription_bundle']);
    return rows.map((p) => ({
      ...purchaseFields(p),
      tokens: p.tokens,
      duration_days: p.durationDays,
      livemode: false,
      ...NO_INVOICE,
    }));
  };
}
