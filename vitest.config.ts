import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// One runner for every workspace; each project picks its environment.
// The "source" condition makes workspace packages resolve to their TypeScript sources.
const conditions = ['source', ...defaultServerConditions];

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'contract', include: ['packages/contract/src/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        test: {
          name: 'coding-files',
          include: ['packages/coding-files/src/**/*.test.ts', 'packages/coding-files/test/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        // The documents: links that lead somewhere, an index that lists every decision.
        test: { name: 'docs', include: ['docs/**/*.test.ts'], environment: 'node' },
      },
      './apps/web/vitest.config.ts',
    ],
  },
});
