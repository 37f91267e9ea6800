import { expect, test, type Page } from '@playwright/test';
import { expectNoViolations } from '../support/axe.js';
import {
  agreeToImmediateDelivery,
  customerAtBundleOffer,
  fillCodeForm,
  uniqueEmail,
  VIN,
} from '../support/shop.js';

// PayPal through the dev PayPal page (decision 028): the shop on loopback with no PayPal
// credentials plays PayPal itself, Approve and Cancel redirecting as PayPal does.
async function guestToPayment(page: Page) {
  await page.goto('/navipin');
  await fillCodeForm(page);
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await expect(page).toHaveURL(/\/payment$/);
  await expect(page.getByText(/^Amount: \d+\.\d{2}\$$/)).toBeVisible();
  const methods = page.getByRole('group', { name: 'Payment methods' });
  await expect(methods.getByRole('button', { name: 'Credit Card' })).toBeVisible();
  await expect(methods.getByRole('button', { name: 'PayPal' })).toBeVisible();
}

/** The PayPal button checks the invoice e-mail as the card button does, then goes to PayPal. */
async function guestToPaypal(page: Page) {
  await guestToPayment(page);
  const email = page.getByPlaceholder('Email for Invoice');
  const paypal = page.locator('#wallet-pay-button').getByRole('button', { name: 'PayPal' });
  await paypal.click();
  await expect(email).toBeFocused();
  await email.fill(uniqueEmail('paypal-guest'));
  await agreeToImmediateDelivery(page);
  await paypal.click();
  await expect(page).toHaveURL(/\/dev\/paypal\/dev_pp_[a-f0-9]{24}$/);
  await expect(page.getByText('Dev PayPal: a local stand-in for PayPal. No real money moves.')).toBeVisible();
}

test('a guest buys a PIN with PayPal and sees it', async ({ page }) => {
  await guestToPaypal(page);
  await page.getByRole('button', { name: 'Approve' }).click();

  await expect(page).toHaveURL(/\/success\?paymentId=[0-9a-f-]{36}&payment=dev_pp_[a-f0-9]{24}$/);
  await expect(page.getByRole('heading', { name: "Thank you for purchase, here's your PIN:" })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copy' })).toBeVisible({ timeout: 30_000 });
  const pin = (await page.getByRole('status', { name: 'PIN' }).textContent())!.trim();
  expect(pin).toMatch(/\S+/);
});

test('cancelling at PayPal lands on the payment error page with the order kept', async ({ page }) => {
  await guestToPaypal(page);
  await page.getByRole('button', { name: 'Cancel' }).click();

  await expect(page).toHaveURL(/\/cancel$/);
  await expect(page.getByRole('heading', { name: 'Ops! Payment Error.' })).toBeVisible();
  await page.getByRole('link', { name: 'Change order' }).click();
  await expect(page).toHaveURL(/\/navipin$/);
  await expect(page.getByLabel('VIN', { exact: true })).toHaveValue(VIN);
  await expect(page.getByLabel('Version', { exact: true })).toHaveText('V9.0');
});

test('a customer buys a token bundle with PayPal and gets 10 points', async ({ page }) => {
  const offer = await customerAtBundleOffer(page);
  await offer.getByRole('button', { name: 'PayPal' }).first().click();
  await expect(page).toHaveURL(/\/dev\/paypal\/dev_pp_[a-f0-9]{24}$/);
  await page.getByRole('button', { name: 'Approve' }).click();

  await expect(page).toHaveURL(/\/success\?bundleId=[0-9a-f-]{36}&payment=dev_pp_[a-f0-9]{24}$/);
  await expect(page.getByText('Your tokens have been added to your account.')).toBeVisible();
  await page.getByRole('link', { name: 'Go to navigation codes' }).click();
  await expect(page).toHaveURL(/\/navipin$/);
  await expect(page.getByRole('status').filter({ hasText: /^Points Amount: 10$/ })).toBeVisible();
});

for (const [label, size] of [
  ['a phone', { width: 390, height: 844 }],
  ['a desktop', { width: 1280, height: 900 }],
] as const) {
  test(`the payment page with PayPal has no WCAG A/AA violations on ${label}`, async ({ page }) => {
    await page.setViewportSize(size);
    await guestToPayment(page);
    // Nothing wider than the screen: the two buttons stack on a phone.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoViolations(page);
  });
}
