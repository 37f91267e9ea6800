/** Polish texts of vin-hint-texts.ts (docs/decisions/062): the head unit is the system nawigacji. */
import type { Translation } from '@/i18n/translated';
import type { vinHintTexts as english } from './vin-hint-texts';

export const vinHintTexts: Translation<typeof english> = {
  checkDigit: (actual: string, expected: string) =>
    `Cyfra kontrolna tego numeru VIN się nie zgadza (na pozycji 9 jest „${actual}”, oczekiwano „${expected}”). Prosimy sprawdzić, czy w numerze VIN nie ma literówki.`,
  unknownHeadUnit: (comand: string, sold: string) =>
    `„${comand}” nie należy do systemów nawigacji, które sprzedajemy (${sold}).`,
  notMercedes: (maker: string) =>
    `Ten numer VIN nie wygląda na numer Mercedes-Benz: należy do producenta ${maker}. Prosimy sprawdzić numer VIN.`,
  notMercedesUnknownMaker: (wmi: string) =>
    `Ten numer VIN nie wygląda na numer Mercedes-Benz: należy do nieznanego producenta (WMI ${wmi}). Prosimy sprawdzić numer VIN.`,
  seriesUnknown: (comand: string) =>
    `Nie udało się rozpoznać serii modelu na podstawie tego numeru VIN, więc nie możemy potwierdzić, że samochód ma ${comand}. Prosimy upewnić się, że samochód ma system nawigacji ${comand}.`,
  seriesWithoutHeadUnit: (series: string, comand: string, headUnits: string) =>
    `Nie wiadomo, by seria ${series} miała ${comand} (możliwe: ${headUnits}). Prosimy upewnić się, że samochód ma system nawigacji ${comand}.`,
  seriesWithoutAnyHeadUnit: (series: string, comand: string) =>
    `Nie wiadomo, by seria ${series} miała ${comand} (nie jest dla niej znany żaden z systemów nawigacji, które sprzedajemy). Prosimy upewnić się, że samochód ma system nawigacji ${comand}.`,
};
