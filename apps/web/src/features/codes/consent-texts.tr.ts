/**
 * Turkish texts of consent-texts.ts (docs/decisions/057, 062). The boxes translate the English
 * wording of CONSENT_TEXT_VERSION (Mesafeli Sözleşmeler Yönetmeliği m. 15): a change of either is a
 * new version.
 */
import type { Translation } from '@/i18n/translated';
import { formatMoney } from '@/lib/format';
import type { consentPageTexts as englishPage, consentTexts as englishBoxes } from './consent-texts';

export const consentTexts: Translation<typeof englishBoxes> = {
  immediateDelivery: 'PIN kodumun 14 günlük cayma süresi dolmadan, hemen teslim edilmesini talep ediyorum.',
  waiverAcknowledged: 'PIN kodu teslim edildiğinde cayma hakkımı kaybedeceğimi biliyorum.',
  immediateDeliveryRequired: 'PIN kodunuzun hemen teslim edilmesi için bu kutuyu işaretleyin.',
  waiverAcknowledgedRequired:
    'Cayma hakkının teslimatla sona erdiğini bildiğinizi onaylamak için bu kutuyu işaretleyin.',
};

export const consentPageTexts: Translation<typeof englishPage> = {
  legend: 'PIN kodu teslim edilmeden önce',
  readBefore: 'Lütfen okuyun:',
  terms: 'satış koşullarımız',
  and: 've',
  withdrawal: 'cayma hakkı bilgilendirmesi',
  /** Plain links, outside the router: the Turkish pages' addresses. */
  termsPath: '/tr/terms',
  withdrawalPath: '/tr/withdrawal',
  buying: (comand: string, region: string, version: string) =>
    `Satın aldığınız: ${comand}, ${region}, sürüm ${version} için navigasyon PIN kodu.`,
  total: (price: string) => `Toplam (vergiler dahil): ${formatMoney(price, 'USD')}`,
};
