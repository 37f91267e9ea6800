import { fileURLToPath } from 'node:url';
import { defineConfig, defaultClientConditions } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { paths } from './src/config/paths.ts';
import { pagePreloads } from './scripts/page-preloads.mjs';
import { reactToPreact } from './scripts/preact-compat.mjs';

const api = 'http://localhost:3000';

const shell = new RegExp(
  [
    String.raw`apps[\\/]web[\\/]src[\\/]lib[\\/](request|api-client|toast|session|http|jwt|navigation|query-client|site-config|cn)\.ts$`,
    String.raw`packages[\\/]contract[\\/]src[\\/](messages|api[\\/]endpoint)\.ts$`,
    String.raw`node_modules[\\/](@tanstack[\\/]|clsx[\\/])`,
    String.raw`node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/](createLucideIcon|defaultAttributes|Icon|context|shared[\\/]src[\\/]utils)`,
  ].join('|'),
);

// `npm run dev` keeps React DOM, whose Fast Refresh shows an edit at once; what ships (the build)
// and what the unit tests run render with Preact (decision 034).
export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    tailwindcss(),
    // One index.html per page that preloads the page's chunks (docs/decisions/029).
    pagePreloads({
      router: fileURLToPath(new URL('./src/app/router.tsx', import.meta.url)),
      srcDir: fileURLToPath(new URL('./src', import.meta.url)),
      paths,
      required: ['/', '/login', '/register', '/navipin', '/vrxtool', '/vin-code', '/subscription', '/help'],
    }),
  ],
  // "source" makes @navihub/contract resolve to its TypeScript sources (no separate build step).
  resolve: {
    conditions: ['source', ...defaultClientConditions],
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...(command === 'build' ? reactToPreact : []),
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Preact (React's API through preact/compat, decision 034) and the router in one long-lived
        // chunk that every page needs. Other libraries are split with the pages that use them: one
        // 'vendor' chunk for all of them made every page download the form, dialog and upload
        // libraries of the others (decision 011).
        // 'shell': what every page runs before its own chunk (the query cache, the API client,
        // the session, the messages, the icon helper) in one file, not six that rolldown split
        // off because lazy pages share them; one file compresses better (decision 029).
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](preact|react-router)[\\/]/ },
            { name: 'shell', test: shell },
          ],
        },
      },
    },
  },
  server: {
    proxy: Object.fromEntries(['/auth', '/password', '/api', '/healthz', '/dev'].map((p) => [p, api])),
  },
}));
