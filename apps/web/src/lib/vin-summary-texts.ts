/**
 * A decoded VIN's one-line summary (e.g. "Mercedes-Benz C-Class (W205), left-hand drive, plant
 * Bremen"), its parts joined by `separator`, and its steering, in the page's language: the VIN
 * decoder pages and the order form's VIN field say them the same way (lib/vin-summary.ts).
 */
import { translated } from '@/i18n/translated';

export const vinSummaryTexts = translated('vinSummaryTexts', {
  separator: ', ',
  unknownManufacturer: 'Unknown manufacturer',
  seriesNotIdentified: (maker: string) => `${maker} (series not identified)`,
  modelYear: (year: number) => `model year ${year}`,
  plant: (plant: string) => `plant ${plant}`,
  checkDigitMismatch: 'check digit does not match',
  steering: {
    left: 'left-hand drive',
    right: 'right-hand drive',
    leftCkd: 'left-hand drive (CKD kit)',
    rightCkd: 'right-hand drive (CKD kit)',
  },
} as const);
