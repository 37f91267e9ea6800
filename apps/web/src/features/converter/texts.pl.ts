/** Polish texts of texts.ts (docs/decisions/062). */
import type { Translation } from '@/i18n/translated';
import type { converterTexts as english } from './texts';

export const converterTexts: Translation<typeof english> = {
  title: 'Prześlij plik',
  intro:
    'Dzieli pliki kodowania .vrx, .vcx i .sgde na pliki .aed, po jednym na sterownik, zwrócone w jednym pliku ZIP.',
  dropZone: 'Przeciągnij i upuść pliki tutaj',
  dropZoneActive: 'Upuść pliki tutaj…',
  dropZoneLabel: 'Przeciągnij i upuść pliki tutaj lub naciśnij Enter, aby je wybrać',
  dropZoneHint: '.vrx, .vcx lub .sgde · do {maxFiles} plików · maks. {maxSize} każdy',
  chooseFile: 'Wybierz plik',
  processing: 'Przetwarzanie…',
  download: 'Pobierz',
  results: 'Wyniki',
  rejected: 'Te pliki nie zostały przyjęte',
  status: {
    waiting: 'oczekuje',
    uploading: 'przesyłanie',
    converting: 'konwersja',
    processed: 'przetworzono',
    error: 'błąd',
    incorrectFileType: 'Nieprawidłowy typ pliku',
  },
  incorrectFileTypeReason: 'Konwertować można tylko pliki .vrx, .vcx i .sgde.',
  emptyResult: 'Serwer zwrócił pusty wynik.',
  networkError: 'Brak połączenia z serwerem. Prosimy sprawdzić połączenie i spróbować ponownie.',
  uploadProgress: 'Przesyłanie pliku {file}',
  converting: 'Przesłano; trwa konwersja na serwerze…',
  modules: 'Znalezione sterowniki',
  modulesOf: 'Sterowniki znalezione w pliku {file}',
  moreModules: '+{count} więcej',
  announceBusy: 'Przetwarzanie plików: {done} z {total}…',
  announceDone: 'Gotowe: {summary}.',
};
