/** The request field `consent` of the PIN-ordering POSTs (issue 32, decision 057). */
import { z } from 'zod';
import type { ConsentBody } from './consent.js';
import { consentTexts } from './consent-texts.js';
import { text } from './fields.js';
import { languageField } from './language-field.js';
import { messages } from './messages.js';

export const consentField = z
  .object({
    immediate_delivery: z.literal(true, { error: consentTexts.immediateDeliveryRequired }),
    waiver_acknowledged: z.literal(true, { error: consentTexts.waiverAcknowledgedRequired }),
    text_version: text(32).refine((v) => v.trim() !== '', messages.required),
    language: languageField.optional(),
  })
  .meta({
    description:
      "The consumer's consent to immediate delivery and acknowledgement of losing the right of withdrawal (both must be true), with the version of the wording shown (CONSENT_TEXT_VERSION). Leave it out only when buying as a business: the order is then recorded as exempt (decision 057).",
  }) satisfies z.ZodType<ConsentBody>;
