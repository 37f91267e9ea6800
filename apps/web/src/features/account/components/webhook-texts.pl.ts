/** Polish texts of webhook-texts.ts (docs/decisions/062): the same keys, in the trade's Polish. */
import { plural } from '@/i18n/plural';
import type { Translation } from '@/i18n/translated';
import type { webhookTexts as english } from './webhook-texts';

export const webhookTexts: Translation<typeof english> = {
  heading: 'Webhooki',
  intro:
    'Własne systemy mogą otrzymywać powiadomienie, gdy zamówienie otrzyma kod PIN, nie powiedzie się lub zostanie zwrócone, zamiast co chwilę odpytywać sklep. Każde zdarzenie jest podpisane (Standard Webhooks).',
  guide: 'Jak zweryfikować webhook',
  url: 'Adres URL punktu końcowego',
  urlDescription: 'Publiczny adres https:// systemu odbierającego.',
  events: 'Zdarzenia',
  eventsError: 'Prosimy wybrać co najmniej jedno zdarzenie.',
  eventNames: {
    'order.fulfilled': 'Zamówienie zrealizowane (z kodem PIN)',
    'order.failed': 'Zamówienie nieudane',
    'order.refunded': 'Zamówienie zwrócone',
    'bulk_order.completed': 'Zamówienie hurtowe zakończone',
  },
  add: 'Dodaj punkt końcowy',
  secretShown: (url: string) => `Sekret podpisu dla ${url}`,
  secretWarning:
    'Prosimy skopiować go teraz i zachować w tajemnicy: jest wyświetlany tylko ten jeden raz. System odbierający sprawdza nim każdy webhook.',
  rotatedNote:
    'Poprzedni sekret przez 24 godziny nadal podpisuje zdarzenia, więc wymiana nie powoduje ich utraty.',
  theSecret: 'Sekret podpisu',
  copy: 'Kopiuj',
  copied: 'Skopiowano sekret',
  copyFailed: 'Nie udało się skopiować sekretu: prosimy zaznaczyć go i skopiować ręcznie.',
  none: 'Brak punktów końcowych.',
  endpointsCaption: 'Punkty końcowe webhooków',
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
