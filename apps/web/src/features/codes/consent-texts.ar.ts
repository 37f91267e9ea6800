/**
 * Arabic texts of consent-texts.ts (docs/decisions/057, 062). The boxes translate the English
 * wording of CONSENT_TEXT_VERSION: a change of either is a new version.
 */
import type { Translation } from '@/i18n/translated';
import { dollars } from '@/i18n/arabic-money';
import type { consentPageTexts as englishPage, consentTexts as englishBoxes } from './consent-texts';

export const consentTexts: Translation<typeof englishBoxes> = {
  immediateDelivery: 'أطلب تسليم رمز PIN فورًا، قبل انتهاء مهلة الانسحاب البالغة 14 يومًا.',
  waiverAcknowledged: 'أدرك أنني أفقد حقي في الانسحاب بمجرد تسليم رمز PIN.',
  immediateDeliveryRequired: 'ضع علامة في هذا المربع ليصلك رمز PIN الآن.',
  waiverAcknowledgedRequired: 'ضع علامة في هذا المربع لتأكيد علمك بأن حق الانسحاب ينتهي بالتسليم.',
};

export const consentPageTexts: Translation<typeof englishPage> = {
  legend: 'قبل تسليم رمز PIN',
  readBefore: 'يرجى قراءة',
  terms: 'الشروط والأحكام',
  and: 'و',
  withdrawal: 'معلومات حق الانسحاب',
  /** Plain links, outside the router: the Arabic pages' addresses. */
  termsPath: '/ar/terms',
  withdrawalPath: '/ar/withdrawal',
  buying: (comand: string, region: string, version: string) =>
    `أنت تشتري رمز PIN للملاحة لنظام ${comand}، منطقة ${region}، الإصدار ${version}.`,
  total: (price: string) => `الإجمالي (شامل الضرائب): ${dollars(price)}`,
};
