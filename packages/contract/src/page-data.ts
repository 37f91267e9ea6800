/**
 * Data the server writes into a page's HTML for its first render (docs/decisions/038): JSON data
 * blocks, `<script type="application/json" id="…">`, which the browser neither runs nor blocks on
 * (the pages' CSP, script-src 'self', does not apply to them). The web app reads a block instead
 * of asking the API, and asks the API when the block is not there (the dev server's pages).
 */

/** The blocks' element ids. */
export const PAGE_DATA_IDS = {
  /** Every page: the site config, as GET /api/v1/site/ answers it. */
  siteConfig: 'navihub-site-config',
  /** /subscription: the subscription bundles on offer, as the `results` of GET /api/v1/subscribe_bundles/. */
  subscriptionBundles: 'navihub-subscription-bundles',
  /** /: the price of a code, as GET /api/v1/payment/paypal/ answers it (the first screen says it). */
  codePrice: 'navihub-code-price',
} as const;

/**
 * The data block for `value`: its JSON with `<`, `>` and `&` (and the line separators U+2028 and
 * U+2029) written as \u escapes, so that no text in the value can close the element (`</script>`)
 * or open a comment (`<!--`); JSON.parse reads the escapes back as the same characters.
 */
export function pageDataScript(id: string, value: unknown): string {
  const json = JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return `<script type="application/json" id="${id}">${json}</script>`;
}
