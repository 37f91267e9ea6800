import { describe, expect, it } from 'vitest';
import { formatCount, formatDate, formatMoney, formatTimeAgo } from './format';

describe('one format for dates and money (issue 31)', () => {
  it('writes a date as month, day and year, whatever the device', () => {
    expect(formatDate('2026-11-20T10:00:00Z')).toBe('Nov 20, 2026');
    expect(formatDate('not a date')).toBe('not a date');
  });

  it('writes money with its currency', () => {
    expect(formatMoney('990.00', 'USD')).toBe('$990.00');
    expect(formatMoney(1499.2, 'EUR')).toBe('€1,499.20');
    expect(formatMoney('abc', 'USD')).toBe('abc USD');
  });

  it('groups the thousands of a count', () => {
    expect(formatCount(1000)).toBe('1,000');
  });

  it('says how long ago something was', () => {
    const now = new Date('2026-11-27T09:00:00Z');
    expect(formatTimeAgo(new Date('2026-11-27T08:58:00Z'), now)).toBe('2 minutes ago');
    expect(formatTimeAgo(new Date('2026-11-27T06:00:00Z'), now)).toBe('3 hours ago');
  });
});
