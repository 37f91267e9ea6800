import { expect, test, type Page } from '@playwright/test';
import { expectNoViolations } from '../support/axe.js';
import { uniqueEmail, VIN } from '../support/shop.js';

// Issue 32, decisions 058, 062 and 063: a PIN bought in German and in Arabic (right to left), the
// consent given in the page's language, the PIN shown on the success page in that language; and
// the German and Arabic pages pass axe as the English ones do.

/** A language's words on the way from its code form to its PIN. */
interface Way {
  code: 'de' | 'ar';
  dir: 'ltr' | 'rtl';
  home: string;
  codesHeading: string;
  labels: { comand: string; region: string; version: string; vin: string };
  buyNow: string;
  paymentHeading: string;
  consent: { legend: string; immediate: RegExp; waiver: RegExp; required: string };
  total: RegExp;
  email: string;
  card: string;
  thanks: string;
  pinLabel: string;
}

const german: Way = {
  code: 'de',
  dir: 'ltr',
  home: 'Unsere Leistungen',
  codesHeading: 'Navigationscodes',
  labels: { comand: 'Comand', region: 'Kartenregion', version: 'Version', vin: 'FIN' },
  buyNow: 'Jetzt kaufen',
  paymentHeading: 'Zahlungsart wählen',
  consent: {
    legend: 'Bevor die PIN geliefert wird',
    immediate: /^Ich verlange ausdrücklich, dass Sie vor Ablauf/,
    waiver: /^Mir ist bekannt, dass ich mit der Lieferung der PIN/,
    required: 'Setzen Sie hier ein Häkchen, damit Ihre PIN sofort geliefert wird.',
  },
  total: /^Gesamtbetrag \(inkl\. USt\.\): 39,00\s\$$/,
  email: 'E-Mail für die Rechnung',
  card: 'Kreditkarte',
  thanks: 'Vielen Dank für Ihren Kauf, hier ist Ihre PIN:',
  pinLabel: 'PIN',
};

const arabic: Way = {
  code: 'ar',
  dir: 'rtl',
  home: 'خدماتنا',
  codesHeading: 'رموز الملاحة',
  labels: { comand: 'Comand', region: 'منطقة الخريطة', version: 'الإصدار', vin: 'رقم الهيكل (VIN)' },
  buyNow: 'اشترِ الآن',
  paymentHeading: 'اختر طريقة الدفع',
  consent: {
    legend: 'قبل تسليم رمز PIN',
    immediate: /^أطلب تسليم رمز PIN فورًا/,
    waiver: /^أدرك أنني أفقد حقي في الانسحاب/,
    required: 'ضع علامة في هذا المربع ليصلك رمز PIN الآن.',
  },
  // Intl's Arabic money in Latin digits like the PIN and the VIN, US$ kept whole (lib/format.ts).
  total: /^الإجمالي \(شامل الضرائب\): \u200f?39\.00\s\u2066US\$\u2069$/,
  email: 'البريد الإلكتروني للفاتورة',
  card: 'بطاقة ائتمان',
  thanks: 'شكرًا لك على الشراء، إليك رمز PIN:',
  pinLabel: 'رمز PIN',
};

/** Fills the code form in the way's language and goes on to its payment page. */
async function toPayment(page: Page, way: Way) {
  await page.goto(`/${way.code}/navipin`);
  await expect(page.locator('html')).toHaveAttribute('lang', way.code);
  await expect(page.locator('html')).toHaveAttribute('dir', way.dir);
  await expect(page.getByRole('heading', { name: way.codesHeading, level: 1 })).toBeVisible();
  for (const [label, option] of [
    [way.labels.comand, 'NTG 5s1'],
    [way.labels.region, 'Europe'],
    [way.labels.version, 'V9.0'],
  ] as const) {
    await page.getByLabel(label, { exact: true }).click();
    await page.getByRole('option', { name: option, exact: true }).click();
    await expect(page.getByLabel(label, { exact: true })).toHaveText(option);
  }
  await page.getByLabel(way.labels.vin, { exact: true }).fill(VIN);
  await page.getByRole('button', { name: way.buyNow }).click();
  await expect(page).toHaveURL(new RegExp(`/${way.code}/payment$`));
  await expect(page.getByRole('heading', { name: way.paymentHeading })).toBeVisible();
  await expect(page.getByText(way.total)).toBeVisible();
}

for (const way of [german, arabic]) {
  test(`a guest buys a PIN in ${way.code}: consent in ${way.code}, the PIN on the ${way.code} success page`, async ({
    page,
  }) => {
    await toPayment(page, way);
    const boxes = page.getByRole('group', { name: way.consent.legend });
    await expect(boxes.getByLabel(way.consent.immediate)).not.toBeChecked();
    await expect(boxes.getByLabel(way.consent.waiver)).not.toBeChecked();
    // The payment page in this language passes axe, the consent boxes included.
    await expectNoViolations(page);

    await page.getByPlaceholder(way.email).fill(uniqueEmail(`buyer-${way.code}`));
    // Nothing is sent without the consent: the box says why, in this language.
    await page.getByRole('button', { name: way.card }).click();
    await expect(page.getByText(way.consent.required)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/${way.code}/payment$`));
    await boxes.getByLabel(way.consent.immediate).check();
    await boxes.getByLabel(way.consent.waiver).check();
    await page.getByRole('button', { name: way.card }).click();

    await expect(page).toHaveURL(/\/dev\/checkout\/dev_cs_[a-f0-9]+$/);
    await page.getByRole('button', { name: /^Pay / }).click();
    // The card provider sends the buyer back to the success page in their language.
    await expect(page).toHaveURL(
      new RegExp(`/${way.code}/success\\?paymentId=[0-9a-f-]{36}&payment=dev_cs_`),
    );
    await expect(page.locator('html')).toHaveAttribute('dir', way.dir);
    await expect(page.getByRole('heading', { name: way.thanks })).toBeVisible();
    const pin = page.getByRole('status', { name: way.pinLabel, exact: true });
    await expect(pin).toHaveText(/\S+/, { timeout: 30_000 });
  });
}

for (const way of [german, arabic]) {
  for (const [path, heading] of [
    ['/', way.home],
    ['/navipin', way.codesHeading],
  ] as const) {
    test(`/${way.code}${path} has no WCAG A/AA violations`, async ({ page }) => {
      await page.goto(`/${way.code}${path}`);
      await expect(page.locator('html')).toHaveAttribute('dir', way.dir);
      await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
      await expectNoViolations(page);
    });
  }
}
