import { messages } from '@navihub/contract/messages';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, userStatusOf } from '@/testing/fake-server';
import { renderApp, signIn } from '@/testing/render-app';

const PAYMENT_ID = '7c1d2e3f-1111-4222-8333-444455556666';
const SESSION = 'dev_cs_0123456789abcdef01234567';
const CHECK = `/api/v1/payment/check/${PAYMENT_ID}/${SESSION}/`;
const status = {
  'GET /auth/user/status/': { body: [userStatusOf({ pk: 1, email: 'driver@example.com', discount: 0 })] },
};

function pointsSubs(points: number) {
  return {
    'GET /api/v1/points-subs/generate/': () => ({
      body: {
        points: points ? [{ pk: 7, fk_tool_name: 'Navigation codes tokens', amount: points }] : [],
        subscriptions: [],
      },
    }),
  };
}

function supportLink() {
  return within(screen.getByRole('main')).getByRole('link', { name: 'help@navihub.test' });
}

describe('/success?paymentId&payment', () => {
  it('polls a pending payment every 2 s and then shows the PIN', async () => {
    let checks = 0;
    const server = fakeServer({
      [`POST ${CHECK}`]: () =>
        ++checks < 2
          ? { body: { status: 'pending', data: null, message: messages.paymentPending, livemode: true } }
          : { body: { status: 'success', data: '246810', message: messages.demoPin, livemode: true } },
    });
    renderApp(`/success?paymentId=${PAYMENT_ID}&payment=${SESSION}`);

    expect(await screen.findByText(messages.paymentPending, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: "Thank you for purchase, here's your PIN:" }),
    ).toBeInTheDocument();

    expect(await screen.findByText('246810', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    expect(screen.getByText('Code was also sent to your email')).toBeInTheDocument();
    expect(supportLink()).toHaveAttribute('href', 'mailto:help@navihub.test');
    expect(screen.getByRole('link', { name: 'Back to home page' })).toHaveAttribute('href', '/');

    // A guest's check is a plain call.
    expect(server.callsTo('POST', CHECK)[0]!.headers.get('Authorization')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(checks).toBe(2);
  }, 15_000);

  it("links a guest to the order's invoice PDF through the key the link carries (issue 33)", async () => {
    const invoiceUrl = '/api/v1/invoices/2026-000123/pdf?key=k3y';
    fakeServer({
      [`POST ${CHECK}`]: {
        body: {
          status: 'success',
          data: '246810',
          message: messages.demoPin,
          livemode: true,
          order: {
            reference: 'NH-7K3Q-92',
            comand: 'NTG 5.5',
            map_region: 'Europe',
            version: 'V12.0',
            vin: 'WDD2050461F123456',
          },
          invoice_url: invoiceUrl,
          credit_notes: [],
        },
      },
    });
    renderApp(`/success?paymentId=${PAYMENT_ID}&payment=${SESSION}`);
    const link = await screen.findByRole('link', { name: 'Invoice of NH-7K3Q-92 (PDF)' }, { timeout: 5000 });
    // A guest has no token: the key in the link is what opens it.
    expect(link).toHaveAttribute('href', invoiceUrl);
    expect(link).toHaveAttribute('target', '_blank');
    // The help page's steps for the order's head unit (issue 32).
    expect(screen.getByRole('link', { name: 'How to enter the PIN on NTG 5.5' })).toHaveAttribute(
      'href',
      '/help#ntg-5-5',
    );
  });

  it("sends a signed-in customer's bearer", async () => {
    const server = fakeServer({
      ...status,
      ...pointsSubs(0),
      [`POST ${CHECK}`]: { body: { status: 'success', data: '135791', message: '', livemode: true } },
    });
    signIn();
    renderApp(`/success?paymentId=${PAYMENT_ID}&payment=${SESSION}`);
    expect(await screen.findByText('135791', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(server.callsTo('POST', CHECK)[0]!.headers.get('Authorization')).toMatch(/^Bearer /);
  });

  it("shows the server's message of a failed payment with 'Please contact support' and the e-mail", async () => {
    fakeServer({
      [`POST ${CHECK}`]: {
        body: { status: 'error', data: null, message: messages.paymentExpired, livemode: true },
      },
    });
    renderApp(`/success?paymentId=${PAYMENT_ID}&payment=${SESSION}`);

    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(within(alert).getByText(messages.paymentExpired)).toBeInTheDocument();
    expect(alert).toHaveTextContent(`${messages.contactSupport} help@navihub.test`);
    expect(supportLink()).toHaveAttribute('href', 'mailto:help@navihub.test');
    expect(screen.queryByRole('button', { name: 'Copy' })).not.toBeInTheDocument();
  });

  it.each([
    ['a 404 with detail', { status: 404, body: { detail: messages.notFound } }, messages.notFound],
    ['a 500 without one', { status: 500, body: {} }, messages.paymentStatusFailed],
  ])('shows %s as the error', async (_, reply, shown) => {
    fakeServer({ [`POST ${CHECK}`]: reply });
    renderApp(`/success?paymentId=${PAYMENT_ID}&payment=${SESSION}`);
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(within(alert).getByText(shown)).toBeInTheDocument();
    expect(within(alert).getByText(messages.contactSupport, { exact: false })).toBeInTheDocument();
  });

  it("says 'Ops. Unxpected error' for a return link without the payment", async () => {
    const server = fakeServer();
    renderApp(`/success?paymentId=${PAYMENT_ID}`);
    expect(await screen.findByText(messages.paymentStatusFailed, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(server.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });
});

describe.each([
  ['bundleId', '/api/v1/payment/bundle/', messages.tokensCredited],
  ['subscribeBundleId', '/api/v1/payment/subscribe_bundle/', messages.subscriptionExtended],
])('/success?%s&payment', (param, base, successMessage) => {
  const PURCHASE = '9a8b7c6d-1111-4222-8333-444455556666';
  const CONFIRM = `${base}${PURCHASE}/${SESSION}`;
  const url = `/success?${param}=${PURCHASE}&payment=${SESSION}`;

  it('confirms a pending purchase and refreshes the balance', async () => {
    let confirms = 0;
    const server = fakeServer({
      ...status,
      ...pointsSubs(0),
      [`POST ${CONFIRM}`]: () =>
        ++confirms < 2
          ? { body: { status: 'pending', message: messages.paymentPending } }
          : { body: { status: 'success', message: successMessage } },
    });
    signIn();
    const { queryClient } = renderApp(url);
    queryClient.setQueryData(['points-subs'], { points: [], subscriptions: [] });

    expect(await screen.findByText(messages.paymentPending, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Thank you for purchase' })).toBeInTheDocument();
    expect(queryClient.getQueryState(['points-subs'])?.isInvalidated).toBe(false);

    expect(await screen.findByText(successMessage, {}, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to navigation codes' })).toHaveAttribute('href', '/navipin');
    // The new points or subscription are read again wherever the balance is shown.
    expect(queryClient.getQueryState(['points-subs'])?.isInvalidated).toBe(true);

    const call = server.callsTo('POST', CONFIRM)[0]!;
    expect(call.headers.get('Authorization')).toMatch(/^Bearer /);
    expect(call.body).toBeUndefined();
  }, 15_000);

  it("shows the server's message of a failed purchase", async () => {
    fakeServer({
      ...status,
      ...pointsSubs(0),
      [`POST ${CONFIRM}`]: { body: { status: 'error', message: messages.paymentFailed } },
    });
    signIn();
    renderApp(url);
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(within(alert).getByText(messages.paymentFailed)).toBeInTheDocument();
    expect(alert).toHaveTextContent(`${messages.contactSupport} help@navihub.test`);
  });

  it("shows the 404 detail of another customer's purchase", async () => {
    fakeServer({
      ...status,
      ...pointsSubs(0),
      [`POST ${CONFIRM}`]: { status: 404, body: { detail: messages.paymentUnknown } },
    });
    signIn();
    renderApp(url);
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(within(alert).getByText(messages.paymentUnknown)).toBeInTheDocument();
  });

  it("says 'Ops. Unxpected error' when the answer is not readable", async () => {
    fakeServer({
      ...status,
      ...pointsSubs(0),
      [`POST ${CONFIRM}`]: { body: { unexpected: true }, outsideContract: 'an unreadable answer' },
    });
    signIn();
    renderApp(url);
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(within(alert).getByText(messages.paymentStatusFailed)).toBeInTheDocument();
    expect(within(alert).getByText(messages.contactSupport, { exact: false })).toBeInTheDocument();
  });
});
