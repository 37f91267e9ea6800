/** Polish texts of webhook-texts.ts (docs/decisions/062): the same keys, in the trade's Polish. */
import { plural } from '@/i18n/plural';
import type { Translation } from '@/i18n/translated';
import type { webhookTexts as english } from './webhook-texts';

export const webhookTexts: Translation<typeof english> = {
  heading: 'Webhooki',
  intro:
    'Twoje systemy mogą otrzymywać powiadomienie, gdy zamówienie dostanie PIN, nie powiedzie się lub zostanie zwrócone, zamiast pytać raz po raz. Każde zdarzenie jest podpisane (Standard Webhooks).',
  guide: 'Jak zweryfikować webhook',
  url: 'Adres URL punktu końcowego',
  urlDescription: 'Publiczny adres https:// Twojego systemu.',
  events: 'Zdarzenia',
  eventsError: 'Wybierz co najmniej jedno zdarzenie.',
  eventNames: {
    'order.fulfilled': 'Zamówienie zrealizowane (z kodem PIN)',
    'order.failed': 'Zamówienie nieudane',
    'order.refunded': 'Zamówienie zwrócone',
    'bulk_order.completed': 'Zamówienie hurtowe zakończone',
  },
  add: 'Dodaj punkt końcowy',
  secretShown: (url: string) => `Sekret podpisu dla ${url}`,
  secretWarning:
    'Skopiuj go teraz i zachowaj w tajemnicy: jest wyświetlany tylko ten jeden raz. Twój system sprawdza nim każdy webhook.',
  rotatedNote:
    'Poprzedni sekret przez 24 godziny nadal też podpisuje, więc możesz go wymienić bez utraty zdarzeń.',
  theSecret: 'Sekret podpisu',
  copy: 'Kopiuj',
  copied: 'Skopiowano sekret',
  copyFailed: 'Nie udało się skopiować sekretu: zaznacz go i skopiuj ręcznie.',
  none: 'Brak punktów końcowych.',
  endpointsCaption: 'Twoje punkty końcowe webhooków',
  active: 'Aktywny',
  disabled: 'Wyłączony',
  previousUntil: (when: string) => `Poprzedni sekret podpisuje też do ${when}.`,
  rotate: 'Wymień sekret',
  rotateLabel: (url: string) => `Wymień sekret dla ${url}`,
  delete: 'Usuń',
  deleteLabel: (url: string) => `Usuń ${url}`,
  deleteTitle: 'Usunąć ten punkt końcowy?',
  deleteDescription: (url: string) =>
    `Nic więcej nie zostanie wysłane na ${url}, a jego dostarczenia zostaną usunięte.`,
  cancel: 'Anuluj',
  deleted: 'Punkt końcowy usunięty',
  deliveriesHeading: 'Ostatnie dostarczenia',
  noDeliveries: 'Nic jeszcze nie wysłano.',
  deliveriesCaption: 'Ostatnie dostarczenia webhooków, od najnowszych',
  columns: { event: 'Zdarzenie', status: 'Status', actions: 'Działania' },
  attempts: (n: number) => plural(n, { one: '# próba', few: '# próby', many: '# prób', other: '# próby' }),
  answered: (answer: string) => `ostatnia odpowiedź: ${answer}`,
  status: { pending: 'Ponawianie', succeeded: 'Dostarczono', failed: 'Nieudane' },
  queued: 'Oczekuje',
  nextAttempt: (when: string) => `Następna próba ${when}`,
  noAnswer: 'Brak odpowiedzi',
  resend: 'Wyślij ponownie',
  resendLabel: (event: string, when: string) => `Wyślij ponownie ${event} z ${when}`,
  resent: 'Wysyłamy ponownie',
};
