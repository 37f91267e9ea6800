/**
 * Every row checked as a single generate checks its request (the same schema and messages), plus
 * the order form's VIN check (a malformed VIN or a failed North-American check digit blocks, the
 * rest warns), the catalogue (a head unit, region and version on offer) and the same PIN twice in
 * one file.
 */
import { bulkMessages, type BulkRowReport } from '@navihub/contract/bulk-orders';
import { codeRequest } from '@navihub/contract/codes';
import { startsLikeFormula } from '@navihub/contract/fields';
import { messages } from '@navihub/contract/messages';
import { checkVinForHeadUnit } from '@navihub/contract/vin/form-check';
import type { CsvRow } from './csv-file.js';

/** A reference is the customer's own label: short text, not a spreadsheet formula. */
const REFERENCE_MAX = 100;
const referenceTooLong = `The reference must be at most ${REFERENCE_MAX} characters.`;
const referenceFormula =
  'The reference must not start with =, +, -, @, a tab or a carriage return (a spreadsheet would run it as a formula).';

export function checkRows(
  rows: CsvRow[],
  offered: ReadonlySet<string>,
): { report: BulkRowReport[]; valid: number } {
  const seen = new Map<string, number>();
  let valid = 0;
  const report = rows.map((row): BulkRowReport => {
    const errors: string[] = [];
    const warnings: string[] = [];
    const parsed = codeRequest.safeParse({
      comand: row.comand,
      map_region: row.map_region,
      version: row.version,
      vin: row.vin,
    });
    let vin = row.vin.trim().toUpperCase();
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? '');
        errors.push(`${field}: ${issue.message}`);
      }
    } else {
      const request = parsed.data;
      vin = request.vin;
      const variant = [request.comand, request.map_region, request.version].join('\u0000');
      if (!offered.has(variant)) errors.push(`map_region: ${messages.unknownVariant}`);
      const vinCheck = checkVinForHeadUnit(request.vin, request.comand);
      if (vinCheck.block) errors.push(`vin: ${vinCheck.reason ?? messages.vinLength}`);
      else warnings.push(...vinCheck.warnings);
      const key = `${variant}\u0000${request.vin}`;
      const first = seen.get(key);
      if (first !== undefined) errors.push(bulkMessages.duplicateRow.replace('{row}', String(first)));
      else if (errors.length === 0) seen.set(key, row.row);
    }
    if (row.reference !== null) {
      if (row.reference.length > REFERENCE_MAX) errors.push(`reference: ${referenceTooLong}`);
      else if (startsLikeFormula(row.reference)) errors.push(`reference: ${referenceFormula}`);
    }
    const ok = errors.length === 0;
    if (ok) valid++;
    return {
      row: row.row,
      reference: row.reference,
      comand: parsed.success ? parsed.data.comand : row.comand,
      map_region: parsed.success ? parsed.data.map_region : row.map_region,
      version: parsed.success ? parsed.data.version : row.version,
      vin,
      ok,
      errors,
      warnings,
    };
  });
  return { report, valid };
}

/** The key of a variant in the set `checkRows` is given. */
export const variantKey = (v: { comand: string; map_region: string; version: string }) =>
  [v.comand, v.map_region, v.version].join('\u0000');
