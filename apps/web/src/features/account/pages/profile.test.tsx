import { messages } from '@navihub/contract/messages';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, tokenExpiringIn, userStatusOf } from '@/testing/fake-server';
import { getTokens } from '@/lib/session';
import { renderApp, signIn } from '@/testing/render-app';

const status = {
  'GET /auth/user/status/': { body: [userStatusOf({ pk: 1, email: 'driver@example.com', discount: 0 })] },
};

describe('profile page', () => {
  it('shows the e-mail read-only, points per tool and subscriptions as year-day-month', async () => {
    fakeServer({
      ...status,
      'GET /api/v1/points-subs/generate/': {
        body: {
          points: [{ pk: 1, fk_tool_name: 'Navigation codes tokens', amount: 12 }],
          subscriptions: [{ pk: 4, fk_tool_name: 'Navigation codes tokens', end_date: '2031-12-05' }],
        },
      },
    });
    signIn();
    renderApp('/profile');

    const email = await screen.findByLabelText('Email');
    expect(email).toHaveValue('driver@example.com');
    expect(email).toHaveAttribute('readonly');
    expect(await screen.findByText('12')).toBeInTheDocument();
    expect(screen.getByText('Active to 2031-05-12')).toBeInTheDocument();
    expect(screen.getAllByText('Navigation codes tokens')).toHaveLength(2);
  });

  it('updates the password and clears the form', async () => {
    const server = fakeServer({
      ...status,
      'GET /api/v1/points-subs/generate/': { body: { points: [], subscriptions: [] } },
      'POST /auth/password/change/': { body: { detail: messages.passwordChanged } },
    });
    signIn();
    const { user } = renderApp('/profile');

    const section = (await screen.findByRole('heading', { name: 'Password update' })).closest('section')!;
    await user.type(within(section).getByLabelText('New password'), 'brand new pass');
    await user.type(within(section).getByLabelText('Confirm new password'), 'brand new pass');
    await user.click(within(section).getByRole('button', { name: 'Update password' }));

    expect(await screen.findByText('Password updated')).toBeInTheDocument();
    await waitFor(() => expect(within(section).getByLabelText('New password')).toHaveValue(''));
    expect(within(section).getByLabelText('Confirm new password')).toHaveValue('');
    const call = server.callsTo('POST', '/auth/password/change/')[0]!;
    expect(call.body).toEqual({ new_password1: 'brand new pass', new_password2: 'brand new pass' });
    expect(call.headers.get('Authorization')).toMatch(/^Bearer /);
  });

  it.each([
    [{ new_password1: ['This password is too short.'], new_password2: ['x'] }, 'This password is too short.'],
    [{ new_password2: ["The two password fields didn't match."] }, "The two password fields didn't match."],
    [{ detail: 'odd' }, 'Something went wrong, please try again later'],
  ])('shows the server error %j without client-side checks', async (body, shown) => {
    const server = fakeServer({
      ...status,
      'GET /api/v1/points-subs/generate/': { body: { points: [], subscriptions: [] } },
      'POST /auth/password/change/': { status: 400, body },
    });
    signIn();
    const { user } = renderApp('/profile');
    await user.click(await screen.findByRole('button', { name: 'Update password' }));
    expect(await screen.findByText(shown)).toBeInTheDocument();
    expect(server.callsTo('POST', '/auth/password/change/')[0]?.body).toEqual({
      new_password1: '',
      new_password2: '',
    });
  });

  it('sends a session that signed in too long ago through /login and back to the password form', async () => {
    const reauth = { detail: messages.reauthenticationRequired, code: messages.reauthenticationRequiredCode };
    const fresh = tokenExpiringIn(60 * 60 * 1000, { sid: 'fresh-session' });
    const server = fakeServer({
      ...status,
      'GET /api/v1/points-subs/generate/': { body: { points: [], subscriptions: [] } },
      'POST /auth/password/change/': (request) =>
        request.headers.get('Authorization') === `Bearer ${fresh}`
          ? { body: { detail: messages.passwordChanged } }
          : { status: 403, body: reauth },
      'POST /auth/logout/': { body: { detail: messages.loggedOut } },
      'POST /auth/login/': { body: { access_token: fresh, refresh_token: 'refresh-2' } },
    });
    signIn(undefined, 'stale-refresh');
    const { user, router } = renderApp('/profile');

    let section = (await screen.findByRole('heading', { name: 'Password update' })).closest('section')!;
    await user.type(within(section).getByLabelText('New password'), 'brand new pass');
    await user.type(within(section).getByLabelText('Confirm new password'), 'brand new pass');
    await user.click(within(section).getByRole('button', { name: 'Update password' }));

    // The reason is shown, the stale session ends (also on the server) and the login form opens.
    expect(await screen.findByText(messages.reauthenticationRequired)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(getTokens()).toBeNull();
    await waitFor(() =>
      expect(server.callsTo('POST', '/auth/logout/')[0]?.body).toEqual({ refresh: 'stale-refresh' }),
    );

    // The new page's heading takes the focus (PageFocus) in an effect: type once it has, or the
    // keys go to the heading.
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Log in' })).toHaveFocus());
    await user.type(screen.getByLabelText('Email'), 'driver@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse 42');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    // Signed in again, back on the password form, which now goes through.
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    section = (await screen.findByRole('heading', { name: 'Password update' })).closest('section')!;
    await user.type(within(section).getByLabelText('New password'), 'brand new pass');
    await user.type(within(section).getByLabelText('Confirm new password'), 'brand new pass');
    await user.click(within(section).getByRole('button', { name: 'Update password' }));
    expect(await screen.findByText('Password updated')).toBeInTheDocument();
    expect(server.callsTo('POST', '/auth/password/change/')).toHaveLength(2);
  });
});
