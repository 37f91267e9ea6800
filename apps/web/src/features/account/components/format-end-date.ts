/** Subscription end dates are shown year-day-month (spec §3), e.g. 2025-31-12. */
export function formatEndDate(endDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(endDate);
  if (match) return `${match[1]}-${match[3]}-${match[2]}`;
  const date = new Date(endDate);
  if (Number.isNaN(date.getTime())) return endDate;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getDate())}-${pad(date.getMonth() + 1)}`;
}
