/** Writes the catalogue as the CSV that csv-import.ts reads back (csv-stringify quotes what needs it). */
import { stringify } from 'csv-stringify/sync';
import type { VariantRow } from './csv-import.js';

export const VARIANT_CSV_COLUMNS = ['comand', 'map_region', 'version'] as const;

export function variantsToCsv(rows: readonly VariantRow[]): string {
  return stringify(
    rows.map((r) => [r.comand, r.mapRegion, r.version]),
    { header: true, columns: [...VARIANT_CSV_COLUMNS] },
  );
}
