import { DEFAULT_LOCALE, type Locale } from '@navihub/contract/locales';
import { languages } from 'virtual:navihub-catalogs';
import { activeLocale, addCatalog, type Catalog } from './translated';

/**
 * A language's texts, loaded per text module (docs/decisions/064): the build adds
 * `needsCatalog('<module>')` to each English text module that has catalogs beside it
 * (scripts/language-catalogs.mjs), so a page fetches the texts of the modules it runs, in its
 * language only; the router awaits them (`catalogsLoaded`) before the page renders. English, the
 * source, loads none. A language needs nothing here: its `*.<code>.ts` files and its LOCALES entry.
 */

type Loaders = Record<string, () => Promise<Catalog>>;

const indexes = new Map<Locale, Promise<Loaders | undefined>>();

/** The loaders of `locale`'s catalogs by text module ('features/codes/texts'); one fetch per language. */
function indexOf(locale: Locale): Promise<Loaders | undefined> {
  let index = indexes.get(locale);
  if (!index) {
    const load = (languages as Partial<Record<Locale, () => Promise<{ loaders: Loaders }>>>)[locale];
    index = load ? load().then((module) => module.loaders) : Promise.resolve(undefined);
    indexes.set(locale, index);
  }
  return index;
}

const pending = new Set<Promise<void>>();
const requested = new Set<string>();

/** Fetches the page language's catalog of text module `key` (the build calls this; see above). */
export function needsCatalog(key: string): void {
  const locale = activeLocale();
  if (locale === DEFAULT_LOCALE || requested.has(`${locale}:${key}`)) return;
  requested.add(`${locale}:${key}`);
  const done: Promise<void> = indexOf(locale)
    .then((loaders) => loaders?.[key]?.())
    .then((texts) => {
      if (texts) addCatalog(texts);
    })
    .finally(() => pending.delete(done));
  pending.add(done);
}

/** Resolves once every catalog asked for so far has arrived (rejects if one could not be fetched). */
export async function catalogsLoaded(): Promise<void> {
  while (pending.size > 0) await Promise.all(pending);
}

/** `module` once the catalogs of the text modules it ran have arrived: for `lazy()` parts of a page. */
export async function withCatalogs<T>(module: T): Promise<T> {
  await catalogsLoaded();
  return module;
}

/** The contract's messages (i18n/messages.<code>.ts): every page of a language shows some. */
needsCatalog('i18n/messages');

/** Every catalog of `locale` in one object (tests; the app loads them per text module). */
export async function loadCatalog(locale: Locale): Promise<Catalog | undefined> {
  const loaders = await indexOf(locale);
  if (!loaders) return undefined;
  return Object.assign({}, ...(await Promise.all(Object.values(loaders).map((load) => load())))) as Catalog;
}
