import type { LegalInfo } from '@navihub/contract/legal';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadCatalog } from '@/i18n/catalogs';
import { setLanguage } from '@/i18n/translated';
import { fakeServer } from '@/testing/fake-server';
import { renderApp } from '@/testing/render-app';
import * as imprintDe from '../texts/imprint.de';
import * as privacyDe from '../texts/privacy.de';
import * as termsDe from '../texts/terms.de';
import * as withdrawalDe from '../texts/withdrawal.de';
import { imprintTexts } from '../texts/imprint';
import { privacyTexts } from '../texts/privacy';
import { termsTexts } from '../texts/terms';
import { withdrawalTexts } from '../texts/withdrawal';
import type { LegalBlock } from '../texts/document';

const legal: LegalInfo = {
  seller: {
    name: 'Kartenwerk GmbH',
    address: ['Hauptstraße 1', '10115 Berlin'],
    email: 'legal@kartenwerk.example',
    vat_id: 'DE123456789',
    register: 'Amtsgericht Charlottenburg, HRB 12345',
    country: 'DE',
  },
  retention: { mail_days: 21, ip_days: 90, unconfirmed_account_days: null },
  texts: { terms: null, withdrawal: null, privacy: null, imprint: null },
};

/** A template's outline: each block's kind, a list's length, and the placeholders it names. */
const outline = (template: readonly unknown[] | undefined) =>
  (template as readonly LegalBlock[]).map((b) => {
    const texts = b.kind === 'list' ? b.items : [b.text];
    return `${b.kind}${b.kind === 'list' ? `×${b.items.length}` : ''} ${texts
      .flatMap((t) => t.match(/\{\w+\}/g) ?? [])
      .sort()
      .join(',')}`;
  });

describe('the legal templates in German (issue 32)', () => {
  it('have the outline of the English ones: the same blocks and the same placeholders', () => {
    const retention = legal.retention;
    expect(outline(termsDe.termsTexts.template)).toEqual(outline(termsTexts.template));
    expect(outline(withdrawalDe.withdrawalTexts.template)).toEqual(outline(withdrawalTexts.template));
    expect(outline(imprintDe.imprintTexts.template)).toEqual(outline(imprintTexts.template));
    expect(privacyDe.privacyTexts.retention!(retention)).toHaveLength(
      privacyTexts.retention(retention).length,
    );
    expect(outline(privacyDe.privacyTexts.template!(['a', 'b']))).toEqual(
      outline(privacyTexts.template(['a', 'b'])),
    );
  });

  describe('as the pages under /de show them', () => {
    beforeEach(async () => {
      setLanguage('de', await loadCatalog('de'));
      fakeServer({ 'GET /api/v1/site/legal/': { body: legal } });
    });
    afterEach(() => {
      setLanguage('en');
    });

    it('shows the Widerrufsbelehrung with the Muster-Widerrufsformular and the seller in it', async () => {
      renderApp('/de/withdrawal', { basename: '/de' });
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Widerrufsbelehrung' }),
      ).toBeInTheDocument();
      expect(
        await screen.findByText('An Kartenwerk GmbH, Hauptstraße 1, 10115 Berlin, legal@kartenwerk.example:'),
      ).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Muster-Widerrufsformular' })).toBeInTheDocument();
      expect(screen.getByText('(*) Unzutreffendes streichen.')).toBeInTheDocument();
      // The template says plainly that it must be replaced, in German.
      expect(screen.getByText(/^VORLAGE – ersetzen Sie diesen Text/)).toHaveTextContent(
        'LEGAL_DIR (withdrawal.md)',
      );
      expect(screen.queryByText(/Model withdrawal form/)).not.toBeInTheDocument();
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
  });
});
