/** Turkish texts of vin-hint-texts.ts (docs/decisions/062): the VIN is the şasi numarası, the head unit the multimedya ünitesi. */
import type { Translation } from '@/i18n/translated';
import type { vinHintTexts as english } from './vin-hint-texts';

export const vinHintTexts: Translation<typeof english> = {
  checkDigit: (actual: string, expected: string) =>
    `Bu şasi numarasının kontrol hanesi uyuşmuyor (9. hane '${actual}', beklenen '${expected}'). Lütfen şasi numarasında yazım hatası olup olmadığını kontrol edin.`,
  unknownHeadUnit: (comand: string, sold: string) =>
    `'${comand}', sattığımız multimedya ünitelerinden biri değil (${sold}).`,
  notMercedes: (maker: string) =>
    `Bu şasi numarası bir Mercedes-Benz şasi numarasına benzemiyor (üretici: ${maker}). Lütfen şasi numarasını kontrol edin.`,
  notMercedesUnknownMaker: (wmi: string) =>
    `Bu şasi numarası bir Mercedes-Benz şasi numarasına benzemiyor (bilinmeyen üretici, WMI ${wmi}). Lütfen şasi numarasını kontrol edin.`,
  seriesUnknown: (comand: string) =>
    `Bu şasi numarasından model serisini belirleyemedik, bu nedenle araçta ${comand} bulunduğunu doğrulayamıyoruz. Lütfen aracınızdaki multimedya ünitesinin ${comand} olduğundan emin olun.`,
  seriesWithoutHeadUnit: (series: string, comand: string, headUnits: string) =>
    `${series} serisinde ${comand} bulunduğu bilinmiyor (olası üniteler: ${headUnits}). Lütfen aracınızdaki multimedya ünitesinin ${comand} olduğundan emin olun.`,
  seriesWithoutAnyHeadUnit: (series: string, comand: string) =>
    `${series} serisinde ${comand} bulunduğu bilinmiyor (sattığımız ünitelerin hiçbiri bu seri için bilinmiyor). Lütfen aracınızdaki multimedya ünitesinin ${comand} olduğundan emin olun.`,
};
