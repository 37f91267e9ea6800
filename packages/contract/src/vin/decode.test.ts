/**
 * Real VINs and where they were published:
 * - 1M8GDM9AXKP042788: check-digit worked example, Wikipedia "Vehicle identification number" (49 CFR 565).
 * - WDD2050001F595854, WDC4633491X297606, WDB9010611P713740, WDF44781313007267, W1T96763710609583,
 *   WDDGF4HB7EA953094, 4JGCB5HE4CA125341, LE43X8HB5KL020348: vehicle-search inputs in Daimler VeDoc UI test
 *   automation code published on GitHub.
 * - WDD2050401F004773: Mercedes-Benz order XML sample (FinOrVin attribute) published on GitHub.
 * - WDDUG8CB8GA221655: badvin.com listing "2016 Mercedes-Benz S-Class".
 * - WDDHF6HB5GB190053: badvin.com listing "2016 Mercedes-Benz", sedan, 3.0 V6, AWD (an E 400 4MATIC, W212).
 * - WDDSJ4GB5FN176323: carlook.net listing "2015 Mercedes-Benz CLA-Class".
 * - WDC0G4KB0GF009557: carlook.net listing "2016 Mercedes-Benz".
 * - 55SWF4KBXGU145992: dealer inventory page, "2016 Mercedes-Benz C-Class C 300 4MATIC".
 * - 4JGDA5HB1CA055858: public vehicle dataset on GitHub, "Mercedes ML350 2012".
 * - WVWZZZ3CZ9P049728: same dataset, "Volkswagen Passat 2009".
 * VINs marked "synthetic" are built from a real one by changing the named position, to reach cases for which
 * no public example was found.
 */
import { describe, expect, it } from 'vitest';
import { computeCheckDigit } from './check-digit.js';
import { decodeVin, summariseVin } from './decode.js';
import { vinDecodeResultSchema, type VinDecodeResult, type VinDecodeSuccess } from './schema.js';

function decoded(vin: string): VinDecodeSuccess {
  const result = decodeVin(vin);
  if (!result.ok) throw new Error(`expected ${vin} to decode, got: ${result.reason}`);
  return result;
}

describe('decodeVin: malformed input', () => {
  it.each([
    ['', 'empty', 'VIN is empty'],
    ['WDD2050001F59585', 'length', 'VIN must be 17 characters (got 16)'],
    [
      'WDD2O50001F595854',
      'forbidden-letter',
      "character 5 'O' is not allowed in a VIN (I, O and Q are never used)",
    ],
    [
      'WDD2050001F59585#',
      'invalid-character',
      "character 17 '#' is not allowed in a VIN (only digits 0–9 and letters A–Z)",
    ],
  ])('%j → %s', (input, problem, reason) => {
    expect(decodeVin(input)).toEqual({ ok: false, problem, reason });
  });
});

describe('decodeVin: Mercedes-Benz rest-of-world layout', () => {
  it('WDD2050001F595854: C-Class W205, left-hand drive, Bremen, no check digit', () => {
    const r = decoded('wdd 2050001 f595854');
    expect(r).toMatchObject({
      vin: 'WDD2050001F595854',
      wmi: 'WDD',
      maker: 'Mercedes-Benz',
      country: 'Germany',
      region: 'Europe',
      layout: 'rest-of-world',
      isMercedes: true,
      series: { code: '205', name: 'C-Class (W205)' },
      modelCode: '205000',
      steering: 'left-hand drive',
      plantCode: 'F',
      plant: 'Bremen',
      modelYear: null,
      checkDigit: null,
      serial: '595854',
      headUnits: ['NTG 5s1', 'NTG 5/5s2', 'NTG 5.5'],
      valid: true,
      errors: [],
    });
    expect(r.fields).toEqual([
      { code: 'WDD', description: 'World manufacturer identifier: Mercedes-Benz, Germany', kind: 'wmi' },
      { code: '205', description: 'Series: C-Class (W205)', kind: 'series' },
      { code: '205000', description: 'Model designation 205.000', kind: 'model' },
      { code: '1', description: 'Steering: left-hand drive', kind: 'steering' },
      { code: 'F', description: 'Plant: Bremen', kind: 'plant' },
      { code: '595854', description: 'Serial number', kind: 'serial' },
    ]);
  });

  it('WDC4633491X297606: G-Class W463 built in Graz', () => {
    expect(decoded('WDC4633491X297606')).toMatchObject({
      series: { code: '463', name: 'G-Class (W463)' },
      steering: 'left-hand drive',
      plant: 'Graz',
      headUnits: ['NTG 4.5', 'NTG 5.5'],
    });
  });

  it('WDD2050401F004773: position 9 happens to equal a check digit, still rest-of-world and not checked', () => {
    expect(decoded('WDD2050401F004773')).toMatchObject({
      layout: 'rest-of-world',
      checkDigit: null,
      series: { code: '205', name: 'C-Class (W205)' },
      plant: 'Bremen',
    });
  });

  it('a changed position 9 on a rest-of-world VIN is never an error (synthetic from WDD2050001F595854)', () => {
    const r = decoded('WDD2050071F595854');
    expect(r).toMatchObject({ layout: 'rest-of-world', checkDigit: null, valid: true, errors: [] });
  });

  it('steering: 2 is right-hand drive, 5/6 are CKD kits (synthetic from WDD2050001F595854)', () => {
    expect(decoded('WDD2050002F595854').steering).toBe('right-hand drive');
    expect(decoded('WDD2050005F595854').steering).toBe('left-hand drive');
    expect(decoded('WDD2050005F595854').fields).toContainEqual({
      code: '5',
      description: 'Steering: left-hand drive (CKD kit)',
      kind: 'steering',
    });
    expect(decoded('WDD2050006F595854').steering).toBe('right-hand drive');
    const unknown = decoded('WDD2050003F595854');
    expect(unknown.steering).toBeNull();
    expect(unknown.fields).toContainEqual({ code: '3', description: 'Steering: unknown', kind: 'steering' });
  });

  it('body variant digit picks the variant name (synthetic estate and coupé from WDD2050001F595854)', () => {
    expect(decoded('WDD2052001F595854').series).toEqual({ code: '205', name: 'C-Class Estate (S205)' });
    expect(decoded('WDD2053001F595854').series).toEqual({ code: '205', name: 'C-Class Coupé (C205)' });
    expect(decoded('WDD2059001F595854').series).toEqual({ code: '205', name: 'C-Class (205)' });
  });

  it('plants: A Sindelfingen, J Rastatt, N Kecskemét, R East London for cars; unknown letters stay unknown', () => {
    expect(decoded('WDD2050001A595854').plant).toBe('Sindelfingen');
    expect(decoded('WDD2050001J595854').plant).toBe('Rastatt');
    expect(decoded('WDD2050001N595854').plant).toBe('Kecskemét');
    expect(decoded('WDD2050001R595854').plant).toBe('East London');
    const unknown = decoded('WDD2050001Z595854');
    expect(unknown.plant).toBeNull();
    expect(unknown.fields).toContainEqual({ code: 'Z', description: 'Plant: unknown', kind: 'plant' });
  });

  it('the same plant letter depends on the vehicle group: A is Tuscaloosa for SUVs, N is Ludwigsfelde for vans', () => {
    expect(decoded('WDC1660241A000001').plant).toBe('Tuscaloosa');
    expect(decoded('WDB9010611P713740')).toMatchObject({ plant: 'Düsseldorf', series: null, headUnits: [] });
    expect(decoded('WDB9066331N000001').plant).toBe('Ludwigsfelde');
  });

  it('a series outside the table decodes as unknown, not guessed (Sprinter 901, truck 967)', () => {
    const sprinter = decoded('WDB9010611P713740');
    expect(sprinter.series).toBeNull();
    expect(sprinter.modelCode).toBe('901061');
    expect(sprinter.fields).toContainEqual({
      code: '901',
      description: 'Series: unknown (not in our series table)',
      kind: 'series',
    });
    expect(decoded('W1T96763710609583')).toMatchObject({ maker: 'Mercedes-Benz', series: null, plant: null });
  });

  it('WDF44781313007267: V-Class/Vito 447, unknown plant digit', () => {
    expect(decoded('WDF44781313007267')).toMatchObject({
      series: { code: '447', name: 'V-Class / Vito (447)' },
      plantCode: '3',
      plant: null,
      headUnits: ['NTG 5s1', 'NTG 5/5s2'],
    });
  });

  it('LE43X8HB5KL020348 (Beijing Benz): Mercedes-Benz, China, but no model designation to decode', () => {
    expect(decoded('LE43X8HB5KL020348')).toMatchObject({
      maker: 'Mercedes-Benz',
      country: 'China',
      region: 'Asia',
      layout: 'rest-of-world',
      series: null,
      modelCode: null,
      steering: null,
      plant: null,
      checkDigit: null,
      headUnits: [],
    });
  });
});

describe('decodeVin: North-American layout', () => {
  it('1M8GDM9AXKP042788: check digit X valid, model year 1989, maker unknown', () => {
    expect(decoded('1M8GDM9AXKP042788')).toMatchObject({
      maker: null,
      country: 'United States',
      region: 'North America',
      layout: 'north-american',
      isMercedes: false,
      modelYear: 1989,
      checkDigit: { expected: 'X', actual: 'X', valid: true },
      series: null,
      serial: '042788',
      valid: true,
    });
  });

  it('55SWF4KBXGU145992: US-built C-Class (205), model year 2016, plant letter unknown', () => {
    const r = decoded('55SWF4KBXGU145992');
    expect(r).toMatchObject({
      maker: 'Mercedes-Benz',
      country: 'United States',
      layout: 'north-american',
      series: { code: '205', name: 'C-Class (205)' },
      modelCode: 'WF4KB',
      steering: null,
      plantCode: 'U',
      plant: null,
      modelYear: 2016,
      checkDigit: { expected: 'X', actual: 'X', valid: true },
      headUnits: ['NTG 5s1', 'NTG 5/5s2', 'NTG 5.5'],
    });
    expect(r.fields).toEqual([
      {
        code: '55S',
        description: 'World manufacturer identifier: Mercedes-Benz, United States',
        kind: 'wmi',
      },
      { code: '205', description: 'Series: C-Class (205)', kind: 'series' },
      {
        code: 'WF4KB',
        description: 'Vehicle descriptor (series, body, engine, restraints)',
        kind: 'descriptor',
      },
      { code: 'U', description: 'Plant: unknown', kind: 'plant' },
      { code: 'G', description: 'Model year: 2016', kind: 'modelYear' },
      { code: 'X', description: 'Check digit: valid', kind: 'checkDigit' },
      { code: '145992', description: 'Serial number', kind: 'serial' },
    ]);
  });

  it('German WMIs with US-style letters: check digit, model year, plant', () => {
    expect(decoded('WDDGF4HB7EA953094')).toMatchObject({
      layout: 'north-american',
      series: { code: '204', name: 'C-Class / GLK-Class (204)' },
      modelYear: 2014,
      plant: 'Sindelfingen',
      checkDigit: { valid: true },
      headUnits: ['NTG 4.5'],
    });
    expect(decoded('WDDUG8CB8GA221655')).toMatchObject({
      series: { code: '222', name: 'S-Class (W222)' },
      modelYear: 2016,
      headUnits: ['NTG 5/5s2', 'NTG 5.5'],
    });
    expect(decoded('WDDHF6HB5GB190053')).toMatchObject({
      series: { code: '212' },
      modelYear: 2016,
      headUnits: ['NTG 4.5'],
    });
    expect(decoded('WDDSJ4GB5FN176323')).toMatchObject({
      series: { code: '117', name: 'CLA (C117)' },
      modelYear: 2015,
      plant: 'Kecskemét',
    });
  });

  it('4JGDA5HB1CA055858: ML W166 from Tuscaloosa, model year 2012', () => {
    expect(decoded('4JGDA5HB1CA055858')).toMatchObject({
      series: { code: '166', name: 'M-Class / GLE (W166)' },
      modelYear: 2012,
      plant: 'Tuscaloosa',
      headUnits: ['NTG 4.5', 'NTG 5s1'],
    });
  });

  it('series letters not in the table stay unknown (WDC0G…, 4JGCB…)', () => {
    const glc = decoded('WDC0G4KB0GF009557');
    expect(glc).toMatchObject({ series: null, headUnits: [], plant: 'Bremen', modelYear: 2016 });
    expect(glc.fields).toContainEqual({
      code: '0G',
      description: 'Series: unknown (not in our series table)',
      kind: 'series',
    });
    expect(decoded('4JGCB5HE4CA125341')).toMatchObject({
      series: null,
      modelYear: 2012,
      plant: 'Tuscaloosa',
    });
  });

  it('a mistyped character makes the check digit fail: well-formed but not valid', () => {
    const r = decoded('55SWF4KBXGU145993');
    expect(r.checkDigit).toEqual({ expected: '1', actual: 'X', valid: false });
    expect(r.valid).toBe(false);
    expect(r.errors).toEqual([
      "check digit mismatch: position 9 is 'X' but this VIN's characters give '1', so a character is probably mistyped",
    ]);
    expect(r.fields).toContainEqual({
      code: 'X',
      description: 'Check digit: does not match (expected 1)',
      kind: 'checkDigit',
    });
  });

  it('a letter typed into a rest-of-world model designation is caught by the check digit (synthetic)', () => {
    const r = decoded('WDD2B50001F595854');
    expect(r.layout).toBe('north-american');
    expect(r.checkDigit?.valid).toBe(false);
  });

  it('an invalid model-year code is unknown, not an error (synthetic: position 10 of the worked example set to U)', () => {
    const template = '1M8GDM9A0UP042788';
    const vin = template.slice(0, 8) + computeCheckDigit(template) + template.slice(9);
    const r = decoded(vin);
    expect(r.modelYear).toBeNull();
    expect(r.valid).toBe(true);
    expect(r.fields).toContainEqual({
      code: 'U',
      description: 'Model year: unknown (not a model-year code)',
      kind: 'modelYear',
    });
  });
});

describe('decodeVin: other makers', () => {
  it('WVWZZZ3CZ9P049728: Volkswagen, Germany, rest-of-world, nothing Mercedes-specific', () => {
    expect(decoded('WVWZZZ3CZ9P049728')).toMatchObject({
      maker: 'Volkswagen',
      isMercedes: false,
      layout: 'rest-of-world',
      series: null,
      modelCode: null,
      steering: null,
      plant: null,
      checkDigit: null,
      headUnits: [],
      fields: [
        { code: 'WVW', description: 'World manufacturer identifier: Volkswagen, Germany', kind: 'wmi' },
        { code: '049728', description: 'Serial number', kind: 'serial' },
      ],
    });
  });
});

describe('summariseVin', () => {
  it.each([
    ['WDD2050001F595854', 'Mercedes-Benz C-Class (W205), left-hand drive, plant Bremen'],
    ['WDC4633491X297606', 'Mercedes-Benz G-Class (W463), left-hand drive, plant Graz'],
    ['WDD2050002F595854', 'Mercedes-Benz C-Class (W205), right-hand drive, plant Bremen'],
    ['WDDUG8CB8GA221655', 'Mercedes-Benz S-Class (W222), model year 2016, plant Sindelfingen'],
    ['55SWF4KBXGU145992', 'Mercedes-Benz C-Class (205), model year 2016'],
    ['WDB9010611P713740', 'Mercedes-Benz (series not identified), left-hand drive, plant Düsseldorf'],
    ['1M8GDM9AXKP042788', 'Unknown manufacturer, United States, model year 1989'],
    ['WVWZZZ3CZ9P049728', 'Volkswagen, Germany'],
    ['55SWF4KBXGU145993', 'Mercedes-Benz C-Class (205), model year 2016, check digit does not match'],
  ])('%s → %s', (vin, summary) => {
    expect(summariseVin(decodeVin(vin))).toBe(summary);
  });
  it('summarises a malformed VIN with its reason', () => {
    expect(summariseVin(decodeVin('WDD205'))).toBe('Invalid VIN: VIN must be 17 characters (got 6)');
  });
});

describe('vinDecodeResultSchema', () => {
  it('accepts every result decodeVin produces', () => {
    const inputs = [
      '',
      'WDD2O5',
      'WDD2050001F595854',
      '55SWF4KBXGU145993',
      'LE43X8HB5KL020348',
      '1M8GDM9AXKP042788',
    ];
    for (const input of inputs) {
      const result: VinDecodeResult = decodeVin(input);
      expect(vinDecodeResultSchema.parse(result)).toEqual(result);
    }
  });
  it('rejects a result with a head unit name that is not one the shop sells', () => {
    const result = { ...decoded('WDD2050001F595854'), headUnits: ['NTG5.5'] };
    expect(vinDecodeResultSchema.safeParse(result).success).toBe(false);
  });
});

describe('decodeVin: country codes for pages in other languages (decision 070)', () => {
  it('gives every country our tables name its ISO code', () => {
    const order = 'ABCDEFGHJKLMNPRSTUVWXYZ1234567890';
    const seen = new Set<string>();
    for (const first of order) {
      for (const second of order) {
        for (const third of ['Z', 'D', 'S']) {
          const r = decodeVin(`${first}${second}${third}ZZZ11Z1Z000001`);
          if (!r.ok || r.country === null) continue;
          seen.add(r.country);
          expect(r.countryCode, r.country).toMatch(/^[A-Z]{2}$/);
        }
      }
    }
    expect(seen.size).toBeGreaterThan(50);
    expect(decoded('WDD2050001F595854')).toMatchObject({ country: 'Germany', countryCode: 'DE' });
    expect(decoded('55SWF4KBXGU145992')).toMatchObject({ country: 'United States', countryCode: 'US' });
  });
});
