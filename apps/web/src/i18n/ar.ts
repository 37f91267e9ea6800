/**
 * The Arabic catalog: every `*.ar.ts` of the app (`texts.ar.ts` beside each `texts.ts`), by export name (each named as the English
 * object it translates), in one chunk that only Arabic pages fetch.
 */
import type { Catalog } from './translated';

const modules = import.meta.glob<Record<string, unknown>>(['/src/**/*.ar.ts', '!/src/**/*.test.*'], {
  eager: true,
});

export const catalog: Catalog = Object.assign({}, ...Object.values(modules));
