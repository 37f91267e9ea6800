import { describe, expect, it } from 'vitest';
import { orderNumberOfReference, orderReference } from './order-reference.js';

describe('order references', () => {
  it('are short, readable and differ between neighbouring orders', () => {
    const refs = [1, 2, 3].map(orderReference);
    for (const ref of refs) expect(ref).toMatch(/^NH-[0-9A-HJKMNP-TV-Z]{4}-\d{2}$/);
    expect(new Set(refs.map((r) => r.slice(3, 7))).size).toBe(3);
  });

  it('read back to their order number, as typed by a person', () => {
    for (const n of [1, 42, 999, 65_535, 1_048_575, 1_048_576, 25_000_000]) {
      const ref = orderReference(n);
      expect(orderNumberOfReference(ref)).toBe(n);
      expect(orderNumberOfReference(ref.toLowerCase())).toBe(n);
      expect(orderNumberOfReference(ref.replace(/-/g, ' '))).toBe(n);
    }
  });

  it('are one to one over the first hundred thousand orders', () => {
    const seen = new Set<string>();
    for (let n = 1; n <= 100_000; n++) seen.add(orderReference(n));
    expect(seen.size).toBe(100_000);
  });

  it('refuse a mistyped reference instead of finding another order', () => {
    const ref = orderReference(42);
    const body = ref.slice(3, 7);
    const other = body[0] === 'A' ? 'B' : 'A';
    expect(orderNumberOfReference(`NH-${other}${body.slice(1)}-${ref.slice(-2)}`)).toBeNull();
    expect(orderNumberOfReference('NH-12')).toBeNull();
    expect(orderNumberOfReference('hello')).toBeNull();
  });
});
