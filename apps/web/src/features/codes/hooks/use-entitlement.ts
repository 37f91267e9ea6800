import { NAVIGATION_TOOL, isActiveSubscription, navigationPoints } from '@navihub/contract/rules';
import { usePointsSubs } from '@/lib/points-subs';
import { useSession } from '@/lib/session';

/**
 * What pays for a code (spec §4): an active navigation subscription first, then a positive points
 * balance; otherwise the customer pays by card. Guests always pay by card.
 */
export type Entitlement =
  | { kind: 'loading' }
  | { kind: 'subscription'; subscriptionPk: number }
  | { kind: 'points'; points: number; pointPk: number }
  | { kind: 'none' };

export function useEntitlement(): Entitlement {
  const { tokens } = useSession();
  const pointsSubs = usePointsSubs();
  if (!tokens) return { kind: 'none' };
  if (pointsSubs.isPending) return { kind: 'loading' };
  if (!pointsSubs.data) return { kind: 'none' };

  const subscription = pointsSubs.data.subscriptions.find((sub) => isActiveSubscription(sub));
  if (subscription) return { kind: 'subscription', subscriptionPk: subscription.pk };

  const points = navigationPoints(pointsSubs.data.points);
  const record = pointsSubs.data.points.find((p) => p.fk_tool_name === NAVIGATION_TOOL && p.amount > 0);
  if (points > 0 && record) return { kind: 'points', points, pointPk: record.pk };
  return { kind: 'none' };
}

/** 'Generate' with a subscription or points, 'Buy Now' otherwise. */
export function generatesWithoutPaying(entitlement: Entitlement): boolean {
  return entitlement.kind === 'subscription' || entitlement.kind === 'points';
}

/** The generate request's payment fields for what pays for the code (subscription first, then points). */
export function paidWith(entitlement: Entitlement): {
  type: 'subscribe' | 'points';
  fk_subscription: number | null;
  fk_point: number | null;
} {
  return {
    type: entitlement.kind === 'subscription' ? 'subscribe' : 'points',
    fk_subscription: entitlement.kind === 'subscription' ? entitlement.subscriptionPk : null,
    fk_point: entitlement.kind === 'points' ? entitlement.pointPk : null,
  };
}
