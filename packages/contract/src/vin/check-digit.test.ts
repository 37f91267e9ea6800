import { describe, expect, it } from 'vitest';
import { computeCheckDigit, hasValidCheckDigit, transliterate } from './check-digit.js';

describe('transliterate', () => {
  it('follows the 49 CFR 565 table', () => {
    expect([...'ABCDEFGH'].map(transliterate)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect([...'JKLMNPR'].map(transliterate)).toEqual([1, 2, 3, 4, 5, 7, 9]);
    expect([...'STUVWXYZ'].map(transliterate)).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);
    expect(transliterate('7')).toBe(7);
    expect(transliterate('I')).toBeNull();
    expect(transliterate('O')).toBeNull();
    expect(transliterate('Q')).toBeNull();
  });
});

describe('computeCheckDigit', () => {
  it('reproduces the worked example (Wikipedia "Vehicle identification number", 49 CFR 565): X', () => {
    expect(computeCheckDigit('1M8GDM9AXKP042788')).toBe('X');
    expect(hasValidCheckDigit('1M8GDM9AXKP042788')).toBe(true);
  });

  // Real North-American-layout VINs from public sources (see decode.test.ts for each source).
  it.each([
    ['55SWF4KBXGU145992', 'X'],
    ['WDDGF4HB7EA953094', '7'],
    ['WDDUG8CB8GA221655', '8'],
    ['WDDHF6HB5GB190053', '5'],
    ['WDDSJ4GB5FN176323', '5'],
    ['WDC0G4KB0GF009557', '0'],
    ['4JGDA5HB1CA055858', '1'],
    ['4JGCB5HE4CA125341', '4'],
  ])('%s has check digit %s', (vin, digit) => {
    expect(computeCheckDigit(vin)).toBe(digit);
    expect(hasValidCheckDigit(vin)).toBe(true);
  });

  it('detects a single mistyped character and a transposition', () => {
    expect(hasValidCheckDigit('55SWF4KBXGU145993')).toBe(false);
    expect(hasValidCheckDigit('55SWF4KBXGU145929')).toBe(false);
    expect(hasValidCheckDigit('1M8GDM9A0KP042788')).toBe(false);
  });

  it('throws on malformed input; hasValidCheckDigit returns false instead', () => {
    expect(() => computeCheckDigit('1M8GDM9AXKP04278')).toThrow(RangeError);
    expect(() => computeCheckDigit('1M8GDM9AXKP04278O')).toThrow(RangeError);
    expect(hasValidCheckDigit('short')).toBe(false);
  });
});
