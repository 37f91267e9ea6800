/**
 * Bulk orders in the account (issue 34 part 5): a customer checks a fleet's CSV in a real browser
 * against the real shop (each row's problems, what it would cost), then orders it and follows the
 * progress to the results. The shop's points customer is shared by other specs, so the ordering
 * part answers the batch's states from the page's own network (`page.route`): the server's side of
 * ordering is covered by modules/bulk-orders/bulk-orders.test.ts. With SHOTS_DIR set, each state is
 * photographed at 1280 and 390 px.
 */
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectNoViolations } from '../support/axe.js';
import { createAccount, signIn } from '../support/shop.js';

const BATCH = '6f1c2a1e-8d3b-4c55-9a7e-2b1f0c9d4e11';
const CSV = [
  'comand,map_region,version,vin,reference',
  'NTG 5.5,Europe,V12.0,WDD2050461F100001,van-1',
  'NTG 5.5,Europe,V12.0,WDD2050461F10002,van-2',
  'NTG 5.5,Atlantis,V12.0,WDD2050461F100003,van-3',
  'NTG 5.5,Europe,V12.0,WDD2050461F100004,van-4',
].join('\n');

async function shot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path.join(dir, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

function batch(fields: Record<string, unknown>) {
  return {
    id: BATCH,
    status: 'processing',
    created_at: '2026-11-27T10:00:00Z',
    completed_at: null,
    paid_with: 'points',
    rows: 4,
    valid_rows: 2,
    invalid_rows: 2,
    ordered: 2,
    fulfilled: 1,
    failed: 2,
    done: 3,
    progress: 75,
    results_url: `/api/v1/bulk-orders/${BATCH}/results.csv`,
    ...fields,
  };
}

test('a fleet checks its CSV, sees the rows to fix, orders it and downloads the results', async ({
  page,
}) => {
  const account = await createAccount(process.env.E2E_BASE_URL!);
  await signIn(page, account.email, account.password);
  await page.goto('/profile');
  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Bulk orders' }).click();
  await expect(page).toHaveURL('/profile/bulk-orders');
  await expect(page.getByRole('heading', { name: 'Bulk orders' })).toBeVisible();
  await expectNoViolations(page);
  await shot(page, '1-empty');

  await page
    .getByLabel('CSV file')
    .setInputFiles({ name: 'fleet.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV) });
  await page.getByRole('button', { name: 'Check the file' }).click();
  await expect(page.getByText('4 rows: 2 can be ordered, 2 have errors.')).toBeVisible();
  const problems = page.getByRole('region', { name: 'Rows to look at' });
  await expect(problems.getByText('vin: The length of VIN must be 17 characters.')).toBeVisible();
  await expect(
    problems.getByText('map_region: This head unit, map region and version combination is not offered.'),
  ).toBeVisible();
  // A new account has no points: the check says so, and there is nothing to order.
  await expect(
    page.getByText('This upload needs 2 points (one per valid row) and you have 0.', { exact: false }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /^Order/ })).toHaveCount(0);
  await expectNoViolations(page);
  await shot(page, '2-dry-run-errors');

  // From here the shop's answers are the page's own: a customer with points, a batch under way.
  let polls = 0;
  await page.route('**/api/v1/bulk-orders/?dry_run=true', (route) =>
    route.fulfill({
      json: {
        dry_run: true,
        rows: 4,
        valid_rows: 2,
        invalid_rows: 2,
        pays_with: 'points',
        points_needed: 2,
        points_balance: 25,
        can_order: true,
        message: null,
        report: [],
      },
    }),
  );
  await page.route('**/api/v1/bulk-orders/?dry_run=false', (route) =>
    route.fulfill({
      status: 202,
      json: batch({ status: 'queued', ordered: 0, fulfilled: 0, failed: 2, done: 2, progress: 50 }),
    }),
  );
  let release: () => void = () => {};
  const done = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/api/v1/bulk-orders/${BATCH}/`, async (route) => {
    polls++;
    if (polls > 1) await done;
    await route.fulfill({
      json:
        polls > 1
          ? batch({
              status: 'completed',
              fulfilled: 2,
              done: 4,
              progress: 100,
              completed_at: '2026-11-27T10:00:04Z',
            })
          : batch({}),
    });
  });
  await page.route(`**/api/v1/bulk-orders/${BATCH}/results.csv`, (route) =>
    route.fulfill({ contentType: 'text/csv', body: 'row,reference\n1,van-1\n' }),
  );
  await page.getByRole('button', { name: 'Check the file' }).click();
  await page.getByRole('button', { name: 'Order 2 PINs' }).click();
  await expect(page).toHaveURL(`/profile/bulk-orders?batch=${BATCH}`);
  const bar = page.getByRole('progressbar', { name: 'Bulk order progress' });
  await expect(bar).toHaveAttribute('aria-valuenow', '75');
  await expect(page.getByText('3 of 4 rows done.', { exact: false })).toBeVisible();
  await shot(page, '3-in-progress');

  release();
  await expect(bar).toHaveAttribute('aria-valuenow', '100');
  await expect(page.getByText('Done: 2 PINs are ready, 2 rows were not ordered or failed.')).toBeVisible();
  await expectNoViolations(page);
  await shot(page, '4-done');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the results (CSV)' }).click();
  expect((await download).suggestedFilename()).toBe(`bulk-order-${BATCH}.csv`);
});
