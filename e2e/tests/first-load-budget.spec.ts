import { expect, test, type Page } from '@playwright/test';
import { shopPages } from '@navihub/contract/pages/shop';
import budgets from '../first-load-budgets.json' with { type: 'json' };

// What a customer's phone downloads before a page is usable: the JavaScript and CSS it fetches
// until the network is quiet, counted as sent (compressed) bytes. Byte counts do not depend on
// the machine's speed, so a page over its budget fails the run. Raising a budget needs a decision
// record (docs/decisions); lowering one after a saving is welcome. The number of script files is
// held too: on a phone each costs a round trip, which is what /navipin lost most to (decision 038).

interface Budget {
  path: string;
  heading: string;
  jsBytes: number;
  jsFiles: number;
  cssBytes: number;
}

async function firstLoad(page: Page, budget: Budget) {
  const sizes: Promise<{ type: string; url: string; bytes: number }>[] = [];
  page.on('requestfinished', (request) => {
    const type = request.resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    sizes.push(request.sizes().then((s) => ({ type, url: request.url(), bytes: s.responseBodySize })));
  });
  await page.goto(budget.path);
  await expect(page.getByRole('heading', { name: budget.heading }).first()).toBeVisible();
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

test('every page the manifest loads first on a phone has a budget, and only those', () => {
  expect((budgets.pages as Budget[]).map((budget) => budget.path).sort()).toEqual([...firstLoadPages].sort());
});

for (const budget of budgets.pages as Budget[]) {
  test(`${budget.path} loads at most ${budget.jsBytes} B of JavaScript in ${budget.jsFiles} files and ${budget.cssBytes} B of CSS`, async ({
    page,
  }) => {
    const { js, css, files } = await firstLoad(page, budget);
    console.log(
      `first load of ${budget.path}: JavaScript ${js} B in ${files.filter((f) => f.type === 'script').length} files, CSS ${css} B`,
    );
    // Every file went out compressed: far fewer bytes than the built file.
    expect(js).toBeGreaterThan(0);
    const list = files.map((f) => `${f.bytes} ${f.url}`).join('\n');
    expect(js, list).toBeLessThanOrEqual(budget.jsBytes);
    expect(files.filter((f) => f.type === 'script').length, list).toBeLessThanOrEqual(budget.jsFiles);
    expect(css).toBeLessThanOrEqual(budget.cssBytes);
  });
}
