import { messages } from '@navihub/contract/messages';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer } from '@/testing/fake-server';
import { renderApp, signIn } from '@/testing/render-app';

const status = { 'GET /auth/user/status/': { body: [{ pk: 1, email: 'driver@example.com', discount: 0 }] } };

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
});
