/** French texts of vin-hint-texts.ts (docs/decisions/062): the head unit is the système de navigation. */
import type { Translation } from '@/i18n/translated';
import type { vinHintTexts as english } from './vin-hint-texts';

export const vinHintTexts: Translation<typeof english> = {
  checkDigit: (actual: string, expected: string) =>
    `Le chiffre de contrôle de ce VIN ne correspond pas (position 9\u00a0: «\u00a0${actual}\u00a0» au lieu de «\u00a0${expected}\u00a0»). Veuillez vérifier que le VIN ne comporte pas de faute de frappe.`,
  unknownHeadUnit: (comand: string, sold: string) =>
    `«\u00a0${comand}\u00a0» ne fait pas partie des systèmes de navigation que nous proposons (${sold}).`,
  notMercedes: (maker: string) =>
    `Ce VIN ne ressemble pas à un VIN Mercedes-Benz\u00a0: il correspond au constructeur ${maker}. Veuillez vérifier le VIN.`,
  notMercedesUnknownMaker: (wmi: string) =>
    `Ce VIN ne ressemble pas à un VIN Mercedes-Benz\u00a0: il correspond à un constructeur inconnu (WMI ${wmi}). Veuillez vérifier le VIN.`,
  seriesUnknown: (comand: string) =>
    `Nous n’avons pas pu identifier la série à partir de ce VIN\u202f; nous ne pouvons donc pas confirmer que le véhicule est équipé du ${comand}. Veuillez vous assurer que votre véhicule est bien équipé du système de navigation ${comand}.`,
  seriesWithoutHeadUnit: (series: string, comand: string, headUnits: string) =>
    `À notre connaissance, la série ${series} n’est pas équipée du ${comand} (systèmes possibles\u00a0: ${headUnits}). Veuillez vous assurer que votre véhicule est bien équipé du système de navigation ${comand}.`,
  seriesWithoutAnyHeadUnit: (series: string, comand: string) =>
    `À notre connaissance, la série ${series} n’est pas équipée du ${comand} (aucun des systèmes de navigation que nous proposons n’est connu pour cette série). Veuillez vous assurer que votre véhicule est bien équipé du système de navigation ${comand}.`,
};
