/**
 * The order form's VIN check in English (hints.ts finds, this module words): what the server's API
 * (fleet-order rows) and the back-office say. The web words the same findings in the page's language.
 */

import { findVinHints, type VinBlock, type VinWarning } from './hints.js';

export interface VinFormCheck {
  readonly block: boolean;
  readonly reason?: string;
  readonly warnings: string[];
  readonly summary?: string;
}

/** Why the order is refused, in English. */
export function englishBlockReason(block: VinBlock): string {
  switch (block.kind) {
    case 'invalid':
      return block.reason;
    case 'check-digit':
      return `This VIN's check digit does not match (position 9 is '${block.actual}', expected '${block.expected}'). Please check the VIN for a typo.`;
  }
}

/** A warning, in English. */
export function englishWarning(warning: VinWarning): string {
  switch (warning.kind) {
    case 'unknown-head-unit':
      return `'${warning.comand}' is not one of the head units we sell (${warning.sold.join(', ')}).`;
    case 'not-mercedes': {
      const who = warning.maker ?? `an unknown manufacturer (WMI ${warning.wmi})`;
      return `This VIN does not look like a Mercedes-Benz VIN: it belongs to ${who}. Please check the VIN.`;
    }
    case 'series-unknown':
      return `We could not identify the model series from this VIN, so we cannot confirm it has ${warning.comand}. Please make sure ${warning.comand} is the head unit in your car.`;
    case 'series-without-head-unit': {
      const could =
        warning.headUnits.length > 0
          ? `it could carry ${warning.headUnits.join(', ')}`
          : `none of the head units we sell is known for it`;
      return `The ${warning.series} is not known to carry ${warning.comand} (${could}). Please make sure ${warning.comand} is the head unit in your car.`;
    }
  }
}

export function checkVinForHeadUnit(vin: string, comand: string): VinFormCheck {
  const { block, warnings, summary } = findVinHints(vin, comand);
  if (block) {
    const reason = englishBlockReason(block);
    return summary === undefined
      ? { block: true, reason, warnings: [] }
      : { block: true, reason, warnings: [], summary };
  }
  return { block: false, warnings: warnings.map(englishWarning), summary };
}
