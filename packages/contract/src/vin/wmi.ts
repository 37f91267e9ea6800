/** WMI (positions 1–3) → maker and country, with the ISO 3780 region/country as fallback. */

import { countryOf, regionOf, type VinRegion } from './regions.js';
import { MERCEDES_WMIS, WMI_TABLE, type WmiEntry } from './wmi-data.js';

export interface WmiInfo {
  readonly wmi: string;
  /** Maker from the WMI table; null when the WMI is not in the table (unknown, not guessed). */
  readonly maker: string | null;
  /** Country from the WMI table, else from the ISO 3780 range; null when neither knows. */
  readonly country: string | null;
  readonly region: VinRegion | null;
  readonly isMercedes: boolean;
  readonly entry: WmiEntry | null;
}

export function lookupWmi(vin: string): WmiInfo {
  const wmi = vin.slice(0, 3);
  const entry = WMI_TABLE[wmi] ?? null;
  return {
    wmi,
    maker: entry?.maker ?? null,
    country: entry?.country ?? countryOf(vin),
    region: regionOf(vin.charAt(0)),
    isMercedes: wmi in MERCEDES_WMIS,
    entry,
  };
}
