import { describe, expect, it } from 'vitest';
import { normaliseVin, validateVin } from './normalise.js';

// WDD2050001F595854: Mercedes-Benz W205 FIN used as vehicle-search input in Daimler VeDoc UI test code
// published on GitHub.
describe('normaliseVin', () => {
  it('trims, upper-cases and drops spaces and dashes', () => {
    expect(normaliseVin('  wdd 205000-1f 595854 ')).toBe('WDD2050001F595854');
    expect(normaliseVin('WDD\t205000\u20131F595854')).toBe('WDD2050001F595854');
  });
  it('keeps other characters for validateVin to report', () => {
    expect(normaliseVin('wdd.205')).toBe('WDD.205');
  });
});

describe('validateVin', () => {
  it('accepts a well-formed VIN and returns it normalised', () => {
    expect(validateVin('wdd2050001f595854')).toEqual({ ok: true, vin: 'WDD2050001F595854' });
  });

  it('rejects empty input', () => {
    expect(validateVin('')).toEqual({ ok: false, problem: 'empty', reason: 'VIN is empty' });
    expect(validateVin('  - - ')).toEqual({ ok: false, problem: 'empty', reason: 'VIN is empty' });
  });

  it('rejects a wrong length with the count', () => {
    expect(validateVin('WDD2050001F59585')).toEqual({
      ok: false,
      problem: 'length',
      reason: 'VIN must be 17 characters (got 16)',
    });
    expect(validateVin('WDD2050001F5958541')).toMatchObject({ reason: 'VIN must be 17 characters (got 18)' });
  });

  it.each([
    ['WDD2O50001F595854', 5, 'O'],
    ['WDDIO50001F595854', 4, 'I'],
    ['WDD205000QF595854', 10, 'Q'],
    ['wdd2o50001f595854', 5, 'O'],
  ])('rejects I, O and Q with the position: %s', (input, position, letter) => {
    expect(validateVin(input)).toEqual({
      ok: false,
      problem: 'forbidden-letter',
      reason: `character ${position} '${letter}' is not allowed in a VIN (I, O and Q are never used)`,
    });
  });

  it('reports the position after separators are dropped', () => {
    expect(validateVin('WDD 2O5')).toMatchObject({
      reason: "character 5 'O' is not allowed in a VIN (I, O and Q are never used)",
    });
  });

  it('rejects other characters', () => {
    expect(validateVin('WDD2050001F59585*')).toEqual({
      ok: false,
      problem: 'invalid-character',
      reason: "character 17 '*' is not allowed in a VIN (only digits 0–9 and letters A–Z)",
    });
    expect(validateVin('WDDÄ050001F595854')).toMatchObject({ problem: 'invalid-character' });
  });

  it('reports a character problem before a length problem', () => {
    expect(validateVin('WDD2O50001F59585')).toMatchObject({ problem: 'forbidden-letter' });
  });
});
