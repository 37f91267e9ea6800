import path from 'node:path';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import {
  agreeToImmediateDelivery,
  baseUrl,
  createAccount,
  fillCodeForm,
  signIn,
  uniqueEmail,
} from '../support/shop.js';

// The whole purchase on a 390 px phone (issue 17): the header menu, the code form, the payment
// page, the checkout and the PIN; then a customer's orders and bundle purchases as cards.
test.use({ viewport: { width: 390, height: 844 } });

/** What the page looks like on the phone (looked at by hand). */
async function shot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({
    path: path.join(process.env.PHONE_SHOTS ?? testInfo.outputDir, `phone-${name}.png`),
    fullPage: true,
  });
}

test('a guest on a phone finds navigation codes in the menu and buys a PIN by card', async ({
  page,
}, testInfo) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  // On a phone the tools are behind Menu.
  await expect(nav.getByRole('link', { name: 'Converter' })).toBeHidden();
  await nav.getByRole('button', { name: 'Menu' }).click();
  await expect(nav.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'true');
  await shot(page, testInfo, 'header-menu');
  await nav.getByRole('link', { name: 'Navigation codes' }).click();

  await expect(page).toHaveURL(/\/navipin$/);
  await expect(page).toHaveTitle('Navigation codes — NaviHub');
  await expect(page.getByRole('heading', { level: 1, name: 'Navigation codes' })).toBeFocused();
  await fillCodeForm(page);
  await page.getByRole('button', { name: 'Buy Now' }).click();

  await expect(page.getByRole('heading', { name: 'Select your payment method' })).toBeVisible();
  await expect(page.getByText('The invoice and the PIN are sent to this address.')).toBeVisible();
  await shot(page, testInfo, 'payment');
  await page.getByPlaceholder('Email for Invoice').fill(uniqueEmail('phone'));
  await agreeToImmediateDelivery(page);
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await expect(page).toHaveURL(/\/dev\/checkout\/dev_cs_[a-f0-9]+$/);
  await page.getByRole('button', { name: /^Pay / }).click();

  await expect(page.getByRole('heading', { name: "Thank you for purchase, here's your PIN:" })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copy' })).toBeVisible({ timeout: 30_000 });
  await shot(page, testInfo, 'success');

  // The paid order is not kept: the next form starts empty.
  await page.goto('/navipin');
  await expect(page.getByLabel('VIN', { exact: true })).toHaveValue('');
});

test('a customer on a phone buys tokens, generates, and sees orders and purchases as cards', async ({
  page,
}, testInfo) => {
  const { email, password } = await createAccount(baseUrl());
  await signIn(page, email, password);
  await page.goto('/navipin');
  const offer = page.getByRole('complementary', { name: 'Buy in bundle' });
  await offer.getByRole('button', { name: 'Buy' }).first().click();
  await expect(page).toHaveURL(/\/dev\/checkout\/dev_cs_[a-f0-9]+$/);
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByText('Your tokens have been added to your account.')).toBeVisible();
  await page.getByRole('link', { name: 'Go to navigation codes' }).click();

  await fillCodeForm(page);
  await agreeToImmediateDelivery(page);
  await page.getByRole('button', { name: 'Generate' }).click();
  await expect(page.getByRole('button', { name: 'Copy' })).toBeVisible({ timeout: 30_000 });
  const pin = (await page.getByRole('status', { name: 'PIN' }).textContent())!.trim();

  await page.goto('/profile/orders');
  const cards = page.getByRole('list', { name: 'Orders' });
  const card = cards.getByRole('listitem');
  await expect(card).toHaveCount(1);
  await expect(card).toHaveAttribute('aria-label', /^NH-[0-9A-HJKMNP-TV-Z]{4}-\d{2}$/);
  await expect(card).toContainText('Europe');
  await expect(card).toContainText('V9.0');
  await expect(card).toContainText(pin);
  // The table is for wider screens.
  await expect(page.getByRole('table')).toBeHidden();
  await shot(page, testInfo, 'orders');
  await card.getByRole('button', { name: /^Copy PIN of NH-/ }).click();
  await expect(card.getByRole('button', { name: 'Copied!' })).toBeVisible();

  await page.goto('/profile/purchases');
  const purchases = page.getByRole('list', { name: 'Bundle purchases' });
  await expect(purchases.getByRole('listitem')).toHaveCount(1);
  await expect(purchases).toContainText(/\d+ tokens/);
  await expect(purchases).toContainText('Paid');
  await shot(page, testInfo, 'purchases');
});
