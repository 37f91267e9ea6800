/**
 * Texts of the consent before immediate delivery (issue 32, decision 057) and of what is bought,
 * right above the button that commits to pay. Apart from texts.ts so that the code form's first
 * load (which reads texts.ts) does not carry them.
 */
import { consentTexts as contractConsentTexts } from '@navihub/contract/consent-texts';
import { translated } from '@/i18n/translated';

/**
 * The boxes' wording (the contract's, version CONSENT_TEXT_VERSION) in the page's language; the
 * translations (consent-texts.<code>.ts) follow the same version.
 */
export const consentTexts = translated('consentTexts', contractConsentTexts);

export const consentPageTexts = translated('consentPageTexts', {
  legend: 'Before the PIN is delivered',
  readBefore: 'Please read our',
  terms: 'terms',
  and: 'and the',
  withdrawal: 'withdrawal information',
  /** The legal pages (added with issue 32's legal pages). */
  termsPath: '/terms',
  withdrawalPath: '/withdrawal',
  buying: (comand: string, region: string, version: string) =>
    `You are buying the navigation PIN for ${comand}, ${region}, version ${version}.`,
  total: (price: string) => `Total (taxes included): ${price}$`,
} as const);
