/**
 * Mercedes-Benz model series and the COMAND / Audio head-unit generations each series could carry.
 *
 * Series codes are the first three digits of the Mercedes-Benz model designation ("Baumuster"),
 * e.g. 205.004 → series 205. On rest-of-world VINs the six-digit designation is VIN positions 4–9
 * (source: cariffy.com "Mercedes-Benz VIN Number Decoder"; Haynes-derived VIN tables for W163/W463
 * quoted on w-163.ru / teezer.ru: "5–10 model designation, 11 steering, 12 plant" counting the star as 1).
 * The fourth digit (VIN position 7) is the body variant where listed below.
 * Series names and chassis prefixes (W/S/C/A/X/R/V): Wikipedia "List of Mercedes-Benz vehicles" and the
 * model articles; mercedes-wissen.de "Die Sache mit dem W" explains the prefixes.
 *
 * Head units — "could carry", never "has": a series appears with a generation when that generation was
 * fitted to at least part of its production (COMAND Online or Audio 20 of that generation). Which one a
 * given car has depends on its build date and options, which a VIN does not tell us. Sources:
 * - Wikipedia "Mercedes-Benz COMAND" (model history; NTG4.5 from the 2011 W204 facelift);
 * - u-may.net "Mercedes-Benz Comand APS NTG" (NTG4 in W204/W207/W212/GLK, NTG4.5 from late 2011);
 * - Mercedes-Benz WIS document GF82.61-P-2003RFM (model 205 as of model year 2019 with code 506
 *   "Radio Audio 20 NTG 5.5");
 * - Mercedes-Benz parts listing A2059006534 "COMAND Online" (kalbacher-shop.de): one unit for C253/X253,
 *   V-Class 447 (05/14–06/19), C/S/W/A205 (to 06/18) and AMG GT, described as NTG5*2;
 * - Mercedes-Benz navigation map-update model lists (NTG 4.5/4.7, NTG 5*1, NTG 5*2, NTG 5.5) as sold by dealers.
 * Where sources disagree (NTG5*1 vs NTG5*2 in the 205/253/447 family) both are listed and the note says so.
 * Series that only ever had older (NTG 1–4) or newer (MBUX) systems are listed with no head units, so the
 * shop can warn that none of the PINs it sells fit them.
 */

import type { COMAND_ORDER } from '../rules.js';

export type HeadUnit = (typeof COMAND_ORDER)[number];

export interface MercedesSeries {
  /** Three-digit series, e.g. '205'. */
  readonly code: string;
  /** Name used when the body variant is not known, e.g. 'C-Class (W205)'. */
  readonly name: string;
  /** Names by body-variant digit (model-designation digit 4 = VIN position 7 on rest-of-world VINs). */
  readonly variants?: Readonly<Record<string, string>>;
  /** Head-unit generations this series could carry, in COMAND_ORDER. */
  readonly headUnits: readonly HeadUnit[];
  /** What is uncertain about this entry. */
  readonly note?: string;
}

const NTG45: HeadUnit = 'NTG 4.5';
const NTG5S1: HeadUnit = 'NTG 5s1';
const NTG5S2: HeadUnit = 'NTG 5/5s2';
const NTG55: HeadUnit = 'NTG 5.5';

const NTG5_FAMILY_NOTE =
  'Sources disagree whether this NTG 5 unit is star 1 or star 2 (the parts listing calls it NTG5*2, map-update lists call it NTG 5*1), so both are listed.';

const SERIES_LIST: readonly MercedesSeries[] = [
  // Head units NTG 4.5 – NTG 5.5
  {
    code: '117',
    name: 'CLA (C117)',
    variants: { '3': 'CLA Coupé (C117)', '9': 'CLA Shooting Brake (X117)' },
    headUnits: [NTG45, NTG5S1],
    note: 'NTG 5s1 from the 2016 facelift.',
  },
  { code: '156', name: 'GLA (X156)', headUnits: [NTG45, NTG5S1], note: 'NTG 5s1 from the 2017 facelift.' },
  {
    code: '166',
    name: 'M-Class / GLE / GL / GLS (166)',
    variants: { '0': 'M-Class / GLE (W166)', '8': 'GL / GLS (X166)' },
    headUnits: [NTG45, NTG5S1],
    note: 'NTG 5s1 from the GLE/GLS renaming (2015/2016).',
  },
  {
    code: '172',
    name: 'SLK / SLC (R172)',
    headUnits: [NTG45, NTG5S1],
    note: 'NTG 5s1 from the 2016 SLC facelift.',
  },
  {
    code: '176',
    name: 'A-Class (W176)',
    headUnits: [NTG45, NTG5S1],
    note: 'NTG 5s1 from the 2015 facelift.',
  },
  {
    code: '190',
    name: 'Mercedes-AMG GT (C190/R190)',
    headUnits: [NTG5S1, NTG5S2],
    note: `Shares the COMAND Online unit of the 205 family. ${NTG5_FAMILY_NOTE}`,
  },
  {
    code: '204',
    name: 'C-Class / GLK-Class (204)',
    variants: {
      '0': 'C-Class (W204)',
      '2': 'C-Class Estate (S204)',
      '3': 'C-Class Coupé (C204)',
      '9': 'GLK-Class (X204)',
    },
    headUnits: [NTG45],
    note: 'Only cars from the 2011 facelift on; earlier 204s have NTG 4.',
  },
  {
    code: '205',
    name: 'C-Class (205)',
    variants: {
      '0': 'C-Class (W205)',
      '2': 'C-Class Estate (S205)',
      '3': 'C-Class Coupé (C205)',
      '4': 'C-Class Cabriolet (A205)',
    },
    headUnits: [NTG5S1, NTG5S2, NTG55],
    note: `NTG 5.5 from model year 2019 (WIS GF82.61-P-2003RFM). ${NTG5_FAMILY_NOTE}`,
  },
  {
    code: '207',
    name: 'E-Class Coupé / Cabriolet (207)',
    variants: { '3': 'E-Class Coupé (C207)', '4': 'E-Class Cabriolet (A207)' },
    headUnits: [NTG45],
    note: 'Earlier cars have NTG 4.',
  },
  {
    code: '212',
    name: 'E-Class (212)',
    variants: { '0': 'E-Class (W212)', '2': 'E-Class Estate (S212)' },
    headUnits: [NTG45],
    note: 'Earlier cars have NTG 4.',
  },
  {
    code: '213',
    name: 'E-Class (213)',
    variants: { '0': 'E-Class (W213)', '2': 'E-Class Estate (S213)' },
    headUnits: [NTG55],
  },
  {
    code: '217',
    name: 'S-Class Coupé / Cabriolet (217)',
    variants: { '3': 'S-Class Coupé (C217)', '4': 'S-Class Cabriolet (A217)' },
    headUnits: [NTG5S2, NTG55],
    note: 'NTG 5.5 from the 2018 facelift.',
  },
  {
    code: '218',
    name: 'CLS (218)',
    variants: { '3': 'CLS (C218)', '9': 'CLS Shooting Brake (X218)' },
    headUnits: [NTG45],
    note: 'The head unit of the 2014 facelift was not verified; only NTG 4.5 is listed.',
  },
  {
    code: '222',
    name: 'S-Class (W222)',
    headUnits: [NTG5S2, NTG55],
    note: 'NTG 5.5 from the 2017 facelift.',
  },
  { code: '231', name: 'SL (R231)', headUnits: [NTG45, NTG5S1], note: 'NTG 5s1 from the 2016 facelift.' },
  {
    code: '238',
    name: 'E-Class Coupé / Cabriolet (238)',
    variants: { '3': 'E-Class Coupé (C238)', '4': 'E-Class Cabriolet (A238)' },
    headUnits: [NTG55],
  },
  {
    code: '246',
    name: 'B-Class (W246)',
    headUnits: [NTG45, NTG5S1],
    note: 'NTG 5s1 from the 2014/2015 facelift.',
  },
  {
    code: '253',
    name: 'GLC (253)',
    variants: { '9': 'GLC (X253)', '3': 'GLC Coupé (C253)' },
    headUnits: [NTG5S1, NTG5S2],
    note: `Until the 2019 facelift (MBUX after). ${NTG5_FAMILY_NOTE}`,
  },
  { code: '257', name: 'CLS (C257)', headUnits: [NTG55] },
  { code: '292', name: 'GLE Coupé (C292)', headUnits: [NTG5S1] },
  {
    code: '447',
    name: 'V-Class / Vito (447)',
    headUnits: [NTG5S1, NTG5S2],
    note: `COMAND unit shared with the 205 family (05/2014–06/2019); the 2019 facelift was not verified. ${NTG5_FAMILY_NOTE}`,
  },
  {
    code: '463',
    name: 'G-Class (W463)',
    headUnits: [NTG45, NTG55],
    note: 'NTG 4.5 from 2012, NTG 5.5 in the 2018 G-Class; cars of 2016–2018 were not verified.',
  },
  // Older systems (NTG 1 – NTG 4): none of the head units sold here
  { code: '164', name: 'M-Class / GL (164)', headUnits: [] },
  { code: '169', name: 'A-Class (W169)', headUnits: [] },
  { code: '171', name: 'SLK (R171)', headUnits: [] },
  { code: '203', name: 'C-Class (W203)', headUnits: [] },
  { code: '209', name: 'CLK (209)', headUnits: [] },
  { code: '211', name: 'E-Class (W211)', headUnits: [] },
  { code: '216', name: 'CL (C216)', headUnits: [] },
  { code: '219', name: 'CLS (C219)', headUnits: [] },
  { code: '220', name: 'S-Class (W220)', headUnits: [] },
  { code: '221', name: 'S-Class (W221)', headUnits: [] },
  { code: '230', name: 'SL (R230)', headUnits: [] },
  { code: '245', name: 'B-Class (W245)', headUnits: [] },
  { code: '251', name: 'R-Class (251)', headUnits: [] },
  // MBUX generation: none of the head units sold here
  { code: '118', name: 'CLA (118)', headUnits: [] },
  { code: '167', name: 'GLE / GLS (167)', headUnits: [] },
  { code: '177', name: 'A-Class (177)', headUnits: [] },
  { code: '206', name: 'C-Class (206)', headUnits: [] },
  { code: '214', name: 'E-Class (214)', headUnits: [] },
  { code: '223', name: 'S-Class (W223)', headUnits: [] },
  { code: '247', name: 'B-Class / GLB (247)', headUnits: [] },
  { code: '254', name: 'GLC (254)', headUnits: [] },
  { code: '907', name: 'Sprinter (907)', headUnits: [] },
];

export const MERCEDES_SERIES: Readonly<Record<string, MercedesSeries>> = Object.fromEntries(
  SERIES_LIST.map((s) => [s.code, s]),
);

/**
 * North-American VINs carry no model designation; positions 4 (and 5) are a series letter that depends on the
 * WMI. Only combinations with a public source are listed; others decode as unknown.
 * Key: WMI + letters from position 4. Value: series code, optionally with the body-variant digit it implies.
 * - WDD + one letter: cariffy.com "USA Mercedes-Benz VIN Number Decoder" (letters for WMI WDD).
 * - WDD U, WDD S: vPIC-decoded public listings (badvin.com WDDUG8CB8GA221655 "2016 S-Class",
 *   carlook.net WDDSJ4GB5FN176323 "2015 CLA-Class").
 * - 55S W: dealer inventory listing 55SWF4KBXGU145992 "2016 C-Class C 300 4MATIC".
 * - 4JG DA: public datasets 4JGDA5HB1CA055858 "2012 ML350", 4JGDA5HB7JB158144 "GLE".
 */
export const NORTH_AMERICAN_SERIES_LETTERS: Readonly<
  Record<string, string | readonly [series: string, variant: string]>
> = {
  WDDC: '169',
  WDDD: '219',
  WDDE: '216',
  WDDF: '245',
  WDDG: '204',
  WDDH: '212',
  WDDJ: '231',
  WDDK: '207',
  WDDL: '218',
  WDDN: '221',
  WDDP: '172',
  WDDS: '117',
  WDDU: '222',
  '55SW': '205',
  '4JGDA': ['166', '0'],
};

/** Series entry and display name for a series code and (optional) body-variant digit. */
export function lookupSeries(
  code: string,
  variantDigit?: string,
): { series: MercedesSeries; name: string } | null {
  const series = MERCEDES_SERIES[code];
  if (!series) return null;
  const variantName = variantDigit === undefined ? undefined : series.variants?.[variantDigit];
  return { series, name: variantName ?? series.name };
}

/**
 * Series code (and body-variant digit when the letters imply one) of a North-American Mercedes-Benz VIN from
 * its WMI and positions 4–5, or null when the letters are not in the table.
 */
export function northAmericanSeries(vin: string): { code: string; variant?: string } | null {
  const wmi = vin.slice(0, 3);
  const hit =
    NORTH_AMERICAN_SERIES_LETTERS[wmi + vin.slice(3, 5)] ??
    NORTH_AMERICAN_SERIES_LETTERS[wmi + vin.charAt(3)];
  if (hit === undefined) return null;
  return typeof hit === 'string' ? { code: hit } : { code: hit[0], variant: hit[1] };
}
