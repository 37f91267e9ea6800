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
//
// A production build is of one language (`language`, docs/decisions/064, "Production: one build
// per language"): no catalog is fetched at run time. In a build of a language other than English,
// the English object of each `translated('name', {...})` call in a text module with a catalog of
// that language beside it is replaced by the catalog's export (`__texts.name`), found in the
// module's syntax tree after TypeScript is stripped; the contract's messages become the
// language's the same way. The English messages, which the server's error bodies are written in,
// are a chunk of their own, fetched with the first error (i18n/translated.ts), with the language's
// texts of the messages only the server's answers carry (`serverOnly`): every build leaves those
// out of the shell.
import fs from 'node:fs';
import path from 'node:path';

const ROOT_ID = 'virtual:navihub-catalogs';
const RESOLVED = `\0${ROOT_ID}`;
/** The contract's messages in English, as the server writes them (a build of another language). */
const ENGLISH_ID = 'virtual:navihub-english-messages';

/** Every file under `dir` (absolute paths). */
function filesUnder(dir) {
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true }).flatMap((entry) => {
    if (!entry.isFile()) return [];
    return [path.join(entry.parentPath ?? entry.path, entry.name)];
  });
}

/** Every node of an ESTree syntax tree, depth first. */
function* nodesOf(node) {
  if (Array.isArray(node)) {
    for (const item of node) yield* nodesOf(item);
    return;
  }
  if (!node || typeof node !== 'object' || typeof node.type !== 'string') return;
  yield node;
  for (const [key, value] of Object.entries(node))
    if (key !== 'parent' && value && typeof value === 'object') yield* nodesOf(value);
}

/** The query of the language's messages that only the server's answers carry (a chunk fetched later). */
const SERVER_ONLY = '?server-only';

/** The `messages = {...}` object of a messages module's syntax tree, if any. */
const messagesObject = (tree) =>
  [...nodesOf(tree)].find(
    (node) =>
      node.type === 'VariableDeclarator' &&
      node.id.type === 'Identifier' &&
      node.id.name === 'messages' &&
      node.init?.type === 'ObjectExpression',
  )?.init;

/** The name of an object literal's property (`key:` or `'key':`), if it has a plain one. */
const propertyName = (property) => {
  if (property.type !== 'Property' || property.computed) return undefined;
  if (property.key.type === 'Identifier') return property.key.name;
  return typeof property.key.value === 'string' ? property.key.value : undefined;
};

/** `code` with `[start, end)` ranges replaced (ranges do not overlap). */
function spliced(code, edits) {
  let out = code;
  for (const { start, end, text } of [...edits].sort((a, b) => b.start - a.start))
    out = out.slice(0, start) + text + out.slice(end);
  return out;
}

/**
 * @param {{ srcDir: string, codes: readonly string[], entry: string, language?: string,
 *   contractMessages: string, englishMessages: Record<string, unknown>,
 *   serverOnly: readonly string[] }} options
 *   srcDir: the app's src folder; codes: the languages other than English (LOCALES); entry: the
 *   app's entry module, whose static imports every page runs; language: the one language of a
 *   production build (none: the dev server and the unit tests, which load catalogs at run time);
 *   contractMessages: the file of @navihub/contract/messages; englishMessages: its `messages`;
 *   serverOnly: the keys of the messages the web never reads itself (i18n/server-only-messages.ts).
 * @returns {{ plugin: import('vite').Plugin, compiled: import('vite').Plugin,
 *   group: import('rolldown').CodeSplittingGroup }}
 */
export function languageCatalogs({
  srcDir,
  codes,
  entry,
  language,
  contractMessages,
  englishMessages,
  serverOnly,
}) {
  const atRunTime = language === undefined;
  const compiledIn = language !== undefined && language !== 'en' ? language : undefined;
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
  /** The build's language's messages (`i18n/messages.<code>.ts`), another language than English. */
  const languageMessages = compiledIn && path.join(srcDir, 'i18n', `messages.${compiledIn}.ts`);
  const onlyServer = new Set(serverOnly);

  /** @type {import('vite').Plugin} */
  const plugin = {
    name: 'navihub:language-catalogs',
    enforce: 'pre',
    buildStart() {
      table = undefined;
    },
    resolveId(id) {
      if (id === ENGLISH_ID) return `\0${id}`;
      if (id === ROOT_ID || id.startsWith(`${ROOT_ID}/`)) return `\0${id}`;
      return undefined;
    },
    load(id) {
      // A build of one language: its texts are in its chunks, there is nothing to load.
      if (id === catalogsModule && !atRunTime)
        return [
          '// A build of one language (docs/decisions/064): its texts are in its chunks.',
          'export function needsCatalog() {}',
          'export async function catalogsLoaded() {}',
          'export async function withCatalogs(module) { return module; }',
          'export async function loadCatalog() { return undefined; }',
          '',
        ].join('\n');
      if (id === RESOLVED && !atRunTime)
        return [
          '// A build of one language (docs/decisions/064): its texts are in its chunks.',
          'export const languages = {};',
          compiledIn
            ? `export const englishMessages = () => import(${JSON.stringify(ENGLISH_ID)});`
            : 'export const englishMessages = undefined;',
          '',
        ].join('\n');
      if (id === `\0${ENGLISH_ID}`) {
        // The server's texts that are strings, in English (a function's text is no error body).
        const strings = Object.entries(englishMessages).filter(([, text]) => typeof text === 'string');
        // The language's texts of the messages the shell leaves out, in this chunk too.
        return [
          `export const messages = ${JSON.stringify(Object.fromEntries(strings))};`,
          `export { messages as language } from ${JSON.stringify(`${languageMessages}${SERVER_ONLY}`)};`,
          '',
        ].join('\n');
      }
      if (id === RESOLVED)
        return codes
          .map((code) => `  ${JSON.stringify(code)}: () => import(${JSON.stringify(`${ROOT_ID}/${code}`)}),`)
          .join('\n')
          .replace(/^/, 'export const languages = {\n')
          .concat('\n};\nexport const englishMessages = undefined;\n');
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
      if (!atRunTime) return undefined;
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

  /**
   * A build of one language: each `translated('name', english)` of a text module with catalogs
   * beside it is the English object itself in English's build, and in another language's (with
   * that language's catalog beside it) the catalog's `name`; there the contract's messages
   * become the language's (`i18n/messages.<code>.ts`). After TypeScript is stripped, on the
   * module's syntax tree. A catalog that lacks an export fails the build (a named import of it);
   * one that lacks a text inside an export, which the parity test (i18n/catalogs.test.ts) forbids,
   * would show nothing in its place: there is no English left to fall back on.
   * @type {import('vite').Plugin}
   */
  const compiled = {
    name: 'navihub:language-compiled',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (atRunTime) return undefined;
      const [clean, query] = id.split('?');
      if (clean === contractMessages || clean === languageMessages) {
        const object = messagesObject(this.parse(code));
        if (!object) this.error(`${id}: no \`messages = {...}\` to build ${language}'s messages from`);
        // Another language: its messages in place of the English ones.
        if (clean === contractMessages && compiledIn) {
          const texts = spliced(code, [{ start: object.start, end: object.end, text: '__navihubMessages' }]);
          return {
            code: `import { messages as __navihubMessages } from ${JSON.stringify(languageMessages)};\n${texts}`,
            map: null,
          };
        }
        // The shell's copy without the messages only the server's answers carry; the chunk fetched
        // with the first answer that needs them (`?server-only`) with those alone.
        const wanted = `?${query}` === SERVER_ONLY;
        const kept = object.properties.filter(
          (property) => onlyServer.has(propertyName(property)) === wanted,
        );
        const text = `{\n${kept.map((property) => code.slice(property.start, property.end)).join(',\n')}\n}`;
        return { code: spliced(code, [{ start: object.start, end: object.end, text }]), map: null };
      }
      const key = keyOf(clean);
      if (!key) return undefined;
      // English: each text object as it is, without the proxy that looks its texts up in a catalog.
      const file = compiledIn ? catalogs().get(key)?.get(compiledIn) : undefined;
      if (compiledIn && !file) return undefined;
      const edits = [];
      for (const node of nodesOf(this.parse(code))) {
        if (node.type !== 'CallExpression' || node.callee.type !== 'Identifier') continue;
        if (node.callee.name !== 'translated') continue;
        const [name, english] = node.arguments;
        if (name?.type !== 'Literal' || typeof name.value !== 'string' || !english)
          this.error(`${id}: translated() takes the text object's name as a string first`);
        if (!file) {
          edits.push({ start: node.start, end: node.end, text: code.slice(english.start, english.end) });
          continue;
        }
        // A named import: a catalog without this export is an error of the build (MISSING_EXPORT).
        edits.push({ start: node.start, end: node.end, text: `__navihubTexts_${name.value}` });
      }
      if (edits.length === 0) return undefined;
      if (!file) return { code: spliced(code, edits), map: null };
      const names = [...new Set(edits.map((edit) => edit.text.slice('__navihubTexts_'.length)))];
      const imports = names.map((name) => `${name} as __navihubTexts_${name}`).join(', ');
      return {
        code: `import { ${imports} } from ${JSON.stringify(file)};\n${spliced(code, edits)}`,
        map: null,
      };
    },
  };

  /** @type {import('rolldown').CodeSplittingGroup} */
  const group = {
    name(id, ctx) {
      // A build of one language: a language's texts ride with the modules that show them.
      if (!atRunTime) return null;
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

  return { plugin, compiled, group };
}
