/**
 * The EU's VIES check of a business buyer's VAT number (VIES_CHECK=on, decision 065): one POST to
 * its REST service (VIES_URL) with a short timeout. With the seller's own VAT number as requester
 * VIES gives a consultation number (`requestIdentifier`), kept on the order as proof of the check.
 * An outage, a timeout or an unreadable answer is `unavailable`: the sale goes on, with tax.
 * Answers are kept an hour per number, so the payment page's total and the checkout agree.
 */
import type { ViesConsultation } from '../../db/schema.js';

export interface ViesSettings {
  url: string;
  timeoutMs: number;
  /** The seller's VAT number (`DE…`), sent as requester; '' when the seller has none. */
  requester: string;
}

export type ViesCheck = (vatNumber: string) => Promise<ViesConsultation>;

const KEEP_MS = 60 * 60 * 1000;
const KEPT_AT_MOST = 5000;

/** `DE136695976` → country DE (Greece's `EL` as it is: VIES knows it so), number `136695976`. */
const partsOf = (vatNumber: string) => ({
  countryCode: vatNumber.slice(0, 2),
  vatNumber: vatNumber.slice(2),
});

export function createViesCheck(settings: ViesSettings, now = () => new Date()): ViesCheck {
  const kept = new Map<string, { at: number; answer: ViesConsultation }>();

  async function ask(vatNumber: string): Promise<ViesConsultation> {
    const checkedAt = now().toISOString();
    const requester = settings.requester ? partsOf(settings.requester) : null;
    try {
      const response = await fetch(settings.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({
          ...partsOf(vatNumber),
          ...(requester
            ? { requesterMemberStateCode: requester.countryCode, requesterNumber: requester.vatNumber }
            : {}),
        }),
        signal: AbortSignal.timeout(settings.timeoutMs),
      });
      if (!response.ok) return { result: 'unavailable', requestIdentifier: null, checkedAt };
      const body = (await response.json()) as { valid?: unknown; requestIdentifier?: unknown };
      if (typeof body.valid !== 'boolean')
        return { result: 'unavailable', requestIdentifier: null, checkedAt };
      const id =
        typeof body.requestIdentifier === 'string' && body.requestIdentifier ? body.requestIdentifier : null;
      return {
        result: body.valid ? 'valid' : 'invalid',
        requestIdentifier: id?.slice(0, 100) ?? null,
        checkedAt,
      };
    } catch {
      return { result: 'unavailable', requestIdentifier: null, checkedAt };
    }
  }

  return async function checkVies(vatNumber) {
    const hit = kept.get(vatNumber);
    if (hit && now().getTime() - hit.at < KEEP_MS) return hit.answer;
    const answer = await ask(vatNumber);
    // An outage is asked again next time; a verdict is kept.
    if (answer.result !== 'unavailable') {
      if (kept.size >= KEPT_AT_MOST) kept.clear();
      kept.set(vatNumber, { at: now().getTime(), answer });
    }
    return answer;
  };
}
