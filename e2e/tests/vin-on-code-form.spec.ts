import { expect, test, type Page } from '@playwright/test';
import { chooseOption } from '../support/shop.js';

async function pickVariant(page: Page) {
  await page.goto('/navipin');
  await chooseOption(page, 'Comand', 'NTG 4.5');
  await chooseOption(page, 'Map region', 'Europe');
  await chooseOption(page, 'Version', 'V13.0');
}

test('a VIN of another maker gets a warning, is asked about once, and can still be bought', async ({
  page,
}) => {
  await pickVariant(page);
  // The worked check-digit example of 49 CFR 565: valid, but not a Mercedes-Benz.
  await page.getByLabel('VIN', { exact: true }).fill('1M8GDM9AXKP042788');
  await expect(page.getByText(/This VIN does not look like a Mercedes-Benz VIN/)).toBeVisible();
  await page.getByRole('button', { name: 'Buy Now' }).click();
  // Paying by card asks like paying with points does (issue 31).
  const ask = page.getByRole('dialog', { name: 'Generate anyway?' });
  await expect(ask).toContainText(/does not look like a Mercedes-Benz VIN/);
  await ask.getByRole('button', { name: 'Generate anyway' }).click();
  await expect(page).toHaveURL(/\/payment$/);
  // The payment page repeats the warning beside the button.
  const form = page.getByRole('form', { name: 'Card payment' });
  await expect(form.getByText(/does not look like a Mercedes-Benz VIN/)).toBeVisible();
  await expect(form.getByRole('button', { name: 'Credit Card' })).toBeVisible();
});

test('a Mercedes-Benz VIN shows its one-line summary and a head-unit warning', async ({ page }) => {
  await pickVariant(page);
  // A C-Class W205 is not known to carry NTG 4.5.
  await page.getByLabel('VIN', { exact: true }).fill('WDD2050001F595854');
  await expect(page.getByText('Mercedes-Benz C-Class (W205), left-hand drive, plant Bremen')).toBeVisible();
  await expect(page.getByText(/is not known to carry NTG 4\.5/)).toBeVisible();
});

test('a North-American VIN whose check digit fails is blocked', async ({ page }) => {
  await pickVariant(page);
  await page.getByLabel('VIN', { exact: true }).fill('1M8GDM9A1KP042788');
  await expect(page.getByRole('alert').filter({ hasText: /check digit does not match/ })).toBeVisible();
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await expect(page).toHaveURL(/\/navipin$/);
});
