/**
 * The Turkish catalog: every `*.tr.ts` of the app (`texts.tr.ts` beside each `texts.ts`), by export name (each named as the English
 * object it translates), in one chunk that only Turkish pages fetch.
 */
import type { Catalog } from './translated';

const modules = import.meta.glob<Record<string, unknown>>(['/src/**/*.tr.ts', '!/src/**/*.test.*'], {
  eager: true,
});

export const catalog: Catalog = Object.assign({}, ...Object.values(modules));
