import { useState } from 'react';
import { recentPurchaseOf } from '../api/recent-purchase';
import type { CodeOrder } from '../components/order-summary';

/** The ways to pay that ask first: card, PayPal, or a point or subscription day. */
export type WayToPay = 'card' | 'paypal' | 'entitlement';

export type BoughtBefore = ReturnType<typeof useBoughtBefore>;

/**
 * "You bought this PIN … ago: See it / Buy again" (issue 31: Back, Back, pay again): every way to
 * pay asks, before it pays, whether this e-mail bought the same PIN in the last day. One question
 * for all of them, so that the answer and "Buy again" are the same whichever way was chosen.
 */
export function useBoughtBefore(order: CodeOrder) {
  const [checking, setChecking] = useState(false);
  const [found, setFound] = useState<{ at: Date; way: WayToPay } | null>(null);

  return {
    /** The question is on its way to the server. */
    checking,
    /** When the same PIN was bought, and the way to pay that "Buy again" takes; null when nothing is asked. */
    found,
    /**
     * True when the same PIN was bought by `email` in the last day: the customer is then asked, and
     * "Buy again" pays the `way` chosen. False when the payment can go on (the question is put away).
     */
    async asksFirst(email: string, way: WayToPay): Promise<boolean> {
      setChecking(true);
      const boughtAt = await recentPurchaseOf(order, email);
      setChecking(false);
      if (boughtAt) {
        setFound({ at: boughtAt, way });
        return true;
      }
      setFound(null);
      return false;
    },
    /** "Buy again" was chosen: the question is put away. */
    dismiss() {
      setFound(null);
    },
  };
}
