import { describe, expect, it } from 'vitest';
import { decodeModelYear, isModelYearCode, modelYearCandidates } from './model-year.js';

describe('modelYearCandidates', () => {
  it('maps each code to its two 30-year-cycle years', () => {
    expect(modelYearCandidates('A')).toEqual([1980, 2010]);
    expect(modelYearCandidates('H')).toEqual([1987, 2017]);
    expect(modelYearCandidates('J')).toEqual([1988, 2018]);
    expect(modelYearCandidates('Y')).toEqual([2000, 2030]);
    expect(modelYearCandidates('1')).toEqual([2001, 2031]);
    expect(modelYearCandidates('9')).toEqual([2009, 2039]);
  });
  it('has no year for I, O, Q, U, Z and 0', () => {
    for (const c of ['I', 'O', 'Q', 'U', 'Z', '0']) {
      expect(isModelYearCode(c)).toBe(false);
      expect(modelYearCandidates(c)).toEqual([]);
    }
  });
});

describe('decodeModelYear (cycle chosen by position 7)', () => {
  it('digit in position 7 → 1980–2009: the 49 CFR worked example is a 1989 vehicle', () => {
    expect(decodeModelYear('1M8GDM9AXKP042788')).toBe(1989);
  });
  it('letter in position 7 → 2010–2039', () => {
    expect(decodeModelYear('55SWF4KBXGU145992')).toBe(2016); // position 7 'K'
    expect(decodeModelYear('4JGDA5HB1CA055858')).toBe(2012); // position 7 'H'
    expect(decodeModelYear('WDDSJ4GB5FN176323')).toBe(2015);
  });
  it('same year code, other cycle when only position 7 changes', () => {
    expect(decodeModelYear('55SWF4KBXGU145992'.slice(0, 6) + '4' + '55SWF4KBXGU145992'.slice(7))).toBe(1986);
  });
  it('null when position 10 is not a year code', () => {
    expect(decodeModelYear('55SWF4KBXUU145992')).toBeNull();
    expect(decodeModelYear('55SWF4KBX0U145992')).toBeNull();
  });
});
