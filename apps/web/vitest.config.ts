import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { reactToPreact } from './scripts/preact-compat.mjs';

export default defineProject({
  plugins: [react()],
  resolve: {
    conditions: ['source', 'browser', 'module', 'import', 'default'],
    // The ES module builds, as in the browser: Node's require() of a CommonJS build (Testing
    // Library's) would load React DOM past the aliases.
    mainFields: ['browser', 'module', 'jsnext:main', 'jsnext'],
    alias: [{ find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) }, ...reactToPreact],
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    // A project's root is the folder of this file, so these globs are relative to apps/web.
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/testing/setup.ts'],
    globals: false,
    // The libraries that import React go through Vite too, so that the aliases above give them
    // preact/compat as in the build; Node would load React DOM for them otherwise.
    server: { deps: { inline: [/node_modules/] } },
    // A test may wait several times for up to 10 s each (setup.ts); vitest's default of 5 s per
    // test would end it before its own waits could.
    testTimeout: 40_000,
  },
});
