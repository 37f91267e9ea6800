import { backofficePages } from '@navihub/contract/pages/backoffice';
import { expect, test, type Page } from '@playwright/test';
import { expectNoViolations } from '../support/axe.js';
import { agreeToImmediateDelivery, fillCodeForm, signIn, uniqueEmail } from '../support/shop.js';

// The staff back-office (issue 12) on a shop whose PINs staff enter by hand (PIN_PROVIDER=manual):
// a guest pays by card, staff enter the PIN, the guest's page shows it; staff fail and refund an
// order; a customer has no way in; every back-office page passes axe's WCAG A/AA checks.

type Account = { email: string; password: string };
const accounts = () =>
  JSON.parse(process.env.E2E_BACKOFFICE_ACCOUNTS!) as { staff: Account; admin: Account; customer: Account };

test.use({ baseURL: process.env.E2E_BACKOFFICE_URL });

const signInAs = (page: Page, { email, password }: Account) => signIn(page, email, password);

/** A guest pays a PIN by card in the dev checkout; returns the invoice e-mail and the success page's address. */
async function guestPaysByCard(page: Page) {
  const email = uniqueEmail('guest');
  await page.goto('/navipin');
  await fillCodeForm(page);
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await page.getByRole('button', { name: 'Credit Card' }).click();
  await page.getByPlaceholder('Email for Invoice').fill(email);
  await agreeToImmediateDelivery(page);
  await page.getByRole('button', { name: 'Credit Card' }).click();
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/success\?paymentId=/);
  await expect(page.getByText('Your PIN is on its way')).toBeVisible();
  return { email, successUrl: page.url() };
}

/** Staff open the newest order awaiting a PIN of that e-mail. */
async function openAwaitingOrder(page: Page, email: string) {
  await page.goto('/admin/orders?status=awaiting_pin');
  await page.getByLabel('Order number or reference, e-mail or VIN').fill(email);
  await page.getByRole('button', { name: 'Search' }).click();
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await row.getByRole('link', { name: /^Order \d+$/ }).click();
  await expect(page.getByRole('heading', { name: /^Order \d+$/, level: 1 })).toBeVisible();
}

test('staff and admins land on the back-office dashboard after signing in', async ({ browser }) => {
  for (const account of [accounts().staff, accounts().admin]) {
    const page = await browser.newPage();
    await signInAs(page, account);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await page.close();
  }
});

test('staff enter the PIN of a card order and the guest sees it', async ({ browser }) => {
  const guest = await browser.newPage();
  const { email, successUrl } = await guestPaysByCard(guest);

  const staff = await browser.newPage();
  await signInAs(staff, accounts().staff);
  await staff.getByRole('link', { name: 'Back-office' }).click();
  await expect(staff.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await openAwaitingOrder(staff, email);
  await staff.getByLabel('PIN', { exact: true }).fill('E2E-1234');
  await staff.getByRole('button', { name: 'Fulfil' }).click();
  await expect(staff.getByText(/is fulfilled; the PIN was e-mailed/)).toBeVisible();

  await guest.goto(successUrl);
  await expect(guest.getByRole('status', { name: 'PIN' })).toHaveText('E2E-1234', { timeout: 30_000 });
});

test('staff fulfil an order, then the one waiting longest is offered next', async ({ browser }) => {
  const guest = await browser.newPage();
  const first = await guestPaysByCard(guest);
  await guestPaysByCard(guest);
  const staff = await browser.newPage();
  await signInAs(staff, accounts().staff);
  await staff.goto('/admin/orders?status=awaiting_pin');
  const queue = staff.getByRole('table', { name: 'Orders awaiting a PIN, the longest waiting first.' });
  await expect(queue.getByRole('columnheader', { name: 'Waited' })).toBeVisible();

  await openAwaitingOrder(staff, first.email);
  await staff.getByLabel('PIN', { exact: true }).fill('NEXT-1234');
  await staff.getByRole('button', { name: 'Fulfil' }).click();
  const next = staff.getByRole('region', { name: 'Next in the queue' });
  await expect(next).toContainText(/Order \d+ has waited .+ for its PIN\./);
  await next.getByRole('link', { name: /^Open order \d+$/ }).click();
  await expect(staff.getByRole('heading', { name: /^Order \d+$/, level: 1 })).toBeVisible();
  await expect(staff.getByRole('form', { name: 'Enter PIN' })).toBeVisible();
  await expect(staff.getByRole('region', { name: 'Next in the queue' })).toHaveCount(0);
});

test('staff see a PIN masked, and Reveal shows it and says the reveal was recorded', async ({ browser }) => {
  const guest = await browser.newPage();
  const { email } = await guestPaysByCard(guest);
  const staff = await browser.newPage();
  await signInAs(staff, accounts().staff);
  await openAwaitingOrder(staff, email);
  await staff.getByLabel('PIN', { exact: true }).fill('MASK-5678');
  await staff.getByRole('button', { name: 'Fulfil' }).click();
  await expect(staff.getByText(/is fulfilled; the PIN was e-mailed/)).toBeVisible();

  const summary = staff.getByRole('region', { name: 'Order' });
  await expect(summary).toContainText('••••-5678');
  await expect(summary).not.toContainText('MASK-5678');
  await summary.getByRole('button', { name: 'Reveal' }).click();
  await expect(summary.getByText('MASK-5678')).toBeVisible();
  await expect(summary.getByRole('status')).toHaveText(/the reveal was recorded in the audit log/);

  // The reveal is in the staff member's own audit log.
  await staff.getByRole('link', { name: 'Audit log' }).click();
  await expect(staff.getByRole('heading', { name: 'Audit log', level: 1 })).toBeVisible();
  await expect(staff.getByText('You see your own actions; admins see every staff action.')).toBeVisible();
  await expect(staff.getByRole('table', { name: 'Your actions, newest first.' })).toContainText(
    'order.pin_revealed',
  );
});

test('staff fail an order and refund it, with a reason', async ({ browser }) => {
  const guest = await browser.newPage();
  const { email } = await guestPaysByCard(guest);
  const staff = await browser.newPage();
  await signInAs(staff, accounts().staff);
  await openAwaitingOrder(staff, email);

  await staff.getByRole('button', { name: 'Fail and refund' }).click();
  const dialog = staff.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Fail and refund' }).click();
  await expect(dialog.getByText('This field is required.')).toBeVisible();
  await dialog.getByLabel('Reason').fill('No PIN for this head unit');
  await dialog.getByRole('button', { name: 'Fail and refund' }).click();
  await expect(staff.getByText(/failed; what paid for it was given back/)).toBeVisible();
  await expect(staff.getByRole('region', { name: 'Refund' })).toContainText('Card refund');
});

test('a customer has no Back-office link and gets the 403 page', async ({ page }) => {
  await signInAs(page, accounts().customer);
  await expect(page.getByRole('link', { name: 'Back-office' })).toHaveCount(0);
  await page.goto('/admin/orders');
  await expect(page.getByText('You do not have access to the back-office.')).toBeVisible();
});

/** The back-office's pages without a parameter, each with its heading (its title), from the page manifest. */
const adminPages: [string, string][] = Object.values(backofficePages).flatMap((page) =>
  page.path.includes(':') ? [] : [[page.path, page.title]],
);

for (const [path, heading] of adminPages) {
  test(`${path} has no WCAG A/AA violations`, async ({ page }) => {
    await signInAs(page, accounts().admin);
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await expect(page.getByText('Loading...')).toHaveCount(0);
    await expectNoViolations(page);
  });
}

test('an order page has no WCAG A/AA violations', async ({ browser }) => {
  const guest = await browser.newPage();
  const { email } = await guestPaysByCard(guest);
  // axe reads the page through its own context's frames: a page of browser.newPage() will not do.
  const page = await (await browser.newContext()).newPage();
  await signInAs(page, accounts().admin);
  await openAwaitingOrder(page, email);
  await expectNoViolations(page);
  await page.getByRole('button', { name: 'Fail and refund' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoViolations(page);
});

// On a 390 px phone the lists are cards (the tables are from 640 px): no page scrolls sideways,
// and the cards pass axe too.
test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  // The list of cards of each page (the dashboard has none; failed work has none while nothing
  // failed).
  const lists: Record<string, string> = {
    [backofficePages.orders.path]: 'Orders, newest first.',
    [backofficePages.customers.path]: 'Accounts, newest first.',
    [backofficePages.catalogue.path]: 'Every variant, disabled ones too.',
    [backofficePages.audit.path]: 'Every staff action, newest first.',
  };
  const phonePages = adminPages.map(([path, heading]) => [path, heading, lists[path] ?? null] as const);

  async function expectNoSidewaysScroll(page: Page) {
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
  }

  for (const [path, heading, list] of phonePages) {
    test(`${path} does not scroll sideways and has no WCAG A/AA violations`, async ({ page }) => {
      await signInAs(page, accounts().admin);
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      await expect(page.getByText('Loading...')).toHaveCount(0);
      if (list) {
        await expect(page.getByRole('list', { name: list })).toBeVisible();
        await expect(page.getByRole('table', { name: list })).toBeHidden();
      }
      await expectNoSidewaysScroll(page);
      await expectNoViolations(page);
    });
  }

  test('a customer page does not scroll sideways and has no WCAG A/AA violations', async ({ page }) => {
    await signInAs(page, accounts().admin);
    await page.goto('/admin/customers');
    await page
      .getByRole('list', { name: 'Accounts, newest first.' })
      .getByRole('link', { name: accounts().admin.email })
      .click();
    await expect(page.getByRole('heading', { name: accounts().admin.email, level: 1 })).toBeVisible();
    await expect(page.getByText('Loading...')).toHaveCount(0);
    await expectNoSidewaysScroll(page);
    await expectNoViolations(page);
  });
});
