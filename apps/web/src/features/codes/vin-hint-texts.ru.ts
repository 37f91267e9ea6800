/** Russian texts of vin-hint-texts.ts (docs/decisions/062): the VIN is the VIN-номер, the head unit the головное устройство. */
import type { Translation } from '@/i18n/translated';
import type { vinHintTexts as english } from './vin-hint-texts';

export const vinHintTexts: Translation<typeof english> = {
  checkDigit: (actual: string, expected: string) =>
    `Контрольная цифра этого VIN-номера не совпадает (в позиции 9 стоит «${actual}», ожидается «${expected}»). Пожалуйста, проверьте VIN-номер на опечатки.`,
  unknownHeadUnit: (comand: string, sold: string) =>
    `«${comand}» не входит в число головных устройств, которые мы продаём (${sold}).`,
  notMercedes: (maker: string) =>
    `Этот VIN-номер не похож на VIN-номер Mercedes-Benz (производитель: ${maker}). Пожалуйста, проверьте VIN-номер.`,
  notMercedesUnknownMaker: (wmi: string) =>
    `Этот VIN-номер не похож на VIN-номер Mercedes-Benz (неизвестный производитель, WMI ${wmi}). Пожалуйста, проверьте VIN-номер.`,
  seriesUnknown: (comand: string) =>
    `Нам не удалось определить серию модели по этому VIN-номеру, поэтому мы не можем подтвердить, что в автомобиле установлено головное устройство ${comand}. Пожалуйста, убедитесь, что в вашем автомобиле установлено именно ${comand}.`,
  seriesWithoutHeadUnit: (series: string, comand: string, headUnits: string) =>
    `Нам неизвестно, чтобы в серии ${series} устанавливалось головное устройство ${comand} (возможны: ${headUnits}). Пожалуйста, убедитесь, что в вашем автомобиле установлено именно ${comand}.`,
  seriesWithoutAnyHeadUnit: (series: string, comand: string) =>
    `Нам неизвестно, чтобы в серии ${series} устанавливалось головное устройство ${comand} (для этой серии не известно ни одно из головных устройств, которые мы продаём). Пожалуйста, убедитесь, что в вашем автомобиле установлено именно ${comand}.`,
};
