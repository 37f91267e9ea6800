/**
 * The Russian catalog: every `*.ru.ts` of the app (`texts.ru.ts` beside each `texts.ts`), by export name (each named as the English
 * object it translates), in one chunk that only Russian pages fetch.
 */
import type { Catalog } from './translated';

const modules = import.meta.glob<Record<string, unknown>>(['/src/**/*.ru.ts', '!/src/**/*.test.*'], {
  eager: true,
});

export const catalog: Catalog = Object.assign({}, ...Object.values(modules));
