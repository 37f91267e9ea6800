/** Spanish texts of vin-hint-texts.ts (docs/decisions/062): the head unit is the sistema de navegación. */
import type { Translation } from '@/i18n/translated';
import type { vinHintTexts as english } from './vin-hint-texts';

export const vinHintTexts: Translation<typeof english> = {
  checkDigit: (actual: string, expected: string) =>
    `El dígito de control de este VIN no coincide (la posición 9 es «${actual}», se esperaba «${expected}»). Compruebe si el VIN tiene algún error de escritura.`,
  unknownHeadUnit: (comand: string, sold: string) =>
    `«${comand}» no es ninguno de los sistemas de navegación que vendemos (${sold}).`,
  notMercedes: (maker: string) =>
    `Este VIN no parece de Mercedes-Benz: corresponde al fabricante ${maker}. Compruebe el VIN.`,
  notMercedesUnknownMaker: (wmi: string) =>
    `Este VIN no parece de Mercedes-Benz: corresponde a un fabricante desconocido (WMI ${wmi}). Compruebe el VIN.`,
  seriesUnknown: (comand: string) =>
    `No hemos podido identificar la serie del modelo a partir de este VIN, así que no podemos confirmar que el vehículo lleve ${comand}. Asegúrese de que el sistema de navegación de su vehículo es ${comand}.`,
  seriesWithoutHeadUnit: (series: string, comand: string, headUnits: string) =>
    `No nos consta que la serie ${series} lleve ${comand} (puede llevar ${headUnits}). Asegúrese de que el sistema de navegación de su vehículo es ${comand}.`,
  seriesWithoutAnyHeadUnit: (series: string, comand: string) =>
    `No nos consta que la serie ${series} lleve ${comand} (para esta serie no nos consta ninguno de los sistemas de navegación que vendemos). Asegúrese de que el sistema de navegación de su vehículo es ${comand}.`,
};
