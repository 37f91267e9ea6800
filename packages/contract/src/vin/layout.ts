/**
 * Which VIN layout a VIN follows, which decides whether position 9 is a check digit.
 *
 * North-American layout (49 CFR 565; also used for Canada, Mexico, Korea and other markets that adopted
 * it): positions 4–8 vehicle descriptor, 9 check digit, 10 model year, 11 plant, 12–17 serial.
 * Mercedes-Benz rest-of-world layout: positions 4–9 the six-digit model designation (e.g. 205004),
 * 10 steering, 11 plant, 12–17 serial; position 9 is an ordinary digit and is never checked.
 *
 * Rules, first match wins:
 * 1. WMI region 1–5 (ISO 3780: North America, e.g. 4JG, 55S, 1FA) → north-american.
 * 2. Mercedes-Benz WMI registered in Germany (first character W: WDB, WDD, WDC, W1K, W1N, WMX, WDF, W1V …).
 *    These WMIs are used for both markets, so the VIN's own structure decides:
 *    - positions 4–9 are six digits (a model designation) → rest-of-world;
 *    - otherwise (a letter in 4–9: the US-style series/body letters, e.g. WDDGF4HB…) → north-american.
 *    A rest-of-world Mercedes-Benz VIN always has six digits there, so this never treats a genuine
 *    rest-of-world VIN as North-American; at worst a North-American VIN whose positions 4–9 happen to be
 *    all digits is treated as rest-of-world and its check digit goes unchecked (it is never rejected).
 *    The check digit itself is NOT used to decide: deciding by "position 9 happens to be valid" would
 *    misread about 1 in 11 rest-of-world VINs and could never catch a typo in a North-American one.
 * 3. Everything else (Europe, Asia, South America, Africa, Oceania, including Mercedes-Benz WMIs such as
 *    LE4, VSA, 9BM, ADB) → rest-of-world: position 9 is not checked, because those markets do not
 *    uniformly require a check digit.
 */

import { MERCEDES_WMIS } from './wmi-data.js';

export const VIN_LAYOUTS = ['north-american', 'rest-of-world'] as const;

export type VinLayout = (typeof VIN_LAYOUTS)[number];

export type LayoutRule =
  'north-american-wmi' | 'mercedes-us-structure' | 'mercedes-model-designation' | 'other-wmi';

export interface LayoutDecision {
  readonly layout: VinLayout;
  readonly rule: LayoutRule;
  /** One sentence a support person can read. */
  readonly explanation: string;
}

function isGermanMercedesWmi(wmi: string): boolean {
  return wmi.startsWith('W') && wmi in MERCEDES_WMIS;
}

/** Layout of a normalised, valid 17-character VIN (see the rules above). */
export function determineLayout(vin: string): LayoutDecision {
  const wmi = vin.slice(0, 3);
  if (/^[1-5]$/.test(vin.charAt(0))) {
    return {
      layout: 'north-american',
      rule: 'north-american-wmi',
      explanation: `WMI ${wmi} is North American (region 1–5), so position 9 is a check digit.`,
    };
  }
  if (isGermanMercedesWmi(wmi)) {
    if (/^[0-9]{6}$/.test(vin.slice(3, 9))) {
      return {
        layout: 'rest-of-world',
        rule: 'mercedes-model-designation',
        explanation: `Positions 4–9 (${vin.slice(3, 9)}) are a Mercedes-Benz model designation: rest-of-world layout, position 9 is not a check digit.`,
      };
    }
    return {
      layout: 'north-american',
      rule: 'mercedes-us-structure',
      explanation: `Positions 4–9 (${vin.slice(3, 9)}) contain letters, so this ${wmi} VIN uses the North-American layout with a check digit in position 9.`,
    };
  }
  return {
    layout: 'rest-of-world',
    rule: 'other-wmi',
    explanation: `WMI ${wmi} is not North American, so position 9 is not treated as a check digit.`,
  };
}
