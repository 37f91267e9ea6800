/**
 * The Italian catalog: every `*.it.ts` of the app (`texts.it.ts` beside each `texts.ts`), by export name (each named as the English
 * object it translates), in one chunk that only Italian pages fetch.
 */
import type { Catalog } from './translated';

const modules = import.meta.glob<Record<string, unknown>>(['/src/**/*.it.ts', '!/src/**/*.test.*'], {
  eager: true,
});

export const catalog: Catalog = Object.assign({}, ...Object.values(modules));
