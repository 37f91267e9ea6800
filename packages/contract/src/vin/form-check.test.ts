// Sources of the real VINs: see decode.test.ts.
import { describe, expect, it } from 'vitest';
import { checkVinForHeadUnit } from './form-check.js';

describe('checkVinForHeadUnit: block', () => {
  it('blocks malformed VINs with the precise reason', () => {
    expect(checkVinForHeadUnit('', 'NTG 5s1')).toEqual({ block: true, reason: 'VIN is empty', warnings: [] });
    expect(checkVinForHeadUnit('WDD2050001F59585', 'NTG 5s1')).toEqual({
      block: true,
      reason: 'VIN must be 17 characters (got 16)',
      warnings: [],
    });
    expect(checkVinForHeadUnit('WDD2O50001F595854', 'NTG 5s1')).toMatchObject({
      block: true,
      reason: "character 5 'O' is not allowed in a VIN (I, O and Q are never used)",
    });
  });

  it('blocks a North-American VIN whose check digit fails', () => {
    const check = checkVinForHeadUnit('55SWF4KBXGU145993', 'NTG 5s1');
    expect(check.block).toBe(true);
    expect(check.reason).toBe(
      "This VIN's check digit does not match (position 9 is 'X', expected '1'). Please check the VIN for a typo.",
    );
    expect(check.summary).toBe('Mercedes-Benz C-Class (205), model year 2016, check digit does not match');
  });

  it('never blocks a rest-of-world VIN over position 9', () => {
    expect(checkVinForHeadUnit('WDD2050001F595854', 'NTG 5s1').block).toBe(false);
    expect(checkVinForHeadUnit('WDD2050071F595854', 'NTG 5s1').block).toBe(false);
  });
});

describe('checkVinForHeadUnit: pass and warn', () => {
  it('passes silently when the series could carry the chosen head unit', () => {
    expect(checkVinForHeadUnit('WDD2050001F595854', 'NTG 5.5')).toEqual({
      block: false,
      warnings: [],
      summary: 'Mercedes-Benz C-Class (W205), left-hand drive, plant Bremen',
    });
    expect(checkVinForHeadUnit('55SWF4KBXGU145992', 'NTG 5s1')).toMatchObject({ block: false, warnings: [] });
    expect(checkVinForHeadUnit('WDDGF4HB7EA953094', 'NTG 4.5')).toMatchObject({ block: false, warnings: [] });
    expect(checkVinForHeadUnit('WDDUG8CB8GA221655', 'NTG 5/5s2')).toMatchObject({
      block: false,
      warnings: [],
    });
  });

  it('warns when the series is not known to carry the chosen head unit', () => {
    expect(checkVinForHeadUnit('WDD2050001F595854', 'NTG 4.5')).toEqual({
      block: false,
      warnings: [
        'The C-Class (W205) is not known to carry NTG 4.5 (it could carry NTG 5s1, NTG 5/5s2, NTG 5.5). Please make sure NTG 4.5 is the head unit in your car.',
      ],
      summary: 'Mercedes-Benz C-Class (W205), left-hand drive, plant Bremen',
    });
    expect(checkVinForHeadUnit('WDDGF4HB7EA953094', 'NTG 5.5').warnings).toHaveLength(1);
  });

  it('warns when the series is known to carry none of the head units sold (synthetic W211 E-Class)', () => {
    expect(checkVinForHeadUnit('WDD2110161A000001', 'NTG 4.5').warnings).toEqual([
      'The E-Class (W211) is not known to carry NTG 4.5 (none of the head units we sell is known for it). Please make sure NTG 4.5 is the head unit in your car.',
    ]);
  });

  it('warns when the series is unknown', () => {
    const check = checkVinForHeadUnit('WDC0G4KB0GF009557', 'NTG 5s1');
    expect(check.block).toBe(false);
    expect(check.warnings).toEqual([
      'We could not identify the model series from this VIN, so we cannot confirm it has NTG 5s1. Please make sure NTG 5s1 is the head unit in your car.',
    ]);
  });

  it('warns when the VIN is not a Mercedes-Benz VIN', () => {
    expect(checkVinForHeadUnit('WVWZZZ3CZ9P049728', 'NTG 5s1')).toEqual({
      block: false,
      warnings: [
        'This VIN does not look like a Mercedes-Benz VIN: it belongs to Volkswagen. Please check the VIN.',
      ],
      summary: 'Volkswagen, Germany',
    });
    expect(checkVinForHeadUnit('1M8GDM9AXKP042788', 'NTG 5s1')).toMatchObject({
      block: false,
      warnings: [
        'This VIN does not look like a Mercedes-Benz VIN: it belongs to an unknown manufacturer (WMI 1M8). Please check the VIN.',
      ],
    });
  });

  it('warns about a head unit name the shop does not sell', () => {
    expect(checkVinForHeadUnit('WDD2050001F595854', 'NTG5.5').warnings).toEqual([
      "'NTG5.5' is not one of the head units we sell (NTG 4.5, NTG 5s1, NTG 5/5s2, NTG 5.5).",
    ]);
  });
});
