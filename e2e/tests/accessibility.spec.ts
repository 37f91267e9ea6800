import { expect, test } from '@playwright/test';
import { expectNoViolations } from '../support/axe.js';
import { api, baseUrl, createAccount, pointsCustomer, signIn } from '../support/shop.js';

const guestPages: [string, string][] = [
  ['/', 'Navigation codes'],
  ['/navipin', 'Navigation codes'],
  ['/vrxtool', 'Upload your File'],
  ['/login', 'Log in'],
  ['/register', 'Create account'],
  ['/vin-code', 'VIN Decoder'],
  ['/cancel', 'Ops! Payment Error.'],
];

for (const [path, heading] of guestPages) {
  test(`${path} has no WCAG A/AA violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
    await expectNoViolations(page);
  });
}

test('the e-mail confirmation page with a wrong key and its new-link form has no violations', async ({
  page,
}) => {
  await page.goto('/confirm-email/not-a-key');
  await expect(page.getByRole('button', { name: 'Send a new link' })).toBeVisible();
  await expectNoViolations(page);
});

test('the code form with a head unit chosen and its select open has no violations', async ({ page }) => {
  await page.goto('/navipin');
  await page.getByLabel('Comand', { exact: true }).click();
  await expect(page.getByRole('option', { name: 'NTG 5s1', exact: true })).toBeVisible();
  // While a select is open the rest of the page is inert (aria-hidden, focus kept in the list), so
  // the open list itself is what is checked.
  await expectNoViolations(page, '[role="listbox"]');
  await page.getByRole('option', { name: 'NTG 5s1', exact: true }).click();
  await expect(page.getByLabel('Map region', { exact: true })).toBeEnabled();
  await expectNoViolations(page);
});

test('the account pages and the account menu have no violations', async ({ page }) => {
  const { email, password } = await createAccount(baseUrl());
  await signIn(page, email, password);

  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Password update' })).toBeVisible();
  await expectNoViolations(page);

  await page.goto('/profile/settings');
  await expect(page.getByRole('switch', { name: 'Navigation codes Notifications' })).toBeVisible();
  await expectNoViolations(page);

  await page.goto('/profile/orders');
  await expect(page.getByText('A list of your recent conversions.')).toBeVisible();
  await expectNoViolations(page);

  await page.getByRole('button', { name: email }).click();
  await expect(page.getByRole('menuitem', { name: 'Log out' })).toBeVisible();
  await expectNoViolations(page);
});

test('the success page of an order and its details dialog in Orders have no violations', async ({ page }) => {
  const { email, password } = pointsCustomer();
  const login = await api(baseUrl(), 'POST', '/auth/login/', { email, password });
  const order = await api(
    baseUrl(),
    'POST',
    '/api/v1/points-subs/generate/',
    { comand: 'NTG 5.5', map_region: 'Europe', version: 'V12.0', vin: 'WDD2050461F123456', type: 'points' },
    login.body.access_token as string,
  );
  expect(order.status).toBe(200);
  const orderId = order.body.order_id as string;
  await signIn(page, email, password);

  await page.goto(`/success?orderId=${orderId}`);
  await expect(page.getByRole('button', { name: 'Copy' })).toBeVisible({ timeout: 30_000 });
  await expectNoViolations(page);

  await page.goto('/profile/orders');
  const row = page.getByRole('row').filter({ hasText: 'WDD2050461F123456' }).first();
  await row.getByRole('cell').nth(3).click();
  await expect(page.getByRole('dialog', { name: 'Details' })).toBeVisible();
  await expectNoViolations(page);
});
