import { describe, expect, it } from 'vitest';
import { COMAND_ORDER } from '../rules.js';
import { lookupMercedesPlant } from './mercedes-plants.js';
import {
  MERCEDES_SERIES,
  NORTH_AMERICAN_SERIES_LETTERS,
  lookupSeries,
  northAmericanSeries,
} from './mercedes-series.js';

describe('series table', () => {
  it('uses only the exact head-unit names the shop sells, in COMAND_ORDER', () => {
    for (const series of Object.values(MERCEDES_SERIES)) {
      for (const hu of series.headUnits) expect(COMAND_ORDER).toContain(hu);
      const order = series.headUnits.map((hu) => COMAND_ORDER.indexOf(hu));
      expect(order).toEqual([...order].sort((a, b) => a - b));
      expect(series.code).toMatch(/^[0-9]{3}$/);
    }
  });

  it.each([
    ['204', ['NTG 4.5']],
    ['212', ['NTG 4.5']],
    ['207', ['NTG 4.5']],
    ['176', ['NTG 4.5', 'NTG 5s1']],
    ['246', ['NTG 4.5', 'NTG 5s1']],
    ['117', ['NTG 4.5', 'NTG 5s1']],
    ['156', ['NTG 4.5', 'NTG 5s1']],
    ['166', ['NTG 4.5', 'NTG 5s1']],
    ['172', ['NTG 4.5', 'NTG 5s1']],
    ['231', ['NTG 4.5', 'NTG 5s1']],
    ['205', ['NTG 5s1', 'NTG 5/5s2', 'NTG 5.5']],
    ['253', ['NTG 5s1', 'NTG 5/5s2']],
    ['447', ['NTG 5s1', 'NTG 5/5s2']],
    ['222', ['NTG 5/5s2', 'NTG 5.5']],
    ['217', ['NTG 5/5s2', 'NTG 5.5']],
    ['213', ['NTG 5.5']],
    ['238', ['NTG 5.5']],
    ['257', ['NTG 5.5']],
    ['463', ['NTG 4.5', 'NTG 5.5']],
  ])('series %s could carry %j', (code, headUnits) => {
    expect(MERCEDES_SERIES[code]?.headUnits).toEqual(headUnits);
  });

  it('older (NTG 1–4) and MBUX series are known but carry none of the head units sold', () => {
    for (const code of ['164', '169', '203', '211', '221', '245', '177', '206', '223', '254']) {
      expect(MERCEDES_SERIES[code]?.headUnits).toEqual([]);
    }
    expect(MERCEDES_SERIES['211']?.name).toBe('E-Class (W211)');
    expect(MERCEDES_SERIES['206']?.headUnits).toEqual([]);
  });

  it('body variant digits name the chassis', () => {
    expect(lookupSeries('204', '9')?.name).toBe('GLK-Class (X204)');
    expect(lookupSeries('204', '0')?.name).toBe('C-Class (W204)');
    expect(lookupSeries('166', '8')?.name).toBe('GL / GLS (X166)');
    expect(lookupSeries('253', '3')?.name).toBe('GLC Coupé (C253)');
    expect(lookupSeries('218', '9')?.name).toBe('CLS Shooting Brake (X218)');
    expect(lookupSeries('222', '0')?.name).toBe('S-Class (W222)');
    expect(lookupSeries('205')?.name).toBe('C-Class (205)');
    expect(lookupSeries('999')).toBeNull();
  });

  it('North-American series letters are looked up per WMI, two letters before one', () => {
    expect(northAmericanSeries('WDDGF4HB7EA953094')).toEqual({ code: '204' });
    expect(northAmericanSeries('4JGDA5HB1CA055858')).toEqual({ code: '166', variant: '0' });
    expect(northAmericanSeries('55SWF4KBXGU145992')).toEqual({ code: '205' });
    expect(northAmericanSeries('WDCGG8HB0AF000000')).toBeNull();
    expect(northAmericanSeries('4JGCB5HE4CA125341')).toBeNull();
    for (const value of Object.values(NORTH_AMERICAN_SERIES_LETTERS)) {
      expect(MERCEDES_SERIES[typeof value === 'string' ? value : value[0]]).toBeDefined();
    }
  });
});

describe('plant table', () => {
  it('cars, SUVs, MBUSI and vans use different letter tables', () => {
    expect(lookupMercedesPlant('WDD', 'A', '205')).toBe('Sindelfingen');
    expect(lookupMercedesPlant('W1K', 'F', '205')).toBe('Bremen');
    expect(lookupMercedesPlant('WDC', 'A', '166')).toBe('Tuscaloosa');
    expect(lookupMercedesPlant('W1N', 'F', '253')).toBe('Bremen');
    expect(lookupMercedesPlant('4JG', 'A', null)).toBe('Tuscaloosa');
    expect(lookupMercedesPlant('4JG', 'F', null)).toBeNull();
    expect(lookupMercedesPlant('WD3', 'T', null)).toBe('Charleston');
    expect(lookupMercedesPlant('WDB', 'N', '906')).toBe('Ludwigsfelde');
    expect(lookupMercedesPlant('WDD', 'N', '117')).toBe('Kecskemét');
  });
  it('Karmann (T) only for WDB; unknown WMIs and letters are unknown', () => {
    expect(lookupMercedesPlant('WDB', 'T', '209')).toBe('Osnabrück (Karmann)');
    expect(lookupMercedesPlant('WDD', 'T', '205')).toBeNull();
    expect(lookupMercedesPlant('55S', 'U', '205')).toBeNull();
    expect(lookupMercedesPlant('LE4', 'L', null)).toBeNull();
  });
});
