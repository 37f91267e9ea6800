// A Vite plugin and a code-splitting group: each language's texts are loaded per text module, with
// the page that renders them, not as one catalog per language (docs/decisions/064).
//
// A language is its files, `<name>.<code>.ts` beside each `<name>.ts` of English texts (decision
// 062), and its entry in LOCALES; nothing else is written per language:
// - `virtual:navihub-catalogs` gives, per language, the loader of that language's index
//   (`virtual:navihub-catalogs/<code>`): per English module, the loader of its catalog file.
// - Each English module that has a catalog file beside it gets one line at its end,
//   `needsCatalog('<its path under src>')`: when the module runs (with the page that imports it),
//   the page's language's catalog of that module is fetched, and the router awaits it before the
//   page renders (i18n/catalogs.ts).
// - The group puts the catalogs of the modules every page runs (the entry's) and those of
//   `src/i18n/` (the contract's messages) in the language's index chunk: one file per language on
//   the first load, the rest one file per page module set.
// Only file names are read (which catalog files exist), never a source's text (issue 30).
import fs from 'node:fs';
import path from 'node:path';

const ROOT_ID = 'virtual:navihub-catalogs';
const RESOLVED = `\0${ROOT_ID}`;

/** Every file under `dir` (absolute paths). */
function filesUnder(dir) {
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true }).flatMap((entry) => {
    if (!entry.isFile()) return [];
    return [path.join(entry.parentPath ?? entry.path, entry.name)];
  });
}

/**
 * @param {{ srcDir: string, codes: readonly string[], entry: string }} options
 *   srcDir: the app's src folder; codes: the languages other than English (LOCALES); entry: the
 *   app's entry module, whose static imports every page runs.
 * @returns {{ plugin: import('vite').Plugin, group: import('rolldown').CodeSplittingGroup }}
 */
export function languageCatalogs({ srcDir, codes, entry }) {
  const codeOf = new RegExp(String.raw`\.(${codes.join('|')})\.ts$`);
  /** key ('features/codes/texts') → code → the catalog file; read once per build or server start. */
  let table;
  const catalogs = () => {
    if (table) return table;
    table = new Map();
    for (const file of filesUnder(srcDir)) {
      const code = codeOf.exec(file)?.[1];
      if (!code || file.includes('.test.')) continue;
      const key = path
        .relative(srcDir, file.slice(0, -`.${code}.ts`.length))
        .split(path.sep)
        .join('/');
      if (!table.has(key)) table.set(key, new Map());
      table.get(key).set(code, file);
    }
    return table;
  };
  /** The key of an English text module ('features/codes/texts'), if it has a catalog. */
  const keyOf = (id) => {
    if (!id.startsWith(srcDir) || !id.endsWith('.ts') || id.includes('\0')) return undefined;
    const key = path.relative(srcDir, id.slice(0, -'.ts'.length)).split(path.sep).join('/');
    return catalogs().has(key) ? key : undefined;
  };
  const catalogsModule = path.join(srcDir, 'i18n', 'catalogs.ts');

  /** @type {import('vite').Plugin} */
  const plugin = {
    name: 'navihub:language-catalogs',
    enforce: 'pre',
    buildStart() {
      table = undefined;
    },
    resolveId(id) {
      if (id === ROOT_ID || id.startsWith(`${ROOT_ID}/`)) return `\0${id}`;
      return undefined;
    },
    load(id) {
      if (id === RESOLVED)
        return codes
          .map((code) => `  ${JSON.stringify(code)}: () => import(${JSON.stringify(`${ROOT_ID}/${code}`)}),`)
          .join('\n')
          .replace(/^/, 'export const languages = {\n')
          .concat('\n};\n');
      if (id.startsWith(`${RESOLVED}/`)) {
        const code = id.slice(RESOLVED.length + 1);
        const lines = [...catalogs()].flatMap(([key, files]) => {
          const file = files.get(code);
          return file ? [`  ${JSON.stringify(key)}: () => import(${JSON.stringify(file)}),`] : [];
        });
        return `export const loaders = {\n${lines.join('\n')}\n};\n`;
      }
      return undefined;
    },
    transform(code, id) {
      const key = keyOf(id);
      if (!key || id === catalogsModule) return undefined;
      return {
        code: `${code}\nimport { needsCatalog as __needsCatalog } from ${JSON.stringify(catalogsModule)};\n__needsCatalog(${JSON.stringify(key)});\n`,
        map: null,
      };
    },
  };

  /** What the entry imports statically, directly or not (every page runs it). */
  let reached;
  let reachedIn;
  const fromEntry = (ctx) => {
    const seen = new Set([entry]);
    const queue = [entry];
    while (queue.length)
      for (const imported of ctx.getModuleInfo(queue.pop())?.importedIds ?? [])
        if (!seen.has(imported)) {
          seen.add(imported);
          queue.push(imported);
        }
    return seen;
  };

  /** @type {import('rolldown').CodeSplittingGroup} */
  const group = {
    name(id, ctx) {
      if (id.startsWith(`${RESOLVED}/`)) return `i18n-${id.slice(RESOLVED.length + 1)}`;
      const code = codeOf.exec(id)?.[1];
      if (!code || !id.startsWith(srcDir)) return null;
      if (reachedIn !== ctx || !reached) {
        reached = fromEntry(ctx);
        reachedIn = ctx;
      }
      const english = `${id.slice(0, -`.${code}.ts`.length)}.ts`;
      const everyPage = reached.has(english) || id.startsWith(path.join(srcDir, 'i18n') + path.sep);
      return everyPage ? `i18n-${code}` : null;
    },
  };

  return { plugin, group };
}
