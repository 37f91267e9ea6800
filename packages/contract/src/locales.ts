/**
 * The languages the shop speaks, and its one address per page and language (docs/decisions/058):
 * English at today's paths, every other language under its code (`/de/navipin`, home `/de/`).
 * Read by the server (lang, dir, hreflang, the Accept-Language redirect) and the web app; it
 * imports nothing, so that it costs the web's first load next to nothing.
 */

/** A language: its code (the URL prefix and `<html lang>`), its name in itself, its direction. */
export interface LocaleEntry {
  readonly code: string;
  readonly name: string;
  readonly dir: 'ltr' | 'rtl';
}

/**
 * The languages the shop speaks today, English (the default, unprefixed) first: a language is
 * listed here once its web catalog is complete (apps/web/src/i18n, docs/decisions/062); only these
 * have addresses, hreflang links and the Accept-Language redirect.
 */
export const LOCALES = [
  { code: 'en', name: 'English', dir: 'ltr' },
  { code: 'de', name: 'Deutsch', dir: 'ltr' },
  { code: 'fr', name: 'Français', dir: 'ltr' },
  { code: 'es', name: 'Español', dir: 'ltr' },
  { code: 'it', name: 'Italiano', dir: 'ltr' },
  { code: 'pl', name: 'Polski', dir: 'ltr' },
  { code: 'tr', name: 'Türkçe', dir: 'ltr' },
  { code: 'ru', name: 'Русский', dir: 'ltr' },
  { code: 'ar', name: 'العربية', dir: 'rtl' },
] as const satisfies readonly LocaleEntry[];

/**
 * The languages planned, moved to LOCALES when their catalog is complete: none since all nine of
 * issue 32 are spoken; a new language starts here.
 */
export const PLANNED_LOCALES = [] as const satisfies readonly LocaleEntry[];

/**
 * Every language the shop speaks or plans to (LOCALES ∪ PLANNED_LOCALES), English first: the
 * server writes its e-mails and names its remote services in all of them (decision 068), so a
 * language's are ready whichever day its pages are enabled.
 */
export const WRITTEN_LOCALES = [...LOCALES, ...PLANNED_LOCALES] as const satisfies readonly LocaleEntry[];

/** A language the server writes in: one of WRITTEN_LOCALES. */
export type WrittenLocale = (typeof WRITTEN_LOCALES)[number]['code'];

export type Locale = (typeof LOCALES)[number]['code'];

/** The language of the unprefixed paths, and of a visitor who states none. */
export const DEFAULT_LOCALE: Locale = 'en';

export const LOCALE_CODES: readonly Locale[] = LOCALES.map((l) => l.code);

const byCode: ReadonlyMap<string, LocaleEntry> = new Map(LOCALES.map((l) => [l.code, l]));

/** Whether `value` is one of the shop's language codes, exactly as written ('de', not 'DE' or 'de-DE'). */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && byCode.has(value);
}

/** The writing direction of a language (`<html dir>`). */
export function localeDirection(locale: Locale): 'ltr' | 'rtl' {
  return byCode.get(locale)!.dir;
}

/**
 * The language of a path (no query) and the page path it stands for: '/de/navipin' →
 * { locale: 'de', path: '/navipin' }; '/de' and '/de/' → the German home '/'. A path without a
 * language prefix, '/en/…' included, is English as it is (English has no prefix).
 */
export function localeOfPath(path: string): { locale: Locale; path: string } {
  const match = /^\/([^/]+)(\/.*)?$/.exec(path);
  const code = match?.[1];
  if (code === undefined || code === DEFAULT_LOCALE || !isLocale(code)) {
    return { locale: DEFAULT_LOCALE, path };
  }
  const rest = match?.[2];
  return { locale: code, path: rest === undefined || rest === '/' ? '/' : rest };
}

/** The address of page `path` (no query) in `locale`: '/de/navipin', '/de/' for home, English as it is. */
export function localizedPath(locale: Locale, path: string): string {
  if (locale === DEFAULT_LOCALE) return path;
  return path === '/' ? `/${locale}/` : `/${locale}${path}`;
}
