/**
 * The Polish catalog: every `*.pl.ts` of the app (`texts.pl.ts` beside each `texts.ts`), by export name (each named as the English
 * object it translates), in one chunk that only Polish pages fetch.
 */
import type { Catalog } from './translated';

const modules = import.meta.glob<Record<string, unknown>>(['/src/**/*.pl.ts', '!/src/**/*.test.*'], {
  eager: true,
});

export const catalog: Catalog = Object.assign({}, ...Object.values(modules));
