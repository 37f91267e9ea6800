import type { LegalInfo } from '@navihub/contract/legal';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadCatalog } from '@/i18n/catalogs';
import { setLanguage } from '@/i18n/translated';
import { fakeServer } from '@/testing/fake-server';
import { renderApp } from '@/testing/render-app';

const legal: LegalInfo = {
  seller: {
    name: 'Cartes SAS',
    address: ['1 rue de la Paix', '75002 Paris'],
    email: 'legal@cartes.example',
    vat_id: 'FR12345678901',
    register: 'RCS Paris 123 456 789',
    country: 'FR',
  },
  retention: { mail_days: 21, ip_days: null, unconfirmed_account_days: 30 },
  texts: { terms: null, withdrawal: null, privacy: null, imprint: null },
};

async function open(code: 'fr' | 'es' | 'it', page: string) {
  setLanguage(code, await loadCatalog(code));
  fakeServer({ 'GET /api/v1/site/legal/': { body: legal } });
  return renderApp(`/${code}/${page}`, { basename: `/${code}` });
}

describe('the legal templates in French, Spanish and Italian (issue 32)', () => {
  afterEach(() => {
    setLanguage('en');
  });

  it('shows the French withdrawal page with the formulaire type and the seller filled in', async () => {
    await open('fr', 'withdrawal');
    expect(
      await screen.findByText(
        'À l’attention de Cartes SAS, 1 rue de la Paix, 75002 Paris, legal@cartes.example :',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Modèle de formulaire de rétractation' })).toBeInTheDocument();
    expect(screen.getByText(/^MODÈLE — remplacez ce texte/)).toHaveTextContent(
      'placez votre propre texte dans LEGAL_DIR/fr/withdrawal.md. Sans ce fichier, c’est le texte anglais (LEGAL_DIR/withdrawal.md) qui s’affiche.',
    );
    expect(screen.queryByText(/Model withdrawal form/)).not.toBeInTheDocument();
  });

  it('shows the Spanish terms with the seller and the Italian privacy notice with the retention of the settings', async () => {
    const terms = await open('es', 'terms');
    expect(await screen.findByRole('heading', { name: '6. Un VIN erróneo' })).toBeInTheDocument();
    expect(screen.getByText(/El vendedor es Cartes SAS/)).toBeInTheDocument();
    terms.unmount();

    await open('it', 'privacy');
    expect(await screen.findByText(/il resto del record dopo 21 giorni/)).toBeInTheDocument();
    expect(screen.getByText(/non è mai stato confermato: cancellati dopo 30 giorni/)).toBeInTheDocument();
    expect(screen.queryByText(/Indirizzi IP/)).not.toBeInTheDocument();
  });
});
