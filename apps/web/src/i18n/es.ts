/**
 * The Spanish catalog: every `*.es.ts` of the app (`texts.es.ts` beside each `texts.ts`), by export name (each named as the English
 * object it translates), in one chunk that only Spanish pages fetch.
 */
import type { Catalog } from './translated';

const modules = import.meta.glob<Record<string, unknown>>(['/src/**/*.es.ts', '!/src/**/*.test.*'], {
  eager: true,
});

export const catalog: Catalog = Object.assign({}, ...Object.values(modules));
