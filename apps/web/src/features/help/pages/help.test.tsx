import { helpAnchorOf } from '@navihub/contract/help-anchors';
import { COMAND_ORDER } from '@navihub/contract/rules';
import { MERCEDES_SERIES } from '@navihub/contract/vin/mercedes-series';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadCatalog } from '@/i18n/catalogs';
import { setLanguage } from '@/i18n/translated';
import { fakeServer } from '@/testing/fake-server';
import { renderApp } from '@/testing/render-app';

afterEach(() => {
  setLanguage('en');
});

/** The series table's names of the series that could carry the head unit. */
function seriesOfTable(unit: string): string[] {
  return Object.values(MERCEDES_SERIES)
    .filter((series) => (series.headUnits as readonly string[]).includes(unit))
    .map((series) => series.name)
    .sort();
}

/** The series names a head unit's section lists under its cars term, each line's label left out. */
function seriesShown(section: HTMLElement, carsTerm: string, separator: string): string[] {
  const list = within(section).getByText(carsTerm).nextElementSibling as HTMLElement;
  return within(list)
    .getAllByRole('listitem')
    .flatMap((line) => {
      const label = line.firstElementChild?.textContent ?? '';
      return (line.textContent ?? '').slice(label.length).trim().split(separator);
    })
    .sort();
}

describe('/help: entering the PIN on each head unit (issue 32)', () => {
  it('has a section per head unit at its anchor: its cars, its map medium, what to type, what to do when refused', async () => {
    fakeServer();
    renderApp('/help');
    await screen.findByRole('heading', { level: 1, name: 'Help' }, { timeout: 5000 });
    const nav = screen.getByRole('navigation', { name: 'Head units' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((l) => l.getAttribute('href')),
    ).toEqual(['#ntg-4-5', '#ntg-5s1', '#ntg-5-5s2', '#ntg-5-5']);
    for (const unit of COMAND_ORDER) {
      const section = screen.getByRole('region', { name: unit });
      expect(section).toHaveAttribute('id', helpAnchorOf(unit));
      for (const term of [
        'Which cars carry it',
        'Where the PIN is asked for',
        'What to type',
        'When the PIN is refused',
      ])
        expect(within(section).getByText(term)).toBeInTheDocument();
      expect(seriesShown(section, 'Which cars carry it', ', ')).toEqual(seriesOfTable(unit));
      expect(within(section).getByRole('link', { name: 'VIN decoder' })).toHaveAttribute('href', '/vin-code');
      expect(
        within(section).getByText(
          /asked for on the head unit’s screen|asks for the activation code \(PIN\) on its screen/,
        ),
      ).toBeInTheDocument();
      expect(within(section).getByRole('link', { name: `Order a PIN for ${unit}` })).toHaveAttribute(
        'href',
        `/navipin?comand=${encodeURIComponent(unit).replace(/%20/g, '+')}`,
      );
    }
    // NTG 4.5 runs its map from the SD card in the COMAND; the NTG 5 units install theirs, usually from USB.
    const ntg45 = screen.getByRole('region', { name: 'NTG 4.5' });
    expect(ntg45).toHaveTextContent('runs its map from an SD card that stays in the COMAND’s card slot');
    expect(ntg45).toHaveTextContent('Check that the SD card in the COMAND’s card slot');
    expect(ntg45).not.toHaveTextContent('USB stick');
    expect(within(ntg45).getByText('NTG 4.5 only:').parentElement).toHaveTextContent(
      'C-Class / GLK-Class (204), E-Class Coupé / Cabriolet (207), E-Class (212), CLS (218)',
    );
    expect(
      within(ntg45).getByText('NTG 4.5 or NTG 5.5, by build date and equipment:').parentElement,
    ).toHaveTextContent('G-Class (W463)');
    for (const unit of ['NTG 5s1', 'NTG 5/5s2', 'NTG 5.5']) {
      const section = screen.getByRole('region', { name: unit });
      expect(section).toHaveTextContent('the map update is usually installed from a USB stick');
      expect(section).toHaveTextContent('map region and version of the USB stick');
      expect(section).not.toHaveTextContent('card slot');
    }
    // Where the VIN and the map version are, and the questions, stay.
    expect(screen.getByRole('heading', { name: 'Where do I find the VIN?' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Where do I find the map version?' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'When do I get my PIN?' })).toBeInTheDocument();
  });

  it('focuses the head unit the address names, in German under /de, with its own medium and cars', async () => {
    setLanguage('de', await loadCatalog('de'));
    fakeServer();
    renderApp('/de/help#ntg-4-5', { basename: '/de' });
    const heading = await screen.findByRole('heading', { level: 3, name: 'NTG 4.5' }, { timeout: 5000 });
    await waitFor(() => expect(heading).toHaveFocus());
    const ntg45 = screen.getByRole('region', { name: 'NTG 4.5' });
    expect(ntg45).toHaveTextContent('liest die Navigationskarte direkt von einer SD-Karte');
    expect(ntg45).toHaveTextContent('Prüfen Sie, ob im SD-Kartenschacht des COMAND');
    expect(seriesShown(ntg45, 'In welchen Fahrzeugen es verbaut sein kann', ', ')).toEqual(
      seriesOfTable('NTG 4.5'),
    );
    expect(
      within(ntg45).getByText('NTG 4.5 oder NTG 5s1, je nach Baudatum und Ausstattung:'),
    ).toBeInTheDocument();
    expect(within(ntg45).getByRole('link', { name: 'FIN-Decoder' })).toHaveAttribute('href', '/de/vin-code');
    expect(within(ntg45).getByText('Wenn die PIN abgelehnt wird')).toBeInTheDocument();
    expect(within(ntg45).getByRole('link', { name: 'PIN für NTG 4.5 bestellen' })).toHaveAttribute(
      'href',
      '/de/navipin?comand=NTG+4.5',
    );
    const ntg55 = screen.getByRole('region', { name: 'NTG 5.5' });
    expect(ntg55).toHaveTextContent('die Kartenaktualisierung wird meist von einem USB-Stick installiert');
    expect(ntg55).not.toHaveTextContent('SD-Kartenschacht');
    expect(seriesShown(ntg55, 'In welchen Fahrzeugen es verbaut sein kann', ', ')).toEqual(
      seriesOfTable('NTG 5.5'),
    );
    expect(within(ntg55).getByText('Nur NTG 5.5:').parentElement).toHaveTextContent(
      'E-Class (213), E-Class Coupé / Cabriolet (238), CLS (C257)',
    );
    expect(screen.getByRole('heading', { name: 'Wo finde ich die Kartenversion?' })).toBeInTheDocument();
  });
});
