/** Polish texts of texts.ts (docs/decisions/062): the VIN is the numer VIN (numer nadwozia). */
import type { Translation } from '@/i18n/translated';
import type { vinTexts as english } from './texts';

export const vinTexts: Translation<typeof english> = {
  title: 'Dekoder VIN',
  intro:
    'Sprawdź numer VIN (numer nadwozia), zanim kupisz PIN do aktualizacji map: PIN działa tylko w pojeździe, dla którego został wygenerowany.',
  label: 'Numer VIN (numer nadwozia)',
  hint: '17 znaków, tak jak w dowodzie rejestracyjnym lub u dołu przedniej szyby. Spacje i myślniki są pomijane.',
  sampleVin: 'WDD2050001F595854',
  submit: 'Pobierz kartę danych',
  wrongFormat: 'Błąd: nieprawidłowy format',
  noVin: 'Nie podano numeru VIN. Wpisz numer VIN, aby pobrać jego kartę danych.',
  decodeAnother: 'Odczytaj inny VIN',
  correctVin: 'Popraw VIN',
  retry: 'Spróbuj ponownie',
  datacard: 'Karta danych',
  invalidVin: 'Błąd: ten numer VIN zawiera pomyłkę',
  invalidVinHint: 'Porównaj go znak po znaku z dokumentami pojazdu.',
  notMercedes: 'To nie jest VIN Mercedes-Benz',
  notMercedesText: 'Kody PIN NaviHub do aktualizacji map są przeznaczone do systemów COMAND Mercedes-Benz.',
  detailsLabel: 'Odczytane pola',
  tableCaption: (vin: string) => `Kod/opis numeru VIN ${vin}`,
  code: 'Kod',
  description: 'Opis',
  unknown: 'nieznany',
  rows: {
    vin: 'VIN',
    maker: 'Producent',
    country: 'Kraj',
    region: 'Region',
    layout: 'Układ numeru VIN',
    series: 'Seria',
    modelCode: 'Kod modelu',
    steering: 'Układ kierowniczy',
    plant: 'Zakład',
    modelYear: 'Rok modelowy',
    checkDigit: 'Cyfra kontrolna',
    serial: 'Numer seryjny',
    headUnits: 'Możliwe systemy nawigacji',
  },
  layouts: { 'north-american': 'Ameryka Północna', 'rest-of-world': 'Reszta świata' },
  checkDigitValid: (digit: string) => `${digit} (poprawna)`,
  checkDigitInvalid: (actual: string, expected: string) =>
    `${actual} (nie zgadza się, oczekiwano ${expected})`,
  checkDigitNotUsed: 'nieużywana w tym układzie',
  noHeadUnits: 'brak znanych',
};
