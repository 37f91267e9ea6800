/**
 * The consent's wording in English (issue 32, decision 057), apart from consent.ts: the code form's
 * first load sends the consent (consent.ts) but only the payment page shows the wording.
 */
/** The wording the customer ticks, version CONSENT_TEXT_VERSION of consent.ts (English; translations follow). */
export const consentTexts = {
  immediateDelivery:
    'I request that my PIN be delivered immediately, before the 14-day withdrawal period ends.',
  waiverAcknowledged: 'I understand that I lose my right of withdrawal once the PIN has been delivered.',
  immediateDeliveryRequired: 'Tick this box to have your PIN delivered now.',
  waiverAcknowledgedRequired: 'Tick this box to confirm you know the right of withdrawal ends with delivery.',
} as const;
