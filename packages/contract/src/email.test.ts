import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMAIL_MAX_LENGTH, isEmailShape } from './email.js';

/** The specification's shape as a regular expression: the reference the linear check must agree with. */
const SPEC_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

describe('isEmailShape', () => {
  it('accepts text@text.text and refuses everything else of the specification', () => {
    for (const good of ['a@b.co', 'first.last+tag@mail.example.com', 'ü@exämple.de', 'a@b.c.d'])
      expect(isEmailShape(good), good).toBe(true);
    for (const bad of [
      '',
      'a',
      'a@b',
      '@b.co',
      'a@.co',
      'a@b.',
      'a@@b.co',
      'a@b@c.co',
      'a b@c.co',
      'a@b.c\t',
    ])
      expect(isEmailShape(bad), JSON.stringify(bad)).toBe(false);
  });

  it('agrees with the specification shape on any input of allowed length', () => {
    const alphabet = fc.constantFrom('a', 'b', '.', '@', ' ', '\t', 'é', '-');
    fc.assert(
      fc.property(fc.string({ unit: alphabet, maxLength: 40 }), (value) => {
        expect(isEmailShape(value)).toBe(SPEC_SHAPE.test(value));
      }),
      { numRuns: 2000, seed: 20261123 },
    );
  });

  it('refuses over-long input without looking at its shape', () => {
    const local = 'a'.repeat(EMAIL_MAX_LENGTH);
    expect(isEmailShape(`${local}@example.com`)).toBe(false);
    expect(isEmailShape('a@' + '.'.repeat(1024 * 1024) + '@')).toBe(false);
  });
});
