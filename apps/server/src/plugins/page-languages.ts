/**
 * The shop's pages in its nine languages, as the server sends them (docs/decisions/058): which
 * pages have an address per language, the language a visitor is sent to, and the page's HTML with
 * `<html lang dir>` and the hreflang links to its other languages.
 */
import { parse as parseCookies } from 'cookie';
import Negotiator from 'negotiator';
import type { FastifyRequest } from 'fastify';
import {
  DEFAULT_LOCALE,
  isLocale,
  LOCALE_CODES,
  LOCALES,
  localizedPath,
  type Locale,
} from '@navihub/contract/locales';
import { shopPages } from '@navihub/contract/pages/shop';

/** The cookie the web's language selector sets: the visitor's choice, which no header overrides. */
export const LANGUAGE_COOKIE = 'lang';

/** Pages a payment provider sends the buyer back to: one visit each, nothing for a search engine. */
const paymentResults: ReadonlySet<string> = new Set([
  shopPages.success.path,
  shopPages.paymentError.path,
  shopPages.paymentCancel.path,
]);

/**
 * The pages with an address per language: the shop's public pages that crawlers may read (none of
 * robots.txt's `disallowed` prefixes), without a parameter in their path, other than the payment
 * results.
 */
export function languagePagePaths(disallowed: readonly string[]): ReadonlySet<string> {
  return new Set(
    Object.values(shopPages)
      .filter((page) => page.role === 'public')
      .map((page) => page.path as string)
      .filter(
        (path) =>
          path.startsWith('/') &&
          !path.includes(':') &&
          !paymentResults.has(path) &&
          !disallowed.some((prefix) => path.startsWith(prefix)),
      ),
  );
}

/**
 * The language to send a visitor of an unprefixed page to: the one chosen in the selector (the
 * `lang` cookie; HTML requests carry no access token, so it is the only record of a choice), else
 * the first of the shop's languages the browser's Accept-Language prefers (q-values read by
 * negotiator), English when it names none of them or sends no header (a crawler). Never by address.
 */
export function preferredLocale(request: FastifyRequest): Locale {
  const cookieHeader = request.headers.cookie;
  const chosen = cookieHeader ? parseCookies(cookieHeader)[LANGUAGE_COOKIE] : undefined;
  if (isLocale(chosen)) return chosen;
  if (!request.headers['accept-language']) return DEFAULT_LOCALE;
  // English first: a tie (`*`, or `en, de` at the same q) stays on the page asked for.
  const best = new Negotiator(request).language([...LOCALE_CODES]);
  return isLocale(best) ? best : DEFAULT_LOCALE;
}

const attribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The page's addresses in every language, and x-default (the English one), absolute from `origin`. */
export function hreflangLinks(origin: string, path: string): string {
  const link = (hreflang: string, locale: Locale) =>
    `<link rel="alternate" hreflang="${hreflang}" href="${attribute(origin + localizedPath(locale, path))}">`;
  return [...LOCALES.map((l) => link(l.code, l.code)), link('x-default', DEFAULT_LOCALE)].join('');
}

/**
 * `html` in `locale`: its `<html>` tag says the language and direction (a document without one
 * gets one after its doctype), and `links` go at the end of its head (after the `<html>` tag when
 * it has no `</head>`; the head is then implied).
 */
export function withLanguage(html: string, locale: Locale, links: string): string {
  const dir = LOCALES.find((l) => l.code === locale)!.dir;
  const open = /<html\b([^>]*)>/i.exec(html);
  let text: string;
  let afterTag: number;
  if (open) {
    const others = open[1]!.replace(/\s(lang|dir)\s*=\s*("[^"]*"|'[^']*'|[^\s>]*)/gi, '');
    const tag = `<html lang="${locale}" dir="${dir}"${others}>`;
    text = html.slice(0, open.index) + tag + html.slice(open.index + open[0].length);
    afterTag = open.index + tag.length;
  } else {
    const doctype = /^\s*<!doctype[^>]*>/i.exec(html);
    const at = doctype ? doctype[0].length : 0;
    const tag = `<html lang="${locale}" dir="${dir}">`;
    text = html.slice(0, at) + tag + html.slice(at);
    afterTag = at + tag.length;
  }
  const headEnd = text.indexOf('</head>');
  const at = headEnd >= 0 ? headEnd : afterTag;
  return text.slice(0, at) + links + text.slice(at);
}
