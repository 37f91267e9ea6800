import { accountDataMessages, type AccountExport } from '@navihub/contract/account-data';
import { messages } from '@navihub/contract/messages';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { accountTexts } from '@/features/account/texts';
import { getTokens } from '@/lib/session';
import { fakeServer, userStatusOf } from '@/testing/fake-server';
import { renderApp, signIn } from '@/testing/render-app';

const t = accountTexts.myData;

const exported: AccountExport = {
  exported_at: '2026-11-27T10:00:00.000Z',
  profile: {
    id: 1,
    email: 'driver@example.com',
    first_name: '',
    last_name: '',
    speciality: '',
    birthday: null,
    role: 'customer',
    discount_percent: 0,
    created_at: '2026-01-01T00:00:00.000Z',
    email_verified_at: null,
    signs_in_with_password: true,
    signs_in_with_google: false,
    language: 'en',
  },
  consents: { receive_email: true, orders: [] },
  orders: [],
  payments: [],
  points: { balances: [], ledger: [] },
  subscriptions: [],
  invoices: [],
  sessions: [],
  bulk_orders: [],
  webhook_endpoints: [],
};

function openSettings(routes: Parameters<typeof fakeServer>[0] = {}) {
  const server = fakeServer({
    'GET /auth/user/status/': { body: [userStatusOf({ pk: 1, email: 'driver@example.com' })] },
    'GET /api/v1/points-subs/generate/': { body: { points: [], subscriptions: [] } },
    'GET /auth/user/receive_email': { body: { receive_email: true } },
    'POST /auth/logout/': { body: { detail: messages.loggedOut } },
    // The settings page's API keys panel lists none.
    'GET /api/v1/api-keys/': { body: { results: [] } },
    // And no webhook endpoints or deliveries.
    'GET /api/v1/webhooks/': { body: { results: [] } },
    'GET /api/v1/webhooks/deliveries/': { body: { results: [] } },
    ...routes,
  });
  signIn();
  return { server, ...renderApp('/profile/settings') };
}

describe('my data in settings', () => {
  it('downloads everything held about me as the JSON file the server names', async () => {
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:my-data');
    // jsdom has no object URLs: lent for this test only.
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    onTestFinished(() => {
      Reflect.deleteProperty(URL, 'createObjectURL');
      Reflect.deleteProperty(URL, 'revokeObjectURL');
    });
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { server, user } = openSettings({
      'GET /api/v1/account/export/': () =>
        new Response(JSON.stringify(exported), {
          headers: {
            'Content-Type': 'application/json',
            'Content-Disposition': 'attachment; filename="navihub-account-1-2026-11-27.json"',
          },
        }),
    });

    await user.click(await screen.findByRole('button', { name: t.download }));

    await waitFor(() => expect(saved).toEqual(['navihub-account-1-2026-11-27.json']));
    expect(JSON.parse(await createObjectURL.mock.calls[0]![0].text())).toEqual(exported);
    expect(server.callsTo('GET', '/api/v1/account/export/')[0]!.headers.get('Authorization')).toMatch(
      /^Bearer /,
    );
  });

  it('says so when the download fails', async () => {
    const { user } = openSettings({
      'GET /api/v1/account/export/': { status: 500, body: { detail: 'boom' }, outsideContract: 'a failure' },
    });
    await user.click(await screen.findByRole('button', { name: t.download }));
    expect(await screen.findByText(messages.somethingWrong)).toBeInTheDocument();
  });

  it('refuses a wrong password with its message, then deletes, signs me out and says it is done', async () => {
    let attempts = 0;
    const { server, user, router } = openSettings({
      'DELETE /api/v1/account/': () =>
        ++attempts === 1
          ? {
              status: 400,
              body: {
                password: [accountDataMessages.passwordWrong],
                detail: accountDataMessages.passwordWrong,
                code: 'invalid',
              },
            }
          : { body: { detail: accountDataMessages.deleted } },
    });
    const section = await screen.findByRole('region', { name: t.deleteHeading });
    expect(section).toHaveTextContent(t.deleteWarning);

    const password = screen.getByLabelText(t.password);
    await user.type(password, 'wrong one');
    await user.click(screen.getByRole('button', { name: t.confirm }));
    expect(await screen.findByText(accountDataMessages.passwordWrong)).toBeInTheDocument();
    expect(password).toHaveAccessibleDescription(accountDataMessages.passwordWrong);
    expect(getTokens()).not.toBeNull();

    await user.clear(password);
    await user.type(password, 'correct horse 42');
    await user.keyboard('{Enter}');

    expect(await screen.findByText(accountDataMessages.deleted)).toBeInTheDocument();
    expect(screen.getByText(messages.sessionEnded)).toBeInTheDocument();
    expect(getTokens()).toBeNull();
    expect(router.state.location.pathname).toBe('/');
    expect(server.callsTo('DELETE', '/api/v1/account/').map((c) => c.body)).toEqual([
      { password: 'wrong one' },
      { password: 'correct horse 42' },
    ]);
  });
});
