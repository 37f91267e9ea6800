/**
 * The order form's VIN check: stop only what is certainly wrong, warn about what might be.
 *
 * Block: the VIN is malformed, or it follows the North-American layout and its check digit does not match.
 * Warn (never block): not a Mercedes-Benz WMI, series not identified, or the series is not known to carry
 * the chosen head unit. The series table says "could carry", so a warning asks the customer to double-check
 * rather than refusing the sale.
 */

import { COMAND_ORDER } from '../rules.js';
import { decodeVin, summariseVin } from './decode.js';

export interface VinFormCheck {
  readonly block: boolean;
  readonly reason?: string;
  readonly warnings: string[];
  readonly summary?: string;
}

export function checkVinForHeadUnit(vin: string, comand: string): VinFormCheck {
  const result = decodeVin(vin);
  if (!result.ok) return { block: true, reason: result.reason, warnings: [] };

  const summary = summariseVin(result);
  if (result.checkDigit && !result.checkDigit.valid) {
    return {
      block: true,
      reason: `This VIN's check digit does not match (position 9 is '${result.checkDigit.actual}', expected '${result.checkDigit.expected}'). Please check the VIN for a typo.`,
      warnings: [],
      summary,
    };
  }

  const warnings: string[] = [];
  const knownHeadUnit = (COMAND_ORDER as readonly string[]).includes(comand);
  if (!knownHeadUnit)
    warnings.push(`'${comand}' is not one of the head units we sell (${COMAND_ORDER.join(', ')}).`);

  if (!result.isMercedes) {
    const who = result.maker ?? `an unknown manufacturer (WMI ${result.wmi})`;
    warnings.push(
      `This VIN does not look like a Mercedes-Benz VIN: it belongs to ${who}. Please check the VIN.`,
    );
  } else if (result.series === null) {
    warnings.push(
      `We could not identify the model series from this VIN, so we cannot confirm it has ${comand}. Please make sure ${comand} is the head unit in your car.`,
    );
  } else if (knownHeadUnit && !(result.headUnits as readonly string[]).includes(comand)) {
    const could =
      result.headUnits.length > 0
        ? `it could carry ${result.headUnits.join(', ')}`
        : `none of the head units we sell is known for it`;
    warnings.push(
      `The ${result.series.name} is not known to carry ${comand} (${could}). Please make sure ${comand} is the head unit in your car.`,
    );
  }
  return { block: false, warnings, summary };
}
