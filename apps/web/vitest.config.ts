import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { LOCALES } from '../../packages/contract/src/locales.ts';
import { languageCatalogs } from './scripts/language-catalogs.mjs';

export default defineProject({
  plugins: [
    // The languages' catalogs as the app loads them (docs/decisions/064).
    languageCatalogs({
      srcDir: fileURLToPath(new URL('./src', import.meta.url)),
      entry: fileURLToPath(new URL('./src/main.tsx', import.meta.url)),
      codes: LOCALES.flatMap((locale) => (locale.code === 'en' ? [] : [locale.code])),
    }).plugin,
    react(),
  ],
  resolve: {
    conditions: ['source', 'browser', 'module', 'import', 'default'],
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    // A project's root is the folder of this file, so these globs are relative to apps/web.
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/testing/setup.ts'],
    globals: false,
    // A test may wait several times for up to 10 s each (setup.ts); vitest's default of 5 s per
    // test would end it before its own waits could.
    testTimeout: 40_000,
  },
});
