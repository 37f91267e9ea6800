/**
 * The decoder's lines in the page's language (decision 070; the summary, country and steering in
 * lib/vin-summary.ts): the server answers in English for API
 * clients, the datacard writes its summary, rows and Code/Description table from the answer's
 * structured fields. Proper names (maker, series, plant city) stay as the decoder gives them;
 * countries are shown by their ISO code in the page's language.
 */
import type { VinField } from '@navihub/contract/vin/schema';
import { countryName } from '@/lib/vin-summary';
import { vinSummaryTexts } from '@/lib/vin-summary-texts';
import type { DecodedVin } from '../api/decode-vin';
import { vinTexts } from '../texts';

/** Position 10 of a rest-of-world Mercedes-Benz VIN: 1/2 left/right-hand drive, 5/6 the same as a CKD kit. */
function steeringOfCode(code: string): string | null {
  const { steering } = vinSummaryTexts;
  return (
    ({ '1': steering.left, '2': steering.right, '5': steering.leftCkd, '6': steering.rightCkd } as const)[
      code as '1'
    ] ?? null
  );
}

/** A Code/Description row's description in the page's language. */
export function fieldDescription(field: VinField, vin: DecodedVin): string {
  const { lines } = vinTexts;
  switch (field.kind) {
    case 'wmi': {
      const country = countryName(vin);
      const maker = vin.maker ?? lines.unknownManufacturer;
      return lines.wmi(country ? [maker, country].join(vinSummaryTexts.separator) : maker);
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

/** Why the datacard is in error: the check digit that does not match. */
export function datacardErrors(vin: DecodedVin): string[] {
  if (!vin.checkDigit || vin.checkDigit.valid) return vin.errors;
  return [vinTexts.checkDigitError(vin.checkDigit.actual, vin.checkDigit.expected)];
}
