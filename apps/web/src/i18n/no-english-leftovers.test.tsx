import { messages } from '@navihub/contract/messages';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Locale } from '@navihub/contract/locales';
import { withdrawalMessages } from '@navihub/contract/withdrawals';
import { toast } from '@/lib/toast';
import { fakeServer } from '@/testing/fake-server';
import { renderApp } from '@/testing/render-app';
import { loadCatalog } from './catalogs';
import { setLanguage } from './translated';

// Issue 32: what a French, Turkish or Arabic customer met in English on the way through the shop
// at 390 px — the skip link, the toasts' close button, the VIN decoder's and the withdrawal form's
// field messages, the success page's note under the PIN — now in the page's language.

/** The server's texts are English whatever the page's language: copied before any language is set. */
const english = { ...messages };

afterEach(() => {
  setLanguage('en');
});

async function open(locale: Locale, path: string, server: Parameters<typeof fakeServer>[0] = {}) {
  setLanguage(locale, await loadCatalog(locale));
  fakeServer({ 'GET /api/v1/bundles/': { body: { results: [] } }, ...server });
  return renderApp(`/${locale}${path}`, { basename: `/${locale}` });
}

describe('the shell in the page language', () => {
  it('names the skip link in Turkish', async () => {
    await open('tr', '/vin-code');
    expect(await screen.findByRole('link', { name: 'İçeriğe geç' })).toHaveAttribute('href', '#main');
    expect(screen.queryByText('Skip to content')).not.toBeInTheDocument();
  });

  it('names the toasts’ region and close button in Arabic', async () => {
    await open('ar', '/vin-code');
    await screen.findByRole('link', { name: 'الانتقال إلى المحتوى' });
    act(() => toast({ title: 'خطأ', variant: 'destructive' }));
    expect(await screen.findByRole('button', { name: 'إغلاق' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'الإشعارات (F8)' })).toBeInTheDocument();
  });
});

describe('field messages in the page language', () => {
  it('says why a VIN is too short in French on /vin-code, as /vin-table does', async () => {
    const { user } = await open('fr', '/vin-code');
    const vin = await screen.findByLabelText('Numéro VIN / numéro de châssis');
    await user.clear(vin);
    await user.type(vin, 'ABC');
    await user.click(screen.getByRole('button', { name: 'Obtenir la fiche technique' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Le VIN doit comporter 17 caractères (3 saisis)');
    expect(alert).not.toHaveTextContent('VIN must be 17 characters');
  });

  it('says what the Turkish withdrawal form misses in Turkish', async () => {
    const { user } = await open('tr', '/withdraw');
    await user.click(await screen.findByRole('button', { name: 'Devam' }));
    expect(screen.getByText('Adınızı soyadınızı girin.')).toBeInTheDocument();
    expect(
      screen.getByText('Makbuzunuzdaki sipariş numarasını veya ödeme referansını girin.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Cayacağınız sözleşmeyi seçin.')).toBeInTheDocument();
    expect(screen.queryByText('Enter your name.')).not.toBeInTheDocument();
  });
});

describe('the withdrawal in the page language', () => {
  it('says the server’s field message and the time of the receipt in Turkish', async () => {
    let sent = 0;
    const { user } = await open('tr', '/withdraw', {
      'POST /api/v1/withdrawals/': (request) =>
        ++sent === 1
          ? { status: 400, body: { reference: [withdrawalMessages.referenceRequired] } }
          : {
              status: 201,
              body: {
                ...(request.body as object),
                receipt: 'WD-7K3Q-92',
                received_at: '2026-11-27T11:05:00.000Z',
              },
            },
    });
    await user.type(await screen.findByLabelText('Adınız soyadınız'), 'Ayşe Yılmaz');
    await user.type(screen.getByLabelText('E-posta adresiniz'), 'ayse@example.com');
    await user.type(screen.getByLabelText('Sipariş numarası veya ödeme referansı'), 'NH-7K3Q-92');
    await user.click(screen.getByRole('radio', { name: 'Bir navigasyon PIN kodu' }));
    await user.click(screen.getByRole('button', { name: 'Devam' }));
    await user.click(await screen.findByRole('button', { name: 'Caymayı onayla' }));
    expect(
      await screen.findByText('Makbuzunuzdaki sipariş numarasını veya ödeme referansını girin.'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Devam' }));
    await user.click(await screen.findByRole('button', { name: 'Caymayı onayla' }));
    expect(await screen.findByText('WD-7K3Q-92')).toBeInTheDocument();
    expect(screen.getAllByText(/27 Kasım 2026 11:05 UTC/)).toHaveLength(2);
    expect(screen.queryByText(/November/)).not.toBeInTheDocument();
  });
});

describe('the success page in the page language', () => {
  it('shows the server’s English note under the PIN in French', async () => {
    const paymentId = '7c1d2e3f-1111-4222-8333-444455556666';
    const session = 'dev_cs_0123456789abcdef01234567';
    await open('fr', `/success?paymentId=${paymentId}&payment=${session}`, {
      [`POST /api/v1/payment/check/${paymentId}/${session}/`]: {
        body: { status: 'success', data: '246810', message: english.demoPin, livemode: true },
      },
    });
    expect(await screen.findByText('246810')).toBeInTheDocument();
    expect(await screen.findByText(/^Code de démonstration/)).toBeInTheDocument();
    expect(screen.queryByText(english.demoPin)).not.toBeInTheDocument();
  });
});
