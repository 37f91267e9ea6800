import { fileURLToPath } from 'node:url';
import { defineConfig, defaultClientConditions } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
// The page manifest (docs/decisions/051), bundled with this file from its sources.
import type { PageEntry } from '../../packages/contract/src/pages/page.ts';
import { shopLayouts, shopPages } from '../../packages/contract/src/pages/shop.ts';
import { LOCALES } from '../../packages/contract/src/locales.ts';
import { messages as englishMessages } from '../../packages/contract/src/messages.ts';
import { serverOnlyMessages } from './src/i18n/server-only-messages.ts';
import { endpointDocs } from './scripts/endpoint-docs.mjs';
import { iconImports } from './scripts/icon-imports.mjs';
import { languageCatalogs } from './scripts/language-catalogs.mjs';
import { pageSharedChunks, shellOf } from './scripts/page-chunks.mjs';
import { pagePreloads } from './scripts/page-preloads.mjs';

const api = 'http://localhost:3000';
const reactRouterProduction = fileURLToPath(
  new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url),
);
const srcDir = fileURLToPath(new URL('./src', import.meta.url));
const entry = fileURLToPath(new URL('./src/main.tsx', import.meta.url));

/** The files of the modules a page's route loads lazily: its layout's, then its own. */
function routeModules(page: PageEntry): string[] {
  const layout = page.layout === 'profile' ? shopLayouts.profile : undefined;
  return [layout, page].flatMap((entry) => (entry ? [`${srcDir}/${entry.module}.tsx`] : []));
}

const pages: PageEntry[] = Object.values(shopPages);
/** Every page with an address of its own ('*' and pages with a parameter get index.html as it is). */
const addressed = pages.filter((page) => page.path !== '*' && !page.path.includes(':'));

/**
 * The language of a production build (scripts/build-languages.mjs builds each of LOCALES, English
 * into dist/, another into dist/lang/<code>/, docs/decisions/064); the dev server and the unit
 * tests load each language's texts at run time.
 */
function buildLanguage(command: string): string | undefined {
  if (command !== 'build') return undefined;
  const code = process.env.NAVIHUB_WEB_LANGUAGE ?? 'en';
  if (!LOCALES.some((locale) => locale.code === code))
    throw new Error(`NAVIHUB_WEB_LANGUAGE=${code} is none of the shop's languages (LOCALES)`);
  return code;
}

/** Each language's texts, per text module, with the pages that run them (docs/decisions/064). */
const languageTexts = (language: string | undefined) =>
  languageCatalogs({
    srcDir,
    entry,
    codes: LOCALES.flatMap((locale) => (locale.code === 'en' ? [] : [locale.code])),
    language,
    contractMessages: fileURLToPath(new URL('../../packages/contract/src/messages.ts', import.meta.url)),
    englishMessages,
    serverOnly: serverOnlyMessages,
  });

const pageChunks = pageSharedChunks({
  // The pages of issue 13 ("Fast on a phone").
  pages: new Map(pages.filter((page) => page.firstLoad).map((page) => [page.path, routeModules(page)])),
  entry,
  small: {
    name: 'for-pages-ui',
    maxBytes: 2048,
    test: /apps[\\/]web[\\/]src[\\/]components[\\/]|node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/,
  },
});

/**
 * What every page runs before its own chunk, by folder, not by file: what the entry imports from
 * the app's lib/ and the contract, TanStack Query, clsx, lucide's icon helper and Vite's helper
 * for lazy imports.
 */
const shell = shellOf({
  entry,
  test: new RegExp(
    [
      String.raw`apps[\\/]web[\\/]src[\\/]lib[\\/]`,
      String.raw`packages[\\/]contract[\\/]src[\\/]`,
      String.raw`node_modules[\\/](@tanstack[\\/]|clsx[\\/])`,
      String.raw`node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/](?!icons[\\/])`,
      // Vite's helper for lazy imports: the languages' catalogs use it too (decision 064), which
      // made it a file of its own on every page.
      String.raw`^\0vite[\\/]preload-helper`,
    ].join('|'),
  ),
});

export default defineConfig(({ command }) => {
  const language = buildLanguage(command);
  const catalogs = languageTexts(language);
  const english = language === undefined || language === 'en';
  return {
    plugins: [
      catalogs.plugin,
      catalogs.compiled,
      // The endpoints' OpenAPI texts are the server's (decision 064).
      endpointDocs({ apiDir: fileURLToPath(new URL('../../packages/contract/src/api', import.meta.url)) }),
      react(),
      tailwindcss(),
      // One import per lucide icon, so that the page groups below can place each (decision 038).
      iconImports(),
      pageChunks.plugin,
      // One index.html per page that preloads the page's chunks (docs/decisions/029).
      pagePreloads({ pages: new Map(addressed.map((page) => [page.path, routeModules(page)])) }),
    ],
    // "source" makes @navihub/contract resolve to its TypeScript sources (no separate build step).
    resolve: {
      conditions: ['source', ...defaultClientConditions],
      alias: [
        { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
        // react-router's package points every bundler at its development build, whose warnings
        // stay in the bundle; the build takes its production build (decision 062).
        ...(command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : []),
      ],
    },
    build: {
      // Another language's build writes its HTML to dist/lang/<code>/; its assets are moved to
      // dist/assets/ after it (scripts/build-languages.mjs), where a chunk the same in two languages
      // is one file.
      outDir: english ? 'dist' : `dist/lang/${language}`,
      copyPublicDir: english,
      // Vite's modulepreload polyfill (about 250 B on every page) is for browsers without
      // <link rel="modulepreload"> (Safari before 17): there the page's chunks load as the entry
      // imports them, as before decision 029's preloads; every other browser preloads them itself
      // (decision 064).
      modulePreload: { polyfill: false },
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
              // A language's catalogs of the modules every page runs, with its index (decision 064).
              { ...catalogs.group, includeDependenciesRecursively: false },
              shell,
              pageChunks.group,
            ],
          },
        },
      },
    },
    server: {
      proxy: Object.fromEntries(['/auth', '/password', '/api', '/healthz', '/dev'].map((p) => [p, api])),
    },
  };
});
