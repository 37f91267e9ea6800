/**
 * Revealing the whole PIN of an order to staff, with an audit entry in the same transaction. The
 * staff member's row is locked first, so their reveals are counted one at a time: at most
 * STAFF_PIN_REVEALS_PER_HOUR within an hour (429 with Retry-After beyond).
 */
import type { Db } from '../../db/client.js';
import { DomainError } from '../../lib/domain-errors.js';
import { recentActions, recordAudit } from '../audit/index.js';
import { lockAccount } from '../auth/index.js';
import { conflict, maskedPin, orderToAct, type Actor, type OrderLimits } from './staff-guards.js';

export async function revealPin(
  deps: { db: Db; limits?: Pick<OrderLimits, 'pinRevealsPerHour'> | undefined },
  actor: Actor,
  orderId: string,
): Promise<{ pin: string }> {
  const order = await orderToAct(deps.db, orderId);
  const pin = order.pin;
  if (pin === null) throw conflict('This order has no PIN.');
  const perHour = deps.limits?.pinRevealsPerHour;
  if (perHour === undefined) throw new Error('PINs are revealed without the staff limits');
  return deps.db.transaction(async (tx) => {
    await lockAccount(tx, actor.id);
    const within = await recentActions(tx, actor.id, 'order.pin_revealed', 3600);
    if (within.count >= perHour) {
      const freeAt = (within.oldest?.getTime() ?? Date.now()) + 3_600_000;
      const retryAfterSeconds = Math.max(1, Math.ceil((freeAt - Date.now()) / 1000));
      throw new DomainError(
        'rate-limited',
        `You revealed ${perHour} PINs within the hour: wait ${Math.ceil(retryAfterSeconds / 60)} min before the next.`,
        { retryAfterSeconds },
      );
    }
    await recordAudit(tx, actor, {
      action: 'order.pin_revealed',
      subjectType: 'order',
      subjectId: orderId,
      after: { pin: maskedPin(pin) },
    });
    return { pin };
  });
}
