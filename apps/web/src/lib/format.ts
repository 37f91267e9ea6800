/**
 * The one format of dates and money where the specification fixes none (issue 31): from `Intl`,
 * in the page's language (en-US for English; German 39,00 $), the same on every device. The specification's own formats stay
 * where it fixes them ('Amount: price$', order dates month/day/year with the time, subscription
 * end dates year-day-month).
 */
import { activeLocale } from '@/i18n/translated';

/** The page's language as `Intl` reads it: English is the specification's en-US. */
const intlLocale = () => {
  const locale = activeLocale();
  return locale === 'en' ? 'en-US' : locale;
};

const formats = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>();
function cached<F extends Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>(
  key: string,
  make: (locale: string) => F,
): F {
  const locale = intlLocale();
  let format = formats.get(`${locale} ${key}`) as F | undefined;
  if (!format) {
    format = make(locale);
    formats.set(`${locale} ${key}`, format);
  }
  return format;
}

/** "Nov 20, 2026"; what is not a date is shown as it came. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return cached(
    'date',
    (l) => new Intl.DateTimeFormat(l, { year: 'numeric', month: 'short', day: 'numeric' }),
  ).format(date);
}

/**
 * "27 novembre 2026 à 11:05 UTC": a moment in UTC in the page's language, as the e-mails of a
 * language other than English write it (the withdrawal receipt); what is not a date is shown as it came.
 */
export function formatUtcDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const format = cached(
    'utc-date-time',
    (l) => new Intl.DateTimeFormat(l, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }),
  );
  return `${format.format(date)} UTC`;
}

/** "$990.00" for ('990.00', 'USD'); an amount that is not a number is shown with its currency. */
export function formatMoney(amount: string | number, currency: string): string {
  const value = typeof amount === 'number' ? amount : Number(amount);
  if (!Number.isFinite(value)) return `${amount} ${currency}`;
  try {
    return cached(
      `money ${currency}`,
      (l) => new Intl.NumberFormat(l, { style: 'currency', currency }),
    ).format(value);
  } catch {
    return `${amount} ${currency}`;
  }
}

/** "1,000": counts said in a sentence. */
export function formatCount(n: number): string {
  return n.toLocaleString(intlLocale());
}

/** "2 minutes ago", "3 hours ago": how long ago `date` was, from `now`. */
export function formatTimeAgo(date: Date, now = new Date()): string {
  const seconds = Math.round((date.getTime() - now.getTime()) / 1000);
  const minutes = Math.round(seconds / 60);
  const hours = Math.round(minutes / 60);
  const relativeFormat = cached('relative', (l) => new Intl.RelativeTimeFormat(l, { numeric: 'auto' }));
  if (Math.abs(seconds) < 60) return relativeFormat.format(seconds, 'second');
  if (Math.abs(minutes) < 60) return relativeFormat.format(minutes, 'minute');
  if (Math.abs(hours) < 24) return relativeFormat.format(hours, 'hour');
  return relativeFormat.format(Math.round(hours / 24), 'day');
}
