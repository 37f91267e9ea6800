/**
 * The one format of dates and money where the specification fixes none (issue 31): from `Intl`,
 * in the shop's language (en-US), the same on every device. The specification's own formats stay
 * where it fixes them ('Amount: price$', order dates month/day/year with the time, subscription
 * end dates year-day-month).
 */
const LOCALE = 'en-US';

const dateFormat = new Intl.DateTimeFormat(LOCALE, { year: 'numeric', month: 'short', day: 'numeric' });
const moneyFormats = new Map<string, Intl.NumberFormat>();

/** "Nov 20, 2026"; what is not a date is shown as it came. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date);
}

/** "$990.00" for ('990.00', 'USD'); an amount that is not a number is shown with its currency. */
export function formatMoney(amount: string | number, currency: string): string {
  const value = typeof amount === 'number' ? amount : Number(amount);
  if (!Number.isFinite(value)) return `${amount} ${currency}`;
  let format = moneyFormats.get(currency);
  if (!format) {
    try {
      format = new Intl.NumberFormat(LOCALE, { style: 'currency', currency });
    } catch {
      return `${amount} ${currency}`;
    }
    moneyFormats.set(currency, format);
  }
  return format.format(value);
}

/** "1,000": counts said in a sentence. */
export function formatCount(n: number): string {
  return n.toLocaleString(LOCALE);
}

const relativeFormat = new Intl.RelativeTimeFormat(LOCALE, { numeric: 'auto' });

/** "2 minutes ago", "3 hours ago": how long ago `date` was, from `now`. */
export function formatTimeAgo(date: Date, now = new Date()): string {
  const seconds = Math.round((date.getTime() - now.getTime()) / 1000);
  const minutes = Math.round(seconds / 60);
  const hours = Math.round(minutes / 60);
  if (Math.abs(seconds) < 60) return relativeFormat.format(seconds, 'second');
  if (Math.abs(minutes) < 60) return relativeFormat.format(minutes, 'minute');
  if (Math.abs(hours) < 24) return relativeFormat.format(hours, 'hour');
  return relativeFormat.format(Math.round(hours / 24), 'day');
}
