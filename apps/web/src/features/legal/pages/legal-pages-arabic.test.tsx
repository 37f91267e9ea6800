import type { LegalInfo } from '@navihub/contract/legal';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadCatalog } from '@/i18n/catalogs';
import { setLanguage } from '@/i18n/translated';
import { fakeServer } from '@/testing/fake-server';
import { renderApp } from '@/testing/render-app';
import * as imprintAr from '../texts/imprint.ar';
import * as privacyAr from '../texts/privacy.ar';
import * as termsAr from '../texts/terms.ar';
import * as withdrawalAr from '../texts/withdrawal.ar';
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

describe('the legal templates in Arabic (issue 32)', () => {
  it('have the outline of the English ones: the same blocks and the same placeholders', () => {
    const retention = legal.retention;
    expect(outline(termsAr.termsTexts.template)).toEqual(outline(termsTexts.template));
    expect(outline(withdrawalAr.withdrawalTexts.template)).toEqual(outline(withdrawalTexts.template));
    expect(outline(imprintAr.imprintTexts.template)).toEqual(outline(imprintTexts.template));
    expect(privacyAr.privacyTexts.retention!(retention)).toHaveLength(
      privacyTexts.retention(retention).length,
    );
    expect(outline(privacyAr.privacyTexts.template!(['a', 'b']))).toEqual(
      outline(privacyTexts.template(['a', 'b'])),
    );
  });

  describe('as the pages under /ar show them', () => {
    beforeEach(async () => {
      setLanguage('ar', await loadCatalog('ar'));
      fakeServer({ 'GET /api/v1/site/legal/': { body: legal } });
    });
    afterEach(() => {
      setLanguage('en');
    });

    it('shows the Arabic withdrawal template in the page’s language and direction, not marked English', async () => {
      renderApp('/ar/withdrawal', { basename: '/ar' });
      const form = await screen.findByRole('heading', { name: 'نموذج الانسحاب' });
      expect(form.closest('[lang="en"]')).toBeNull();
      expect(form.closest('[dir="ltr"]')).toBeNull();
      expect(
        screen.getByText('إلى Kartenwerk GmbH، Hauptstraße 1, 10115 Berlin، legal@kartenwerk.example:'),
      ).toBeInTheDocument();
      // The template says plainly that it must be replaced, in Arabic.
      expect(screen.getByText(/^نموذج — استبدل هذا النص/)).toHaveTextContent('LEGAL_DIR (withdrawal.md)');
      expect(screen.queryByText(/Model withdrawal form/)).not.toBeInTheDocument();
    });

    it('keeps an operator’s own text marked English, left to right', async () => {
      fakeServer({
        'GET /api/v1/site/legal/': {
          body: { ...legal, texts: { ...legal.texts, terms: '# Our terms\n\nWe sell PINs.' } },
        },
      });
      renderApp('/ar/terms', { basename: '/ar' });
      const text = await screen.findByText('We sell PINs.');
      expect(text.closest('[lang="en"]')).toHaveAttribute('dir', 'ltr');
    });
  });
});
