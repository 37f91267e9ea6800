import { describe, expect, it } from 'vitest';
import {
  amountToCents,
  bundlePriceCents,
  centsToAmount,
  discountedCents,
  SUBSCRIPTION_DAYS_DEFAULT,
  TOKENS_PER_BUNDLE_DEFAULT,
} from './rules.js';

describe('money rules', () => {
  it('take a percent discount off a price and round to whole cents', () => {
    expect(discountedCents(3900, 0)).toBe(3900);
    expect(discountedCents(3900, 20)).toBe(3120);
    expect(discountedCents(3900, 100)).toBe(0);
    // 999 less 15% is 849.15 cents: rounded down; 999 less 5% is 949.05: rounded down too.
    expect(discountedCents(999, 15)).toBe(849);
    expect(discountedCents(999, 5)).toBe(949);
    // 1999 less 50% is 999.5 cents: rounded half up.
    expect(discountedCents(1999, 50)).toBe(1000);
    expect(discountedCents(0, 30)).toBe(0);
  });

  it('write cents as an amount string with two decimals', () => {
    expect(centsToAmount(0)).toBe('0.00');
    expect(centsToAmount(5)).toBe('0.05');
    expect(centsToAmount(1205)).toBe('12.05');
    expect(centsToAmount(39000)).toBe('390.00');
    expect(centsToAmount(149900)).toBe('1499.00');
  });

  it('read an amount string or number as whole cents, without float drift', () => {
    expect(amountToCents('390.00')).toBe(39000);
    expect(amountToCents('390')).toBe(39000);
    expect(amountToCents('0.29')).toBe(29); // 0.29 * 100 is 28.999… in floating point
    expect(amountToCents('1.005')).toBe(100); // below half a cent in binary: rounds down
    expect(amountToCents(19.99)).toBe(1999);
    expect(amountToCents(' 12.05 ')).toBe(1205);
  });

  it('read back every amount they write', () => {
    for (let cents = 0; cents <= 200_000; cents++) {
      if (amountToCents(centsToAmount(cents)) !== cents) throw new Error(`${cents} does not round-trip`);
    }
  });

  it("price a bundle at its own discount, which is the bundle's discount_price", () => {
    expect(bundlePriceCents({ priceCents: 39000, discountPercent: 20 })).toBe(31200);
    expect(centsToAmount(bundlePriceCents({ priceCents: 39000, discountPercent: 20 }))).toBe('312.00');
    expect(centsToAmount(bundlePriceCents({ priceCents: 149900, discountPercent: 20 }))).toBe('1199.20');
    expect(centsToAmount(bundlePriceCents({ priceCents: 49900, discountPercent: 10 }))).toBe('449.10');
    expect(bundlePriceCents({ priceCents: 19900, discountPercent: 0 })).toBe(19900);
  });

  it('give a bundle 10 tokens or 30 days when its own number is not known', () => {
    expect(TOKENS_PER_BUNDLE_DEFAULT).toBe(10);
    expect(SUBSCRIPTION_DAYS_DEFAULT).toBe(30);
  });
});
