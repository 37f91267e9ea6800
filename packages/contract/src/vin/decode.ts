/**
 * decodeVin: one VIN → maker, layout, Mercedes-Benz series/steering/plant, model year, check digit, and the
 * head-unit generations the series could carry. Unknown values stay null; nothing is guessed.
 */

import { computeCheckDigit } from './check-digit.js';
import { countryCodeOf } from './country-codes.js';
import { determineLayout } from './layout.js';
import { lookupMercedesPlant } from './mercedes-plants.js';
import { lookupSeries, northAmericanSeries, type HeadUnit } from './mercedes-series.js';
import { decodeModelYear } from './model-year.js';
import { validateVin } from './normalise.js';
import type { STEERING_VALUES, VinDecodeResult, VinDecodeSuccess, VinField } from './schema.js';
import { lookupWmi } from './wmi.js';

type Steering = (typeof STEERING_VALUES)[number];

/**
 * Rest-of-world Mercedes-Benz position 10. 5 and 6 mark CKD kits assembled outside Germany.
 * Source: cariffy.com "Mercedes-Benz VIN Number Decoder" (1/2 LHD/RHD, 5/6 LHD/RHD CKD) and Wikibooks
 * "Vehicle Identification Numbers (VIN codes)/Mercedes-Benz/VIN Codes".
 */
const MERCEDES_STEERING: Readonly<Record<string, { steering: Steering; text: string }>> = {
  '1': { steering: 'left-hand drive', text: 'left-hand drive' },
  '2': { steering: 'right-hand drive', text: 'right-hand drive' },
  '5': { steering: 'left-hand drive', text: 'left-hand drive (CKD kit)' },
  '6': { steering: 'right-hand drive', text: 'right-hand drive (CKD kit)' },
};

/** Series name and head units, plus its table row; `code` null means the VIN gave no usable series code. */
function resolveSeries(
  code: string | null,
  variantDigit: string | undefined,
  fallbackCode: string,
): { series: { code: string; name: string } | null; headUnits: HeadUnit[]; field: VinField } {
  const found = code === null ? null : lookupSeries(code, variantDigit);
  if (code === null || found === null) {
    return {
      series: null,
      headUnits: [],
      field: {
        code: code ?? fallbackCode,
        description: 'Series: unknown (not in our series table)',
        kind: 'series',
      },
    };
  }
  return {
    series: { code, name: found.name },
    headUnits: [...found.series.headUnits],
    field: { code, description: `Series: ${found.name}`, kind: 'series' },
  };
}

export function decodeVin(input: string): VinDecodeResult {
  const checked = validateVin(input);
  if (!checked.ok) return { ok: false, problem: checked.problem, reason: checked.reason };
  const vin = checked.vin;

  const wmiInfo = lookupWmi(vin);
  const { wmi, maker, country, isMercedes } = wmiInfo;
  const layout = determineLayout(vin);
  const plantCode = vin.charAt(10);
  const serial = vin.slice(11);

  let series: { code: string; name: string } | null = null;
  let headUnits: HeadUnit[] = [];
  let modelCode: string | null = null;
  let steering: Steering | null = null;
  let plant: string | null = null;
  let modelYear: number | null = null;
  let checkDigit: VinDecodeSuccess['checkDigit'] = null;
  const errors: string[] = [];

  const fields: VinField[] = [
    {
      code: wmi,
      description: `World manufacturer identifier: ${maker ?? 'unknown manufacturer'}${country ? `, ${country}` : ''}`,
      kind: 'wmi',
    },
  ];
  const pushSeries = (resolved: ReturnType<typeof resolveSeries>) => {
    fields.push(resolved.field);
    return resolved;
  };

  if (layout.layout === 'north-american') {
    const expected = computeCheckDigit(vin);
    const actual = vin.charAt(8);
    checkDigit = { expected, actual, valid: expected === actual };
    if (!checkDigit.valid) {
      errors.push(
        `check digit mismatch: position 9 is '${actual}' but this VIN's characters give '${expected}', so a character is probably mistyped`,
      );
    }
    modelYear = decodeModelYear(vin);

    if (isMercedes) {
      const naSeries = northAmericanSeries(vin);
      const seriesCode = naSeries?.code ?? null;
      ({ series, headUnits } = pushSeries(resolveSeries(seriesCode, naSeries?.variant, vin.slice(3, 5))));
      modelCode = vin.slice(3, 8);
      fields.push({
        code: modelCode,
        description: 'Vehicle descriptor (series, body, engine, restraints)',
        kind: 'descriptor',
      });
      plant = lookupMercedesPlant(wmi, plantCode, seriesCode);
      fields.push({ code: plantCode, description: `Plant: ${plant ?? 'unknown'}`, kind: 'plant' });
    }
    fields.push({
      code: vin.charAt(9),
      description:
        modelYear === null ? 'Model year: unknown (not a model-year code)' : `Model year: ${modelYear}`,
      kind: 'modelYear',
    });
    fields.push({
      code: actual,
      description: checkDigit.valid
        ? 'Check digit: valid'
        : `Check digit: does not match (expected ${expected})`,
      kind: 'checkDigit',
    });
  } else if (isMercedes && /^[0-9]{6}$/.test(vin.slice(3, 9))) {
    const seriesCode = vin.slice(3, 6);
    ({ series, headUnits } = pushSeries(resolveSeries(seriesCode, vin.charAt(6), seriesCode)));
    modelCode = vin.slice(3, 9);
    fields.push({
      code: modelCode,
      description: `Model designation ${seriesCode}.${modelCode.slice(3)}`,
      kind: 'model',
    });
    const steer = MERCEDES_STEERING[vin.charAt(9)];
    steering = steer?.steering ?? null;
    fields.push({
      code: vin.charAt(9),
      description: `Steering: ${steer?.text ?? 'unknown'}`,
      kind: 'steering',
    });
    plant = lookupMercedesPlant(wmi, plantCode, seriesCode);
    fields.push({ code: plantCode, description: `Plant: ${plant ?? 'unknown'}`, kind: 'plant' });
  }

  fields.push({ code: serial, description: 'Serial number', kind: 'serial' });

  return {
    ok: true,
    vin,
    wmi,
    maker,
    country,
    countryCode: countryCodeOf(country),
    region: wmiInfo.region,
    layout: layout.layout,
    layoutReason: layout.explanation,
    isMercedes,
    series,
    modelCode,
    steering,
    plantCode,
    plant,
    modelYear,
    checkDigit,
    serial,
    headUnits,
    fields,
    valid: errors.length === 0,
    errors,
  };
}

/** One line for the order form, e.g. "Mercedes-Benz C-Class (W205), left-hand drive, plant Bremen". */
export function summariseVin(result: VinDecodeResult): string {
  if (!result.ok) return `Invalid VIN: ${result.reason}`;
  const parts: string[] = [];
  if (result.maker === null) {
    parts.push('Unknown manufacturer');
    if (result.country) parts.push(result.country);
  } else if (result.isMercedes) {
    parts.push(
      result.series ? `${result.maker} ${result.series.name}` : `${result.maker} (series not identified)`,
    );
  } else {
    parts.push(result.maker);
    if (result.country) parts.push(result.country);
  }
  if (result.steering) parts.push(result.steering);
  if (result.modelYear !== null) parts.push(`model year ${result.modelYear}`);
  if (result.plant) parts.push(`plant ${result.plant}`);
  if (result.checkDigit && !result.checkDigit.valid) parts.push('check digit does not match');
  return parts.join(', ');
}
