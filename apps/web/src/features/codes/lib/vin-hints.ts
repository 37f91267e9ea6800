import { DEFAULT_LOCALE } from '@navihub/contract/locales';
import type { VinFormCheck } from '@navihub/contract/vin/form-check';
import { findVinHints, type VinBlock, type VinWarning } from '@navihub/contract/vin/hints';
import { activeLocale } from '@/i18n/translated';
import { problemText } from '@/lib/vin-problem';
import { summaryOf } from '@/lib/vin-summary';
import { vinHintTexts } from '../vin-hint-texts';

/**
 * The order form's VIN check in the page's language: the contract finds (findVinHints), this module
 * words each finding from the page's catalog. The server words the same findings in English
 * (@navihub/contract/vin/form-check), and so does an English page, byte for byte.
 */

/**
 * Head units as one list: English keeps the comma list the server writes ("NTG 5s1, NTG 5/5s2,
 * NTG 5.5"); another language lists them its own way ("NTG 5s1, NTG 5/5s2 und NTG 5.5").
 */
function headUnitList(units: readonly string[]): string {
  const locale = activeLocale();
  if (locale === DEFAULT_LOCALE) return units.join(', ');
  return new Intl.ListFormat(locale, { type: 'conjunction' }).format(units);
}

/** Why the order is refused; `vin` as typed, for the decoder's problem (the VIN decoder pages' words). */
export function blockText(block: VinBlock, vin: string): string {
  switch (block.kind) {
    case 'invalid':
      return problemText(block.problem, vin, block.reason);
    case 'check-digit':
      return vinHintTexts.checkDigit(block.actual, block.expected);
  }
}

/** What the customer is asked to double-check. */
export function warningText(warning: VinWarning): string {
  switch (warning.kind) {
    case 'unknown-head-unit':
      return vinHintTexts.unknownHeadUnit(warning.comand, headUnitList(warning.sold));
    case 'not-mercedes':
      return warning.maker === null
        ? vinHintTexts.notMercedesUnknownMaker(warning.wmi)
        : vinHintTexts.notMercedes(warning.maker);
    case 'series-unknown':
      return vinHintTexts.seriesUnknown(warning.comand);
    case 'series-without-head-unit':
      return warning.headUnits.length > 0
        ? vinHintTexts.seriesWithoutHeadUnit(warning.series, warning.comand, headUnitList(warning.headUnits))
        : vinHintTexts.seriesWithoutAnyHeadUnit(warning.series, warning.comand);
  }
}

/**
 * checkVinForHeadUnit's answer in the page's language: its reason, warnings and summary. English
 * keeps the server's summary, whose countries are the decoder's English names (Intl's differ:
 * "Czechia" for "Czech Republic").
 */
export function checkVinInLanguage(vin: string, comand: string): VinFormCheck {
  const hints = findVinHints(vin, comand);
  const { block, warnings, decoded } = hints;
  const summary = decoded && activeLocale() !== DEFAULT_LOCALE ? summaryOf(decoded) : hints.summary;
  if (block) return { block: true, reason: blockText(block, vin), warnings: [], summary };
  return { block: false, warnings: warnings.map(warningText), summary };
}
