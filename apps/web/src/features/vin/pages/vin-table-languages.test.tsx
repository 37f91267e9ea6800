import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { decodeVin, summariseVin } from '@navihub/contract/vin/decode';
import type { Locale } from '@navihub/contract/locales';
import { loadCatalog } from '@/i18n/catalogs';
import { setLanguage } from '@/i18n/translated';
import { fakeServer } from '@/testing/fake-server';
import { renderApp } from '@/testing/render-app';

/** What GET /api/v1/vin/:vin/ answers: English lines, as for API clients (decision 070). */
function decoded(vin: string) {
  const result = decodeVin(vin);
  if (!result.ok) throw new Error(`${vin} should decode`);
  return { ...result, summary: summariseVin(result) };
}

async function showIn(locale: Locale, vin: string) {
  setLanguage(locale, await loadCatalog(locale));
  fakeServer({ [`GET /api/v1/vin/${vin}/`]: { body: decoded(vin) } });
  renderApp(`/${locale}/vin-table?vin=${vin}`, { basename: `/${locale}` });
}

/** The Code/Description table's rows as [code, description]. */
function tableRows(): string[][] {
  return within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [
      within(row).getByRole('rowheader').textContent ?? '',
      within(row).getByRole('cell').textContent ?? '',
    ]);
}

/** The key/value rows as { label: value }. */
function detailRows(label: string): Record<string, string | null | undefined> {
  return Object.fromEntries(
    within(screen.getByLabelText(label))
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );
}

afterEach(() => {
  setLanguage('en');
});

describe('the VIN datacard in other languages (decision 070)', () => {
  it('writes the German datacard in German, the names of maker, series and plant as they are', async () => {
    await showIn('de', 'WDD2050001F595854');
    expect(await screen.findByRole('heading', { name: /^Datenkarte/ })).toBeInTheDocument();
    expect(screen.getByText('Mercedes-Benz C-Class (W205), Linkslenker, Werk Bremen')).toBeVisible();
    expect(detailRows('Entschlüsselte Felder')).toMatchObject({
      Land: 'Deutschland',
      Region: 'Europa',
      Lenkung: 'Linkslenker',
      Werk: 'Bremen (F)',
    });
    expect(tableRows()).toEqual([
      ['WDD', 'Weltherstellercode (WMI): Mercedes-Benz, Deutschland'],
      ['205', 'Baureihe: C-Class (W205)'],
      ['205000', 'Modellbezeichnung 205.000'],
      ['1', 'Lenkung: Linkslenker'],
      ['F', 'Werk: Bremen'],
      ['595854', 'Seriennummer'],
    ]);
    expect(screen.queryByText(/left-hand drive|Serial number|Germany/)).not.toBeInTheDocument();
  });

  it('writes a wrong check digit and unknown values in German', async () => {
    await showIn('de', '55SWF4KBXGU145993');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Prüfziffer stimmt nicht: Stelle 9 ist „X“, aus den übrigen Zeichen dieser FIN ergibt sich jedoch „1“',
    );
    expect(
      screen.getByText('Mercedes-Benz C-Class (205), Modelljahr 2016, Prüfziffer stimmt nicht'),
    ).toBeVisible();
    expect(tableRows()).toEqual([
      ['55S', 'Weltherstellercode (WMI): Mercedes-Benz, Vereinigte Staaten'],
      ['205', 'Baureihe: C-Class (205)'],
      ['WF4KB', 'Fahrzeugbeschreibung (Baureihe, Karosserie, Motor, Rückhaltesysteme)'],
      ['U', 'Werk: unbekannt'],
      ['G', 'Modelljahr: 2016'],
      ['X', 'Prüfziffer: stimmt nicht (erwartet 1)'],
      ['145993', 'Seriennummer'],
    ]);
  });

  it('writes the Arabic datacard in Arabic, the VIN, codes and names as they are', async () => {
    await showIn('ar', 'WDD2050005F595854');
    expect(
      await screen.findByText('Mercedes-Benz C-Class (W205)، مقود على اليسار، مصنع Bremen'),
    ).toBeVisible();
    expect(detailRows('الحقول بعد فكّها')).toMatchObject({ المقود: 'مقود على اليسار', البلد: 'ألمانيا' });
    expect(tableRows()).toContainEqual(['5', 'المقود: مقود على اليسار (مجموعة CKD)']);
    expect(tableRows()[0]).toEqual(['WDD', 'رمز الشركة المصنّعة العالمي (WMI): Mercedes-Benz، ألمانيا']);
    expect(tableRows()).toContainEqual(['595854', 'الرقم التسلسلي']);
  });

  it('says why a VIN is not one in the page language', async () => {
    setLanguage('ar', await loadCatalog('ar'));
    const reason = "character 4 'O' is not allowed in a VIN (I, O and Q are never used)";
    fakeServer({
      'GET /api/v1/vin/WDDO050001F595854/': {
        status: 400,
        body: { ok: false, problem: 'forbidden-letter', reason, detail: reason },
      },
    });
    renderApp('/ar/vin-table?vin=WDDO050001F595854', { basename: '/ar' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('الحرف «O» في الخانة 4 غير مسموح به في رقم الهيكل');
    expect(alert).not.toHaveTextContent(reason);
  });
});
