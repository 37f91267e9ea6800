import { messages } from '@navihub/contract/messages';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, userStatusOf } from '@/testing/fake-server';
import { renderApp, signIn } from '@/testing/render-app';

type User = ReturnType<typeof renderApp>['user'];

async function fillNewPassword(user: User, password1: string, password2: string) {
  const submit = await screen.findByRole('button', { name: 'Save password' });
  if (password1) await user.type(screen.getByLabelText('New password'), password1);
  if (password2) await user.type(screen.getByLabelText('Confirm new password'), password2);
  await user.click(submit);
}

describe('create password page', () => {
  it('sends visitors without a token to /login', async () => {
    fakeServer();
    const { router } = renderApp('/create-password?id=5');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('sends a signed-in user to /', async () => {
    fakeServer({
      'GET /auth/user/status/': { body: [userStatusOf({ pk: 1, email: 'driver@example.com' })] },
      'GET /api/v1/points-subs/generate/': { body: { points: [], subscriptions: [] } },
    });
    signIn();
    const { router } = renderApp('/create-password?token=t&id=5');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it.each([
    ['short', 'different', 'Passwords do not match'],
    ['seven77', 'seven77', 'Password must be at least 8 characters'],
    ['q'.repeat(51), 'q'.repeat(51), 'Password must be less than 50 characters'],
  ])('applies the sign-up password rules in order (%j / %j)', async (password1, password2, message) => {
    const server = fakeServer();
    const { user } = renderApp('/create-password?token=tok&id=5');
    await fillNewPassword(user, password1, password2);
    const alerts = await screen.findAllByRole('alert');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toHaveTextContent(message);
    expect(server.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('sets the new password and goes to /login', async () => {
    const server = fakeServer({
      'POST /password/reset/confirm/5/tok-123/': { body: { detail: messages.passwordResetDone } },
    });
    const { user, router } = renderApp('/create-password?token=tok-123&id=5');
    await fillNewPassword(user, 'q'.repeat(50), 'q'.repeat(50));

    expect(await screen.findByText('Password reseted')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(server.callsTo('POST', '/password/reset/confirm/5/tok-123/')[0]?.body).toEqual({
      new_password1: 'q'.repeat(50),
      new_password2: 'q'.repeat(50),
      uid: '5',
      token: 'tok-123',
    });
  });

  it('titles the failure with the server errors', async () => {
    fakeServer({
      'POST /password/reset/confirm/5/old/': {
        status: 400,
        body: { token: ['The password reset link is invalid or has expired.'] },
      },
    });
    const { user, router } = renderApp('/create-password?token=old&id=5');
    await fillNewPassword(user, 'new password', 'new password');

    expect(await screen.findByText('The password reset link is invalid or has expired.')).toBeInTheDocument();
    expect(screen.getByText(messages.somethingWrong)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/create-password');
  });
});
