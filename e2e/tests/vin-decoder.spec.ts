import { expect, test } from '@playwright/test';

const SAMPLE = 'WDD2050001F595854';

test('decode the sample VIN on /vin-code and read its datacard on /vin-table', async ({ page }) => {
  await page.goto('/vin-code');
  await expect(page.getByRole('heading', { name: 'VIN Decoder' })).toBeVisible();
  const input = page.getByLabel('VIN', { exact: true });
  await expect(input).toHaveValue(SAMPLE);
  await expect(page.getByText('Error: wrong format', { exact: true })).toHaveCount(0);

  await input.fill('wdd 2050001 f595854');
  await page.getByRole('button', { name: 'Get Datacard' }).click();

  await expect(page).toHaveURL(new RegExp(`/vin-table\\?vin=${SAMPLE}$`));
  await expect(page.getByRole('heading', { name: `Datacard ${SAMPLE}` })).toBeVisible();
  await expect(
    page.getByText('Mercedes-Benz C-Class (W205), left-hand drive, plant Bremen', { exact: true }),
  ).toBeVisible();

  const table = page.getByRole('table', { name: `Code/Description of VIN ${SAMPLE}` });
  await expect(table.getByRole('columnheader')).toHaveText(['Code', 'Description']);
  await expect(table.getByRole('rowheader')).toHaveText(['WDD', '205', '205000', '1', 'F', '595854']);
  await expect(table.getByRole('row', { name: 'F Plant: Bremen' })).toBeVisible();
});

test('an invalid VIN shows the error with its reason and stays on /vin-code', async ({ page }) => {
  await page.goto('/vin-code');
  const input = page.getByLabel('VIN', { exact: true });
  await input.fill('WDD2O50001F595854');

  const alert = page.getByRole('alert').filter({ hasText: 'Error: wrong format' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText("character 5 'O' is not allowed in a VIN");
  await expect(input).toHaveAttribute('aria-invalid', 'true');

  await page.getByRole('button', { name: 'Get Datacard' }).click();
  await expect(page).toHaveURL(/\/vin-code$/);
});

test('a shared /vin-table address decodes on the server; a failed check digit is an error', async ({
  page,
}) => {
  await page.goto('/vin-table?vin=55SWF4KBXGU145993');
  await expect(page.getByText('Error: this VIN contains a mistake', { exact: true })).toBeVisible();
  await expect(page.getByText(/check digit mismatch: position 9 is 'X'/)).toBeVisible();

  await page.goto('/vin-table?vin=WDD2050001F59585');
  await expect(page.getByText('Error: wrong format', { exact: true })).toBeVisible();
  await expect(page.getByText('VIN must be 17 characters (got 16)', { exact: true })).toBeVisible();
});
