import { messages } from '@navihub/contract/messages';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeServer, tokenExpiringIn, userStatusOf } from '@/testing/fake-server';
import { renderApp, signIn } from '@/testing/render-app';

const statusAndPoints = {
  'GET /auth/user/status/': {
    body: [
      userStatusOf({
        pk: 7,
        email: 'driver@example.com',
        discount: 10,
        role: 'customer',
        receive_email: true,
      }),
    ],
  },
  'GET /api/v1/points-subs/generate/': { body: { points: [], subscriptions: [] } },
};

async function fillLogin(user: ReturnType<typeof renderApp>['user'], email: string, password: string) {
  const submit = await screen.findByRole('button', { name: 'Log in' });
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(submit);
}

describe('login page', () => {
  it.each([
    ['', ''],
    ['driver@example.com', ''],
    ['', 'secret-password'],
  ])('asks to fill all fields (email %j, password %j)', async (email, password) => {
    const server = fakeServer();
    const { user } = renderApp('/login');
    await fillLogin(user, email, password);

    expect(await screen.findByText(messages.fillAllFields)).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(server.callsTo('POST', '/auth/login/')).toHaveLength(0);
  });

  it('shows the credentials error for a 400 with non_field_errors', async () => {
    fakeServer({
      'POST /auth/login/': { status: 400, body: { non_field_errors: [messages.badCredentials] } },
    });
    const { user } = renderApp('/login');
    await fillLogin(user, 'driver@example.com', 'wrong-password');
    expect(await screen.findByText('Unable to log in with provided credentials.')).toBeInTheDocument();
  });

  it('shows the generic error for other failures', async () => {
    fakeServer({ 'POST /auth/login/': { status: 500, body: { detail: 'boom' } } });
    const { user } = renderApp('/login');
    await fillLogin(user, 'driver@example.com', 'any-password');
    expect(
      await screen.findByText('An error occurred while logging in. Please try again later.'),
    ).toBeInTheDocument();
  });

  it("shows the server's detail when rate limited", async () => {
    fakeServer({
      'POST /auth/login/': { status: 429, body: { detail: 'Too many requests. Wait 60 seconds.' } },
    });
    const { user } = renderApp('/login');
    await fillLogin(user, 'driver@example.com', 'any-password');
    expect(await screen.findByText('Too many requests. Wait 60 seconds.')).toBeInTheDocument();
  });

  it('logs in, stores the session, and after about 100 ms returns to where the user came from', async () => {
    const access = tokenExpiringIn(60 * 60 * 1000);
    const server = fakeServer({
      'POST /auth/login/': { body: { access_token: access, refresh_token: 'refresh-1' } },
      ...statusAndPoints,
    });
    const onLogin = vi.fn();
    window.addEventListener('navihub:login-success', onLogin);
    const { user, router } = renderApp('/login', { state: { from: '/vrxtool?x=1' } });

    await fillLogin(user, 'driver@example.com', 'correct-password');

    expect(await screen.findByText(messages.loginSuccess)).toBeInTheDocument();
    expect(screen.getByText('Success')).toBeInTheDocument();
    expect(server.callsTo('POST', '/auth/login/')[0]?.body).toEqual({
      email: 'driver@example.com',
      password: 'correct-password',
    });
    expect(JSON.parse(window.localStorage.getItem('authTokens')!)).toEqual({
      access_token: access,
      refresh_token: 'refresh-1',
    });
    expect(onLogin).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/vrxtool'));
    expect(router.state.location.search).toBe('?x=1');
    // The stored user becomes the first item of the user status.
    await waitFor(() =>
      expect(JSON.parse(window.localStorage.getItem('user')!)).toMatchObject({ pk: 7, discount: 10 }),
    );
    expect(await screen.findByRole('button', { name: 'driver@example.com' })).toBeInTheDocument();
    window.removeEventListener('navihub:login-success', onLogin);
  });

  it.each(['staff', 'admin'] as const)(
    'takes %s to the back-office dashboard, not the home page',
    async (role) => {
      fakeServer({
        'POST /auth/login/': { body: { access_token: tokenExpiringIn(3_600_000), refresh_token: 'r' } },
        ...statusAndPoints,
        'GET /auth/user/status/': { body: [userStatusOf({ pk: 8, email: 'desk@example.com', role })] },
      });
      const { user, router } = renderApp('/login');
      await fillLogin(user, 'desk@example.com', 'correct-password');
      await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    },
  );

  it('takes staff back to the page they came from, when they came from one', async () => {
    fakeServer({
      'POST /auth/login/': { body: { access_token: tokenExpiringIn(3_600_000), refresh_token: 'r' } },
      ...statusAndPoints,
      'GET /auth/user/status/': { body: [userStatusOf({ pk: 8, email: 'desk@example.com', role: 'staff' })] },
    });
    const { user, router } = renderApp('/login', { state: { from: '/admin/orders?status=awaiting_pin' } });
    await fillLogin(user, 'desk@example.com', 'correct-password');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/orders'));
    expect(router.state.location.search).toBe('?status=awaiting_pin');
  });

  it('waits about 100 ms before leaving the login page', async () => {
    fakeServer({
      'POST /auth/login/': { body: { access_token: tokenExpiringIn(3_600_000), refresh_token: 'r' } },
      ...statusAndPoints,
    });
    const { user, router } = renderApp('/login');
    // The 100 ms timer is held until the test lets it go, so a slow machine cannot let it fire
    // before the page is looked at.
    const heldRedirects: Array<() => void> = [];
    const realSetTimeout = window.setTimeout.bind(window);
    const setTimeoutSpy = vi.spyOn(window, 'setTimeout').mockImplementation(((
      handler: TimerHandler,
      delay?: number,
      ...args: unknown[]
    ) => {
      if (delay === 100 && typeof handler === 'function') {
        heldRedirects.push(() => handler(...args));
        return 0;
      }
      return realSetTimeout(handler, delay, ...args);
    }) as typeof window.setTimeout);
    try {
      await fillLogin(user, 'driver@example.com', 'correct-password');
      await screen.findByText(messages.loginSuccess);
      await waitFor(() => expect(heldRedirects).toHaveLength(1));
      expect(router.state.location.pathname).toBe('/login');
      act(() => heldRedirects[0]!());
      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    } finally {
      setTimeoutSpy.mockRestore();
    }
  });

  it('links to sign-up and password restore', async () => {
    fakeServer();
    renderApp('/login');
    expect(await screen.findByRole('link', { name: 'Not registered yet?' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/login?forgot=true',
    );
  });

  it('shows the authorization-required alert', async () => {
    fakeServer();
    renderApp('/login?required=true');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Authorization Required');
    expect(alert).toHaveTextContent('To perform this action, please log in or create an account.');
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
  });

  it('shows nothing when opened with a token', async () => {
    fakeServer();
    renderApp('/login?token=abc');
    await screen.findByRole('banner');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('heading', { name: 'Log in' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
  });

  it('sends a signed-in user to /', async () => {
    fakeServer(statusAndPoints);
    signIn();
    const { router } = renderApp('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

describe('password restore', () => {
  it('requires the e-mail (an e-mail input)', async () => {
    const server = fakeServer();
    const { user } = renderApp('/login?forgot=true');
    const email = await screen.findByLabelText('Email');
    expect(email).toHaveAttribute('type', 'email');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(messages.emailRequired)).toBeInTheDocument();
    expect(server.callsTo('POST', '/password/reset/')).toHaveLength(0);
  });

  it('confirms the request', async () => {
    const server = fakeServer({ 'POST /password/reset/': { body: { detail: messages.resetEmailSent } } });
    const { user } = renderApp('/login?forgot=true');
    await user.type(await screen.findByLabelText('Email'), 'driver@example.com');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Request successfully sent on your email')).toBeInTheDocument();
    expect(server.callsTo('POST', '/password/reset/')[0]?.body).toEqual({ email: 'driver@example.com' });
  });

  it("shows the server's first e-mail error, else the generic text", async () => {
    const server = fakeServer({
      'POST /password/reset/': { status: 400, body: { email: ['Enter a valid email address.', 'x'] } },
    });
    const { user } = renderApp('/login?forgot=true');
    await user.type(await screen.findByLabelText('Email'), 'nope@x');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument();

    server.set('POST /password/reset/', { status: 500, body: {} });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(messages.somethingWrong)).toBeInTheDocument();
  });
});
