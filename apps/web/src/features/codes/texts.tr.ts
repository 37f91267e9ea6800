/** Turkish texts of texts.ts (docs/decisions/062): the same keys, in the trade's Turkish. */
import type { Translation } from '@/i18n/translated';
import { formatCount, formatMoney } from '@/lib/format';
import type { codesTexts as codes, paymentsTexts as payments } from './texts';

/** '39.00' → '$39,00': the amount as Turkish writes dollars. */
const dollars = (price: string) => formatMoney(price, 'USD');

export const codesTexts: Translation<typeof codes> = {
  form: {
    title: 'Navigasyon kodları',
    intro:
      'Multimedya ünitenizi, harita bölgesini ve harita sürümünü seçin, ardından 17 karakterlik şasi numarasını (VIN) girin.',
    formLabel: 'Navigasyon kodu',
    comand: 'Comand',
    mapRegion: 'Harita bölgesi',
    version: 'Sürüm',
    vin: 'VIN',
    selectPlaceholder: 'Seçin…',
    vinPlaceholder: '17 karakterlik VIN',
    generate: 'Oluştur',
    buyNow: 'Hemen satın al',
    vinWarningsTitle: 'Lütfen kontrol edin',
    confirmTitle: 'Yine de oluşturulsun mu?',
    confirmIntro:
      'Şasi numarası kontrolünde dikkat etmeniz gereken bir durum bulundu. Kullanılan bir token veya abonelik hakkı geri alınamaz.',
    confirmGenerate: 'Yine de oluştur',
    confirmCheck: "VIN'i kontrol et",
  },
  amount: {
    subscriptionActive: 'Abonelik etkin',
    points: (n: number) => `Token bakiyesi: ${formatCount(n)}`,
    amount: (price: string) => `Tutar: ${dollars(price)}`,
    discountApplied: (discount: number) => `%${discount} indirim uygulandı`,
    price: (price: string) => dollars(price),
    originalPrice: 'Orijinal fiyat',
  },
};

export const paymentsTexts: Translation<typeof payments> = {
  amount: {
    amount: (price: string) => `Tutar: ${dollars(price)}`,
    price: (price: string) => dollars(price),
    originalPrice: 'Orijinal fiyat',
    discountApplied: (discount: number) => `%${discount} indirim uygulandı`,
    subscriptionActive: 'Abonelik etkin',
    points: (n: number) => `Token bakiyesi: ${formatCount(n)}`,
  },
};
