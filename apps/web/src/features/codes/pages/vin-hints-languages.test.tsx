import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { loadCatalog } from '@/i18n/catalogs';
import { setLanguage } from '@/i18n/translated';
import { fakeGuestCardCheckout, guestOrder } from '@/testing/guest-card-checkout';
import { fakeServer } from '@/testing/fake-server';
import { renderApp } from '@/testing/render-app';

// Issue 32: the order form's VIN hints in the page's language (German and Arabic pages).
afterEach(() => setLanguage('en'));

/** A page's own words: its labels and the hints these tests look for. */
const pages = {
  de: {
    form: 'Navigationscode',
    mapRegion: 'Kartenregion',
    version: 'Version',
    vin: 'FIN',
    buyNow: 'Jetzt kaufen',
    confirmTitle: 'Trotzdem erzeugen?',
    checkDigit:
      'Die Prüfziffer dieser FIN stimmt nicht (Stelle 9 ist „X“, erwartet wird „1“). Bitte prüfen Sie die FIN auf Tippfehler.',
    checkDigitSummary: 'Mercedes-Benz C-Class (205), Modelljahr 2016, Prüfziffer stimmt nicht',
    otherMakeSummary: 'Volkswagen, Deutschland',
    notMercedes:
      'Diese FIN sieht nicht nach einer Mercedes-Benz-FIN aus (Hersteller laut FIN: Volkswagen). Bitte prüfen Sie die FIN.',
    notCarried:
      'Für die Baureihe C-Class (W205) ist NTG 4.5 nicht bekannt (infrage kommen NTG 5s1, NTG 5/5s2 und NTG 5.5). Bitte vergewissern Sie sich, dass in Ihrem Fahrzeug ein NTG 4.5 verbaut ist.',
  },
  ar: {
    form: 'رمز الملاحة',
    mapRegion: 'منطقة الخريطة',
    version: 'الإصدار',
    vin: 'رقم الهيكل (VIN)',
    buyNow: 'اشترِ الآن',
    confirmTitle: 'الإنشاء على أي حال؟',
    checkDigit:
      'خانة التحقق في رقم الهيكل هذا غير مطابقة (الخانة 9 هي «X»، والمتوقَّع «1»). يرجى مراجعة رقم الهيكل بحثًا عن خطأ في الكتابة.',
    checkDigitSummary: 'Mercedes-Benz C-Class (205)، سنة الطراز 2016، خانة التحقق غير مطابقة',
    otherMakeSummary: 'Volkswagen، ألمانيا',
    notMercedes:
      'لا يبدو رقم الهيكل هذا رقم هيكل مرسيدس-بنز (الشركة المصنِّعة: Volkswagen). يرجى التحقق من رقم الهيكل.',
    notCarried:
      'ليس معروفًا أن الفئة C-Class (W205) تأتي بنظام الملاحة NTG 4.5 (الأنظمة المحتملة: NTG 5s1 وNTG 5/5s2 وNTG 5.5). يرجى التأكد من أن نظام الملاحة في سيارتك هو NTG 4.5.',
  },
} as const;

async function choose(user: UserEvent, label: string, option: string) {
  await user.click(screen.getByLabelText(label));
  await user.click(await screen.findByRole('option', { name: option }));
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
}

async function openForm(language: keyof typeof pages) {
  setLanguage(language, await loadCatalog(language));
  fakeServer({
    'GET /api/v1/get-info/': { body: { comand: ['NTG 5s1', 'NTG 4.5'] } },
    'GET /api/v1/detail/': {
      body: { variants: [{ comand: 'NTG 5s1', map_region: 'Europe', version: 'V9.0' }] },
    },
    'GET /api/v1/payment/paypal/': { body: { amount: '39.00', currency: 'USD' } },
    'GET /api/v1/bundles/': { body: { results: [] } },
  });
  const view = renderApp(`/${language}/navipin`, { basename: `/${language}` });
  const words = pages[language];
  await screen.findByRole('form', { name: words.form }, { timeout: 5000 });
  await choose(view.user, 'Comand', 'NTG 5s1');
  await choose(view.user, words.mapRegion, 'Europe');
  await choose(view.user, words.version, 'V9.0');
  return { ...view, words };
}

describe.each(['de', 'ar'] as const)('/%s/navipin words the VIN hints in its language', (language) => {
  it('refuses a wrong check digit with the field’s message, and asks about a VIN of another make, each summed up in the page’s language', async () => {
    const { user, words } = await openForm(language);
    const vin = screen.getByLabelText(words.vin);
    await user.type(vin, '55SWF4KBXGU145993');
    expect(await screen.findByText(words.checkDigit)).toHaveAttribute('role', 'alert');
    expect(screen.getByText(words.checkDigitSummary)).toBeInTheDocument();
    expect(vin).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: words.buyNow }));
    await waitFor(() => expect(screen.getByText(words.checkDigit)).toBeInTheDocument());
    expect(screen.queryByText(/Please check the VIN for a typo/)).not.toBeInTheDocument();

    await user.clear(vin);
    await user.type(vin, 'WVWZZZ1JZXW000001');
    expect(await screen.findByText(words.notMercedes)).toBeInTheDocument();
    expect(screen.getByText(words.otherMakeSummary)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: words.buyNow }));
    const ask = await screen.findByRole('dialog', { name: words.confirmTitle });
    expect(within(ask).getByText(words.notMercedes)).toBeInTheDocument();
  });

  it('repeats on the payment page that the series is not known to carry the head unit', async () => {
    setLanguage(language, await loadCatalog(language));
    fakeGuestCardCheckout();
    renderApp(`/${language}/payment`, {
      state: { ...guestOrder, comand: 'NTG 4.5' },
      basename: `/${language}`,
    });
    expect(await screen.findByText(pages[language].notCarried, {}, { timeout: 5000 })).toBeInTheDocument();
  });
});
