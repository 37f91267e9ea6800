/**
 * The consent a consumer gives before a PIN is delivered at once (issue 32; Directive 2011/83/EU
 * art. 16(m), UK CCRs reg. 37, §356(5) BGB): delivery requested before the withdrawal period ends,
 * and the loss of the right of withdrawal acknowledged. The web sends it with every PIN order
 * (card, PayPal, a point, a subscription day); what the server does without it: decision 057.
 * Free of zod, so that the pages' first chunks can take it; the request field is consent-field.ts,
 * the wording itself consent-texts.ts (only the payment page shows it).
 */

/** The date of the consent wording below; bumped whenever a word of it changes. */
export const CONSENT_TEXT_VERSION = '2026-11-27';

/** The request field `consent` (checked by consent-field.ts): both true, and the wording's version. */
export interface ConsentBody {
  immediate_delivery: true;
  waiver_acknowledged: true;
  /** The CONSENT_TEXT_VERSION of the wording the customer saw. */
  text_version: string;
  /** The language of that wording (`en` when left out). */
  language?: string;
}

/** What the web sends once both boxes are ticked. */
export const givenConsent = (language = 'en'): ConsentBody => ({
  immediate_delivery: true,
  waiver_acknowledged: true,
  text_version: CONSENT_TEXT_VERSION,
  language,
});
