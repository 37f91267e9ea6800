import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer } from '@/testing/fake-server';
import { renderApp } from '@/testing/render-app';
import { ORDER_ID, orderDetail, orderPage, sessionRoutes, signInAs, staffOrder } from '../test-fixtures';

const ONE = `/api/v1/admin/orders/${ORDER_ID}/`;

function openOrder(routes: Parameters<typeof fakeServer>[0], order = orderDetail()) {
  const server = fakeServer({
    ...sessionRoutes('staff'),
    [`GET ${ONE}`]: { body: order },
    'GET /api/v1/admin/orders/': orderPage([]),
    ...routes,
  });
  signInAs('staff');
  return { server, ...renderApp(`/admin/orders/${ORDER_ID}`) };
}

const fulfilled = orderDetail({
  status: 'fulfilled',
  pin_masked: '••••-CD34',
  timeline: [
    ...orderDetail().timeline,
    { at: '2026-11-20T10:02:00Z', event: 'fulfilled', detail: 'PIN entered by staff@navihub.test' },
  ],
});

describe('an order awaiting its PIN', () => {
  it('shows the VIN reading and its warnings, the payment and the timeline', async () => {
    openOrder({});

    expect(await screen.findByRole('heading', { name: 'Order 1042', level: 1 })).toBeInTheDocument();
    const vin = screen.getByRole('region', { name: 'VIN reading' });
    expect(vin).toHaveTextContent('Mercedes-Benz C-Class (W205), built 2015 in Germany');
    expect(vin).toHaveTextContent('The check digit does not match.');
    expect(screen.getByRole('region', { name: 'Payment' })).toHaveTextContent('stripe');
    expect(screen.getByRole('region', { name: 'Refund' })).toHaveTextContent('Nothing was given back.');
    // The reference the customer quotes, and the way to the customer's page.
    const summary = screen.getByRole('region', { name: 'Order' });
    expect(within(summary).getByText('Customer reference').nextElementSibling).toHaveTextContent(
      'NH-7K3Q-92',
    );
    expect(within(summary).getByRole('link', { name: 'guest@example.com' })).toHaveAttribute(
      'href',
      '/admin/customers/7',
    );
    const timeline = within(screen.getByRole('region', { name: 'Timeline' })).getAllByRole('listitem');
    expect(timeline.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Created'),
      expect.stringContaining('Paid by card'),
    ]);
  });

  it('records the PIN staff enter and shows the order fulfilled', async () => {
    const { server, user } = openOrder({ [`POST ${ONE}fulfil/`]: { body: fulfilled } });

    await user.type(await screen.findByLabelText('PIN'), '  AB12-CD34 ');
    await user.click(screen.getByRole('button', { name: 'Fulfil' }));

    expect(
      await screen.findByText('Order 1042 is fulfilled; the PIN was e-mailed to the customer.'),
    ).toBeInTheDocument();
    expect(server.callsTo('POST', `${ONE}fulfil/`)[0]!.body).toEqual({ pin: 'AB12-CD34' });
    expect(screen.queryByLabelText('PIN')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Order' })).toHaveTextContent('••••-CD34');
    expect(screen.getByRole('heading', { name: 'Order 1042', level: 1 })).toHaveFocus();
  });

  it('offers the order that has waited longest next, once the PIN is recorded', async () => {
    const NEXT_ID = 'b1b2c3d4-0000-4000-8000-000000000009';
    const { server, user } = openOrder({
      [`POST ${ONE}fulfil/`]: { body: fulfilled },
      // The queue as the server lists it, oldest first; it may still list this order for a moment.
      'GET /api/v1/admin/orders/': orderPage([
        staffOrder(),
        staffOrder({ id: NEXT_ID, number: 1039, waited_seconds: 5 * 3600 + 60 }),
      ]),
    });

    await user.type(await screen.findByLabelText('PIN'), 'AB12-CD34');
    await user.click(screen.getByRole('button', { name: 'Fulfil' }));

    const next = await screen.findByRole('region', { name: 'Next in the queue' });
    expect(next).toHaveTextContent('Order 1039 has waited 5 h 1 min for its PIN.');
    expect(within(next).getByRole('link', { name: 'Open order 1039' })).toHaveAttribute(
      'href',
      `/admin/orders/${NEXT_ID}`,
    );
    const asked = server.callsTo('GET', '/api/v1/admin/orders/').at(-1)!.url.searchParams;
    expect(asked.get('status')).toBe('awaiting_pin');
  });

  it('says when no other order awaits a PIN after this one', async () => {
    const { user } = openOrder({ [`POST ${ONE}fulfil/`]: { body: fulfilled } });

    await user.type(await screen.findByLabelText('PIN'), 'AB12-CD34');
    await user.click(screen.getByRole('button', { name: 'Fulfil' }));

    const next = await screen.findByRole('region', { name: 'Next in the queue' });
    expect(next).toHaveTextContent('No other order awaits a PIN.');
  });

  it('requires a PIN, and shows the server message about it under the field', async () => {
    const { server, user } = openOrder({
      [`POST ${ONE}fulfil/`]: {
        status: 400,
        body: {
          detail: 'The PIN does not look like a PIN.',
          code: 'invalid',
          pin: ['The PIN does not look like a PIN.'],
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Fulfil' }));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(server.callsTo('POST', `${ONE}fulfil/`)).toHaveLength(0);

    await user.type(screen.getByLabelText('PIN'), '!!');
    await user.click(screen.getByRole('button', { name: 'Fulfil' }));
    expect(await screen.findByText('The PIN does not look like a PIN.')).toBeInTheDocument();
    expect(screen.getByLabelText('PIN')).toHaveAccessibleDescription('The PIN does not look like a PIN.');
  });

  it('says so when another staff member was faster, and shows the order as it is now', async () => {
    let current = orderDetail();
    const { server, user } = openOrder({
      [`GET ${ONE}`]: () => ({ body: current }),
      [`POST ${ONE}fulfil/`]: () => {
        current = fulfilled;
        return { status: 409, body: { detail: 'The order already has a PIN.', code: 'conflict' } };
      },
    });

    await user.type(await screen.findByLabelText('PIN'), 'ZZ99-ZZ99');
    await user.click(screen.getByRole('button', { name: 'Fulfil' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The order changed meanwhile');
    expect(alert).toHaveTextContent('The order already has a PIN.');
    await waitFor(() => expect(screen.getByRole('region', { name: 'Order' })).toHaveTextContent('••••-CD34'));
    expect(screen.queryByLabelText('PIN')).not.toBeInTheDocument();
    expect(server.callsTo('GET', ONE).length).toBeGreaterThanOrEqual(2);
  });

  it('fails the order and gives back what paid for it, only with a reason', async () => {
    const failed = orderDetail({
      status: 'failed',
      failure_reason: 'No PIN for this unit',
      refund: {
        at: '2026-11-20T10:05:00Z',
        reason: 'No PIN for this unit',
        given_back: 'card',
        amount: '39.00',
        provider_refund_id: 're_123',
        by: 'staff@navihub.test',
      },
    });
    const { server, user } = openOrder({ [`POST ${ONE}fail/`]: { body: failed } });

    await user.click(await screen.findByRole('button', { name: 'Fail and refund' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Fail this order and give back what paid for it?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Fail and refund' }));
    expect(await within(dialog).findByText('This field is required.')).toBeInTheDocument();
    expect(server.callsTo('POST', `${ONE}fail/`)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Reason'), 'No PIN for this unit');
    await user.click(within(dialog).getByRole('button', { name: 'Fail and refund' }));

    expect(
      await screen.findByText('Order 1042 failed; what paid for it was given back.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(server.callsTo('POST', `${ONE}fail/`)[0]!.body).toEqual({ reason: 'No PIN for this unit' });
    // findBy: the page is hidden from the accessibility tree until the closed dialog's clean-up has
    // run, which may be a moment after the dialog has gone.
    const refund = await screen.findByRole('region', { name: 'Refund' });
    expect(refund).toHaveTextContent('Card refund');
    expect(refund).toHaveTextContent('re_123');
  });

  it('keeps the dialog open with the server reason when the refund is refused', async () => {
    const { user } = openOrder({
      [`POST ${ONE}fail/`]: {
        status: 502,
        body: { detail: 'The payment provider did not take the refund; try again.', code: 'refund_failed' },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Fail and refund' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Reason'), 'Wrong unit');
    await user.click(within(dialog).getByRole('button', { name: 'Fail and refund' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The payment provider did not take the refund; try again.',
    );
  });
});

describe('the payment of an order', () => {
  const statusOfPayment = async () => {
    const payment = await screen.findByRole('region', { name: 'Payment' });
    return within(payment).getByText('Payment status').nextElementSibling;
  };

  it('says the payment was received, not "fulfilled", on an order still awaiting its PIN', async () => {
    openOrder({});
    expect(await statusOfPayment()).toHaveTextContent(/^Received$/);
  });

  it('says the payment went back on a refunded order', async () => {
    openOrder({}, { ...fulfilled, refund_status: 'refunded', refunded_amount: '39.00' });
    expect(await statusOfPayment()).toHaveTextContent(/^Received, then refunded$/);
  });

  it('says part of the payment went back on a partly refunded order', async () => {
    openOrder({}, { ...fulfilled, refund_status: 'partially_refunded', refunded_amount: '1.00' });
    expect(await statusOfPayment()).toHaveTextContent(/^Received, partly refunded$/);
  });

  it('says a payment never made is not received', async () => {
    openOrder(
      {},
      orderDetail({ status: 'pending_payment', payment: { ...orderDetail().payment!, status: 'pending' } }),
    );
    expect(await statusOfPayment()).toHaveTextContent(/^Not received yet$/);
  });
});

describe('a fulfilled order', () => {
  it('is refunded with a reason; the customer keeps the PIN', async () => {
    const refunded = {
      ...fulfilled,
      refund: {
        at: '2026-11-21T08:00:00Z',
        reason: 'Wrong VIN',
        given_back: 'card' as const,
        amount: '39.00',
        provider_refund_id: 're_9',
        by: 'staff@navihub.test',
      },
    };
    const { server, user } = openOrder({ [`POST ${ONE}refund/`]: { body: refunded } }, fulfilled);

    expect(await screen.findByRole('heading', { name: 'Order 1042', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Fail and refund' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund this order?' });
    await user.type(within(dialog).getByLabelText('Reason'), 'Wrong VIN');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));

    expect(await screen.findByText('Order 1042 is refunded.')).toBeInTheDocument();
    expect(server.callsTo('POST', `${ONE}refund/`)[0]!.body).toEqual({ reason: 'Wrong VIN' });
    expect(await screen.findByRole('region', { name: 'Order' })).toHaveTextContent('••••-CD34');
    expect(screen.queryByRole('button', { name: 'Refund' })).not.toBeInTheDocument();
  });

  it('corrects a PIN typed wrongly, with a reason, without showing the new PIN back', async () => {
    const corrected = { ...fulfilled, pin_masked: '••••-5678' };
    const { server, user } = openOrder({ [`POST ${ONE}correct-pin/`]: { body: corrected } }, fulfilled);

    const section = await screen.findByRole('region', { name: 'Correct the PIN' });
    await user.click(within(section).getByRole('button', { name: 'Correct PIN' }));
    expect(within(section).getAllByText('This field is required.')).toHaveLength(2);
    expect(server.callsTo('POST', `${ONE}correct-pin/`)).toHaveLength(0);

    await user.type(within(section).getByLabelText('Corrected PIN'), ' RIGHT-5678 ');
    await user.type(within(section).getByLabelText('Reason'), 'Typed the supplier PIN wrongly');
    await user.click(within(section).getByRole('button', { name: 'Correct PIN' }));

    expect(
      await screen.findByText(
        'The PIN of order 1042 is corrected; the corrected PIN was e-mailed to the customer.',
      ),
    ).toBeInTheDocument();
    expect(server.callsTo('POST', `${ONE}correct-pin/`)[0]!.body).toEqual({
      pin: 'RIGHT-5678',
      reason: 'Typed the supplier PIN wrongly',
    });
    expect(screen.getByRole('region', { name: 'Order' })).toHaveTextContent('••••-5678');
    expect(document.body).not.toHaveTextContent('RIGHT-5678');
    expect(within(section).getByLabelText('Corrected PIN')).toHaveValue('');
  });

  it('shows the server message about a corrected PIN under the field', async () => {
    const { user } = openOrder(
      {
        [`POST ${ONE}correct-pin/`]: {
          status: 400,
          body: {
            detail: 'This is the PIN the order has already.',
            code: 'invalid',
            pin: ['This is the PIN the order has already.'],
          },
        },
      },
      fulfilled,
    );
    const section = await screen.findByRole('region', { name: 'Correct the PIN' });
    await user.type(within(section).getByLabelText('Corrected PIN'), 'AB12-CD34');
    await user.type(within(section).getByLabelText('Reason'), 'again');
    await user.click(within(section).getByRole('button', { name: 'Correct PIN' }));
    expect(await within(section).findByText('This is the PIN the order has already.')).toBeInTheDocument();
  });

  it('shows the PIN masked; Reveal shows it whole and says the reveal was recorded', async () => {
    const { server, user } = openOrder(
      { [`POST ${ONE}reveal-pin/`]: { body: { pin: 'AB12-CD34' } } },
      fulfilled,
    );
    const summary = await screen.findByRole('region', { name: 'Order' });
    expect(summary).toHaveTextContent('••••-CD34');
    expect(summary).not.toHaveTextContent('AB12-CD34');
    expect(summary).toHaveTextContent('Each reveal is recorded in the audit log with your name.');
    await user.click(within(summary).getByRole('button', { name: 'Reveal' }));
    expect(await within(summary).findByText('AB12-CD34')).toBeInTheDocument();
    expect(within(summary).getByRole('status')).toHaveTextContent('the reveal was recorded in the audit log');
    expect(server.callsTo('POST', `${ONE}reveal-pin/`)).toHaveLength(1);
  });

  it('says in words why a reveal is refused', async () => {
    const { user } = openOrder(
      {
        [`POST ${ONE}reveal-pin/`]: {
          status: 429,
          body: {
            detail: 'You revealed 30 PINs within the hour: wait 12 min before the next.',
            code: 'rate_limited',
          },
        },
      },
      fulfilled,
    );
    await user.click(await screen.findByRole('button', { name: 'Reveal' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You revealed 30 PINs within the hour');
    expect(screen.getByRole('region', { name: 'Order' })).toHaveTextContent('••••-CD34');
  });

  it("tells staff their refund limit, and an admin's need in words", async () => {
    const { user } = openOrder(
      {
        [`POST ${ONE}refund/`]: {
          status: 403,
          body: {
            detail: 'Staff may refund at most 10.00 USD: ask an admin to refund this order.',
            code: 'needs_admin',
          },
        },
      },
      { ...fulfilled, refund_limit: '10.00' },
    );
    expect(await screen.findByText(/^You may refund up to/)).toHaveTextContent(
      /up to .*10\.00.* on your own; a larger refund needs an admin\.$/,
    );
    await user.click(screen.getByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Reason'), 'Wrong VIN');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Staff may refund at most 10.00 USD: ask an admin to refund this order.',
    );
  });

  it('offers no actions on the staff member’s own order, and says why', async () => {
    openOrder({}, orderDetail({ own_order: true }));
    expect(
      await screen.findByText('This is your own order: another staff member must fulfil, fail or refund it.'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('PIN')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Fail and refund' })).not.toBeInTheDocument();
  });

  it('offers no PIN correction on the staff member’s own fulfilled order', async () => {
    openOrder({}, { ...fulfilled, own_order: true });
    expect(await screen.findByText(/This is your own order/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Correct the PIN' })).not.toBeInTheDocument();
  });

  it('says when there is no such order', async () => {
    openOrder({ [`GET ${ONE}`]: { status: 404, body: { detail: 'Not found.', code: 'not_found' } } });
    expect(await screen.findByRole('alert')).toHaveTextContent('No such order.');
  });
});

describe('a failed card order', () => {
  const failed = orderDetail({
    status: 'failed',
    failure_reason: 'The supplier has no PIN for this unit.',
    timeline: [
      ...orderDetail().timeline,
      { at: null, event: 'failed', detail: 'The supplier has no PIN for this unit.' },
    ],
  });

  it('is refunded from here when its payment was received and nothing was given back', async () => {
    const refunded = {
      ...failed,
      refund: {
        at: '2026-11-21T08:00:00Z',
        reason: 'Supplier gave up',
        given_back: 'card' as const,
        amount: '39.00',
        provider_refund_id: 're_7',
        by: 'staff@navihub.test',
      },
    };
    const { server, user } = openOrder({ [`POST ${ONE}refund/`]: { body: refunded } }, failed);

    expect(await screen.findByRole('heading', { name: 'Order 1042', level: 1 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund this order?' });
    expect(dialog).toHaveTextContent('The order failed: its card payment is refunded, once.');
    await user.type(within(dialog).getByLabelText('Reason'), 'Supplier gave up');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));

    expect(await screen.findByText('Order 1042 is refunded.')).toBeInTheDocument();
    expect(server.callsTo('POST', `${ONE}refund/`)[0]!.body).toEqual({ reason: 'Supplier gave up' });
    expect(await screen.findByRole('region', { name: 'Refund' })).toHaveTextContent('re_7');
    expect(screen.queryByRole('button', { name: 'Refund' })).not.toBeInTheDocument();
  });

  it('offers no refund when its payment never arrived, or a point paid for it', async () => {
    openOrder({}, { ...failed, payment: { ...failed.payment!, status: 'failed' } });
    expect(await screen.findByRole('heading', { name: 'Order 1042', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Refund' })).not.toBeInTheDocument();
  });
});

describe('a partially refunded order (issue 29)', () => {
  it('shows how much went back, and still offers to refund the rest', async () => {
    openOrder({}, { ...fulfilled, refund_status: 'partially_refunded', refunded_amount: '1.00' });
    expect(await screen.findByRole('heading', { name: 'Order 1042', level: 1 })).toBeInTheDocument();
    expect(screen.getAllByText('Partially refunded').length).toBeGreaterThan(0);
    const sections = screen.getAllByRole('region', { name: 'Refund' }).map((r) => r.textContent);
    expect(sections).toContainEqual(
      expect.stringContaining('Partially refunded: 1.00 USD went back; the rest can be refunded.'),
    );
    expect(
      screen.getByText('The customer keeps the PIN: the rest of the card payment is refunded, once.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Refund' })).toBeInTheDocument();
  });
});

describe('the invoices of an order (issue 33)', () => {
  const INVOICES = `/api/v1/backoffice/orders/${ORDER_ID}/invoices`;
  const listed = {
    results: [
      {
        id: 11,
        kind: 'invoice',
        number: '2026-000123',
        issued_at: '2026-11-20T10:01:00Z',
        corrects: null,
        gross: '39.00',
        currency: 'USD',
        email: 'guest@example.com',
        pdf_ready: true,
        url: '/api/v1/backoffice/invoices/11/pdf',
      },
      {
        id: 12,
        kind: 'credit_note',
        number: 'CN-2026-000007',
        issued_at: '2026-11-21T09:00:00Z',
        corrects: '2026-000123',
        gross: '-39.00',
        currency: 'USD',
        email: 'guest@example.com',
        pdf_ready: true,
        url: '/api/v1/backoffice/invoices/12/pdf',
      },
    ],
  };

  it('lists the invoice and the credit note that corrects it, and sends one again', async () => {
    const { server, user } = openOrder({
      [`GET ${INVOICES}`]: { body: listed },
      'POST /api/v1/backoffice/invoices/12/resend': { status: 202, body: { queued: true } },
    });
    const section = within(await screen.findByRole('region', { name: 'Invoices' }));
    const items = await section.findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Invoice 2026-000123.*39\.00/),
      expect.stringMatching(/^Credit note CN-2026-000007.*corrects 2026-000123/),
    ]);
    await user.click(
      section.getByRole('button', { name: 'Send credit note CN-2026-000007 to guest@example.com again' }),
    );
    expect(
      await section.findByText('Credit note CN-2026-000007 sent to guest@example.com.'),
    ).toBeInTheDocument();
    expect(server.callsTo('POST', '/api/v1/backoffice/invoices/12/resend')).toHaveLength(1);
  });

  it('says when nothing was invoiced', async () => {
    openOrder({ [`GET ${INVOICES}`]: { body: { results: [] } } });
    expect(await screen.findByText('No invoice: nothing was paid by card or PayPal.')).toBeInTheDocument();
  });

  it('says so when the re-send is refused', async () => {
    const { user } = openOrder({
      [`GET ${INVOICES}`]: { body: listed },
      'POST /api/v1/backoffice/invoices/11/resend': { status: 409, body: { detail: 'No address.' } },
    });
    const section = within(await screen.findByRole('region', { name: 'Invoices' }));
    await user.click(
      await section.findByRole('button', { name: 'Send invoice 2026-000123 to guest@example.com again' }),
    );
    expect(await section.findByText('Invoice 2026-000123 could not be sent.')).toBeInTheDocument();
  });
});
