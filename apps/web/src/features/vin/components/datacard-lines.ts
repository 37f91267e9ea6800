/**
 * The decoder's lines in the page's language (decision 070): the server answers in English for API
 * clients, the datacard writes its summary, rows and Code/Description table from the answer's
 * structured fields. Proper names (maker, series, plant city) stay as the decoder gives them;
 * countries are shown by their ISO code in the page's language.
 */
import type { VinField } from '@navihub/contract/vin/schema';
import { activeLocale } from '@/i18n/translated';
import type { DecodedVin } from '../api/decode-vin';
import { vinTexts } from '../texts';

/** The VIN's country in the page's language; the decoder's English name when it has no code. */
export function countryName(vin: Pick<DecodedVin, 'country' | 'countryCode'>): string | null {
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

/** Position 10 of a rest-of-world Mercedes-Benz VIN: 1/2 left/right-hand drive, 5/6 the same as a CKD kit. */
function steeringOfCode(code: string): string | null {
  const { steering } = vinTexts;
  return (
    ({ '1': steering.left, '2': steering.right, '5': steering.leftCkd, '6': steering.rightCkd } as const)[
      code as '1'
    ] ?? null
  );
}

/** The decoder's steering (left/right-hand drive) in the page's language. */
export function steeringName(steering: DecodedVin['steering']): string | null {
  if (steering === null) return null;
  return steering === 'left-hand drive' ? vinTexts.steering.left : vinTexts.steering.right;
}

/** A Code/Description row's description in the page's language. */
export function fieldDescription(field: VinField, vin: DecodedVin): string {
  const { lines } = vinTexts;
  switch (field.kind) {
    case 'wmi': {
      const country = countryName(vin);
      const maker = vin.maker ?? lines.unknownManufacturer;
      return lines.wmi(country ? [maker, country].join(vinTexts.summary.separator) : maker);
    }
    case 'series':
      return vin.series ? lines.series(vin.series.name) : lines.seriesUnknown;
    case 'descriptor':
      return lines.descriptor;
    case 'model':
      return lines.model(`${field.code.slice(0, 3)}.${field.code.slice(3)}`);
    case 'steering': {
      const steering = steeringOfCode(field.code);
      return steering ? lines.steering(steering) : lines.steeringUnknown;
    }
    case 'plant':
      return vin.plant ? lines.plant(vin.plant) : lines.plantUnknown;
    case 'modelYear':
      return vin.modelYear === null ? lines.modelYearUnknown : lines.modelYear(vin.modelYear);
    case 'checkDigit':
      return vin.checkDigit && !vin.checkDigit.valid
        ? lines.checkDigitInvalid(vin.checkDigit.expected)
        : lines.checkDigitValid;
    case 'serial':
      return lines.serial;
    default:
      // A row a newer server describes that this page does not know: its English description.
      return field.description;
  }
}

/** The one-line summary, e.g. "Mercedes-Benz C-Class (W205), left-hand drive, plant Bremen". */
export function summaryOf(vin: DecodedVin): string {
  const { summary } = vinTexts;
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

/** Why the datacard is in error: the check digit that does not match. */
export function datacardErrors(vin: DecodedVin): string[] {
  if (!vin.checkDigit || vin.checkDigit.valid) return vin.errors;
  return [vinTexts.checkDigitError(vin.checkDigit.actual, vin.checkDigit.expected)];
}
