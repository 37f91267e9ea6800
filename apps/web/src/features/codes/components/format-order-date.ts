const usDateTime = new Intl.DateTimeFormat('en-US', {
  month: 'numeric',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** Spec §9: dates in the US locale, month/day/year with hour and minute (e.g. 6/15/2025, 3:04 PM). */
export function formatOrderDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : usDateTime.format(date);
}
