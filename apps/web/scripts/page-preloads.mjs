// A Vite build plugin: beside index.html, writes one copy of it per page (dist/pages/<page>.html,
// '/' as pages/index.html) that also preloads the page's lazy route chunk and every chunk that chunk
// imports statically. Without it the browser finds them one after another (entry → route chunk →
// its imports) and the page's text waits for the last one; with it they download in parallel with
// the entry (docs/decisions/029, "Preloading the route's chunks"). The server sends the copy for a
// page's path (apps/server/src/plugins/web-app.ts).
import fs from 'node:fs';
import path from 'node:path';

/**
 * The pages of the route table and the modules they import lazily, read from router.tsx's source:
 * each `path: paths.<key>.path` (or `index: true`, the page of the route above it) followed by its
 * `import('<module>')`.
 * @param {string} source router.tsx
 * @param {Record<string, unknown>} paths the table of apps/web/src/config/paths.ts
 * @returns {Map<string, string[]>} page path → module specifiers
 */
export function routeModules(source, paths) {
  const pages = new Map();
  let current;
  let lastPath;
  const token = /index: true|path: paths\.([\w.]+)\.path|path: '([^']*)'|import\('([^']+)'\)/g;
  for (const [match, key, literal, specifier] of source.matchAll(token)) {
    if (specifier !== undefined) {
      if (current !== undefined) pages.set(current, [...(pages.get(current) ?? []), specifier]);
      current = undefined;
    } else if (match === 'index: true') {
      current = lastPath;
    } else {
      const url =
        key === undefined ? literal : key.split('.').reduce((obj, part) => obj?.[part], paths)?.path;
      if (typeof url !== 'string') throw new Error(`page-preloads: no path for paths.${key}`);
      // '*' (no page) and pages with a parameter get index.html as it is.
      current = url === '*' || url.includes(':') ? undefined : url;
      lastPath = current;
    }
  }
  return pages;
}

/**
 * The file of a module the route table imports (`@/…` is `srcDir`, others relative to the router).
 * @param {string} specifier
 * @param {{ router: string, srcDir: string }} options
 */
export function routeModuleFile(specifier, { router, srcDir }) {
  const file = specifier.startsWith('@/')
    ? path.join(srcDir, specifier.slice(2))
    : path.resolve(path.dirname(router), specifier);
  const found = ['.tsx', '.ts', '/index.tsx', '/index.ts'].map((ext) => file + ext).find(fs.existsSync);
  if (!found) throw new Error(`page-preloads: cannot find ${specifier}`);
  return found;
}

/** Where the copy of index.html for a page is written, relative to the build's folder. */
export function pageFile(url) {
  return `pages/${url === '/' ? 'index' : url.slice(1)}.html`;
}

/**
 * @param {{ router: string, srcDir: string, paths: Record<string, unknown>, required: string[] }} options
 *   required: pages the build fails without (a change of router.tsx this plugin no longer reads)
 * @returns {import('vite').Plugin}
 */
export function pagePreloads({ router, srcDir, paths, required }) {
  let base = '/';
  const resolveSpecifier = (specifier) => routeModuleFile(specifier, { router, srcDir });
  return {
    name: 'navihub:page-preloads',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      base = config.base;
    },
    writeBundle(options, bundle) {
      const outDir = options.dir;
      const indexHtml = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const chunkOf = (id) =>
        chunks.find((chunk) => chunk.facadeModuleId === id) ??
        chunks.find((chunk) => chunk.moduleIds.includes(id));
      /** A chunk's file and the files it imports statically, transitively. */
      const withImports = (fileName, seen = new Set()) => {
        if (seen.has(fileName)) return seen;
        seen.add(fileName);
        for (const imported of byFile.get(fileName)?.imports ?? []) withImports(imported, seen);
        return seen;
      };
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) throw new Error('page-preloads: no entry chunk');
      // index.html loads these already.
      const loaded = withImports(entry.fileName);

      const pages = routeModules(fs.readFileSync(router, 'utf8'), paths);
      const missing = required.filter((url) => !pages.has(url));
      if (missing.length) throw new Error(`page-preloads: no route module found for ${missing.join(', ')}`);
      for (const [url, specifiers] of pages) {
        const files = new Set();
        for (const specifier of specifiers) {
          const chunk = chunkOf(resolveSpecifier(specifier));
          if (!chunk) throw new Error(`page-preloads: no chunk for ${specifier}`);
          for (const file of withImports(chunk.fileName)) if (!loaded.has(file)) files.add(file);
        }
        const links = [...files]
          .map((file) => `<link rel="modulepreload" crossorigin href="${base}${file}">`)
          .join('\n    ');
        // Before the stylesheet (inline or not), so the browser sees them as early as it can.
        const at = ['<style>', '<link rel="stylesheet"', '</head>']
          .map((tag) => indexHtml.indexOf(tag))
          .find((i) => i >= 0);
        const html = links ? `${indexHtml.slice(0, at)}${links}\n    ${indexHtml.slice(at)}` : indexHtml;
        const target = path.join(outDir, pageFile(url));
        fs.mkdirSync(path.dirname(target), { recursive: true });
        fs.writeFileSync(target, html);
      }
    },
  };
}
