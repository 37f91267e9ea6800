/**
 * The order form's VIN check, as findings: stop only what is certainly wrong, warn about what might be.
 *
 * Block: the VIN is malformed (the decoder's `problem`), or it follows the North-American layout and its
 * check digit does not match. Warn (never block): a head unit the shop does not sell, not a Mercedes-Benz
 * WMI, series not identified, or the series is not known to carry the chosen head unit. The series table
 * says "could carry", so a warning asks the customer to double-check rather than refusing the sale.
 *
 * Each finding is a `kind` with what its text needs, so every reader words it in its own language:
 * form-check.ts in English (the server's API and back-office), the web in the page's language.
 */

import { COMAND_ORDER } from '../rules.js';
import { decodeVin, summariseVin } from './decode.js';
import type { VinProblem } from './normalise.js';
import type { VinDecodeSuccess } from './schema.js';

/** Why the order is refused. */
export type VinBlock =
  /** Not a VIN at all: the decoder's problem, and its English reason. */
  | { readonly kind: 'invalid'; readonly problem: VinProblem; readonly reason: string }
  /** A North-American VIN whose position 9 is not the check digit its characters give. */
  | { readonly kind: 'check-digit'; readonly actual: string; readonly expected: string };

/** What the customer is asked to double-check. */
export type VinWarning =
  /** `comand` is none of the head units the shop sells (`sold`). */
  | { readonly kind: 'unknown-head-unit'; readonly comand: string; readonly sold: readonly string[] }
  /** The WMI is not Mercedes-Benz: the maker's name, null when the WMI is unknown. */
  | { readonly kind: 'not-mercedes'; readonly maker: string | null; readonly wmi: string }
  /** A Mercedes-Benz VIN whose series the table does not know. */
  | { readonly kind: 'series-unknown'; readonly comand: string }
  /** The series (its name, e.g. "C-Class (W205)") could carry `headUnits`, not `comand`. */
  | {
      readonly kind: 'series-without-head-unit';
      readonly series: string;
      readonly comand: string;
      readonly headUnits: readonly string[];
    };

export interface VinHints {
  readonly block?: VinBlock;
  readonly warnings: VinWarning[];
  /** The decoder's one-line English summary, once the VIN is one. */
  readonly summary?: string;
  /** What the decoder read, once the VIN is one: for a summary in another language. */
  readonly decoded?: VinDecodeSuccess;
}

export function findVinHints(vin: string, comand: string): VinHints {
  const result = decodeVin(vin);
  if (!result.ok)
    return { block: { kind: 'invalid', problem: result.problem, reason: result.reason }, warnings: [] };

  const summary = summariseVin(result);
  if (result.checkDigit && !result.checkDigit.valid) {
    const { actual, expected } = result.checkDigit;
    return { block: { kind: 'check-digit', actual, expected }, warnings: [], summary, decoded: result };
  }

  const warnings: VinWarning[] = [];
  const knownHeadUnit = (COMAND_ORDER as readonly string[]).includes(comand);
  if (!knownHeadUnit) warnings.push({ kind: 'unknown-head-unit', comand, sold: [...COMAND_ORDER] });

  if (!result.isMercedes) {
    warnings.push({ kind: 'not-mercedes', maker: result.maker, wmi: result.wmi });
  } else if (result.series === null) {
    warnings.push({ kind: 'series-unknown', comand });
  } else if (knownHeadUnit && !(result.headUnits as readonly string[]).includes(comand)) {
    warnings.push({
      kind: 'series-without-head-unit',
      series: result.series.name,
      comand,
      headUnits: [...result.headUnits],
    });
  }
  return { warnings, summary, decoded: result };
}
