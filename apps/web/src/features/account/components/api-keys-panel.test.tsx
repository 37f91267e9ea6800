import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ApiKeySummary, CreatedApiKey } from '@navihub/contract/api-keys';
import { fakeServer, userStatusOf } from '@/testing/fake-server';
import { renderApp, signIn } from '@/testing/render-app';

const KEY = `nh_live_${'Q'.repeat(36)}7Qx9`;

function shop(keys: ApiKeySummary[]) {
  return fakeServer({
    'GET /auth/user/status/': { body: [userStatusOf({ pk: 1, email: 'reseller@example.com' })] },
    'GET /api/v1/points-subs/generate/': { body: { points: [], subscriptions: [] } },
    'GET /auth/user/receive_email': { body: { receive_email: true } },
    'GET /api/v1/api-keys/': () => ({ body: { results: keys } }),
  });
}

const existing: ApiKeySummary = {
  id: 7,
  name: 'Workshop till',
  mode: 'live',
  read_only: true,
  last_four: 'a1B2',
  created_at: '2026-11-20T10:00:00.000Z',
  last_used_at: null,
};

describe('API keys in the account settings', () => {
  it('creates a key, shows it once with a copy button and a warning, then lists it', async () => {
    const keys: ApiKeySummary[] = [];
    const server = shop(keys);
    server.set('POST /api/v1/api-keys/', (request) => {
      const body = request.body as { name: string; mode: 'live' | 'test'; read_only: boolean };
      const created: CreatedApiKey = {
        id: 9,
        name: body.name,
        mode: body.mode,
        read_only: body.read_only,
        last_four: '7Qx9',
        created_at: '2026-11-27T11:00:00.000Z',
        last_used_at: null,
        key: KEY,
      };
      const { key: _key, ...summary } = created;
      keys.push(summary);
      return { status: 201, body: created };
    });
    signIn();
    const { user } = renderApp('/profile/settings');

    expect(await screen.findByText('No API keys yet.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Name'), 'Reseller ERP');
    await user.selectOptions(screen.getByLabelText('Mode'), 'live');
    await user.click(screen.getByRole('button', { name: 'Create key' }));

    const shown = await screen.findByRole('textbox', { name: 'The new API key' });
    expect(shown).toHaveValue(KEY);
    expect(screen.getByText(/shown only this once/)).toBeInTheDocument();
    expect(server.callsTo('POST', '/api/v1/api-keys/')[0]?.body).toEqual({
      name: 'Reseller ERP',
      mode: 'live',
      read_only: false,
    });

    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(KEY);
    expect(await screen.findByText('Key copied')).toBeInTheDocument();

    const row = await screen.findByRole('row', { name: /Reseller ERP/ });
    expect(within(row).getByText('nh_live_…7Qx9')).toBeInTheDocument();
    expect(within(row).getByText('Never')).toBeInTheDocument();
    // The list never holds the whole key.
    expect(within(screen.getByRole('table')).queryByText(KEY)).not.toBeInTheDocument();
  });

  it('names the field the server refused', async () => {
    const server = shop([]);
    server.set('POST /api/v1/api-keys/', {
      status: 400,
      body: { name: ['Give the key a name.'], detail: 'Give the key a name.', code: 'invalid' },
    });
    signIn();
    const { user } = renderApp('/profile/settings');
    await user.click(await screen.findByRole('button', { name: 'Create key' }));
    expect(await screen.findByText('Give the key a name.')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
  });

  it('revokes a key only after the confirmation', async () => {
    const keys = [existing];
    const server = shop(keys);
    server.set('DELETE /api/v1/api-keys/7/', () => {
      keys.pop();
      return { status: 204 };
    });
    signIn();
    const { user } = renderApp('/profile/settings');

    const row = await screen.findByRole('row', { name: /Workshop till/ });
    expect(within(row).getByText('(read-only)')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Revoke Workshop till' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke “Workshop till”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.callsTo('DELETE', '/api/v1/api-keys/7/')).toHaveLength(0);

    await user.click(within(row).getByRole('button', { name: 'Revoke Workshop till' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('No API keys yet.')).toBeInTheDocument();
    expect(server.callsTo('DELETE', '/api/v1/api-keys/7/')).toHaveLength(1);
  });
});
