import { expect, test } from '@playwright/test';
import { expectNoViolations } from '../support/axe.js';
import { uniqueEmail, waitForMail } from '../support/shop.js';

const footerLinks: [string, string, string][] = [
  ['Terms', '/terms', 'Terms and conditions'],
  ['Withdrawal', '/withdrawal', 'Right of withdrawal'],
  ['Privacy', '/privacy', 'Privacy notice'],
  ['Imprint', '/imprint', 'Legal notice'],
  ['Withdraw from contract here', '/withdraw', 'Withdraw from a contract'],
];

test('every legal page is linked from the footer and has no WCAG A/AA violations', async ({ page }) => {
  await page.goto('/');
  for (const [name, path, heading] of footerLinks) {
    await page.getByRole('navigation', { name: 'Legal' }).getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    if (path !== '/withdraw') await expect(page.getByText(/^TEMPLATE — replace this text/)).toBeVisible();
    await expectNoViolations(page);
  }
});

test('a visitor withdraws without signing in: form, confirmation, receipt on screen and by e-mail', async ({
  page,
}) => {
  const email = uniqueEmail('withdraw');
  await page.goto('/withdrawal');
  await page.getByRole('main').getByRole('link', { name: 'Withdraw from contract here' }).click();

  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Enter your name.')).toBeVisible();
  await expectNoViolations(page);

  await page.getByLabel('Your name').fill('Erika Mustermann');
  await page.getByLabel('Your e-mail address').fill(email);
  await page.getByLabel('Order number or payment reference').fill('NH-7K3Q-92');
  await page.getByRole('radio', { name: 'A subscription' }).check();
  await page.getByLabel('Reason (optional)').fill('Bought twice.');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { name: 'Check and confirm your withdrawal' })).toBeFocused();
  await expect(page.getByText('Bought twice.')).toBeVisible();
  await expectNoViolations(page);
  await page.getByRole('button', { name: 'Confirm withdrawal' }).click();

  await expect(page.getByRole('heading', { name: 'Withdrawal received' })).toBeVisible();
  const receipt = (await page.getByText(/^WD-/).textContent())!;
  await expect(
    page.getByText(/We received your withdrawal on \d{1,2} \w+ \d{4}, \d\d:\d\d UTC/),
  ).toBeVisible();
  await expectNoViolations(page);

  const mail = await waitForMail(email, new RegExp(receipt));
  expect(mail).toContain('Contract: a subscription');
  expect(mail).toContain('Order or payment reference: NH-7K3Q-92');
});
