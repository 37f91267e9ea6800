/**
 * Reads a catalogue CSV (comand,map_region,version): every row checked before anything is written,
 * and no value a spreadsheet would run as a formula (the catalogue is exported as CSV again).
 */
import { parse } from 'csv-parse/sync';
import { startsLikeFormula } from '@navihub/contract/fields';

export interface VariantRow {
  comand: string;
  mapRegion: string;
  version: string;
}

export type CsvResult = { ok: true; rows: VariantRow[] } | { ok: false; errors: string[] };

/** What a variant's version looks like: V12, V12.0, V5.1.2. */
export const VARIANT_VERSION = /^V\d+(\.\d+)*$/;
const COLUMNS = ['comand', 'map_region', 'version'];
const FORMULA =
  'starts with =, +, -, @, a tab or a carriage return (a spreadsheet would run it as a formula)';

export function parseVariantCsv(text: string): CsvResult {
  let records: string[][];
  try {
    records = parse(text, { bom: true, skip_empty_lines: true, trim: true, relax_column_count: true });
  } catch (err) {
    return { ok: false, errors: [`not a readable CSV file: ${(err as Error).message}`] };
  }
  const [header, ...data] = records;
  if (!header || header.map((h) => h.toLowerCase()).join(',') !== COLUMNS.join(',')) {
    return { ok: false, errors: [`line 1: the header must be exactly "${COLUMNS.join(',')}"`] };
  }
  if (data.length === 0) return { ok: false, errors: ['the file has no variant rows'] };

  const errors: string[] = [];
  const rows: VariantRow[] = [];
  const seen = new Map<string, number>();
  data.forEach((record, i) => {
    const line = i + 2;
    if (record.length !== 3) {
      errors.push(`line ${line}: expected 3 values (comand,map_region,version), found ${record.length}`);
      return;
    }
    const [comand, mapRegion, version] = record as [string, string, string];
    const formulas = COLUMNS.filter((_, c) => startsLikeFormula(record[c]!));
    if (formulas.length > 0)
      for (const column of formulas) errors.push(`line ${line}, column ${column}: ${FORMULA}`);
    else if (!comand || !mapRegion || !version) errors.push(`line ${line}: every value is required`);
    else if ([comand, mapRegion].some((v) => v.length > 100))
      errors.push(`line ${line}: values are limited to 100 characters`);
    else if (!VARIANT_VERSION.test(version))
      errors.push(`line ${line}: version "${version}" must look like V1.2`);
    else {
      const key = `${comand}\u0000${mapRegion}\u0000${version}`;
      const first = seen.get(key);
      if (first) errors.push(`line ${line}: repeats line ${first}`);
      else {
        seen.set(key, line);
        rows.push({ comand, mapRegion, version });
      }
    }
  });
  return errors.length > 0 ? { ok: false, errors } : { ok: true, rows };
}
