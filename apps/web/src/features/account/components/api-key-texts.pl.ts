/** Polish texts of api-key-texts.ts (docs/decisions/062): the same keys, in the trade's Polish. */
import type { Translation } from '@/i18n/translated';
import type { apiKeyTexts as english } from './api-key-texts';

export const apiKeyTexts: Translation<typeof english> = {
  heading: 'Klucze API',
  intro:
    'Własne systemy (kasa, ERP, platforma sprzedażowa) mogą zamawiać kody PIN i odczytywać historię za pomocą klucza API zamiast hasła do konta.',
  guide: 'Przeczytaj przewodnik po API',
  endsWithPassword: 'Zmiana lub zresetowanie hasła unieważnia wszystkie klucze.',
  name: 'Nazwa',
  nameDescription: 'Gdzie klucz jest używany – aby łatwo odróżnić klucze.',
  mode: 'Tryb',
  live: 'Produkcyjny',
  test: 'Testowy (piaskownica jeszcze niedostępna)',
  testShort: 'Testowy',
  readOnly: 'Tylko odczyt: może jedynie odczytywać (katalog, historię, zakupy)',
  create: 'Utwórz klucz',
  shownOnce: (name: string) => `Nowy klucz „${name}”`,
  shownOnceWarning:
    'Prosimy skopiować go teraz i zachować w tajemnicy: jest wyświetlany tylko ten jeden raz. Każdy, kto go zna, może zamawiać kody PIN za tokeny z tego konta.',
  theKey: 'Nowy klucz API',
  copy: 'Kopiuj',
  copied: 'Skopiowano klucz',
  copyFailed: 'Nie udało się skopiować klucza: prosimy zaznaczyć go i skopiować ręcznie.',
  testModeNote: 'Kluczami testowymi nie można jeszcze zamawiać ani płacić: piaskownica nie jest dostępna.',
  none: 'Brak kluczy API.',
  listCaption: 'Klucze API konta',
  columns: {
    name: 'Nazwa',
    mode: 'Tryb',
    key: 'Klucz',
    created: 'Utworzono',
    lastUsed: 'Ostatnio użyty',
    actions: 'Działania',
  },
  readOnlyBadge: 'tylko odczyt',
  never: 'Nigdy',
  revoke: 'Unieważnij',
  revokeLabel: (name: string) => `Unieważnij ${name}`,
  revokeTitle: (name: string) => `Unieważnić „${name}”?`,
  revokeDescription: 'Od teraz każde żądanie z tym kluczem będzie odrzucane. Tego nie można cofnąć.',
  cancel: 'Anuluj',
  revoked: 'Klucz unieważniony',
};
