// Sources of the real VINs: see decode.test.ts.
import { describe, expect, it } from 'vitest';
import { findVinHints } from './hints.js';

describe('findVinHints: what blocks, as findings', () => {
  it('gives the decoder its problem for what is not a VIN', () => {
    expect(findVinHints('', 'NTG 5s1')).toEqual({
      block: { kind: 'invalid', problem: 'empty', reason: 'VIN is empty' },
      warnings: [],
    });
    expect(findVinHints('WDD2O50001F595854', 'NTG 5s1').block).toEqual({
      kind: 'invalid',
      problem: 'forbidden-letter',
      reason: "character 5 'O' is not allowed in a VIN (I, O and Q are never used)",
    });
    expect(findVinHints('WDD2050001F59585', 'NTG 5s1').block).toMatchObject({ problem: 'length' });
  });

  it('gives a wrong North-American check digit with the digit typed and the one expected', () => {
    expect(findVinHints('55SWF4KBXGU145993', 'NTG 5s1')).toMatchObject({
      block: { kind: 'check-digit', actual: 'X', expected: '1' },
      warnings: [],
      summary: 'Mercedes-Benz C-Class (205), model year 2016, check digit does not match',
      decoded: { modelYear: 2016, checkDigit: { actual: 'X', expected: '1', valid: false } },
    });
  });
});

describe('findVinHints: warnings, as findings', () => {
  it('finds nothing when the series could carry the head unit', () => {
    const hints = findVinHints('WDD2050001F595854', 'NTG 5.5');
    expect(hints).toMatchObject({
      warnings: [],
      summary: 'Mercedes-Benz C-Class (W205), left-hand drive, plant Bremen',
      decoded: { series: { name: 'C-Class (W205)' }, steering: 'left-hand drive', plant: 'Bremen' },
    });
    expect(hints.block).toBeUndefined();
  });

  it('names the maker, or the WMI when the maker is unknown, of a VIN that is not a Mercedes-Benz', () => {
    expect(findVinHints('WVWZZZ3CZ9P049728', 'NTG 5s1').warnings).toEqual([
      { kind: 'not-mercedes', maker: 'Volkswagen', wmi: 'WVW' },
    ]);
    expect(findVinHints('1M8GDM9AXKP042788', 'NTG 5s1').warnings).toEqual([
      { kind: 'not-mercedes', maker: null, wmi: '1M8' },
    ]);
  });

  it('says when the series is unknown, with the head unit chosen', () => {
    expect(findVinHints('WDC0G4KB0GF009557', 'NTG 5s1').warnings).toEqual([
      { kind: 'series-unknown', comand: 'NTG 5s1' },
    ]);
  });

  it('gives the series, the head unit chosen and those the series could carry', () => {
    expect(findVinHints('WDD2050001F595854', 'NTG 4.5').warnings).toEqual([
      {
        kind: 'series-without-head-unit',
        series: 'C-Class (W205)',
        comand: 'NTG 4.5',
        headUnits: ['NTG 5s1', 'NTG 5/5s2', 'NTG 5.5'],
      },
    ]);
    expect(findVinHints('WDD2110161A000001', 'NTG 4.5').warnings).toEqual([
      { kind: 'series-without-head-unit', series: 'E-Class (W211)', comand: 'NTG 4.5', headUnits: [] },
    ]);
  });

  it('lists the head units sold when the one named is none of them', () => {
    expect(findVinHints('WDD2050001F595854', 'NTG5.5').warnings).toEqual([
      { kind: 'unknown-head-unit', comand: 'NTG5.5', sold: ['NTG 4.5', 'NTG 5s1', 'NTG 5/5s2', 'NTG 5.5'] },
    ]);
  });
});
