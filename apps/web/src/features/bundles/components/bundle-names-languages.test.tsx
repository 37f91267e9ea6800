import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Locale } from '@navihub/contract/locales';
import { loadCatalog } from '@/i18n/catalogs';
import { setLanguage } from '@/i18n/translated';
import { fakeServer, siteConfig, type FakeRequest } from '@/testing/fake-server';
import { renderApp } from '@/testing/render-app';

/** Staff's names of the bundles per language (decision 070), the default name where none. */
const NAMES: Record<string, Record<string, string>> = {
  de: { 1: 'Werkstattpaket: 10 Token', 7: '12 Monate unbegrenzt' },
  ar: { 1: 'باقة الورشة: 10 رموز', 7: '12 شهرًا بلا حدود' },
};
const nameOf = (req: FakeRequest, id: number, name: string) =>
  NAMES[req.url.searchParams.get('lang') ?? '']?.[id] ?? name;

function shop() {
  return fakeServer({
    'GET /api/v1/site/': { body: siteConfig },
    'GET /api/v1/get-info/': { body: { comand: ['NTG 5s1'] } },
    'GET /api/v1/detail/': { body: { variants: [] } },
    'GET /api/v1/payment/paypal/': { body: { amount: '39.00', currency: 'USD' } },
    'GET /api/v1/bundles/': (req) => ({
      body: {
        results: [
          {
            id: 1,
            name: nameOf(req, 1, 'Workshop bundle: 10 tokens'),
            price: '390.00',
            discount: 0,
            discount_price: '390.00',
            tokens: 10,
          },
          {
            id: 2,
            name: nameOf(req, 2, 'Reseller bundle: 10 tokens'),
            price: '390.00',
            discount: 20,
            discount_price: '312.00',
            tokens: 10,
          },
        ],
      },
    }),
    'GET /api/v1/subscribe_bundles/': (req) => ({
      body: {
        results: [
          {
            id: 7,
            name: nameOf(req, 7, '12 months unlimited'),
            price: '1499.00',
            discount: 0,
            discount_price: '1499.00',
            duration: 365,
          },
        ],
      },
    }),
  });
}

async function open(locale: Locale, page: string) {
  setLanguage(locale, await loadCatalog(locale));
  const server = shop();
  renderApp(`/${locale}${page}`, { basename: `/${locale}` });
  return server;
}

afterEach(() => {
  setLanguage('en');
});

describe("the bundle lists in the page's language (decision 070)", () => {
  it('asks for the German names on /de/navipin, the default name where staff gave none', async () => {
    const server = await open('de', '/navipin');
    expect(await screen.findByText('Werkstattpaket: 10 Token')).toBeInTheDocument();
    expect(screen.getByText('Reseller bundle: 10 tokens')).toBeInTheDocument();
    expect(screen.queryByText('Workshop bundle: 10 tokens')).not.toBeInTheDocument();
    const asked = server.callsTo('GET', '/api/v1/bundles/');
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.every((c) => c.url.searchParams.get('lang') === 'de')).toBe(true);
  });

  it('shows the Arabic names on /ar/navipin', async () => {
    const server = await open('ar', '/navipin');
    expect(await screen.findByText('باقة الورشة: 10 رموز')).toBeInTheDocument();
    expect(server.callsTo('GET', '/api/v1/bundles/')[0]!.url.searchParams.get('lang')).toBe('ar');
  });

  it('shows the Arabic subscription names on /ar/subscription', async () => {
    const server = await open('ar', '/subscription');
    expect(await screen.findByText('12 شهرًا بلا حدود')).toBeInTheDocument();
    expect(server.callsTo('GET', '/api/v1/subscribe_bundles/')[0]!.url.searchParams.get('lang')).toBe('ar');
  });
});
