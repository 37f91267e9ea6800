// A Vite build plugin: beside index.html, writes one copy of it per page (dist/pages/<page>.html,
// '/' as pages/index.html) that also preloads the page's lazy route chunk and every chunk that chunk
// imports statically. Without it the browser finds them one after another (entry → route chunk →
// its imports) and the page's text waits for the last one; with it they download in parallel with
// the entry (docs/decisions/029, "Preloading the route's chunks"). The server sends the copy for a
// page's path (apps/server/src/plugins/web-app.ts). The pages and their modules come from the page
// manifest (packages/contract/src/pages), by way of vite.config.ts.
import fs from 'node:fs';
import path from 'node:path';

/** Where the copy of index.html for a page is written, relative to the build's folder. */
export function pageFile(url) {
  return `pages/${url === '/' ? 'index' : url.slice(1)}.html`;
}

/**
 * @param {{ pages: Map<string, string[]> }} options
 *   pages: page path → the files of the modules its route loads lazily (its layout's and its own),
 *   from the page manifest (packages/contract/src/pages, docs/decisions/051)
 * @returns {import('vite').Plugin}
 */
export function pagePreloads({ pages }) {
  let base = '/';
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

      for (const [url, modules] of pages) {
        const files = new Set();
        for (const module of modules) {
          const chunk = chunkOf(module);
          if (!chunk) throw new Error(`page-preloads: no chunk for ${module}`);
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
