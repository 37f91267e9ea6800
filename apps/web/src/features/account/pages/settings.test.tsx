import { messages } from '@navihub/contract/messages';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, userStatusOf } from '@/testing/fake-server';
import { renderApp, signIn } from '@/testing/render-app';

describe('settings page', () => {
  it('shows Loading... then the switch, and toggles through the server', async () => {
    let receive = true;
    let releaseFirst: () => void = () => {};
    let first = true;
    const server = fakeServer({
      'GET /auth/user/status/': { body: [userStatusOf({ pk: 1, email: 'driver@example.com' })] },
      'GET /api/v1/points-subs/generate/': { body: { points: [], subscriptions: [] } },
      'GET /auth/user/receive_email': () => {
        if (!first) return { body: { receive_email: receive } };
        first = false;
        return new Promise((resolve) => {
          releaseFirst = () => resolve({ body: { receive_email: receive } });
        });
      },
      'POST /auth/user/receive_email': () => {
        receive = !receive;
        return { body: { receive_email: receive } };
      },
    });
    signIn();
    const { user } = renderApp('/profile/settings');

    await waitFor(() => expect(server.callsTo('GET', '/auth/user/receive_email')).toHaveLength(1));
    expect(screen.getByText(messages.loading)).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    releaseFirst();

    const toggle = await screen.findByRole('switch', { name: 'Navigation codes Notifications' });
    expect(toggle).toHaveAccessibleDescription(
      'Switch Navigation codes notifications sending. PINs and payment receipts are e-mailed to you whatever this switch says.',
    );
    expect(toggle).toBeChecked();

    await user.click(toggle);

    await waitFor(() => expect(screen.getByRole('switch')).not.toBeChecked());
    const post = server.callsTo('POST', '/auth/user/receive_email');
    expect(post).toHaveLength(1);
    expect(post[0]?.body).toBeUndefined();
    expect(server.callsTo('GET', '/auth/user/receive_email')).toHaveLength(2);
  });

  it("sets the language of the account's e-mails through the server (decision 068)", async () => {
    const server = fakeServer({
      'GET /auth/user/status/': { body: [userStatusOf({ pk: 1, email: 'driver@example.com' })] },
      'GET /api/v1/points-subs/generate/': { body: { points: [], subscriptions: [] } },
      'GET /auth/user/receive_email': { body: { receive_email: true } },
      'GET /api/v1/account/language': { body: { language: 'en' } },
      'PUT /api/v1/account/language': (request) => ({ body: request.body as { language: string } }),
    });
    signIn();
    const { user } = renderApp('/profile/settings');

    const select = await screen.findByRole('combobox', { name: 'E-mail language' });
    expect(select).toHaveValue('en');
    expect(select).toHaveAccessibleDescription(
      'Account e-mails are written in this language. Order e-mails are written in the language of the page you ordered on.',
    );
    await user.selectOptions(select, 'Deutsch');

    await waitFor(() => expect(server.callsTo('PUT', '/api/v1/account/language')).toHaveLength(1));
    expect(server.callsTo('PUT', '/api/v1/account/language')[0]?.body).toEqual({ language: 'de' });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'E-mail language' })).toHaveValue('de'));
  });
});
