/**
 * The German catalog: every `*.de.ts` of the app (`texts.de.ts` beside each `texts.ts`), by export name (each named as the English
 * object it translates), in one chunk that only German pages fetch.
 */
import type { Catalog } from './translated';

const modules = import.meta.glob<Record<string, unknown>>(['/src/**/*.de.ts', '!/src/**/*.test.*'], {
  eager: true,
});

export const catalog: Catalog = Object.assign({}, ...Object.values(modules));
