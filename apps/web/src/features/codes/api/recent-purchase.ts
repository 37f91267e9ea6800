import { codesApi } from '@navihub/contract/api/codes';
import { request } from '@/lib/request';
import type { CodeOrder } from '../components/order-summary';

/**
 * codesApi.recentPurchase → when this e-mail bought the same PIN in the last 24 hours, or null
 * (issue 31). Asked before paying; a failed question is no reason to stop a payment: null.
 */
export async function recentPurchaseOf(order: CodeOrder, email: string): Promise<Date | null> {
  try {
    const answer = await request(codesApi.recentPurchase, {
      body: {
        comand: order.comand,
        map_region: order.map_region,
        version: order.version,
        vin: order.vin,
        email,
      },
    });
    return answer.bought_at ? new Date(answer.bought_at) : null;
  } catch (error) {
    console.warn('Asking for an earlier purchase of the same PIN failed', error);
    return null;
  }
}
