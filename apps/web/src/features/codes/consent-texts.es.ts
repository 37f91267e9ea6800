/**
 * Spanish texts of consent-texts.ts (docs/decisions/057, 062). The boxes translate the English
 * wording of CONSENT_TEXT_VERSION (art. 103 m) of the TRLGDCU): a change of either is a new
 * version.
 */
import type { Translation } from '@/i18n/translated';
import { formatMoney } from '@/lib/format';
import type { consentPageTexts as englishPage, consentTexts as englishBoxes } from './consent-texts';

export const consentTexts: Translation<typeof englishBoxes> = {
  immediateDelivery:
    'Solicito expresamente que mi PIN se entregue de inmediato, antes de que finalice el plazo de desistimiento de 14 días.',
  waiverAcknowledged: 'Soy consciente de que pierdo mi derecho de desistimiento una vez entregado el PIN.',
  immediateDeliveryRequired: 'Marque esta casilla para recibir su PIN ahora.',
  waiverAcknowledgedRequired:
    'Marque esta casilla para confirmar que sabe que el derecho de desistimiento termina con la entrega.',
};

export const consentPageTexts: Translation<typeof englishPage> = {
  legend: 'Antes de que se entregue el PIN',
  readBefore: 'Lea nuestras',
  terms: 'condiciones generales',
  and: 'y la',
  withdrawal: 'información sobre el desistimiento',
  /** Plain links, outside the router: the Spanish pages' addresses. */
  termsPath: '/es/terms',
  withdrawalPath: '/es/withdrawal',
  buying: (comand: string, region: string, version: string) =>
    `Está comprando el PIN de navegación para ${comand}, ${region}, versión ${version}.`,
  total: (price: string) => `Total (IVA incluido): ${formatMoney(price, 'USD')}`,
};
