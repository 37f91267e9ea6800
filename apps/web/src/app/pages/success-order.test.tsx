import { messages } from '@navihub/contract/messages';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, userStatusOf } from '@/testing/fake-server';
import { renderApp, signIn } from '@/testing/render-app';

const ORDER = '3f9a0c2e-1111-4222-8333-444455556666';
const CHECK = `POST /api/v1/points-subs/check/${ORDER}/`;
const status = {
  'GET /auth/user/status/': { body: [userStatusOf({ pk: 1, email: 'driver@example.com', discount: 0 })] },
};
const pointsSubs = { 'GET /api/v1/points-subs/generate/': { body: { points: [], subscriptions: [] } } };

describe('/success?orderId', () => {
  it('shows the order: its NH- reference, head unit, region, version, VIN and the next step (issue 31 item 4)', async () => {
    fakeServer({
      ...status,
      ...pointsSubs,
      [CHECK]: {
        body: {
          status: 'success',
          data: '123456',
          message: messages.orderReady,
          livemode: true,
          order: {
            reference: 'NH-7K3Q-92',
            comand: 'NTG 5.5',
            map_region: 'Europe',
            version: 'V12.0',
            vin: 'WDD2050461F123456',
          },
        },
      },
    });
    signIn();
    renderApp(`/success?orderId=${ORDER}`);

    const summary = await screen.findByRole('region', { name: 'Your order' }, { timeout: 5000 });
    for (const text of ['NH-7K3Q-92', 'NTG 5.5', 'Europe', 'V12.0', 'WDD2050461F123456']) {
      expect(within(summary).getByText(text)).toBeInTheDocument();
    }
    expect(screen.getByText(/Next: start the map update in the car/)).toBeInTheDocument();
    // The help page's steps for this head unit (issue 32).
    expect(screen.getByRole('link', { name: 'How to enter the PIN on NTG 5.5' })).toHaveAttribute(
      'href',
      '/help#ntg-5-5',
    );
    expect(screen.getByRole('link', { name: 'Your orders' })).toHaveAttribute('href', '/profile/orders');
  });

  it('shows a pending order, asks again every 2 s and then shows the PIN', async () => {
    let checks = 0;
    const server = fakeServer({
      ...status,
      ...pointsSubs,
      [CHECK]: () =>
        ++checks < 2
          ? { body: { status: 'pending', data: null, message: messages.orderPending, livemode: true } }
          : { body: { status: 'success', data: '123456', message: messages.demoPin, livemode: true } },
    });
    signIn();
    renderApp(`/success?orderId=${ORDER}`);

    expect(await screen.findByText(messages.orderPending, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Thank you for conversion' })).toBeInTheDocument();

    expect(await screen.findByText('123456', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.getByText(messages.demoPin)).toBeInTheDocument();
    expect(screen.getByText('Code was also sent to your email')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByText('help@navihub.test')).toHaveAttribute(
      'href',
      'mailto:help@navihub.test',
    );
    expect(screen.getByRole('link', { name: 'Back to home page' })).toHaveAttribute('href', '/');
    expect(screen.queryByText(messages.orderPending)).not.toBeInTheDocument();

    const call = server.callsTo('POST', `/api/v1/points-subs/check/${ORDER}/`)[0]!;
    expect(call.headers.get('Authorization')).toMatch(/^Bearer /);
    expect(call.body).toBeUndefined();
    // Polling stops with the final answer.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(checks).toBe(2);
  }, 15_000);

  it("copies the PIN and says 'Copied!'", async () => {
    fakeServer({
      ...status,
      ...pointsSubs,
      [CHECK]: { body: { status: 'success', data: '654321', message: messages.orderReady, livemode: true } },
    });
    signIn();
    const { user } = renderApp(`/success?orderId=${ORDER}`);

    await user.click(await screen.findByRole('button', { name: 'Copy' }, { timeout: 5000 }));
    expect(await screen.findByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe('654321');
  });

  it('shows a failed order with the server message', async () => {
    fakeServer({
      ...status,
      ...pointsSubs,
      [CHECK]: { body: { status: 'error', data: null, message: messages.orderFailed, livemode: true } },
    });
    signIn();
    renderApp(`/success?orderId=${ORDER}`);

    expect(await screen.findByText(messages.orderFailed, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Thank you for conversion' })).toBeInTheDocument();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('We could not obtain your PIN');
    expect(alert).toHaveTextContent(messages.contactSupport);
    expect(screen.queryByRole('button', { name: 'Copy' })).not.toBeInTheDocument();
  });

  it('shows an error when the order cannot be checked', async () => {
    fakeServer({ ...status, ...pointsSubs, [CHECK]: { status: 404, body: { detail: messages.notFound } } });
    signIn();
    renderApp(`/success?orderId=${ORDER}`);

    expect(await screen.findByText(messages.notFound, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText(messages.contactSupport)).toBeInTheDocument();
  });

  it('shows Loading... while the first answer is on its way', async () => {
    fakeServer({ ...status, ...pointsSubs, [CHECK]: () => new Promise(() => {}) });
    signIn();
    renderApp(`/success?orderId=${ORDER}`);
    // The page itself, not a passing loading state before it (the session check shows one too).
    expect(
      await screen.findByRole('heading', { name: 'Thank you for conversion' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByText(messages.loading)).toBeInTheDocument();
  });
});
