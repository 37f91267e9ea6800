import { messages } from '@navihub/contract/messages';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer } from '@/testing/fake-server';
import { renderApp } from '@/testing/render-app';

describe('confirm e-mail page', () => {
  it('confirms the address of the link while showing that it is working', async () => {
    let answer: (value: { body: unknown }) => void = () => {};
    const server = fakeServer({
      'POST /auth/registration/verify-email/': () => new Promise((resolve) => (answer = resolve)),
    });
    renderApp('/confirm-email/key-123');

    expect(await screen.findByRole('heading', { name: 'Confirm your e-mail address' })).toBeInTheDocument();
    expect(await screen.findByRole('status')).toHaveTextContent('Confirming your e-mail address...');
    await waitFor(() => expect(server.callsTo('POST', '/auth/registration/verify-email/')).toHaveLength(1));
    answer({ body: { detail: messages.emailConfirmed } });

    expect(await screen.findByRole('alert')).toHaveTextContent('E-mail address confirmed');
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(server.callsTo('POST', '/auth/registration/verify-email/')).toHaveLength(1);
    expect(server.callsTo('POST', '/auth/registration/verify-email/')[0]?.body).toEqual({ key: 'key-123' });
  });

  it('says when the link is invalid or expired and sends a new one on request', async () => {
    const server = fakeServer({
      'POST /auth/registration/verify-email/': {
        status: 400,
        body: { key: [messages.confirmationLinkInvalid] },
      },
      'POST /auth/registration/resend-email/': { body: { detail: messages.registered } },
    });
    const { user } = renderApp('/confirm-email/old-key');

    expect(await screen.findByRole('alert')).toHaveTextContent(messages.confirmationLinkInvalid);
    await user.type(screen.getByLabelText('Email'), ' driver@example.com ');
    await user.click(screen.getByRole('button', { name: 'Send a new link' }));

    expect(await screen.findByText(messages.registered)).toBeInTheDocument();
    expect(server.callsTo('POST', '/auth/registration/resend-email/')[0]?.body).toEqual({
      email: 'driver@example.com',
    });
  });

  it('shows the server message when a new link cannot be sent, and asks for an address first', async () => {
    const server = fakeServer({
      'POST /auth/registration/verify-email/': { status: 500, body: {} },
      'POST /auth/registration/resend-email/': {
        status: 400,
        body: { email: [messages.emailInvalid] },
      },
    });
    const { user } = renderApp('/confirm-email/any');

    expect(await screen.findByRole('alert')).toHaveTextContent(messages.somethingWrong);
    await user.click(screen.getByRole('button', { name: 'Send a new link' }));
    expect(await screen.findByText(messages.emailRequired)).toBeInTheDocument();
    expect(server.callsTo('POST', '/auth/registration/resend-email/')).toHaveLength(0);

    await user.type(screen.getByLabelText('Email'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Send a new link' }));
    expect(await screen.findByText(messages.emailInvalid)).toBeInTheDocument();
  });
});
