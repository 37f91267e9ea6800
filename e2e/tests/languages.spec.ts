import { expect, test } from '@playwright/test';
import { VIN } from '../support/shop.js';

// Issue 32, decisions 058 and 062: English at today's paths, German under /de, the header's
// selector switches at once and is remembered, a German browser is sent to /de/.

test('/de/navipin is the code form in German, and the selector switches to the English page', async ({
  page,
  context,
}) => {
  await page.goto('/de/navipin');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { name: 'Navigationscodes', level: 1 })).toBeVisible();
  await expect(page.getByText('PIN für die Kartenaktualisierung')).toBeVisible();
  await expect(page.getByLabel('Kartenregion')).toBeVisible();
  // Money as German writes it; the links stay in German.
  await expect(page.getByText(/Betrag: 39,00\s\$/)).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Hauptmenü' });
  await expect(nav.getByRole('link', { name: 'FIN-Decoder' })).toHaveAttribute('href', '/de/vin-code');

  await page.getByLabel('Sprache: Deutsch').click();
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/navipin$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { name: 'Navigation codes', level: 1 })).toBeVisible();
  await expect(page.getByText('Amount: 39.00$')).toBeVisible();
  expect((await context.cookies()).find((c) => c.name === 'lang')?.value).toBe('en');

  // The choice is remembered: a German browser stays on the English page it asked for.
  await page.setExtraHTTPHeaders({ 'accept-language': 'de-DE,de;q=0.9' });
  await page.goto('/vin-code');
  await expect(page).toHaveURL(/\/vin-code$/);
  await expect(page.getByRole('heading', { name: 'VIN Decoder' })).toBeVisible();
});

test('a browser that prefers German is sent from / to /de/, and a German page it opens keeps German', async ({
  browser,
}) => {
  const context = await browser.newContext({
    locale: 'de-DE',
    extraHTTPHeaders: { 'accept-language': 'de-DE,de;q=0.9' },
  });
  const page = await context.newPage();
  try {
    const response = await page.goto('/');
    expect(response?.request().redirectedFrom()?.url()).toMatch(/\/$/);
    await expect(page).toHaveURL(/\/de\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { name: 'Unsere Leistungen' })).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Hauptmenü' })
      .getByRole('link', { name: 'Konverter' })
      .click();
    await expect(page).toHaveURL(/\/de\/vrxtool$/);
    await expect(page.getByRole('heading', { name: 'Datei hochladen' })).toBeVisible();
    // No page there: the 404 page in German.
    await page.goto('/de/nirgendwo');
    await expect(page.getByText('Seite nicht gefunden')).toBeVisible();
  } finally {
    await context.close();
  }
});

test('a German buyer is asked for the consent before delivery in German on /de/payment', async ({ page }) => {
  await page.goto('/de/navipin');
  for (const [label, option] of [
    ['Comand', 'NTG 5s1'],
    ['Kartenregion', 'Europe'],
    ['Version', 'V9.0'],
  ] as const) {
    await page.getByLabel(label, { exact: true }).click();
    await page.getByRole('option', { name: option, exact: true }).click();
    await expect(page.getByLabel(label, { exact: true })).toHaveText(option);
  }
  await page.getByLabel('FIN', { exact: true }).fill(VIN);
  await page.getByRole('button', { name: 'Jetzt kaufen' }).click();
  await expect(page).toHaveURL(/\/de\/payment$/);
  const boxes = page.getByRole('group', { name: 'Bevor die PIN geliefert wird' });
  await expect(boxes.getByLabel(/^Ich verlange ausdrücklich, dass Sie vor Ablauf/)).not.toBeChecked();
  await expect(boxes.getByLabel(/^Mir ist bekannt, dass ich mit der Lieferung der PIN/)).not.toBeChecked();
  await expect(
    page.getByText('Sie kaufen die Navigations-PIN für NTG 5s1, Europe, Version V9.0.'),
  ).toBeVisible();
  await expect(page.getByText(/^Gesamtbetrag \(inkl\. USt\.\): 39,00\s\$$/)).toBeVisible();
  await page.getByRole('button', { name: 'Kreditkarte' }).click();
  await expect(
    page.getByText('Setzen Sie hier ein Häkchen, damit Ihre PIN sofort geliefert wird.'),
  ).toBeVisible();
  await expect(boxes.getByRole('link', { name: 'Widerrufsbelehrung' })).toHaveAttribute(
    'href',
    '/de/withdrawal',
  );
});

// A language's texts come with the page that shows them (decision 064): a page opened by a link
// is painted in German from its first frame, never in English while its texts load.
test('a German page opened by a link shows no English heading on its way', async ({ page }) => {
  await page.goto('/de/');
  await expect(page.getByRole('heading', { name: 'Unsere Leistungen' })).toBeVisible();
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { headingsSeen: string[] }).headingsSeen = seen;
    new MutationObserver(() => {
      document.querySelectorAll('h1, h2').forEach((heading) => seen.push(heading.textContent ?? ''));
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  await page.getByRole('navigation', { name: 'Hauptmenü' }).getByRole('link', { name: 'Hilfe' }).click();
  await expect(page).toHaveURL(/\/de\/help$/);
  await expect(page.getByRole('heading', { name: 'Hilfe', exact: true })).toBeVisible();
  const seen = await page.evaluate(() => (window as unknown as { headingsSeen: string[] }).headingsSeen);
  expect(seen).toContain('Hilfe');
  expect(seen).not.toContain('Help');
});
