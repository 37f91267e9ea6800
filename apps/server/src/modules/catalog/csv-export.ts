/**
 * Writes the catalogue as the CSV that csv-import.ts reads back (csv-stringify quotes what needs it).
 * A value a spreadsheet would run as a formula (one from before the import refused them) gets a
 * single quote before it, so that it opens as text (OWASP "CSV injection").
 */
import { stringify } from 'csv-stringify/sync';
import { startsLikeFormula } from '@navihub/contract/fields';
import type { VariantRow } from './csv-import.js';

export const VARIANT_CSV_COLUMNS = ['comand', 'map_region', 'version'] as const;

const asText = (value: string) => (startsLikeFormula(value) ? `'${value}` : value);

export function variantsToCsv(rows: readonly VariantRow[]): string {
  return stringify(
    rows.map((r) => [r.comand, r.mapRegion, r.version].map(asText)),
    { header: true, columns: [...VARIANT_CSV_COLUMNS] },
  );
}
