/** German texts of vin-hint-texts.ts (docs/decisions/062): the VIN is the FIN, the head unit the Navigationssystem. */
import type { Translation } from '@/i18n/translated';
import type { vinHintTexts as english } from './vin-hint-texts';

export const vinHintTexts: Translation<typeof english> = {
  checkDigit: (actual: string, expected: string) =>
    `Die Prüfziffer dieser FIN stimmt nicht (Stelle 9 ist „${actual}“, erwartet wird „${expected}“). Bitte prüfen Sie die FIN auf Tippfehler.`,
  unknownHeadUnit: (comand: string, sold: string) =>
    `„${comand}“ ist keines der Navigationssysteme, die wir anbieten (${sold}).`,
  notMercedes: (maker: string) =>
    `Diese FIN sieht nicht nach einer Mercedes-Benz-FIN aus (Hersteller laut FIN: ${maker}). Bitte prüfen Sie die FIN.`,
  notMercedesUnknownMaker: (wmi: string) =>
    `Diese FIN sieht nicht nach einer Mercedes-Benz-FIN aus (unbekannter Hersteller, WMI ${wmi}). Bitte prüfen Sie die FIN.`,
  seriesUnknown: (comand: string) =>
    `Die Baureihe lässt sich aus dieser FIN nicht ermitteln, daher können wir nicht bestätigen, dass das Fahrzeug ein ${comand} hat. Bitte vergewissern Sie sich, dass in Ihrem Fahrzeug ein ${comand} verbaut ist.`,
  seriesWithoutHeadUnit: (series: string, comand: string, headUnits: string) =>
    `Für die Baureihe ${series} ist ${comand} nicht bekannt (infrage kommen ${headUnits}). Bitte vergewissern Sie sich, dass in Ihrem Fahrzeug ein ${comand} verbaut ist.`,
  seriesWithoutAnyHeadUnit: (series: string, comand: string) =>
    `Für die Baureihe ${series} ist ${comand} nicht bekannt (für diese Baureihe ist keines unserer Navigationssysteme bekannt). Bitte vergewissern Sie sich, dass in Ihrem Fahrzeug ein ${comand} verbaut ist.`,
};
