/** Polish texts of vin-hint-texts.ts (docs/decisions/062): the head unit is the system nawigacji. */
import type { Translation } from '@/i18n/translated';
import type { vinHintTexts as english } from './vin-hint-texts';

export const vinHintTexts: Translation<typeof english> = {
  checkDigit: (actual: string, expected: string) =>
    `Cyfra kontrolna tego numeru VIN się nie zgadza (na pozycji 9 jest „${actual}”, oczekiwano „${expected}”). Sprawdź, czy w numerze VIN nie ma literówki.`,
  unknownHeadUnit: (comand: string, sold: string) =>
    `„${comand}” nie jest żadnym z systemów nawigacji, które sprzedajemy (${sold}).`,
  notMercedes: (maker: string) =>
    `Ten numer VIN nie wygląda na numer Mercedes-Benz: należy do producenta ${maker}. Sprawdź numer VIN.`,
  notMercedesUnknownMaker: (wmi: string) =>
    `Ten numer VIN nie wygląda na numer Mercedes-Benz: należy do nieznanego producenta (WMI ${wmi}). Sprawdź numer VIN.`,
  seriesUnknown: (comand: string) =>
    `Nie udało się rozpoznać serii modelu na podstawie tego numeru VIN, więc nie możemy potwierdzić, że pojazd ma ${comand}. Upewnij się, że w Twoim samochodzie jest system nawigacji ${comand}.`,
  seriesWithoutHeadUnit: (series: string, comand: string, headUnits: string) =>
    `Nie wiadomo, by seria ${series} miała ${comand} (możliwe: ${headUnits}). Upewnij się, że w Twoim samochodzie jest system nawigacji ${comand}.`,
  seriesWithoutAnyHeadUnit: (series: string, comand: string) =>
    `Nie wiadomo, by seria ${series} miała ${comand} (nie jest dla niej znany żaden z systemów nawigacji, które sprzedajemy). Upewnij się, że w Twoim samochodzie jest system nawigacji ${comand}.`,
};
