import { MERCEDES_SERIES, type HeadUnit } from '@navihub/contract/vin/mercedes-series';

/** Series that could carry the same head units: their names, by series code. */
export interface CarsLine {
  readonly headUnits: readonly HeadUnit[];
  readonly names: readonly string[];
}

/**
 * The series of the table (packages/contract/src/vin/mercedes-series.ts) that could carry `unit`,
 * one line per set of head units they could carry: the series with `unit` alone first, then the
 * others in the order of their first series code.
 */
export function carsOfHeadUnit(unit: HeadUnit): CarsLine[] {
  const lines = new Map<string, { headUnits: readonly HeadUnit[]; names: string[] }>();
  for (const series of Object.values(MERCEDES_SERIES)) {
    if (!series.headUnits.includes(unit)) continue;
    const key = series.headUnits.join('|');
    const line = lines.get(key) ?? { headUnits: series.headUnits, names: [] };
    line.names.push(series.name);
    lines.set(key, line);
  }
  return [...lines.values()].sort(
    (a, b) => Number(b.headUnits.length === 1) - Number(a.headUnits.length === 1),
  );
}
