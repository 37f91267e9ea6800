import { expect, test, type Page } from '@playwright/test';
import {
  agreeToImmediateDelivery,
  baseUrl,
  createAccount,
  customerAtBundleOffer,
  fillCodeForm,
  uniqueEmail,
  VIN,
} from '../support/shop.js';

/** A guest goes from the code form to the card payment and on to the dev checkout page. */
async function guestToCheckout(page: Page) {
  await page.goto('/navipin');
  await fillCodeForm(page);
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await expect(page).toHaveURL(/\/payment$/);
  await expect(page.getByRole('heading', { name: 'Select your payment method' })).toBeVisible();
  await expect(page.getByText(/^Amount: \d+\.\d{2}\$$/)).toBeVisible();

  // The invoice e-mail is there from the start with what it is for; an empty one gets the focus.
  const email = page.getByPlaceholder('Email for Invoice');
  await expect(email).toBeVisible();
  await expect(page.getByText('The invoice and the PIN are sent to this address.')).toBeVisible();
  await page.getByRole('button', { name: 'Credit Card' }).click();
  await expect(email).toBeFocused();
  // Without the two consent boxes (issue 32) nothing is sent either: each says why.
  await expect(page.getByText('Tick this box to have your PIN delivered now.')).toBeVisible();
  await agreeToImmediateDelivery(page);
  await expect(page.getByText('Tick this box to have your PIN delivered now.')).toBeHidden();
  await email.fill('not-an-email');
  await page.getByRole('button', { name: 'Credit Card' }).click();
  await expect(page.getByText('Entered value does not match email format')).toBeVisible();
  await email.fill(uniqueEmail('guest'));
  await page.getByRole('button', { name: 'Credit Card' }).click();
  await expect(page).toHaveURL(/\/dev\/checkout\/dev_cs_[a-f0-9]+$/);
}

test('a guest buys a PIN by card and sees it', async ({ page }) => {
  await guestToCheckout(page);
  await page.getByRole('button', { name: /^Pay / }).click();

  await expect(page).toHaveURL(/\/success\?paymentId=[0-9a-f-]{36}&payment=dev_cs_[a-f0-9]+$/);
  await expect(page.getByRole('heading', { name: "Thank you for purchase, here's your PIN:" })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copy' })).toBeVisible({ timeout: 30_000 });
  const pin = (await page.getByRole('status', { name: 'PIN' }).textContent())!.trim();
  expect(pin).toMatch(/\S+/);
  await expect(page.getByText('Code was also sent to your email')).toBeVisible();

  // The order's invoice (issue 33): the guest's link carries its key and opens the PDF; without
  // the key it is nobody's.
  const invoice = page.getByRole('link', { name: /^Invoice of NH-[0-9A-Z]{4}-\d{2} \(PDF\)$/ });
  await expect(invoice).toBeVisible();
  const href = (await invoice.getAttribute('href'))!;
  expect(href).toMatch(/^\/api\/v1\/invoices\/\d{4}-\d{6}\/pdf\?key=/);
  const pdf = await page.request.get(href);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  expect((await page.request.get(href.replace(/\?key=.*$/, ''))).status()).toBe(404);
});

test('cancelling the card payment lands on the payment error page', async ({ page }) => {
  await guestToCheckout(page);
  await page.getByRole('button', { name: 'Cancel' }).click();

  await expect(page).toHaveURL(/\/cancel$/);
  await expect(page.getByRole('heading', { name: 'Ops! Payment Error.' })).toBeVisible();
  // The order being placed is kept: Change order opens the form filled in.
  await page.getByRole('link', { name: 'Change order' }).click();
  await expect(page).toHaveURL(/\/navipin$/);
  await expect(page.getByLabel('VIN', { exact: true })).toHaveValue(VIN);
  await expect(page.getByLabel('Version', { exact: true })).toHaveText('V9.0');
  await page.getByRole('link', { name: 'Back to home page' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a customer buys a token bundle and generates a PIN with a point', async ({ page }) => {
  const offer = await customerAtBundleOffer(page);
  await offer.getByRole('button', { name: 'Buy' }).first().click();
  await expect(page).toHaveURL(/\/dev\/checkout\/dev_cs_[a-f0-9]+$/);
  await page.getByRole('button', { name: /^Pay / }).click();

  await expect(page).toHaveURL(/\/success\?bundleId=[0-9a-f-]{36}&payment=dev_cs_[a-f0-9]+$/);
  await expect(page.getByRole('heading', { name: 'Thank you for purchase' })).toBeVisible();
  await expect(page.getByText('Your tokens have been added to your account.')).toBeVisible();
  await page.getByRole('link', { name: 'Go to navigation codes' }).click();

  await expect(page).toHaveURL(/\/navipin$/);
  await expect(page.getByRole('status').filter({ hasText: /^Points Amount: 10$/ })).toBeVisible();
  await fillCodeForm(page);
  await agreeToImmediateDelivery(page);
  await page.getByRole('button', { name: 'Generate' }).click();
  await expect(page).toHaveURL(/\/success\?orderId=[0-9a-f-]{36}$/);
  await expect(page.getByRole('button', { name: 'Copy' })).toBeVisible({ timeout: 30_000 });

  await page.goto('/navipin');
  await expect(page.getByRole('status').filter({ hasText: /^Points Amount: 9$/ })).toBeVisible();
});

test('a customer buys a subscription and sees it active', async ({ page }) => {
  const { email, password } = await createAccount(baseUrl());
  await page.goto('/subscription');
  const first = page.getByRole('main').getByRole('listitem').first();
  await expect(first.getByRole('heading')).toHaveText('1 month unlimited');

  // A guest is asked to log in and comes back to the bundles.
  await first.getByRole('button', { name: /^Buy / }).click();
  await expect(page).toHaveURL(/\/login\?required=true$/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('button', { name: email })).toBeVisible();
  await expect(page).toHaveURL(/\/subscription$/);

  await first.getByRole('button', { name: /^Buy / }).click();
  await expect(page).toHaveURL(/\/dev\/checkout\/dev_cs_[a-f0-9]+$/);
  await page.getByRole('button', { name: /^Pay / }).click();

  await expect(page).toHaveURL(/\/success\?subscribeBundleId=[0-9a-f-]{36}&payment=dev_cs_[a-f0-9]+$/);
  await expect(page.getByText('Your subscription is active.')).toBeVisible();
  await page.getByRole('link', { name: 'Go to navigation codes' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Subscription active$/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Generate' })).toBeVisible();
});

test('after paying, Back twice and paying again for the same PIN asks first (issue 31)', async ({ page }) => {
  const email = uniqueEmail('twice');
  await page.goto('/navipin');
  await fillCodeForm(page);
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await page.getByPlaceholder('Email for Invoice').fill(email);
  await agreeToImmediateDelivery(page);
  await page.getByRole('button', { name: 'Credit Card' }).click();
  await page.getByRole('button', { name: /^Pay / }).click();

  // The success page shows the order: its NH- reference and what was bought.
  const summary = page.getByRole('region', { name: 'Your order' });
  await expect(summary).toContainText(/NH-[0-9A-Z]{4}-\d{2}/, { timeout: 30_000 });
  await expect(summary).toContainText(VIN);

  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(/\/payment$/);
  await page.getByPlaceholder('Email for Invoice').fill(email);
  await agreeToImmediateDelivery(page);
  await page.getByRole('button', { name: 'Credit Card' }).click();
  const warning = page.getByRole('alert').filter({ hasText: 'You bought this PIN' });
  await expect(warning).toContainText(/You bought this PIN (\d+ seconds? ago|now|\d+ minutes? ago)/);
  await expect(page).toHaveURL(/\/payment$/);
  await warning.getByRole('button', { name: 'Buy again' }).click();
  await expect(page).toHaveURL(/\/dev\/checkout\/dev_cs_[a-f0-9]+$/);
});
