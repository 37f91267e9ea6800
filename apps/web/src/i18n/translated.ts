/**
 * The web app's languages (docs/decisions/062): English texts are the source — the objects in
 * `texts.ts` files, as they always were — and every other language is a catalog keyed the same
 * way (`texts.de.ts` beside each), of which only the page's language is loaded. The language is
 * the address's prefix ('/de/navipin'); choosing another loads the page afresh at its address.
 */
import { DEFAULT_LOCALE, localeOfPath, type Locale } from '@navihub/contract/locales';
import { messages } from '@navihub/contract/messages';
import { englishMessages as loadEnglishMessages } from 'virtual:navihub-catalogs';

/** A language's texts for an English text object: the same keys, any strings; a function keeps its arguments. */
export type Translation<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => R extends string ? string : R
    : T extends readonly (infer E)[]
      ? readonly Translation<E>[]
      : T extends object
        ? { readonly [K in keyof T]?: Translation<T[K]> }
        : T;

/** A language's catalog: per text object's name (its export name in `texts.ts`), its translation. */
export type Catalog = Record<string, unknown>;

let locale: Locale =
  typeof window === 'undefined' ? DEFAULT_LOCALE : localeOfPath(window.location.pathname).locale;
let catalog: Catalog | undefined;

/** The language the app shows. */
export function activeLocale(): Locale {
  return locale;
}

/** The router's basename: the language's prefix ('/de'), none for English. */
export function languageBasename(): string | undefined {
  return locale === DEFAULT_LOCALE ? undefined : `/${locale}`;
}

/** Shows `next` from now on, with its catalog (none for English); the app sets the language once, before its first render. */
export function setLanguage(next: Locale, texts?: Catalog): void {
  locale = next;
  catalog = undefined;
  showMessages(undefined);
  if (texts) addCatalog(texts);
}

/** Adds texts to the active language's catalog: a text module's catalog, as it arrives (i18n/catalogs.ts). */
export function addCatalog(texts: Catalog): void {
  if (locale === DEFAULT_LOCALE) return;
  catalog = { ...catalog, ...texts };
  if ('messages' in texts) showMessages(texts.messages);
}

function showMessages(mine: unknown): void {
  // The contract's messages are read by the server too: the web's copy is changed in place, before
  // the first render and the pages' modules (whose form rules keep the texts they read).
  Object.assign(messages, englishMessages, mine);
  shownAs.clear();
  if (isRecord(mine)) {
    for (const [key, text] of Object.entries(englishMessages)) {
      const translation = mine[key];
      if (typeof translation === 'string' && translation !== text) shownAs.set(text, translation);
    }
  }
}

/** The shop's English messages → the page's language's, for texts that arrive in English. */
const shownAs = new Map<string, string>();

/**
 * A message as the page's language says it: the server's error bodies and the form rules that
 * kept the text they read are English; a text that is none of the shop's messages stays as it is.
 * In a production build of another language, the server's texts are known once
 * `serverTextsKnown()` has resolved (the API client awaits it before it reports an error).
 */
export function inLanguage(text: string): string {
  return shownAs.get(text) ?? text;
}

const englishMessages = { ...messages };

let serverTexts: Promise<void> | undefined;

/**
 * A production build of a language other than English holds that language's messages only
 * (decision 064, one build per language); the English ones, which the server's error bodies are
 * written in, are fetched with the first error, not with the page, and with them the language's
 * texts of the messages only the server's answers carry, which no page's shell holds
 * (i18n/server-only-messages.ts). Elsewhere: nothing to do.
 */
export function serverTextsKnown(load = loadEnglishMessages): Promise<void> {
  if (!load) return Promise.resolve();
  serverTexts ??= load().then(
    ({ messages: english, language }) => {
      for (const [key, text] of Object.entries(english)) {
        const mine: unknown = (messages as Record<string, unknown>)[key] ?? language?.[key];
        if (typeof mine === 'string' && mine !== text) shownAs.set(text, mine);
      }
    },
    () => {
      // Offline or a new release: the error is shown as the server wrote it; the next one tries again.
      serverTexts = undefined;
    },
  );
  return serverTexts;
}

const isRecord = (value: unknown): value is Record<PropertyKey, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const proxies = new WeakMap<object, object>();

function proxied<T extends object>(english: T, other: () => unknown): T {
  let found = proxies.get(english);
  if (!found) {
    found = new Proxy(english, {
      get(target, key, receiver) {
        const value: unknown = Reflect.get(target, key, receiver);
        if (isRecord(value))
          return proxied(value, () => {
            const mine = other();
            return isRecord(mine) ? mine[key] : undefined;
          });
        const mine = other();
        const translation = isRecord(mine) ? mine[key] : undefined;
        return translation ?? value;
      },
    });
    proxies.set(english, found);
  }
  return found as T;
}

/**
 * `english` in the app's language: each text read from it is the catalog's under `name` when the
 * language has one, else the English. Texts are read while rendering, so the language applies to
 * every text object, loaded before or after it was set.
 */
export function translated<T extends object>(name: string, english: T): T {
  return proxied(english, () => catalog?.[name]);
}
