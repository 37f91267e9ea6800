import { messages } from '@navihub/contract/messages';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bundlesTexts } from '@/features/bundles/texts';
import { formatCount } from '@/lib/format';
import { fakeServer } from '@/testing/fake-server';
import { renderApp } from '@/testing/render-app';
import { dollars } from './arabic-money';
import { loadCatalog } from './catalogs';
import { setLanguage } from './translated';

beforeEach(async () => {
  setLanguage('ar', await loadCatalog('ar'));
});
afterEach(() => {
  setLanguage('en');
});

describe('the shop in Arabic (/ar/…, right to left)', () => {
  it('shows the code form in Arabic, its links staying under /ar', async () => {
    fakeServer({
      'GET /api/v1/get-info/': { body: { comand: ['NTG 5.5', 'NTG 5s1'] } },
      'GET /api/v1/payment/paypal/': { body: { amount: '39.00', currency: 'USD' } },
      'GET /api/v1/bundles/': { body: { results: [] } },
    });
    renderApp('/ar/navipin', { basename: '/ar' });
    expect(await screen.findByRole('heading', { name: 'رموز الملاحة', level: 1 })).toBeInTheDocument();
    expect(screen.getByLabelText('منطقة الخريطة')).toBeInTheDocument();
    expect(screen.getByLabelText('رقم الهيكل (VIN)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'اشترِ الآن' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'القائمة الرئيسية' });
    expect(within(nav).getByRole('link', { name: 'فك رقم الهيكل' })).toHaveAttribute('href', '/ar/vin-code');
    expect(screen.getByLabelText('اللغة: العربية')).toBeInTheDocument();
  });

  it('writes money and counts in Latin digits, like its PINs, VINs and order numbers', () => {
    // US$ in a left-to-right isolate: the page's order would write it $US.
    expect(dollars('39.00')).toMatch(/^\u200f?39\.00\s\u2066US\$\u2069$/);
    expect(formatCount(1000)).toBe('1,000');
    expect(messages.vinLength).toBe('يجب أن يتكوّن رقم الهيكل من 17 خانة.');
  });

  it('says a count in each of the six plural forms', () => {
    const days = bundlesTexts.subscription.duration;
    expect([0, 1, 2, 3, 11, 100].map(days)).toEqual([
      '0 يوم',
      'يوم واحد',
      'يومان',
      '3 أيام',
      '11 يومًا',
      '100 يوم',
    ]);
  });
});
