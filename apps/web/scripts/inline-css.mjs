// A Vite build plugin: index.html gets the app's stylesheet inline (<style>) instead of a <link>
// to it, so the first paint waits for no second request (docs/decisions/029). The policy allows
// inline styles (style-src 'unsafe-inline', apps/server/src/plugins/security-headers.ts); scripts
// stay in files. The CSS file is still written, for nothing but reference.
const LINK = /<link rel="stylesheet"(?: crossorigin)? href="([^"]+\.css)">/g;

/** index.html with each of its stylesheets from the bundle inline. */
export function inlineStylesheets(html, base, read) {
  return html.replace(LINK, (link, href) => {
    const css = href.startsWith(base) ? read(href.slice(base.length)) : undefined;
    if (css === undefined) return link;
    if (css.includes('</style')) throw new Error(`inline-css: ${href} contains "</style"`);
    return `<style>${css}</style>`;
  });
}

/** @returns {import('vite').Plugin} */
export function inlineCss() {
  let base = '/';
  return {
    name: 'navihub:inline-css',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const page = bundle['index.html'];
      if (page?.type !== 'asset') throw new Error('inline-css: no index.html in the bundle');
      const text = (source) => (typeof source === 'string' ? source : new TextDecoder().decode(source));
      page.source = inlineStylesheets(text(page.source), base, (file) => {
        const asset = bundle[file];
        return asset?.type === 'asset' ? text(asset.source) : undefined;
      });
    },
  };
}
