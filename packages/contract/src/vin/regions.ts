/**
 * Region and country from the first two VIN characters, used when the WMI is not in our table.
 *
 * Source: ISO 3780 country-code ranges as listed in Wikipedia "Vehicle identification number",
 * section "World manufacturer identifier" (country table). The second character runs in the ISO
 * order A–H, J–N, P, R–Z, 1–9, 0, so "X3–X0" means X3, X4 … X9, X0.
 * Ranges not listed here are unassigned or not listed in that source and decode as unknown.
 */

export const VIN_REGIONS = ['Africa', 'Asia', 'Europe', 'North America', 'Oceania', 'South America'] as const;

export type VinRegion = (typeof VIN_REGIONS)[number];

/** Region by first character (ISO 3780 zones). */
export function regionOf(first: string): VinRegion | null {
  if (/^[A-H]$/.test(first)) return 'Africa';
  if (/^[J-NPR]$/.test(first)) return 'Asia';
  if (/^[S-Z]$/.test(first)) return 'Europe';
  if (/^[1-5]$/.test(first)) return 'North America';
  if (/^[67]$/.test(first)) return 'Oceania';
  if (/^[89]$/.test(first)) return 'South America';
  return null;
}

/** ISO 3780 order of the second character. */
const ORDER = 'ABCDEFGHJKLMNPRSTUVWXYZ1234567890';

/** [first character, second-character range from, to, country]. */
const COUNTRY_RANGES: ReadonlyArray<readonly [string, string, string, string]> = [
  ['A', 'A', 'H', 'South Africa'],
  ['A', 'J', 'N', "Côte d'Ivoire"],
  ['B', 'A', 'E', 'Angola'],
  ['B', 'F', 'K', 'Kenya'],
  ['B', 'L', 'R', 'Tanzania'],
  ['C', 'A', 'E', 'Benin'],
  ['C', 'F', 'K', 'Madagascar'],
  ['C', 'L', 'R', 'Tunisia'],
  ['D', 'A', 'E', 'Egypt'],
  ['D', 'F', 'K', 'Morocco'],
  ['D', 'L', 'R', 'Zambia'],
  ['E', 'A', 'E', 'Ethiopia'],
  ['E', 'F', 'K', 'Mozambique'],
  ['F', 'A', 'E', 'Ghana'],
  ['F', 'F', 'K', 'Nigeria'],
  ['J', 'A', '0', 'Japan'],
  ['K', 'A', 'E', 'Sri Lanka'],
  ['K', 'F', 'K', 'Israel'],
  ['K', 'L', 'R', 'South Korea'],
  ['K', 'S', '0', 'Kazakhstan'],
  ['L', 'A', '0', 'China'],
  ['M', 'A', 'E', 'India'],
  ['M', 'F', 'K', 'Indonesia'],
  ['M', 'L', 'R', 'Thailand'],
  ['N', 'A', 'E', 'Iran'],
  ['N', 'F', 'K', 'Pakistan'],
  ['N', 'L', 'R', 'Turkey'],
  ['P', 'A', 'E', 'Philippines'],
  ['P', 'F', 'K', 'Singapore'],
  ['P', 'L', 'R', 'Malaysia'],
  ['R', 'A', 'E', 'United Arab Emirates'],
  ['R', 'F', 'K', 'Taiwan'],
  ['R', 'L', 'R', 'Vietnam'],
  ['R', 'S', '0', 'Saudi Arabia'],
  ['S', 'A', 'M', 'United Kingdom'],
  ['S', 'N', 'T', 'Germany'],
  ['S', 'U', 'Z', 'Poland'],
  ['T', 'A', 'H', 'Switzerland'],
  ['T', 'J', 'P', 'Czech Republic'],
  ['T', 'R', 'V', 'Hungary'],
  ['T', 'W', '1', 'Portugal'],
  ['U', 'H', 'M', 'Denmark'],
  ['U', 'N', 'T', 'Ireland'],
  ['U', 'U', 'Z', 'Romania'],
  ['U', '5', '7', 'Slovakia'],
  ['V', 'A', 'E', 'Austria'],
  ['V', 'F', 'R', 'France'],
  ['V', 'S', 'W', 'Spain'],
  ['V', 'X', '2', 'Serbia'],
  ['V', '3', '5', 'Croatia'],
  ['V', '6', '0', 'Estonia'],
  ['W', 'A', '0', 'Germany'],
  ['X', 'A', 'E', 'Bulgaria'],
  ['X', 'F', 'K', 'Greece'],
  ['X', 'L', 'R', 'Netherlands'],
  ['X', 'S', 'W', 'Russia'],
  ['X', 'X', '2', 'Luxembourg'],
  ['X', '3', '0', 'Russia'],
  ['Y', 'A', 'E', 'Belgium'],
  ['Y', 'F', 'K', 'Finland'],
  ['Y', 'L', 'R', 'Malta'],
  ['Y', 'S', 'W', 'Sweden'],
  ['Y', 'X', '2', 'Norway'],
  ['Y', '3', '5', 'Belarus'],
  ['Y', '6', '0', 'Ukraine'],
  ['Z', 'A', 'R', 'Italy'],
  ['Z', 'X', '2', 'Slovenia'],
  ['Z', '3', '5', 'Lithuania'],
  ['1', 'A', '0', 'United States'],
  ['2', 'A', '0', 'Canada'],
  ['3', 'A', 'W', 'Mexico'],
  ['3', 'X', '7', 'Costa Rica'],
  ['3', '8', '0', 'Cayman Islands'],
  ['4', 'A', '0', 'United States'],
  ['5', 'A', '0', 'United States'],
  ['6', 'A', 'W', 'Australia'],
  ['7', 'A', 'E', 'New Zealand'],
  ['8', 'A', 'E', 'Argentina'],
  ['8', 'F', 'K', 'Chile'],
  ['8', 'L', 'R', 'Ecuador'],
  ['8', 'S', 'W', 'Peru'],
  ['8', 'X', '2', 'Venezuela'],
  ['9', 'A', 'E', 'Brazil'],
  ['9', 'F', 'K', 'Colombia'],
  ['9', 'L', 'R', 'Paraguay'],
  ['9', 'S', 'W', 'Uruguay'],
  ['9', 'X', '2', 'Trinidad and Tobago'],
  ['9', '3', '9', 'Brazil'],
];

/** Country from the ISO 3780 range of the first two characters, or null when not listed. */
export function countryOf(vin: string): string | null {
  const first = vin.charAt(0);
  const second = ORDER.indexOf(vin.charAt(1));
  if (second === -1) return null;
  for (const [f, from, to, country] of COUNTRY_RANGES) {
    if (f === first && second >= ORDER.indexOf(from) && second <= ORDER.indexOf(to)) return country;
  }
  return null;
}
