import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { codeFormAnswers } from '@/testing/code-form-answers';
import { fakeServer } from '@/testing/fake-server';
import { renderApp, signIn } from '@/testing/render-app';

// The token bundle offer beside the code form, with PayPal offered (decision 028).
function shop(extra: Record<string, unknown> = {}) {
  return fakeServer({
    ...codeFormAnswers({ site: { payment_methods: ['card', 'paypal'] } }),
    ...(extra as Record<string, never>),
  });
}

async function openForm(extra: Record<string, unknown> = {}, signedIn = true) {
  const server = shop(extra);
  if (signedIn) signIn();
  const view = renderApp('/navipin');
  await screen.findByRole('form', { name: 'Navigation code' }, { timeout: 5000 });
  return { server, ...view };
}

describe('token bundle offer with PayPal (issue 15)', () => {
  it('has a PayPal button beside each Buy that starts a PayPal payment of that bundle', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const { user, server } = await openForm({
      'POST /api/v1/payment/bundle/': {
        body: { payment_url: 'https://www.sandbox.paypal.com/checkoutnow?token=PP7' },
      },
    });
    const offer = screen.getByRole('complementary', { name: 'Buy in bundle' });
    await within(offer).findByText('Starter 10');
    const paypal = await within(offer).findAllByRole('button', { name: 'PayPal' });
    expect(paypal).toHaveLength(2);
    expect(paypal[1]).toHaveAccessibleDescription('Starter 10');
    await user.click(paypal[1]!);

    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('https://www.sandbox.paypal.com/checkoutnow?token=PP7'),
    );
    expect(server.callsTo('POST', '/api/v1/payment/bundle/')[0]!.body).toEqual({
      fk_bundle: 2,
      currency: 'USD',
      method: 'paypal',
    });
  });

  it('sends a guest to log in first, as Buy does', async () => {
    const { user, router, server } = await openForm({}, false);
    const offer = screen.getByRole('complementary', { name: 'Buy in bundle' });
    await within(offer).findByText('Reseller 10');
    await user.click((await within(offer).findAllByRole('button', { name: 'PayPal' }))[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(server.callsTo('POST', '/api/v1/payment/bundle/')).toHaveLength(0);
  });
});
