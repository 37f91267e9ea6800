import { expect, test, type Page } from '@playwright/test';
import { expectNoViolations } from '../support/axe.js';
import { createAccount, signIn, uniqueEmail, waitForMail } from '../support/shop.js';

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

/** Sends the withdrawal form for that contract and reference; answers the receipt's number. */
async function withdraw(page: Page, email: string, reference: string, contract: string) {
  await page.goto('/withdraw');
  await page.getByLabel('Your name').fill('Erika Mustermann');
  await page.getByLabel('Your e-mail address').fill(email);
  await page.getByLabel('Order number or payment reference').fill(reference);
  await page.getByRole('radio', { name: contract }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Confirm withdrawal' }).click();
  await expect(page.getByRole('heading', { name: 'Withdrawal received' })).toBeVisible();
  return (await page.getByText(/^WD-/).textContent())!;
}

type Account = { email: string; password: string };
const backofficeAccounts = () =>
  JSON.parse(process.env.E2E_BACKOFFICE_ACCOUNTS!) as { staff: Account; admin: Account };

/** Signs in to the back-office, where the dashboard counts an open withdrawal, and opens their section. */
async function openWithdrawals(page: Page, { email, password }: Account) {
  await signIn(page, email, password);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Withdrawals to handle' })).toContainText(/Oldest received/);
  await page
    .getByRole('navigation', { name: 'Back-office sections' })
    .getByRole('link', { name: 'Withdrawals' })
    .click();
  await expect(page.getByRole('heading', { name: 'Withdrawals', level: 1 })).toBeVisible();
}

test.describe('on the back-office’s shop', () => {
  test.use({ baseURL: process.env.E2E_BACKOFFICE_URL });

  test('a token bundle withdrawn from online is refunded in the back-office, once', async ({
    browser,
    page: staff,
  }) => {
    // A customer buys a token bundle by card in the dev checkout; its payment id is its reference.
    const customer = await browser.newPage();
    const { email, password } = await createAccount(process.env.E2E_BACKOFFICE_URL!);
    await signIn(customer, email, password);
    await customer.goto('/navipin');
    await customer
      .getByRole('complementary', { name: 'Buy in bundle' })
      .getByRole('button', { name: 'Buy' })
      .first()
      .click();
    await customer.getByRole('button', { name: /^Pay / }).click();
    await expect(customer.getByText('Your tokens have been added to your account.')).toBeVisible();
    const paymentId = new URL(customer.url()).searchParams.get('bundleId')!;
    const receipt = await withdraw(customer, email, paymentId, 'A token bundle');

    // The dashboard counts it; staff find it open, but a bundle costs more than staff may refund.
    await openWithdrawals(staff, backofficeAccounts().staff);
    const row = staff.getByRole('row').filter({ hasText: receipt });
    await expect(row).toContainText('Open');
    await expect(row).toContainText(paymentId);
    await expectNoViolations(staff);
    await row.getByRole('button', { name: `Refund withdrawal ${receipt}` }).click();
    const dialog = staff.getByRole('dialog', { name: `Refund withdrawal ${receipt}?` });
    await expect(dialog.getByLabel('Bundle payment id')).toHaveValue(paymentId);
    await expectNoViolations(staff);
    await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
    await expect(dialog.getByRole('alert')).toContainText('ask an admin');

    // An admin refunds it.
    const admin = await browser.newPage();
    await openWithdrawals(admin, backofficeAccounts().admin);
    const adminRow = admin.getByRole('row').filter({ hasText: receipt });
    await adminRow.getByRole('button', { name: `Refund withdrawal ${receipt}` }).click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Refund', exact: true }).click();
    await expect(
      admin.getByRole('status').filter({ hasText: `Withdrawal ${receipt} is refunded.` }),
    ).toContainText(/Refunded \d+\.\d\d USD\./);
    await expect(adminRow).toContainText('Refunded');
    await expect(adminRow).toContainText(backofficeAccounts().admin.email);
    await expect(adminRow.getByRole('button')).toHaveCount(0);

    // Sent again for the same payment, the second withdrawal cannot refund it twice: it is closed.
    const second = await withdraw(customer, email, paymentId, 'A token bundle');
    await admin.reload();
    const secondRow = admin.getByRole('row').filter({ hasText: second });
    await secondRow.getByRole('button', { name: `Refund withdrawal ${second}` }).click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Refund', exact: true }).click();
    await expect(admin.getByRole('dialog').getByRole('alert')).toContainText('refunded already');
    await admin.keyboard.press('Escape');
    await secondRow.getByRole('button', { name: `Close withdrawal ${second}` }).click();
    await admin
      .getByRole('dialog')
      .getByLabel('Note')
      .fill('Sent twice; refunded under ' + receipt + '.');
    await admin.getByRole('dialog').getByRole('button', { name: 'Close withdrawal' }).click();
    await expect(admin.getByRole('status')).toHaveText(`Withdrawal ${second} is closed.`);
    await expect(secondRow).toContainText('Closed');
  });
});
