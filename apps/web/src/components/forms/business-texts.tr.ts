/** Turkish texts of business-texts.ts (docs/decisions/062). */
import type { Translation } from '@/i18n/translated';
import { formatMoney } from '@/lib/format';
import type { businessTexts as english } from './business-texts';

const dollars = (amount: string) => formatMoney(amount, 'USD');

export const businessTexts: Translation<typeof english> = {
  summary: 'Şirket olarak mı satın alıyorsunuz? Şirket bilgilerinizi ekleyin (isteğe bağlı)',
  heading: 'Şirket bilgileri',
  intro: 'Faturalarınızda yer alır. Başka bir AB ülkesinden KDV numarası olan bir AB şirketi KDV ödemez.',
  companyName: 'Şirket unvanı',
  address: 'Adres',
  addressHint: 'Sokak, posta kodu ve şehir, her biri ayrı satırda.',
  country: 'Ülke',
  noCountry: 'Ülke seçin',
  vatNumber: 'KDV numarası',
  vatNumberHint: 'Ülke koduyla birlikte, ör. DE123456789.',
  save: 'Şirket bilgilerini kaydet',
  saved: 'Şirket bilgileri kaydedildi',
  remembered: 'Sonraki satın alımlarınız için hesabınıza kaydedildi.',
  taxLine: (rate: string, country: string, tax: string, net: string) =>
    `%${rate} KDV dahil (${country}): ${dollars(net)} net tutar üzerinden ${dollars(tax)}.`,
  reverseCharge:
    'KDV yok: tersine vergilendirme (sorumlu sıfatıyla beyan); KDV’yi alıcı olarak siz beyan edersiniz.',
  bundleNote: 'Şirket olarak mı satın alıyorsunuz? Ayarlarınızdaki şirket bilgileri faturada yer alır.',
  bundleNoteLink: 'Şirket bilgileri',
  taxUnknown: 'KDV dahil toplam hesaplanamadı. Lütfen tekrar deneyin.',
};
