import { helpAnchorOf } from '@navihub/contract/help-anchors';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadCatalog } from '@/i18n/catalogs';
import { setLanguage } from '@/i18n/translated';
import { fakeServer } from '@/testing/fake-server';
import { renderApp } from '@/testing/render-app';

afterEach(() => {
  setLanguage('en');
});

const UNITS = ['NTG 4.5', 'NTG 5s1', 'NTG 5/5s2', 'NTG 5.5'];

describe('/help: entering the PIN on each head unit (issue 32)', () => {
  it('has a section per head unit at its anchor: where the PIN is asked for, what to type, what to do when refused', async () => {
    fakeServer();
    renderApp('/help');
    await screen.findByRole('heading', { level: 1, name: 'Help' }, { timeout: 5000 });
    const nav = screen.getByRole('navigation', { name: 'Head units' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((l) => l.getAttribute('href')),
    ).toEqual(['#ntg-4-5', '#ntg-5s1', '#ntg-5-5s2', '#ntg-5-5']);
    for (const unit of UNITS) {
      const section = screen.getByRole('region', { name: unit });
      expect(section).toHaveAttribute('id', helpAnchorOf(unit));
      for (const term of ['Where the PIN is asked for', 'What to type', 'When the PIN is refused'])
        expect(within(section).getByText(term)).toBeInTheDocument();
      expect(within(section).getByText(/asks for the activation code \(PIN\)/)).toBeInTheDocument();
      expect(within(section).getByRole('link', { name: `Order a PIN for ${unit}` })).toHaveAttribute(
        'href',
        `/navipin?comand=${encodeURIComponent(unit).replace(/%20/g, '+')}`,
      );
    }
    // Where the VIN and the map version are, and the questions, stay.
    expect(screen.getByRole('heading', { name: 'Where do I find the VIN?' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Where do I find the map version?' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'When do I get my PIN?' })).toBeInTheDocument();
  });

  it('focuses the head unit the address names, in German under /de', async () => {
    setLanguage('de', await loadCatalog('de'));
    fakeServer();
    renderApp('/de/help#ntg-5s1', { basename: '/de' });
    const heading = await screen.findByRole('heading', { level: 3, name: 'NTG 5s1' }, { timeout: 5000 });
    await waitFor(() => expect(heading).toHaveFocus());
    const section = screen.getByRole('region', { name: 'NTG 5s1' });
    expect(within(section).getByText('Wenn die PIN abgelehnt wird')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'PIN für NTG 5s1 bestellen' })).toHaveAttribute(
      'href',
      '/de/navipin?comand=NTG+5s1',
    );
    expect(screen.getByRole('heading', { name: 'Wo finde ich die Kartenversion?' })).toBeInTheDocument();
  });
});
