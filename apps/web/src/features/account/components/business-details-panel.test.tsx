import { messages } from '@navihub/contract/messages';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, userStatusOf } from '@/testing/fake-server';
import { renderApp, signIn } from '@/testing/render-app';

describe('the business details in the settings', () => {
  it('are prefilled, saved, and a wrong VAT number keeps its message at its field', async () => {
    let saved = {
      company_name: 'Garage Martin',
      address: '1 rue de Rivoli\n75001 Paris',
      country: 'FR',
      vat_number: '',
    };
    const server = fakeServer({
      'GET /auth/user/status/': { body: [userStatusOf({ pk: 1, email: 'driver@example.com' })] },
      'GET /api/v1/points-subs/generate/': { body: { points: [], subscriptions: [] } },
      'GET /auth/user/receive_email': { body: { receive_email: true } },
      'GET /api/v1/account/business/': () => ({ body: saved }),
      'PUT /api/v1/account/business/': (request) => {
        const body = request.body as typeof saved;
        if (body.vat_number === 'FR1')
          return {
            status: 400,
            body: { detail: messages.vatNumberShape, code: 'invalid', vat_number: [messages.vatNumberShape] },
          };
        saved = body;
        return { body };
      },
    });
    signIn();
    const { user } = renderApp('/profile/settings');
    const company = await screen.findByLabelText('Company name', {}, { timeout: 5000 });
    await waitFor(() => expect(company).toHaveValue('Garage Martin'));
    expect(screen.getByLabelText('Address')).toHaveValue('1 rue de Rivoli\n75001 Paris');

    const vat = screen.getByLabelText('VAT number');
    await user.type(vat, 'FR1');
    await user.click(screen.getByRole('button', { name: 'Save business details' }));
    await waitFor(() =>
      expect(vat).toHaveAccessibleDescription(expect.stringContaining(messages.vatNumberShape)),
    );

    await user.clear(vat);
    await user.type(vat, 'FR40303265045');
    await user.click(screen.getByRole('button', { name: 'Save business details' }));
    await waitFor(() => expect(saved.vat_number).toBe('FR40303265045'));
    expect(server.callsTo('PUT', '/api/v1/account/business/').at(-1)!.body).toEqual({
      company_name: 'Garage Martin',
      address: '1 rue de Rivoli\n75001 Paris',
      country: 'FR',
      vat_number: 'FR40303265045',
    });
  });
});
