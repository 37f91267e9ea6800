/**
 * The French catalog: every `*.fr.ts` of the app (`texts.fr.ts` beside each `texts.ts`), by export name (each named as the English
 * object it translates), in one chunk that only French pages fetch.
 */
import type { Catalog } from './translated';

const modules = import.meta.glob<Record<string, unknown>>(['/src/**/*.fr.ts', '!/src/**/*.test.*'], {
  eager: true,
});

export const catalog: Catalog = Object.assign({}, ...Object.values(modules));
