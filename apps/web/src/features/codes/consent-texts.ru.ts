/**
 * Russian texts of consent-texts.ts (docs/decisions/057, 062). The boxes translate the English
 * wording of CONSENT_TEXT_VERSION: a change of either is a new version.
 */
import type { Translation } from '@/i18n/translated';
import { formatMoney } from '@/lib/format';
import type { consentPageTexts as englishPage, consentTexts as englishBoxes } from './consent-texts';

export const consentTexts: Translation<typeof englishBoxes> = {
  immediateDelivery:
    'Я прошу предоставить мой PIN-код немедленно, до истечения 14-дневного срока для отказа от договора.',
  waiverAcknowledged: 'Я понимаю, что с момента предоставления PIN-кода теряю право на отказ от договора.',
  immediateDeliveryRequired: 'Отметьте это поле, чтобы получить PIN-код сразу.',
  waiverAcknowledgedRequired:
    'Отметьте это поле, чтобы подтвердить, что вам известно: право на отказ от договора прекращается с предоставлением PIN-кода.',
};

export const consentPageTexts: Translation<typeof englishPage> = {
  legend: 'Перед предоставлением PIN-кода',
  readBefore: 'Пожалуйста, ознакомьтесь с нашими',
  terms: 'условиями',
  and: 'и',
  withdrawal: 'информацией об отказе от договора',
  /** Plain links, outside the router: the Russian pages' addresses. */
  termsPath: '/ru/terms',
  withdrawalPath: '/ru/withdrawal',
  buying: (comand: string, region: string, version: string) =>
    `Вы покупаете навигационный PIN-код для ${comand}, ${region}, версия ${version}.`,
  total: (price: string) => `Итого (с учётом налогов): ${formatMoney(price, 'USD')}`,
};
