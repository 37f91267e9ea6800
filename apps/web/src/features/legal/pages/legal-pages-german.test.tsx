import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadCatalog } from '@/i18n/catalogs';
import { setLanguage } from '@/i18n/translated';
import { fakeServer } from '@/testing/fake-server';
import { kartenwerkLegal } from '@/testing/legal-info';
import { renderApp } from '@/testing/render-app';

const legal = kartenwerkLegal({ ip_days: 90 });

describe('the legal templates in German, as the pages under /de show them (issue 32)', () => {
  beforeEach(async () => {
    setLanguage('de', await loadCatalog('de'));
    fakeServer({ 'GET /api/v1/site/legal/': { body: legal } });
  });
  afterEach(() => {
    setLanguage('en');
  });

  it('shows the Widerrufsbelehrung with the Muster-Widerrufsformular and the seller in it', async () => {
    renderApp('/de/withdrawal', { basename: '/de' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Widerrufsbelehrung' })).toBeInTheDocument();
    expect(
      await screen.findByText('An Kartenwerk GmbH, Hauptstraße 1, 10115 Berlin, legal@kartenwerk.example:'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Muster-Widerrufsformular' })).toBeInTheDocument();
    expect(screen.getByText('(*) Unzutreffendes streichen.')).toBeInTheDocument();
    // The template says plainly that it must be replaced, in German.
    expect(screen.getByText(/^VORLAGE – ersetzen Sie diesen Text/)).toHaveTextContent(
      'Text in LEGAL_DIR/de/withdrawal.md ab. Fehlt diese Datei, erscheint der englische Text (LEGAL_DIR/withdrawal.md).',
    );
    expect(screen.queryByText(/Model withdrawal form/)).not.toBeInTheDocument();
  });

  it('shows the AGB, the Datenschutzerklärung with the retention of the settings, and the Impressum', async () => {
    const terms = renderApp('/de/terms', { basename: '/de' });
    expect(await screen.findByRole('heading', { name: '6. Falsche FIN' })).toBeInTheDocument();
    terms.unmount();

    const privacy = renderApp('/de/privacy', { basename: '/de' });
    expect(await screen.findByText(/der übrige Datensatz nach 21 Tagen/)).toBeInTheDocument();
    expect(screen.getByText(/gelöscht nach 90 Tagen/)).toBeInTheDocument();
    expect(screen.queryByText(/nie bestätigt/)).not.toBeInTheDocument();
    expect(
      screen.getByText(/Verantwortlich für die Verarbeitung .* ist Kartenwerk GmbH/),
    ).toBeInTheDocument();
    privacy.unmount();

    renderApp('/de/imprint', { basename: '/de' });
    const main = await screen.findByRole('main');
    expect(await within(main).findByText(/^Angaben gemäß § 5 DDG/)).toBeInTheDocument();
  });

  it("asks for the German texts and shows the operator's German imprint as German, its English terms as English", async () => {
    const server = fakeServer({
      'GET /api/v1/site/legal/': {
        body: {
          ...legal,
          texts: { ...legal.texts, imprint: '# Impressum\n\nKartenwerk GmbH', terms: '# Our terms' },
          text_languages: { terms: 'en', withdrawal: null, privacy: null, imprint: 'de' },
        },
      },
    });
    const imprint = renderApp('/de/imprint', { basename: '/de' });
    const german = await screen.findByRole('heading', { level: 2, name: 'Impressum' });
    expect(german.closest('[lang]')?.getAttribute('lang')).not.toBe('en');
    expect(server.calls.find((c) => c.path === '/api/v1/site/legal/')?.url.searchParams.get('lang')).toBe(
      'de',
    );
    imprint.unmount();

    renderApp('/de/terms', { basename: '/de' });
    const english = await screen.findByRole('heading', { level: 2, name: 'Our terms' });
    expect(english.closest('[lang]')).toHaveAttribute('lang', 'en');
  });
});
