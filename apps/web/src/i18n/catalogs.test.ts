import { messages as englishMessages } from '@navihub/contract/messages';
import { LOCALES } from '@navihub/contract/locales';
import { describe, expect, it } from 'vitest';

/**
 * The catalogs' parity (docs/decisions/062): a language lacks no text English has and has none
 * English lacks. English is each `texts.ts`-like file's `translated(…)` objects; a language's
 * catalog is the `*.<code>.ts` file beside it, exporting the same names.
 */
const english = import.meta.glob<Record<string, unknown>>(
  ['/src/**/*.ts', '!/src/**/*.test.ts', '!/src/**/*.*.ts', '!/src/i18n/**', '!/src/testing/**'],
  { eager: true },
);
const sources = import.meta.glob<string>(
  ['/src/**/*.ts', '!/src/**/*.test.ts', '!/src/**/*.*.ts', '!/src/i18n/**', '!/src/testing/**'],
  { eager: true, query: '?raw', import: 'default' },
);
const catalogs = import.meta.glob<Record<string, unknown>>(
  ['/src/**/*.*.ts', '!/src/**/*.test.ts', '!/src/**/*.d.ts'],
  {
    eager: true,
  },
);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every text's key path ('form.title'); a list counts as one text, as does a function. */
function keysOf(value: unknown, prefix = ''): string[] {
  if (!isRecord(value)) return [prefix];
  return Object.keys(value).flatMap((key) => keysOf(value[key], prefix ? `${prefix}.${key}` : key));
}

/** The English text objects by file and export name: those the file passes to translated(). */
function englishTexts(): { file: string; name: string; texts: unknown }[] {
  const found = Object.entries(sources).flatMap(([file, source]) =>
    [...source.matchAll(/export const (\w+)(?:: [^=]+)? = translated\(\s*'(\w+)'/g)].map(([, name, key]) => {
      expect(key, `${file}: translated('${key}') names its export ${name}`).toBe(name);
      return { file, name: name!, texts: english[file]![name!] };
    }),
  );
  found.push({ file: '@navihub/contract/messages', name: 'messages', texts: englishMessages });
  return found;
}

/** The catalog file of an English file in a language. */
const catalogFile = (file: string, code: string) =>
  file.startsWith('@') ? `/src/i18n/messages.${code}.ts` : file.replace(/\.ts$/, `.${code}.ts`);

describe('the catalog of each language', () => {
  it('finds the English texts', () => {
    const names = englishTexts().map((t) => t.name);
    for (const name of ['texts', 'codesTexts', 'paymentsTexts', 'vinTexts', 'pageTitles', 'messages'])
      expect(names).toContain(name);
  });

  for (const { code } of LOCALES.filter((l) => l.code !== 'en')) {
    it(`${code}: has every text English has, and none English lacks`, () => {
      const problems: string[] = [];
      for (const { file, name, texts } of englishTexts()) {
        const catalog = catalogs[catalogFile(file, code)];
        const translation = catalog?.[name];
        if (translation === undefined) {
          problems.push(`${catalogFile(file, code)}: no ${name}`);
          continue;
        }
        const mine = new Set(keysOf(translation));
        const theirs = new Set(keysOf(texts));
        for (const key of theirs) if (!mine.has(key)) problems.push(`${name}.${key}: missing in ${code}`);
        for (const key of mine) if (!theirs.has(key)) problems.push(`${name}.${key}: not in English`);
      }
      expect(problems).toEqual([]);
    });

    it(`${code}: translates every text (no English left by mistake)`, () => {
      const same: string[] = [];
      for (const { name, texts, file } of englishTexts()) {
        const translation = catalogs[catalogFile(file, code)]?.[name];
        const walk = (en: unknown, mine: unknown, path: string) => {
          if (isRecord(en) && isRecord(mine)) {
            for (const key of Object.keys(en)) walk(en[key], mine[key], `${path}.${key}`);
          } else if (typeof en === 'string' && en === mine && /[a-z]{4} [a-z]{4}/i.test(en)) same.push(path);
        };
        walk(texts, translation, name);
      }
      expect(same).toEqual([]);
    });
  }

  it('has a catalog for no language the shop does not speak', () => {
    const codes = new Set(LOCALES.map((l) => l.code));
    for (const file of Object.keys(catalogs)) {
      const code = /\.(\w+)\.ts$/.exec(file)?.[1];
      expect(codes.has(code as never), file).toBe(true);
    }
  });
});
