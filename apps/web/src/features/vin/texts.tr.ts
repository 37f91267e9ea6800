/** Turkish texts of texts.ts (docs/decisions/062): the VIN is the şasi numarası (VIN). */
import type { Translation } from '@/i18n/translated';
import type { vinTexts as english } from './texts';

export const vinTexts: Translation<typeof english> = {
  title: 'VIN çözücü',
  intro:
    'Harita güncellemesi için PIN kodu satın almadan önce şasi numarasını (VIN) kontrol edin: PIN kodu yalnızca oluşturulduğu araçta çalışır.',
  label: 'Şasi numarası (VIN)',
  hint: 'Ruhsatta veya ön camın alt kısmında yazdığı gibi 17 karakter. Boşluklar ve tireler dikkate alınmaz.',
  sampleVin: 'WDD2050001F595854',
  submit: 'Veri kartını getir',
  wrongFormat: 'Hata: yanlış biçim',
  noVin: 'Şasi numarası girilmedi. Veri kartını görmek için bir şasi numarası (VIN) girin.',
  decodeAnother: 'Başka bir VIN çözümleyin',
  correctVin: "VIN'i düzeltin",
  retry: 'Tekrar dene',
  datacard: 'Veri kartı',
  invalidVin: 'Hata: bu şasi numarasında bir yanlışlık var',
  invalidVinHint: 'Lütfen araç belgeleriyle karakter karakter karşılaştırın.',
  notMercedes: 'Mercedes-Benz şasi numarası değil',
  notMercedesText:
    'NaviHub harita güncellemesi PIN kodları Mercedes-Benz COMAND multimedya üniteleri için hazırlanır.',
  detailsLabel: 'Çözümlenen alanlar',
  tableCaption: (vin: string) => `Şasi numarası ${vin}: kod/açıklama`,
  code: 'Kod',
  description: 'Açıklama',
  unknown: 'bilinmiyor',
  rows: {
    vin: 'VIN',
    maker: 'Üretici',
    country: 'Ülke',
    region: 'Bölge',
    layout: 'VIN yapısı',
    series: 'Seri',
    modelCode: 'Model kodu',
    steering: 'Direksiyon',
    plant: 'Fabrika',
    modelYear: 'Model yılı',
    checkDigit: 'Kontrol hanesi',
    serial: 'Seri numarası',
    headUnits: 'Olası multimedya üniteleri',
  },
  layouts: { 'north-american': 'Kuzey Amerika', 'rest-of-world': 'Dünyanın geri kalanı' },
  checkDigitValid: (digit: string) => `${digit} (geçerli)`,
  checkDigitInvalid: (actual: string, expected: string) => `${actual} (uyuşmuyor, beklenen: ${expected})`,
  checkDigitNotUsed: 'bu yapıda kullanılmaz',
  noHeadUnits: 'bilinen yok',
};
