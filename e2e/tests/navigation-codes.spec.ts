import { expect, test, type Page } from '@playwright/test';
import {
  agreeToImmediateDelivery,
  chooseOption,
  pointsCustomer,
  signIn,
  waitForMail,
} from '../support/shop.js';

// A Mercedes-Benz C-Class (W205): could carry NTG 5s1, so the form shows no warning.
const VIN = 'WDD2050001F595854';

async function fillCodeForm(page: Page, vin = VIN) {
  await chooseOption(page, 'Comand', 'NTG 5s1');
  await chooseOption(page, 'Map region', 'Europe');
  await chooseOption(page, 'Version', 'V9.0');
  // Typed lower-case: the form upper-cases it.
  await page.getByLabel('VIN', { exact: true }).pressSequentially(vin.toLowerCase());
  await expect(page.getByLabel('VIN', { exact: true })).toHaveValue(vin);
  await expect(page.getByText('Mercedes-Benz C-Class (W205), left-hand drive, plant Bremen')).toBeVisible();
}

test('a customer with points generates a PIN, sees it in the order history and by e-mail', async ({
  page,
}) => {
  const { email, password } = pointsCustomer();
  await signIn(page, email, password);
  await page.goto('/navipin');

  await expect(page.getByRole('status').filter({ hasText: /^Points Amount: \d+$/ })).toBeVisible();
  await expect(page.getByLabel('Map region', { exact: true })).toBeDisabled();
  await fillCodeForm(page);
  await agreeToImmediateDelivery(page);
  await page.getByRole('button', { name: 'Generate' }).click();

  await expect(page).toHaveURL(/\/success\?orderId=[0-9a-f-]{36}$/);
  const orderId = new URL(page.url()).searchParams.get('orderId')!;
  await expect(page.getByRole('heading', { name: 'Thank you for conversion' })).toBeVisible();
  const pinBox = page.getByRole('status', { name: 'PIN' });
  await expect(page.getByRole('button', { name: 'Copy' })).toBeVisible({ timeout: 30_000 });
  const pin = (await pinBox.textContent())!.trim();
  expect(pin).toMatch(/\S+/);
  await expect(page.getByText('Code was also sent to your email')).toBeVisible();

  // This order's mail (the customer may have others).
  const mail = await waitForMail(email, new RegExp(`PIN: ${pin}`));
  expect(mail).toMatch(/Here is the PIN of order NH-[0-9A-HJKMNP-TV-Z]{4}-\d{2}:/);
  expect(mail).not.toContain(orderId);
  expect(mail).toContain(`your navigation PIN for ${VIN}`);
  expect(mail).toContain(pin);
  // The PIN mail, the durable record of this order, quotes the consent given (issue 32).
  expect(mail).toContain('Before delivery, on ');

  await page.goto('/profile/orders');
  const table = page.getByRole('table');
  await expect(table.getByText('A list of your recent conversions.')).toBeVisible();
  // Newest first: this order, under its short reference (the long id stays internal).
  const row = table.getByRole('row').filter({ hasText: VIN }).first();
  await expect(row.getByRole('cell').first()).toHaveText(/^NH-[0-9A-HJKMNP-TV-Z]{4}-\d{2}$/);
  const reference = (await row.getByRole('cell').first().textContent())!.trim();
  await expect(row).toContainText('Europe');
  await expect(row).toContainText('V9.0');
  await row.getByRole('cell').nth(3).click();

  const dialog = page.getByRole('dialog', { name: 'Details' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(reference);
  await expect(dialog).toContainText('NTG 5s1');
  await expect(dialog).toContainText(pin);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});

test('a guest who fills the form is sent to the card payment', async ({ page }) => {
  await page.goto('/navipin');
  await expect(page.getByRole('status').filter({ hasText: /^Amount: \d+\.\d{2}\$$/ })).toBeVisible();
  await fillCodeForm(page);
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await expect(page).toHaveURL(/\/payment$/);
});

test('a bundle purchase asks a guest to log in first', async ({ page }) => {
  await page.goto('/navipin');
  const offer = page.getByRole('complementary', { name: 'Buy in bundle' });
  await expect(offer.getByText('A bundle gives 10 tokens, 1 token = 1 pin.')).toBeVisible();
  const buy = offer.getByRole('button', { name: 'Buy' }).first();
  await buy.click();
  await expect(page).toHaveURL(/\/login\?required=true$/);
  await expect(page.getByText('To perform this action, please log in or create an account.')).toBeVisible();
});
