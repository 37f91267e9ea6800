/**
 * The tax rate per customer country (decision 065): the EU member states' standard VAT rates as
 * the shipped default, each an operator setting — TAX_RATES overrides or adds a country
 * (`DE:19,CH:8.1`). Rates change (Estonia, Finland, Romania and Slovakia did in 2024–2025): the
 * operator checks this table against the EU's "VAT rates" list before switching taxes on.
 * Rates are in hundredths of a percent (1900 = 19 %).
 */
export const EU_STANDARD_RATES: Readonly<Record<string, number>> = {
  AT: 2000,
  BE: 2100,
  BG: 2000,
  CY: 1900,
  CZ: 2100,
  DE: 1900,
  DK: 2500,
  EE: 2400,
  ES: 2100,
  FI: 2550,
  FR: 2000,
  GR: 2400,
  HR: 2500,
  HU: 2700,
  IE: 2300,
  IT: 2200,
  LT: 2100,
  LU: 1700,
  LV: 2100,
  MT: 1800,
  NL: 2100,
  PL: 2300,
  PT: 2300,
  RO: 2100,
  SE: 2500,
  SI: 2200,
  SK: 2300,
};

/** TAX_RATES (`DE:19, CH:8.1`, checked by the config) over the shipped table. */
export function rateTableOf(setting: string): Record<string, number> {
  const table: Record<string, number> = { ...EU_STANDARD_RATES };
  for (const pair of setting.split(',')) {
    const [country, percent] = pair.split(':').map((part) => part.trim());
    if (!country || percent === undefined) continue;
    table[country.toUpperCase()] = Math.round(Number(percent) * 100);
  }
  return table;
}

/** The tax of a net amount at a rate: the contract's rule, which the pages show too (decision 072). */
export { taxOf } from '@navihub/contract/rules';

/** 1900 → "19", 810 → "8.1". */
export const percentOf = (rateBasisPoints: number): string =>
  String(Number((rateBasisPoints / 100).toFixed(2)));
