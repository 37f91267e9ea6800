import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type {
  WebhookDelivery,
  WebhookEndpointSummary,
  WebhookEndpointWithSecret,
} from '@navihub/contract/webhooks';
import { fakeServer, userStatusOf } from '@/testing/fake-server';
import { renderApp, signIn } from '@/testing/render-app';

const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSwAbCdEfGhIjK=';
const URL_ = 'https://erp.example.com/navihub';

function shop(endpoints: WebhookEndpointSummary[], deliveries: WebhookDelivery[] = []) {
  return fakeServer({
    'GET /auth/user/status/': { body: [userStatusOf({ pk: 1, email: 'reseller@example.com' })] },
    'GET /api/v1/points-subs/generate/': { body: { points: [], subscriptions: [] } },
    'GET /auth/user/receive_email': { body: { receive_email: true } },
    'GET /api/v1/api-keys/': { body: { results: [] } },
    'GET /api/v1/webhooks/': () => ({ body: { results: endpoints } }),
    'GET /api/v1/webhooks/deliveries/': () => ({ body: { results: deliveries } }),
  });
}

const endpoint: WebhookEndpointSummary = {
  id: 3,
  url: URL_,
  events: ['order.fulfilled', 'order.failed'],
  created_at: '2026-11-20T10:00:00.000Z',
  livemode: true,
  disabled_at: null,
  disabled_reason: null,
  previous_secret_until: null,
};

const delivery = (over: Partial<WebhookDelivery>): WebhookDelivery => ({
  id: 1,
  endpoint_id: 3,
  message_id: 'msg_abc',
  event: 'order.fulfilled',
  status: 'succeeded',
  attempts: 1,
  last_response_code: 200,
  last_error: null,
  next_attempt_at: null,
  last_attempt_at: '2026-11-27T10:00:00.000Z',
  created_at: '2026-11-27T10:00:00.000Z',
  ...over,
});

describe('webhooks in the account settings', () => {
  it('adds an endpoint, shows its secret once, then lists it', async () => {
    const endpoints: WebhookEndpointSummary[] = [];
    const server = shop(endpoints);
    server.set('POST /api/v1/webhooks/', (request) => {
      const body = request.body as { url: string; events: WebhookEndpointSummary['events'] };
      const created: WebhookEndpointWithSecret = {
        ...endpoint,
        id: 4,
        url: body.url,
        events: body.events,
        secret: SECRET,
      };
      const { secret: _secret, ...summary } = created;
      endpoints.push(summary);
      return { status: 201, body: created };
    });
    signIn();
    const { user } = renderApp('/profile/settings');

    expect(await screen.findByText('No endpoints yet.')).toBeInTheDocument();
    expect(await screen.findByText('Nothing has been sent yet.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Endpoint URL'), URL_);
    await user.click(screen.getByLabelText('Order refunded'));
    await user.click(screen.getByLabelText('Order failed'));
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));

    expect(await screen.findByRole('textbox', { name: 'The signing secret' })).toHaveValue(SECRET);
    expect(screen.getByText(/shown only this once/)).toBeInTheDocument();
    expect(server.callsTo('POST', '/api/v1/webhooks/')[0]?.body).toEqual({
      url: URL_,
      events: ['order.fulfilled', 'order.refunded'],
    });
    const list = await screen.findByRole('list', { name: 'Your webhook endpoints' });
    expect(await within(list).findByText(URL_)).toBeInTheDocument();
    expect(within(list).getByText('Order fulfilled (with the PIN) · Order refunded')).toBeInTheDocument();
    expect(within(list).queryByText(SECRET)).not.toBeInTheDocument();
  });

  it('names the field the server refused', async () => {
    const server = shop([]);
    const refused =
      'The address must be a public one on the internet; 10.0.0.1 is a private, loopback or link-local address.';
    server.set('POST /api/v1/webhooks/', {
      status: 400,
      body: { url: [refused], detail: refused, code: 'invalid' },
    });
    signIn();
    const { user } = renderApp('/profile/settings');
    await user.type(await screen.findByLabelText('Endpoint URL'), 'https://10.0.0.1/hook');
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));
    expect(await screen.findByText(refused)).toBeInTheDocument();
    expect(screen.getByLabelText('Endpoint URL')).toHaveAttribute('aria-invalid', 'true');
  });

  it('rotates a secret and shows the new one; deletes only after the confirmation', async () => {
    const endpoints = [endpoint];
    const server = shop(endpoints);
    server.set('POST /api/v1/webhooks/3/rotate-secret/', () => {
      endpoints[0] = { ...endpoint, previous_secret_until: '2026-11-28T10:00:00.000Z' };
      return { body: { ...endpoints[0], secret: SECRET } };
    });
    server.set('DELETE /api/v1/webhooks/3/', () => {
      endpoints.pop();
      return { status: 204 };
    });
    signIn();
    const { user } = renderApp('/profile/settings');

    await user.click(await screen.findByRole('button', { name: `Rotate the secret of ${URL_}` }));
    expect(await screen.findByRole('textbox', { name: 'The signing secret' })).toHaveValue(SECRET);
    expect(screen.getByText(/previous secret keeps signing too for 24 hours/)).toBeInTheDocument();
    expect(await screen.findByText(/The previous secret signs too until Nov 28/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: `Delete ${URL_}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this endpoint?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.callsTo('DELETE', '/api/v1/webhooks/3/')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: `Delete ${URL_}` }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No endpoints yet.')).toBeInTheDocument();
    expect(server.callsTo('DELETE', '/api/v1/webhooks/3/')).toHaveLength(1);
  });

  it('lists recent deliveries with their status, and resends one', async () => {
    const deliveries = [
      delivery({
        id: 2,
        status: 'pending',
        attempts: 2,
        last_response_code: 503,
        next_attempt_at: '2026-11-27T10:35:00.000Z',
      }),
      delivery({ id: 1 }),
      delivery({
        id: 0,
        event: 'order.failed',
        status: 'failed',
        attempts: 10,
        last_response_code: null,
        last_error: 'no answer within 10000 ms',
      }),
    ];
    const server = shop(
      [
        {
          ...endpoint,
          disabled_at: '2026-11-27T11:00:00.000Z',
          disabled_reason: 'The endpoint answered 410 Gone.',
        },
      ],
      deliveries,
    );
    server.set('POST /api/v1/webhooks/deliveries/0/resend/', () => {
      deliveries[2] = { ...deliveries[2]!, status: 'pending' };
      return { status: 202, body: deliveries[2] };
    });
    signIn();
    const { user } = renderApp('/profile/settings');

    const table = await screen.findByRole('table', { name: 'Recent webhook deliveries, newest first' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]!.textContent)).toEqual([
      expect.stringMatching(/^Retrying2 attempts · last answer: 503Next try Nov 27/),
      'Delivered1 attempt · last answer: 200',
      'Failed10 attempts · last answer: no answer within 10000 ms',
    ]);
    expect(within(rows[0]!).getByText(URL_)).toBeInTheDocument();
    expect(screen.getByText('Disabled')).toBeInTheDocument();
    expect(screen.getByText('The endpoint answered 410 Gone.')).toBeInTheDocument();

    await user.click(within(rows[2]!).getByRole('button', { name: /^Resend order.failed/ }));
    expect(await screen.findByText('Sending it again')).toBeInTheDocument();
    expect(server.callsTo('POST', '/api/v1/webhooks/deliveries/0/resend/')).toHaveLength(1);
    await waitFor(() =>
      expect(within(within(table).getAllByRole('row')[3]!).getAllByRole('cell')[1]!.textContent).toMatch(
        /^Retrying/,
      ),
    );
  });
});
