import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadCatalog } from '@/i18n/catalogs';
import { setLanguage } from '@/i18n/translated';
import { fakeServer } from '@/testing/fake-server';
import { kartenwerkLegal } from '@/testing/legal-info';
import { renderApp } from '@/testing/render-app';

const legal = kartenwerkLegal({ ip_days: 90 });

describe('the legal templates in Arabic, as the pages under /ar show them (issue 32)', () => {
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
    expect(screen.getByText(/^نموذج — استبدل هذا النص/)).toHaveTextContent(
      'في LEGAL_DIR/ar/withdrawal.md. إن لم يوجد هذا الملف، يُعرض النص الإنجليزي من LEGAL_DIR/withdrawal.md.',
    );
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
