// The web app renders with Preact's React compatibility layer instead of React DOM: the same
// components, about 49 kB less JavaScript (brotli) on every page (docs/decisions/034). The build
// (vite.config.ts) and the unit tests (vitest.config.ts) resolve React's modules to preact/compat,
// as https://preactjs.com/guide/v10/switching-to-preact describes; @types/react stays for types.
// Order matters: the longer names first, as Vite takes the first alias that matches.
export const reactToPreact = [
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];
