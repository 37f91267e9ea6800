/**
 * Mercedes-Benz assembly plants (VIN position 11 on both layouts).
 *
 * The same letter means different plants for cars, SUVs and vans, so the table is chosen by WMI and series.
 * Sources:
 * - mbpassion.de "Mercedes-Benz AG nutzt neue Weltherstellercodes" (2019): A–C Sindelfingen, F/G Bremen,
 *   J Rastatt, R South Africa (East London), N Hungary (Kecskemét); A Tuscaloosa for WDC/W1N.
 * - cariffy.com "Mercedes-Benz VIN Number Decoder" and w123freun.de "Fahrgestellnummer": A–E Sindelfingen,
 *   F–H Bremen, J Rastatt (older series).
 * - Haynes-derived VIN tables for W163/W463 (w-163.ru, teezer.ru): A–E Sindelfingen, F–H Bremen, J Rastatt,
 *   T Karmann Osnabrück, X Graz.
 * - TINA.org "VIN decoding: Mercedes-Benz Sprinter" (2019 Sprinters, from NHTSA Part 565 data):
 *   P Düsseldorf, N Ludwigsfelde, T Charleston.
 * Letters not listed decode as unknown.
 */

type PlantTable = Readonly<Record<string, string>>;

const CAR_PLANTS: PlantTable = {
  A: 'Sindelfingen',
  B: 'Sindelfingen',
  C: 'Sindelfingen',
  D: 'Sindelfingen',
  E: 'Sindelfingen',
  F: 'Bremen',
  G: 'Bremen',
  H: 'Bremen',
  J: 'Rastatt',
  N: 'Kecskemét',
  R: 'East London',
  X: 'Graz',
};

/** Karmann built cabriolets in the WDB era only; the letter is not listed for later WMIs. */
const WDB_EXTRA_PLANTS: PlantTable = { T: 'Osnabrück (Karmann)' };

const SUV_PLANTS: PlantTable = {
  A: 'Tuscaloosa',
  F: 'Bremen',
  G: 'Bremen',
  H: 'Bremen',
  J: 'Rastatt',
  X: 'Graz',
};

/** 4JG is Mercedes-Benz U.S. International's own WMI, so only its Tuscaloosa letter is listed. */
const MBUSI_PLANTS: PlantTable = { A: 'Tuscaloosa' };

const VAN_PLANTS: PlantTable = {
  P: 'Düsseldorf',
  N: 'Ludwigsfelde',
  T: 'Charleston',
};

const CAR_WMIS = new Set(['WDB', 'WDD', 'W1K', 'WMX']);
const SUV_WMIS = new Set(['WDC', 'W1N']);
const VAN_WMIS = new Set(['WDF', 'W1V', 'W1W', 'WD3', 'WD4', 'WDA', 'WDZ', 'WCD', 'WDP', 'WDR', 'WDY']);
/** Sprinter and other van series that were built under car WMIs (e.g. WDB901…). */
const VAN_SERIES = new Set(['901', '902', '903', '904', '905', '906', '907', '910', '447', '639']);

/**
 * Plant name for a Mercedes-Benz VIN's position-11 letter, or null when unknown.
 * `seriesCode` (when known) moves van series to the van table whatever their WMI.
 */
export function lookupMercedesPlant(
  wmi: string,
  plantCode: string,
  seriesCode: string | null,
): string | null {
  if (VAN_WMIS.has(wmi) || (seriesCode !== null && VAN_SERIES.has(seriesCode)))
    return VAN_PLANTS[plantCode] ?? null;
  if (wmi === '4JG') return MBUSI_PLANTS[plantCode] ?? null;
  if (SUV_WMIS.has(wmi)) return SUV_PLANTS[plantCode] ?? null;
  if (CAR_WMIS.has(wmi)) {
    return CAR_PLANTS[plantCode] ?? (wmi === 'WDB' ? (WDB_EXTRA_PLANTS[plantCode] ?? null) : null);
  }
  return null;
}
