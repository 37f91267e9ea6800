/**
 * French texts of consent-texts.ts (docs/decisions/057, 062). The boxes translate the English
 * wording of CONSENT_TEXT_VERSION (art. L221-28 of the Code de la consommation): a change of
 * either is a new version.
 */
import type { Translation } from '@/i18n/translated';
import { formatMoney } from '@/lib/format';
import type { consentPageTexts as englishPage, consentTexts as englishBoxes } from './consent-texts';

export const consentTexts: Translation<typeof englishBoxes> = {
  immediateDelivery:
    'Je demande expressément que mon code PIN me soit livré immédiatement, avant la fin du délai de rétractation de 14 jours.',
  waiverAcknowledged:
    'Je reconnais que je perds mon droit de rétractation dès que le code PIN m’a été livré.',
  immediateDeliveryRequired: 'Cochez cette case pour recevoir votre code PIN dès maintenant.',
  waiverAcknowledgedRequired:
    'Cochez cette case pour confirmer que vous savez que le droit de rétractation prend fin à la livraison.',
};

export const consentPageTexts: Translation<typeof englishPage> = {
  legend: 'Avant la livraison du code PIN',
  readBefore: 'Veuillez lire nos',
  terms: 'conditions générales de vente',
  and: 'et les',
  withdrawal: 'informations sur le droit de rétractation',
  /** Plain links, outside the router: the French pages' addresses. */
  termsPath: '/fr/terms',
  withdrawalPath: '/fr/withdrawal',
  buying: (comand: string, region: string, version: string) =>
    `Vous achetez le code PIN de navigation pour ${comand}, ${region}, version ${version}.`,
  total: (price: string) => `Total (TTC)\u00a0: ${formatMoney(price, 'USD')}`,
};
