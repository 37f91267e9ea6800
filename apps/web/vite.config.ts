import { fileURLToPath } from 'node:url';
import { defineConfig, defaultClientConditions } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const api = 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  // "source" makes @navihub/contract resolve to its TypeScript sources (no separate build step).
  resolve: {
    conditions: ['source', ...defaultClientConditions],
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // React and the router in one long-lived chunk that every page needs. Other libraries are
        // split with the pages that use them: one 'vendor' chunk for all of them made every page
        // download the form, dialog and upload libraries of the others (decision 011).
        codeSplitting: {
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ }],
        },
      },
    },
  },
  server: {
    proxy: Object.fromEntries(['/auth', '/password', '/api', '/healthz', '/dev'].map((p) => [p, api])),
  },
});
