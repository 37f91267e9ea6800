/**
 * Correcting the PIN of a fulfilled order that staff typed wrongly: the PIN replaced and the
 * corrected PIN's e-mail queued in one transaction with the audit entry (both PINs masked). A
 * refunded order keeps its PIN and may have it corrected too; not while a refund is under way.
 */
import { and, eq } from 'drizzle-orm';
import { orderReference } from '@navihub/contract/order-reference';
import { orders } from '../../db/schema.js';
import { invalidField } from '../../lib/domain-errors.js';
import { enqueueMail } from '../mail/index.js';
import { languageOfOrder } from './order-language.js';
import { mailTemplates } from '../mail/index.js';
import { lockOrder, recipientOf, type OrderDeps } from './order.js';
import { noLiveRefundClaim, refundUnderWay } from './refund-claim.js';
import {
  auditOf,
  conflict,
  orderToAct,
  REFUND_UNDER_WAY,
  refuseOwnOrder,
  typedPin,
  type Actor,
} from './staff-guards.js';

const NO_PIN_TO_CORRECT = 'This order has no PIN yet: enter it instead.';

/** 400 for a PIN that does not match PIN_PATTERN, no reason or the same PIN; 409 when it has no PIN. */
export async function correctPin(
  deps: OrderDeps & { pinPattern: string },
  actor: Actor,
  orderId: string,
  input: { pin: string; reason: string },
): Promise<void> {
  const typed = typedPin(deps.pinPattern, input.pin);
  const reason = input.reason.trim();
  if (!reason) throw invalidField('reason', 'Say why the PIN is corrected.');
  const found = await orderToAct(deps.db, orderId);
  refuseOwnOrder(actor, found);
  if (found.status !== 'fulfilled') throw conflict(NO_PIN_TO_CORRECT);
  if (found.pin === typed) throw invalidField('pin', 'This is the PIN the order has already.');
  const onDone = auditOf(actor, 'order.pin_corrected', reason);
  const done = await deps.db.transaction(async (tx) => {
    const before = await lockOrder(tx, orderId);
    if (!before) return false;
    const [after] = await tx
      .update(orders)
      .set({ pin: typed, pinIsDemo: false })
      .where(and(eq(orders.id, orderId), eq(orders.status, 'fulfilled'), noLiveRefundClaim))
      .returning();
    if (!after) return false;
    const to = await recipientOf(tx, after);
    if (to) {
      await enqueueMail(tx, {
        to,
        kind: 'pin-corrected',
        meta: { orderId },
        ...mailTemplates.pinCorrected({
          language: await languageOfOrder(tx, after),
          brand: deps.brand,
          supportEmail: deps.supportEmail,
          reference: orderReference(after.number),
          vin: after.vin,
          pin: typed,
        }),
      });
    }
    await onDone(tx, before, after);
    return true;
  });
  if (!done) {
    if (await refundUnderWay(deps.db, orderId)) throw conflict(REFUND_UNDER_WAY);
    throw conflict(NO_PIN_TO_CORRECT);
  }
  deps.onMailQueued();
}
