import { expect, test, type Page } from '@playwright/test';
import { LOCALES, localizedPath } from '@navihub/contract/locales';
import { shopPages } from '@navihub/contract/pages/shop';
import budgets from '../first-load-budgets.json' with { type: 'json' };

// What a customer's phone downloads before a page is usable: the JavaScript and CSS it fetches
// until the network is quiet, counted as sent (compressed) bytes. Byte counts do not depend on
// the machine's speed, so a page over its budget fails the run. Raising a budget needs a decision
// record (docs/decisions); lowering one after a saving is welcome. The number of script files is
// held too: on a phone each costs a round trip, which is what /navipin lost most to (decision 038).
// Every page is measured in every language of LOCALES: each language is a build of its own whose
// chunks hold its texts (decision 064), so its pages have budgets of their own, under the same caps.

interface Budget {
  jsBytes: number;
  jsFiles: number;
  cssBytes: number;
}

interface PageBudget extends Budget {
  path: string;
  /** The page's heading in English; in another language, `languages[code].heading`. */
  heading: string;
  languages: Record<string, Budget & { heading: string }>;
}

const pages = budgets.pages as PageBudget[];
const otherLanguages = LOCALES.filter((locale) => locale.code !== 'en').map((locale) => locale.code);

async function firstLoad(page: Page, path: string, heading: string) {
  const sizes: Promise<{ type: string; url: string; bytes: number }>[] = [];
  page.on('requestfinished', (request) => {
    const type = request.resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    sizes.push(request.sizes().then((s) => ({ type, url: request.url(), bytes: s.responseBodySize })));
  });
  await page.goto(path);
  await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const loaded = await Promise.all(sizes);
  const sum = (type: string) => loaded.filter((l) => l.type === type).reduce((n, l) => n + l.bytes, 0);
  return { js: sum('script'), css: sum('stylesheet'), files: loaded };
}

// The shop renders with React DOM, as `npm run dev` does (decision 046): createRoot marks the root
// element with React's container key, which Preact's compatibility layer does not.
test('the shop renders with React DOM', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Navigation codes' }).first()).toBeVisible();
  const keys = await page.locator('#root').evaluate((root) => Object.keys(root));
  expect(
    keys.some((key) => key.startsWith('__reactContainer$')),
    keys.join(', '),
  ).toBe(true);
});

/** The pages of issue 13, as the page manifest marks them (packages/contract/src/pages/shop.ts). */
const firstLoadPages = Object.values(shopPages).flatMap((page) => ('firstLoad' in page ? [page.path] : []));

test('every page the manifest loads first on a phone has a budget, in every language, and only those', () => {
  expect(pages.map((budget) => budget.path).sort()).toEqual([...firstLoadPages].sort());
  for (const budget of pages)
    expect(Object.keys(budget.languages).sort(), budget.path).toEqual([...otherLanguages].sort());
});

// The caps of issue 30: no budget, in any language, may be raised above them.
const overTheCaps = (languages: (budget: PageBudget) => [string, Budget][]) =>
  pages.flatMap((budget) =>
    languages(budget).flatMap(([code, { jsBytes }]) => {
      const cap = budget.path === '/' ? budgets.caps.home : budgets.caps.other;
      return jsBytes > cap ? [`${code} ${budget.path}: ${jsBytes} > ${cap}`] : [];
    }),
  );

test('no budget, in any language, is above the caps of issue 30', () => {
  expect(
    overTheCaps((budget) => [
      ['en', budget],
      ...Object.entries(budget.languages).filter(([code]) => otherLanguages.includes(code as never)),
    ]),
  ).toEqual([]);
});

// A production build per language carries its texts in place of the English ones (decision 064),
// so each language's pages have budgets of their own, under the same caps (decision 064, "Still
// above the caps": won back by the messages only the server's answers carry leaving the shell).

for (const budget of pages) {
  for (const [code, { heading, ...limits }] of [
    ['en', budget] as const,
    ...Object.entries(budget.languages).filter(([code]) => otherLanguages.includes(code as never)),
  ]) {
    const path = localizedPath(code as never, budget.path);
    test(`${path} loads at most ${limits.jsBytes} B of JavaScript in ${limits.jsFiles} files and ${limits.cssBytes} B of CSS`, async ({
      page,
    }) => {
      const { js, css, files } = await firstLoad(page, path, heading);
      console.log(
        `first load of ${path}: JavaScript ${js} B in ${files.filter((f) => f.type === 'script').length} files, CSS ${css} B`,
      );
      // Every file went out compressed: far fewer bytes than the built file.
      expect(js).toBeGreaterThan(0);
      const list = files.map((f) => `${f.bytes} ${f.url}`).join('\n');
      expect(js, list).toBeLessThanOrEqual(limits.jsBytes);
      expect(files.filter((f) => f.type === 'script').length, list).toBeLessThanOrEqual(limits.jsFiles);
      expect(css).toBeLessThanOrEqual(limits.cssBytes);
    });
  }
}
