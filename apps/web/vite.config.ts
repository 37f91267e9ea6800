import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, defaultClientConditions } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { paths } from './src/config/paths.ts';
import { iconImports } from './scripts/icon-imports.mjs';
import { pageSharedChunks } from './scripts/page-chunks.mjs';
import { pagePreloads, routeModuleFile, routeModules } from './scripts/page-preloads.mjs';

const api = 'http://localhost:3000';
const router = fileURLToPath(new URL('./src/app/router.tsx', import.meta.url));
const srcDir = fileURLToPath(new URL('./src', import.meta.url));

const pageChunks = pageSharedChunks({
  pages: firstLoadPagesOf(),
  entry: fileURLToPath(new URL('./src/main.tsx', import.meta.url)),
  small: {
    name: 'for-pages-ui',
    maxBytes: 2048,
    test: /apps[\\/]web[\\/]src[\\/]components[\\/]|node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/,
  },
});

/** The pages of issue 13 ("Fast on a phone") and their route modules. */
function firstLoadPagesOf() {
  const table = routeModules(fs.readFileSync(router, 'utf8'), paths);
  const pages = ['/', '/navipin', '/vrxtool', '/login', '/register', '/subscription', '/vin-code'];
  return new Map(
    pages.map((page) => [page, (table.get(page) ?? []).map((s) => routeModuleFile(s, { router, srcDir }))]),
  );
}

const shell = new RegExp(
  [
    String.raw`apps[\\/]web[\\/]src[\\/]lib[\\/](request|api-client|toast|session|http|jwt|navigation|query-client|site-config|cn)\.ts$`,
    String.raw`packages[\\/]contract[\\/]src[\\/](messages|api[\\/]endpoint)\.ts$`,
    String.raw`node_modules[\\/](@tanstack[\\/]|clsx[\\/])`,
    String.raw`node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/](createLucideIcon|defaultAttributes|Icon|context|shared[\\/]src[\\/]utils)`,
  ].join('|'),
);

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    // One import per lucide icon, so that the page groups below can place each (decision 038).
    iconImports(),
    pageChunks.plugin,
    // One index.html per page that preloads the page's chunks (docs/decisions/029).
    pagePreloads({
      router,
      srcDir,
      paths,
      required: ['/', '/login', '/register', '/navipin', '/vrxtool', '/vin-code', '/subscription', '/help'],
    }),
  ],
  // "source" makes @navihub/contract resolve to its TypeScript sources (no separate build step).
  resolve: {
    conditions: ['source', ...defaultClientConditions],
    alias: [{ find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) }],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // React DOM (decision 046) and the router in one long-lived chunk that every page needs.
        // Other libraries are split with the pages that use them: one 'vendor' chunk for all of
        // them made every page download the form, dialog and upload libraries of the others
        // (decision 011).
        // 'shell': what every page runs before its own chunk (the query cache, the API client,
        // the session, the messages, the icon helper) in one file, not six that rolldown split
        // off because lazy pages share them; one file compresses better (decision 029).
        // Then what issue 13's pages share with other pages: one file per set of those pages that
        // load it first, not one per set of all its importers (scripts/page-chunks.mjs; /navipin
        // fetched 26 files, now 13, decision 038).
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            { name: 'shell', test: shell },
            pageChunks.group,
          ],
        },
      },
    },
  },
  server: {
    proxy: Object.fromEntries(['/auth', '/password', '/api', '/healthz', '/dev'].map((p) => [p, api])),
  },
});
