/** A token or subscription bundle by card: the payment written, then the customer sent to pay. */
import { randomUUID } from 'node:crypto';
import { messages } from '@navihub/contract/messages';
import { bundlePriceCents, CURRENCY, type BundleKind } from '@navihub/contract/rules';
import { payments } from '../../db/schema.js';
import { invalidField } from '../../lib/domain-errors.js';
import type { User } from '../auth/service.js';
import { findSubscriptionBundle, findTokenBundle } from '../bundles/service.js';
import { chooseProvider, type PaymentMethod } from './choose-provider.js';
import type { PaymentsDeps } from './context.js';
import type { OpenCheckout } from './open-checkout.js';

export function createStartBundlePayment(deps: PaymentsDeps, openCheckout: OpenCheckout) {
  const { db } = deps;

  return async function startBundlePayment(
    user: User,
    kind: BundleKind,
    input: { bundleId: number; userIp?: string | null; requestIp: string; method?: PaymentMethod },
  ): Promise<string> {
    const provider = chooseProvider(deps, input.method);
    const bundle =
      kind === 'token_bundle'
        ? await findTokenBundle(db, input.bundleId)
        : await findSubscriptionBundle(db, input.bundleId);
    if (!bundle) throw invalidField('fk_bundle', messages.bundleUnknown);
    const [payment] = await db
      .insert(payments)
      .values({
        id: randomUUID(),
        kind,
        userId: user.id,
        // What is sold is fixed now, and granted as it is (decision 044).
        ...('tokens' in bundle
          ? { tokenBundleId: bundle.id, tokens: bundle.tokens }
          : { subscriptionBundleId: bundle.id, durationDays: bundle.durationDays }),
        description: bundle.name,
        amountCents: bundlePriceCents(bundle),
        currency: CURRENCY,
        email: user.email,
        provider: provider.name,
        userIp: input.userIp ?? null,
        requestIp: input.requestIp,
      })
      .returning();
    return openCheckout(payment!, provider);
  };
}
