/** Helpers the specs share: unique accounts, the SMTP peer's inbox, API calls to the shop. */
import { consentTexts } from '@navihub/contract/consent-texts';
import { expect, type Page } from '@playwright/test';

let counter = 0;
export const uniqueEmail = (prefix = 'e2e') => `${prefix}.${Date.now()}.${counter++}@example.com`;
export const PASSWORD = 'e2e password 123';

export const baseUrl = () => process.env.E2E_BASE_URL!;
export const shortTokenUrl = () => process.env.E2E_SHORT_TOKEN_URL!;
/** A customer created with 5 navigation points by `npm run accounts -- create … --points 5` before the run. */
export const pointsCustomer = () => ({
  email: process.env.E2E_POINTS_EMAIL!,
  password: process.env.E2E_POINTS_PASSWORD!,
});

export async function api(base: string, method: string, path: string, body?: unknown, token?: string) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : {} };
}

export async function createAccount(base: string, email = uniqueEmail(), password = PASSWORD) {
  const reg = await api(base, 'POST', '/auth/registration/', {
    email,
    password1: password,
    password2: password,
  });
  expect(reg.status).toBe(201);
  return { email, password };
}

/** Waits for a mail to arrive at the SMTP peer and returns its raw source (quoted-printable decoded). */
export async function waitForMail(to: string, match: RegExp): Promise<string> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const res = await fetch(`${process.env.E2E_MAILBOX_URL}/?to=${encodeURIComponent(to)}`);
    const mails = (await res.json()) as Array<{ raw: string }>;
    const found = mails.map((m) => decodeQuotedPrintable(m.raw)).find((raw) => match.test(raw));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no mail to ${to} matching ${match}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: /log in|sign in/i }).click();
  await expect(page.getByRole('button', { name: email })).toBeVisible();
}

/** Picks an option of one of the code form's selects and checks it was taken. */
export async function chooseOption(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByLabel(label, { exact: true })).toHaveText(option);
}

/** A Mercedes-Benz C-Class (W205): could carry NTG 5s1, so the code form shows no warning. */
export const VIN = 'WDD2050001F595854';

/** Ticks the two consent boxes a PIN order needs before it is delivered at once (issue 32). */
export async function agreeToImmediateDelivery(page: Page) {
  await page.getByLabel(consentTexts.immediateDelivery).check();
  await page.getByLabel(consentTexts.waiverAcknowledged).check();
}

/** Fills the code form (NTG 5s1, Europe, V9.0 and VIN) and waits for the VIN's reading. */
export async function fillCodeForm(page: Page) {
  await chooseOption(page, 'Comand', 'NTG 5s1');
  await chooseOption(page, 'Map region', 'Europe');
  await chooseOption(page, 'Version', 'V9.0');
  await page.getByLabel('VIN', { exact: true }).fill(VIN);
  await expect(page.getByText('Mercedes-Benz C-Class (W205), left-hand drive, plant Bremen')).toBeVisible();
}

/**
 * A new customer signs in and goes, within the app (not a new page load straight after the login
 * wrote the session), to the code form; resolves with its bundle offer.
 */
export async function customerAtBundleOffer(page: Page) {
  const { email, password } = await createAccount(baseUrl());
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/$/);
  await page
    .getByRole('main')
    .getByRole('link', { name: /Navigation codes/ })
    .click();
  await expect(page.getByRole('status').filter({ hasText: /^Amount: / })).toBeVisible();
  return page.getByRole('complementary', { name: 'Buy in bundle' });
}
