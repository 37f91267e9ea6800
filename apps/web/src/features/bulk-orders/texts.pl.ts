/** Polish texts of texts.ts (docs/decisions/062): the same keys, in the trade's Polish. */
import { plural } from '@/i18n/plural';
import type { Translation } from '@/i18n/translated';
import { formatCount } from '@/lib/format';
import type { bulkTexts as english } from './texts';

const rowsOf = (n: number) =>
  plural(n, { one: '# wiersz', few: '# wiersze', many: '# wierszy', other: '# wiersza' });

export const bulkTexts: Translation<typeof english> = {
  heading: 'Zamówienia hurtowe',
  intro:
    'Kody PIN dla całej floty w jednym zamówieniu: wystarczy przesłać plik CSV z jednym pojazdem w każdym wierszu, maksymalnie 1000 wierszy. Najpierw sprawdzamy plik: nic nie zostanie zamówione ani opłacone przed kliknięciem przycisku Zamów.',
  columns:
    'Pierwszy wiersz zawiera nazwy kolumn: comand, map_region, version, vin oraz opcjonalnie reference (własne oznaczenie pojazdu).',
  template: 'Pobierz przykładowy plik',
  file: 'Plik CSV',
  check: 'Sprawdź plik',
  chooseFirst: 'Najpierw wybierz plik CSV.',
  summary: (rows: number, valid: number) =>
    `${rowsOf(rows)}: do zamówienia ${formatCount(valid)}, z błędami ${formatCount(rows - valid)}.`,
  paysWithPoints: (needed: number, balance: number) =>
    `Potrzeba ${plural(needed, { one: '# tokenu', few: '# tokenów', many: '# tokenów', other: '# tokenu' })}, na koncie: ${formatCount(balance)}.`,
  paysWithSubscription: 'Opłacane z subskrypcji.',
  invalidRowsNote: 'Wiersze z błędami nie są zamawiane i nic nie kosztują.',
  problems: 'Wiersze do sprawdzenia',
  row: 'Wiersz',
  vin: 'VIN',
  reference: 'Oznaczenie',
  whatIsWrong: 'Co poprawić',
  warning: 'Sprawdź',
  order: (valid: number) =>
    `Zamów ${plural(valid, { one: '# kod PIN', few: '# kody PIN', many: '# kodów PIN', other: '# kodu PIN' })}`,
  ordering: 'Zamawianie…',
  progressLabel: 'Postęp zamówienia hurtowego',
  inProgress: (done: number, rows: number) =>
    `Przetworzono ${formatCount(done)} z ${plural(rows, { one: '# wiersza', few: '# wierszy', many: '# wierszy', other: '# wiersza' })}. Tę stronę można zamknąć: zamówienia są realizowane dalej i będą widoczne także w historii zamówień.`,
  queued: 'Plik czeka w kolejce…',
  completed: (fulfilled: number, failed: number) =>
    `Zakończono: ${plural(fulfilled, { one: '# kod PIN jest gotowy', few: '# kody PIN są gotowe', many: '# kodów PIN jest gotowych', other: '# kodu PIN jest gotowe' })}${failed > 0 ? `, ${plural(failed, { one: '# wiersz nie został zamówiony lub się nie powiódł', few: '# wiersze nie zostały zamówione lub się nie powiodły', many: '# wierszy nie zostało zamówionych lub się nie powiodło', other: '# wiersza nie zostało zamówione lub się nie powiodło' })}` : ''}.`,
  download: 'Pobierz wyniki (CSV)',
  downloadNote:
    'Jeden wiersz na każdy wiersz przesłanego pliku, w tej samej kolejności, z numerem zamówienia i kodem PIN albo z powodem jego braku.',
  another: 'Prześlij kolejny plik',
  loadFailed:
    'Nie udało się wczytać tego zamówienia hurtowego. Prosimy sprawdzić połączenie i spróbować ponownie.',
  retry: 'Spróbuj ponownie',
  failedUpload: 'Plik nie został zamówiony',
  cannotOrder: 'Tego pliku nie można jeszcze zamówić',
};
