import { DEFAULT_LOCALE, type Locale } from '@navihub/contract/locales';
import type { Catalog } from './translated';

/**
 * Each language's catalog, its own chunk: only the language shown is fetched. A language of
 * `LOCALES` (packages/contract/src/locales.ts) needs one here.
 */
const loaders: Record<Exclude<Locale, 'en'>, () => Promise<{ catalog: Catalog }>> = {
  de: () => import('./de'),
  ar: () => import('./ar'),
};

/** The catalog of `locale`; none for English, whose texts are the source. */
export async function loadCatalog(locale: Locale): Promise<Catalog | undefined> {
  if (locale === DEFAULT_LOCALE) return undefined;
  return (await loaders[locale as Exclude<Locale, 'en'>]()).catalog;
}
