/**
 * A decoded VIN's one-line summary and its parts in the page's language (decision 070): the VIN
 * decoder pages and the order form's VIN field. Proper names (maker, series, plant city) stay as
 * the decoder gives them; countries are shown by their ISO code in the page's language.
 */
import type { VinDecodeSuccess } from '@navihub/contract/vin/schema';
import { activeLocale } from '@/i18n/translated';
import { vinSummaryTexts } from './vin-summary-texts';

type SummarisedVin = Pick<
  VinDecodeSuccess,
  | 'maker'
  | 'isMercedes'
  | 'series'
  | 'country'
  | 'countryCode'
  | 'steering'
  | 'modelYear'
  | 'plant'
  | 'checkDigit'
>;

/** The VIN's country in the page's language; the decoder's English name when it has no code. */
export function countryName(vin: Pick<VinDecodeSuccess, 'country' | 'countryCode'>): string | null {
  if (vin.countryCode) {
    try {
      const name = new Intl.DisplayNames([activeLocale()], { type: 'region' }).of(vin.countryCode);
      if (name && name !== vin.countryCode) return name;
    } catch {
      // A runtime without region names: the decoder's name.
    }
  }
  return vin.country;
}

/** The decoder's steering (left/right-hand drive) in the page's language. */
export function steeringName(steering: VinDecodeSuccess['steering']): string | null {
  if (steering === null) return null;
  return steering === 'left-hand drive' ? vinSummaryTexts.steering.left : vinSummaryTexts.steering.right;
}

/** The one-line summary, e.g. "Mercedes-Benz C-Class (W205), left-hand drive, plant Bremen". */
export function summaryOf(vin: SummarisedVin): string {
  const summary = vinSummaryTexts;
  const country = countryName(vin);
  const parts: string[] = [];
  if (vin.maker === null) {
    parts.push(summary.unknownManufacturer);
    if (country) parts.push(country);
  } else if (vin.isMercedes) {
    parts.push(vin.series ? `${vin.maker} ${vin.series.name}` : summary.seriesNotIdentified(vin.maker));
  } else {
    parts.push(vin.maker);
    if (country) parts.push(country);
  }
  const steering = steeringName(vin.steering);
  if (steering) parts.push(steering);
  if (vin.modelYear !== null) parts.push(summary.modelYear(vin.modelYear));
  if (vin.plant) parts.push(summary.plant(vin.plant));
  if (vin.checkDigit && !vin.checkDigit.valid) parts.push(summary.checkDigitMismatch);
  return parts.join(summary.separator);
}
