/**
 * The languages mails are written in (issue 32, decision 068): every language the shop speaks or
 * plans to (WRITTEN_LOCALES), so that a language's mails are ready whichever day its pages are
 * enabled. Dates and money are written with `Intl` for the language; English keeps the
 * shop's own forms (`2026-11-27 14:05 UTC`, `39.00 USD`).
 */
import {
  isLocale,
  localizedPath,
  WRITTEN_LOCALES,
  type Locale,
  type WrittenLocale,
} from '@navihub/contract/locales';

export type MailLanguage = WrittenLocale;

export const MAIL_LANGUAGES: readonly MailLanguage[] = WRITTEN_LOCALES.map((l) => l.code);

export const DEFAULT_MAIL_LANGUAGE: MailLanguage = 'en';

export function isMailLanguage(value: unknown): value is MailLanguage {
  return typeof value === 'string' && (MAIL_LANGUAGES as readonly string[]).includes(value);
}

/** The first of these that is a mail language, else English: `mailLanguageOf(order, account)`. */
export function mailLanguageOf(...candidates: unknown[]): MailLanguage {
  return candidates.find(isMailLanguage) ?? DEFAULT_MAIL_LANGUAGE;
}

export function mailDirection(language: MailLanguage): 'ltr' | 'rtl' {
  return WRITTEN_LOCALES.find((l) => l.code === language)?.dir ?? 'ltr';
}

/** The address of the shop's page `path` (`/create-password`) in the mail's language, when it has one. */
export function pagePathOf(language: MailLanguage, path: string): string {
  return localizedPath(pageLanguageOf(language), path);
}

/**
 * The language of the shop's pages a mail links to: the mail's when its pages are enabled
 * (LOCALES), else English, whose pages always exist.
 */
export function pageLanguageOf(language: MailLanguage): Locale {
  return isLocale(language) ? language : 'en';
}

/** The plural form of `n` in the language (CLDR: Arabic six, Polish and Russian four). */
export function plural(
  language: MailLanguage,
  n: number,
  forms: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string },
): string {
  return forms[new Intl.PluralRules(language).select(n)] ?? forms.other;
}

/** A moment as mails write it: `2026-11-27 14:05 UTC` in English, the language's long date else. */
export function mailDateTime(language: MailLanguage, at: Date): string {
  if (language === 'en') return `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  const text = new Intl.DateTimeFormat(language, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(at);
  return `${text} UTC`;
}

/** A day as mails write it: `2026-11-27` in English, the language's long date else. */
export function mailDate(language: MailLanguage, at: Date): string {
  if (language === 'en') return at.toISOString().slice(0, 10);
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(at);
}

/** An amount (`39.00`) in a currency: `39.00 USD` in English, `39,00 $` in German. */
export function mailMoney(language: MailLanguage, amount: string, currency: string): string {
  if (language === 'en') return `${amount} ${currency}`;
  return new Intl.NumberFormat(language, { style: 'currency', currency }).format(Number(amount));
}

/** "Label: value" as the language writes it: French puts a space before the colon, as its texts do. */
export function mailLine(language: MailLanguage, label: string, value: string): string {
  return `${label}${language === 'fr' ? ' :' : ':'} ${value}`;
}
