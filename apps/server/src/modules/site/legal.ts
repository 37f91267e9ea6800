/**
 * What the legal pages show (issue 32, decision 056): the seller from the SELLER_* settings, the
 * retention periods the privacy notice states, and the operator's own texts from LEGAL_DIR, read
 * once at start, per language (decision 070): `LEGAL_DIR/<lang>/<page>.md` a language's own text,
 * `LEGAL_DIR/<page>.md` the English one and every language's fallback (an operator's real text
 * beats our template); a page without either shows the web app's template.
 */
import fs from 'node:fs';
import path from 'node:path';
import { LEGAL_PAGES, type LegalInfo, type LegalPage } from '@navihub/contract/legal';
import { DEFAULT_LOCALE, LOCALE_CODES, type Locale } from '@navihub/contract/locales';
import type { Config } from '../../config.js';
import { sellerOf } from '../../lib/seller.js';

/** A retention setting this version may not have yet (a later one adds it): null when absent. */
function daysSetting(config: Config, name: string): number | null {
  const value = (config as unknown as Record<string, unknown>)[name];
  return typeof value === 'number' ? value : null;
}

/** A file's text, or null when the folder or the file is not there, or it is blank. */
function readText(file: string): string | null {
  try {
    const text = fs.readFileSync(file, 'utf8').trim();
    return text === '' ? null : text;
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return null;
    throw err;
  }
}

/** The operator's text of a page in a language, and the language it is written in; null: none. */
function operatorText(
  dir: string | undefined,
  locale: Locale,
  page: LegalPage,
): { text: string; locale: Locale } | null {
  if (!dir) return null;
  const own = locale === DEFAULT_LOCALE ? null : readText(path.join(dir, locale, `${page}.md`));
  if (own !== null) return { text: own, locale };
  const english = readText(path.join(dir, `${page}.md`));
  return english === null ? null : { text: english, locale: DEFAULT_LOCALE };
}

/** The legal pages' settings in one language. */
export function legalInfoOf(config: Config, locale: Locale = DEFAULT_LOCALE): LegalInfo {
  const found = LEGAL_PAGES.map((page) => [page, operatorText(config.LEGAL_DIR, locale, page)] as const);
  const seller = sellerOf(config);
  return {
    seller: {
      name: seller.name,
      address: seller.address,
      email: seller.email,
      vat_id: seller.vatId,
      register: seller.register,
      country: seller.country,
    },
    retention: {
      mail_days: config.MAIL_RETENTION_DAYS,
      ip_days: daysSetting(config, 'IP_RETENTION_DAYS'),
      unconfirmed_account_days: daysSetting(config, 'UNCONFIRMED_ACCOUNT_DAYS'),
    },
    texts: Object.fromEntries(found.map(([page, own]) => [page, own?.text ?? null])) as LegalInfo['texts'],
    text_languages: Object.fromEntries(
      found.map(([page, own]) => [page, own?.locale ?? null]),
    ) as LegalInfo['text_languages'],
  };
}

/** Every language's legal settings, read once at start; a language the shop does not speak: English's. */
export function legalInfoByLanguage(config: Config): (lang: string | undefined) => LegalInfo {
  const byLocale = new Map<string, LegalInfo>(LOCALE_CODES.map((code) => [code, legalInfoOf(config, code)]));
  return (lang) => byLocale.get(lang ?? DEFAULT_LOCALE) ?? byLocale.get(DEFAULT_LOCALE)!;
}
