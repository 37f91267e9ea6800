import { messages } from '@navihub/contract/messages';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeServer, siteConfig, tokenExpiringIn, userStatusOf } from '@/testing/fake-server';
import { renderApp, signIn } from '@/testing/render-app';

type User = ReturnType<typeof renderApp>['user'];

async function fillSignUp(user: User, values: { email?: string; password1?: string; password2?: string }) {
  const submit = await screen.findByRole('button', { name: 'Create account' });
  if (values.email) await user.type(screen.getByLabelText('Email'), values.email);
  if (values.password1) await user.type(screen.getByLabelText('Password'), values.password1);
  if (values.password2) await user.type(screen.getByLabelText('Confirm password'), values.password2);
  await user.click(submit);
}

const long = (n: number) => 'p'.repeat(n);

describe('register page', () => {
  it('shows title and the sign-in link', async () => {
    fakeServer();
    renderApp('/register');
    expect(await screen.findByRole('heading', { name: 'Create account' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Already have an account? Sign in' })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  it.each([
    [
      'email missing (even when everything else is wrong too)',
      { password1: 'short', password2: 'other' },
      'Email is required',
      'Email',
    ],
    [
      'passwords differ (even when too short)',
      { email: 'a@b.co', password1: 'short', password2: 'shorter' },
      'Passwords do not match',
      'Confirm password',
    ],
    [
      'password too short',
      { email: 'a@b.co', password1: 'seven77', password2: 'seven77' },
      'Password must be at least 8 characters',
      'Password',
    ],
    [
      'password of 51 characters',
      { email: 'a@b.co', password1: long(51), password2: long(51) },
      'Password must be less than 50 characters',
      'Password',
    ],
  ])('checks the rules in order: %s', async (_case, values, message, field) => {
    const server = fakeServer();
    const { user } = renderApp('/register');
    await fillSignUp(user, values);

    const alerts = await screen.findAllByRole('alert');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toHaveTextContent(message);
    // The message is tied to its field for screen readers.
    expect(screen.getByLabelText(field)).toHaveAccessibleDescription(message);
    expect(screen.getByLabelText(field)).toHaveAttribute('aria-invalid', 'true');
    expect(server.callsTo('POST', '/auth/registration/')).toHaveLength(0);
  });

  it('accepts a password of exactly 50 characters', async () => {
    const server = fakeServer({
      'POST /auth/registration/': { status: 400, body: { email: [messages.emailTaken] } },
    });
    const { user } = renderApp('/register');
    await fillSignUp(user, { email: 'a@b.co', password1: long(50), password2: long(50) });
    expect(await screen.findByText(messages.emailTaken)).toBeInTheDocument();
    expect(server.callsTo('POST', '/auth/registration/')[0]?.body).toEqual({
      email: 'a@b.co',
      password1: long(50),
      password2: long(50),
      // The page's language becomes the account's (decision 068).
      language: 'en',
    });
  });

  it('creates the account, logs in with the same credentials and opens the profile', async () => {
    const access = tokenExpiringIn(60 * 60 * 1000);
    const server = fakeServer({
      'POST /auth/registration/': { status: 201, body: { detail: messages.registered } },
      'POST /auth/login/': { body: { access_token: access, refresh_token: 'refresh-1' } },
      'GET /auth/user/status/': {
        body: [
          userStatusOf({
            pk: 3,
            email: 'new@example.com',
            discount: 0,
            role: 'customer',
            receive_email: true,
          }),
        ],
      },
      'GET /api/v1/points-subs/generate/': { body: { points: [], subscriptions: [] } },
    });
    const { user, router } = renderApp('/register');
    await fillSignUp(user, { email: 'new@example.com', password1: 'long enough', password2: 'long enough' });

    expect(await screen.findByText(messages.loggedInAfterSignUp)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    // The sign-up form may still be leaving while the profile arrives: wait for the profile's field.
    await waitFor(() => expect(screen.getByDisplayValue('new@example.com')).toHaveAttribute('readonly'));
    expect(server.callsTo('POST', '/auth/login/')[0]?.body).toEqual({
      email: 'new@example.com',
      password: 'long enough',
    });
    const order = server.calls.map((c) => `${c.method} ${c.path}`);
    expect(order.indexOf('POST /auth/registration/')).toBeLessThan(order.indexOf('POST /auth/login/'));
    expect(order).toContain('GET /auth/user/status/');
  });

  it("says on the new account's page that the confirmation e-mail was sent, with a resend (issue 31 item 8)", async () => {
    const server = fakeServer({
      'POST /auth/registration/': { status: 201, body: { detail: messages.registered } },
      'POST /auth/login/': { body: { access_token: tokenExpiringIn(3_600_000), refresh_token: 'refresh-1' } },
      'GET /auth/user/status/': { body: [userStatusOf({ pk: 3, email: 'new@example.com' })] },
      'GET /api/v1/points-subs/generate/': { body: { points: [], subscriptions: [] } },
      'POST /auth/registration/resend-email/': { body: { detail: messages.registered } },
    });
    const { user, router } = renderApp('/register');
    await fillSignUp(user, { email: 'new@example.com', password1: 'long enough', password2: 'long enough' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));

    const note = await screen.findByRole('status', { name: 'Confirm your e-mail' }, { timeout: 5000 });
    expect(note).toHaveTextContent('We sent a confirmation e-mail to new@example.com');
    await user.click(within(note).getByRole('button', { name: 'Send it again' }));
    await waitFor(() =>
      expect(server.callsTo('POST', '/auth/registration/resend-email/')[0]?.body).toEqual({
        email: 'new@example.com',
      }),
    );
    expect(
      await within(note).findByText('Sent again. Check your inbox and spam folder.'),
    ).toBeInTheDocument();
  });

  it.each([
    [
      { email: ['A user is already registered with this e-mail address.'], password1: ['weak'] },
      'A user is already registered with this e-mail address.',
    ],
    [{ password1: ['This password is too common.'] }, 'This password is too common.'],
    [{ non_field_errors: ['Nope.'] }, 'Something went wrong, please try again later'],
  ])('shows the server error %j', async (body, shown) => {
    fakeServer({ 'POST /auth/registration/': { status: 400, body } });
    const { user } = renderApp('/register');
    await fillSignUp(user, { email: 'a@b.co', password1: 'long enough', password2: 'long enough' });
    expect(await screen.findByText(shown)).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
  });

  it('disables Google sign-up with an explanation when the shop has no Google client id', async () => {
    fakeServer({ 'GET /api/v1/site/': { body: { ...siteConfig, google_client_id: null } } });
    renderApp('/register');
    const google = await screen.findByRole('button', { name: 'Sign up with Google' });
    expect(google).toBeDisabled();
    expect(google).toHaveAccessibleDescription('Google sign-up is not available on this shop.');
  });

  it('enables Google sign-up when a client id is configured', async () => {
    fakeServer({
      'GET /api/v1/site/': { body: { ...siteConfig, google_client_id: 'client.apps.googleusercontent.com' } },
    });
    renderApp('/register');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign up with Google' })).toBeEnabled());
  });

  it('signs up with Google: posts the ID token and logs in like the login form', async () => {
    const access = tokenExpiringIn(60 * 60 * 1000);
    const server = fakeServer({
      'GET /api/v1/site/': { body: { ...siteConfig, google_client_id: 'client.apps.googleusercontent.com' } },
      'POST /auth/google/': { body: { access_token: access, refresh_token: 'refresh-g' } },
      'GET /auth/user/status/': { body: [userStatusOf({ pk: 9, email: 'google@example.com', discount: 0 })] },
      'GET /api/v1/points-subs/generate/': { body: { points: [], subscriptions: [] } },
    });
    let callback: ((response: { credential?: string }) => void) | undefined;
    vi.stubGlobal('google', {
      accounts: {
        id: {
          initialize: (options: { client_id: string; callback: typeof callback }) => {
            expect(options.client_id).toBe('client.apps.googleusercontent.com');
            callback = options.callback;
          },
          prompt: () => callback?.({ credential: 'google-id-token' }),
        },
      },
    });
    const { user, router } = renderApp('/register');
    const google = await screen.findByRole('button', { name: 'Sign up with Google' });
    await waitFor(() => expect(google).toBeEnabled());
    await user.click(google);

    expect(await screen.findByText(messages.loginSuccess)).toBeInTheDocument();
    expect(server.callsTo('POST', '/auth/google/')[0]?.body).toEqual({ id_token: 'google-id-token' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('button', { name: 'google@example.com' })).toBeInTheDocument();
  });

  it('takes staff who sign in with Google to the back-office dashboard (issue 31 item 14)', async () => {
    fakeServer({
      'GET /api/v1/site/': { body: { ...siteConfig, google_client_id: 'client.apps.googleusercontent.com' } },
      'POST /auth/google/': {
        body: { access_token: tokenExpiringIn(60 * 60 * 1000), refresh_token: 'refresh-s' },
      },
      'GET /auth/user/status/': { body: [userStatusOf({ pk: 8, email: 'desk@example.com', role: 'staff' })] },
      'GET /api/v1/points-subs/generate/': { body: { points: [], subscriptions: [] } },
    });
    let callback: ((response: { credential?: string }) => void) | undefined;
    vi.stubGlobal('google', {
      accounts: {
        id: {
          initialize: (options: { callback: typeof callback }) => {
            callback = options.callback;
          },
          prompt: () => callback?.({ credential: 'google-id-token' }),
        },
      },
    });
    const { user, router } = renderApp('/register');
    const google = await screen.findByRole('button', { name: 'Sign up with Google' });
    await waitFor(() => expect(google).toBeEnabled());
    await user.click(google);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
  });

  it('sends a signed-in user to /', async () => {
    fakeServer({
      'GET /auth/user/status/': { body: [userStatusOf({ pk: 1, email: 'driver@example.com' })] },
      'GET /api/v1/points-subs/generate/': { body: { points: [], subscriptions: [] } },
    });
    signIn();
    const { router } = renderApp('/register');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
