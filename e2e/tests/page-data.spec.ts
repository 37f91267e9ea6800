import { expect, test, type Page } from '@playwright/test';

// The server sends the site config with every page, and /subscription's bundles with it
// (docs/decisions/038): what the first screen shows from them is there without asking the API.

/** The requests the page makes for the site config and the subscription bundles. */
function watchDataRequests(page: Page) {
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname === '/api/v1/site/' || pathname === '/api/v1/subscribe_bundles/') asked.push(pathname);
  });
  return asked;
}

test('/subscription shows its bundles, and the footer the support address, without asking the API', async ({
  page,
}) => {
  const asked = watchDataRequests(page);
  await page.goto('/subscription');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: '1 month unlimited' })).toBeVisible();
  await expect(main.getByRole('listitem')).toHaveCount(3);
  await expect(page.getByRole('contentinfo').getByRole('link', { name: /@/ })).toHaveAttribute(
    'href',
    /^mailto:.+@.+/,
  );
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([]);
});

test('a page carries the site config; /subscription reached within the app asks the API for its bundles', async ({
  page,
}) => {
  const asked = watchDataRequests(page);
  await page.goto('/');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: /@/ })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Bundles' }).click();
  await expect(page.getByRole('main').getByRole('heading', { name: '1 month unlimited' })).toBeVisible();
  expect(asked).toEqual(['/api/v1/subscribe_bundles/']);
});
