import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineProject({
  plugins: [react()],
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
