/**
 * The order form's VIN hints (the contract's findVinHints, worded by lib/vin-hints.ts): why a VIN is
 * refused and what the customer is asked to double-check. Apart from texts.ts: they are fetched with
 * the VIN check, not with the code form's first load. The English says what the server's API and
 * back-office say (@navihub/contract/vin/form-check), byte for byte; `headUnits` and `sold` arrive
 * as one list in the page's language.
 */
import { translated } from '@/i18n/translated';

export const vinHintTexts = translated('vinHintTexts', {
  checkDigit: (actual: string, expected: string) =>
    `This VIN's check digit does not match (position 9 is '${actual}', expected '${expected}'). Please check the VIN for a typo.`,
  unknownHeadUnit: (comand: string, sold: string) =>
    `'${comand}' is not one of the head units we sell (${sold}).`,
  notMercedes: (maker: string) =>
    `This VIN does not look like a Mercedes-Benz VIN: it belongs to ${maker}. Please check the VIN.`,
  notMercedesUnknownMaker: (wmi: string) =>
    `This VIN does not look like a Mercedes-Benz VIN: it belongs to an unknown manufacturer (WMI ${wmi}). Please check the VIN.`,
  seriesUnknown: (comand: string) =>
    `We could not identify the model series from this VIN, so we cannot confirm it has ${comand}. Please make sure ${comand} is the head unit in your car.`,
  seriesWithoutHeadUnit: (series: string, comand: string, headUnits: string) =>
    `The ${series} is not known to carry ${comand} (it could carry ${headUnits}). Please make sure ${comand} is the head unit in your car.`,
  seriesWithoutAnyHeadUnit: (series: string, comand: string) =>
    `The ${series} is not known to carry ${comand} (none of the head units we sell is known for it). Please make sure ${comand} is the head unit in your car.`,
});
