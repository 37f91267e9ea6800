import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeServer, userStatusOf } from '@/testing/fake-server';
import { renderApp, signIn } from '@/testing/render-app';

/** The header's language selector, opened; resolves with the German choice. */
async function germanChoice() {
  document.cookie = 'lang=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  const { user } = renderApp('/');
  await user.click(await screen.findByText('English', { selector: 'summary span' }));
  return { user, german: screen.getByRole('link', { name: 'Deutsch' }) };
}

describe("the header's language selector", () => {
  it("stores a signed-in customer's choice on the account, then opens the page in it (decision 068)", async () => {
    const server = fakeServer({
      'GET /auth/user/status/': { body: [userStatusOf({ pk: 1, email: 'driver@example.com' })] },
      'PUT /api/v1/account/language': { body: { language: 'de' } },
    });
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    signIn();
    const { user, german } = await germanChoice();
    await user.click(german);

    await waitFor(() => expect(server.callsTo('PUT', '/api/v1/account/language')).toHaveLength(1));
    expect(server.callsTo('PUT', '/api/v1/account/language')[0]?.body).toEqual({ language: 'de' });
    await waitFor(() => expect(assign).toHaveBeenCalledWith(expect.stringMatching(/\/de\/$/)));
    expect(document.cookie).toContain('lang=de');
  });

  it('opens the page all the same when the account cannot store it', async () => {
    const server = fakeServer({
      'GET /auth/user/status/': { body: [userStatusOf({ pk: 1, email: 'driver@example.com' })] },
      'PUT /api/v1/account/language': { status: 503, body: { detail: 'Down for maintenance.' } },
    });
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    signIn();
    const { user, german } = await germanChoice();
    await user.click(german);

    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(server.callsTo('PUT', '/api/v1/account/language')).toHaveLength(1);
  });

  it("tells no account a visitor's choice: the cookie is all of it", async () => {
    const server = fakeServer({});
    const { user, german } = await germanChoice();
    await user.click(german);
    expect(document.cookie).toContain('lang=de');
    expect(server.callsTo('PUT', '/api/v1/account/language')).toHaveLength(0);
  });
});
