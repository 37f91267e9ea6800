import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer } from '@/testing/fake-server';
import { kartenwerkLegal } from '@/testing/legal-info';
import { renderApp } from '@/testing/render-app';

const legal = kartenwerkLegal();

describe('the legal pages', () => {
  it('shows the seller of the settings in the imprint, with the template notice', async () => {
    fakeServer({ 'GET /api/v1/site/legal/': { body: legal } });
    renderApp('/imprint');
    expect(await screen.findByRole('heading', { level: 1, name: 'Legal notice' })).toBeInTheDocument();
    expect(await screen.findByText('Kartenwerk GmbH')).toBeInTheDocument();
    expect(screen.getByText('10115 Berlin')).toBeInTheDocument();
    expect(screen.getByText('DE123456789')).toBeInTheDocument();
    expect(screen.getByText('Amtsgericht Charlottenburg, HRB 12345')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'legal@kartenwerk.example' })).toHaveAttribute(
      'href',
      'mailto:legal@kartenwerk.example',
    );
    expect(screen.getByText(/^TEMPLATE — replace this text/)).toHaveTextContent(
      'then put your own text in LEGAL_DIR/imprint.md.',
    );
  });

  it('states the mail retention of the settings in the privacy notice, and no period it was not given', async () => {
    fakeServer({ 'GET /api/v1/site/legal/': { body: legal } });
    renderApp('/privacy');
    expect(await screen.findByText(/the rest of the record after 21 days/)).toBeInTheDocument();
    expect(screen.queryByText(/IP addresses recorded/)).not.toBeInTheDocument();
    expect(
      screen.getByText(
        /The controller of your personal data is Kartenwerk GmbH, Hauptstraße 1, 10115 Berlin/,
      ),
    ).toBeInTheDocument();
  });

  it('puts the seller into the model withdrawal form, and links the online withdrawal', async () => {
    fakeServer({ 'GET /api/v1/site/legal/': { body: legal } });
    renderApp('/withdrawal');
    expect(
      await screen.findByText('To Kartenwerk GmbH, Hauptstraße 1, 10115 Berlin, legal@kartenwerk.example:'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Model withdrawal form' })).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Withdraw from contract here' })).toHaveAttribute(
      'href',
      '/withdraw',
    );
  });

  it("shows the operator's own text instead of the template, as text", async () => {
    fakeServer({
      'GET /api/v1/site/legal/': {
        body: {
          ...legal,
          texts: { ...legal.texts, terms: '# Our terms\n\nWe sell <b>PINs</b>.\n\n- One\n- Two' },
        },
      },
    });
    renderApp('/terms');
    expect(await screen.findByRole('heading', { level: 2, name: 'Our terms' })).toBeInTheDocument();
    expect(screen.getByText('We sell <b>PINs</b>.')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(
      expect.arrayContaining(['One', 'Two']),
    );
    expect(screen.queryByText(/^TEMPLATE/)).not.toBeInTheDocument();
  });

  it('links every legal page from the footer', async () => {
    fakeServer();
    renderApp('/help');
    const footer = await screen.findByRole('navigation', { name: 'Legal' });
    const links = within(footer).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Terms', '/terms'],
      ['Withdrawal', '/withdrawal'],
      ['Privacy', '/privacy'],
      ['Imprint', '/imprint'],
      ['Withdraw from contract here', '/withdraw'],
    ]);
  });
});

describe('withdrawing online', () => {
  it('checks the form, asks to confirm, sends once and shows the receipt with date and time', async () => {
    const server = fakeServer({
      'POST /api/v1/withdrawals/': (request) => ({
        status: 201,
        body: {
          ...(request.body as object),
          receipt: 'WD-7K3Q-92',
          received_at: '2026-11-27T11:05:00.000Z',
        },
      }),
    });
    const { user } = renderApp('/withdraw');
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Enter your name.')).toBeInTheDocument();
    expect(screen.getByText('Choose the contract you withdraw from.')).toBeInTheDocument();
    expect(screen.getByLabelText('Your name')).toHaveAttribute('aria-invalid', 'true');

    await user.type(screen.getByLabelText('Your name'), 'Erika Mustermann');
    await user.type(screen.getByLabelText('Your e-mail address'), 'erika@example.com');
    await user.type(screen.getByLabelText('Order number or payment reference'), 'NH-7K3Q-92');
    await user.click(screen.getByRole('radio', { name: 'A token bundle' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('heading', { name: 'Check and confirm your withdrawal' })).toHaveFocus();
    expect(server.callsTo('POST', '/api/v1/withdrawals/')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Confirm withdrawal' }));

    expect(await screen.findByRole('heading', { name: 'Withdrawal received' })).toBeInTheDocument();
    expect(screen.getByText('WD-7K3Q-92')).toBeInTheDocument();
    expect(screen.getAllByText(/27 November 2026, 11:05 UTC/).length).toBeGreaterThan(0);
    expect(server.callsTo('POST', '/api/v1/withdrawals/')[0]?.body).toEqual({
      name: 'Erika Mustermann',
      email: 'erika@example.com',
      reference: 'NH-7K3Q-92',
      contract: 'token_bundle',
      reason: null,
      // The receipt e-mail is written in the page's language (decision 068).
      language: 'en',
    });
  });

  it("goes back to the form with the server's field messages", async () => {
    fakeServer({
      'POST /api/v1/withdrawals/': {
        status: 400,
        body: { email: ['Entered value does not match email format'], detail: 'x', code: 'invalid' },
      },
    });
    const { user } = renderApp('/withdraw');
    await user.type(await screen.findByLabelText('Your name'), 'Erika');
    await user.type(screen.getByLabelText('Your e-mail address'), 'erika@example.com');
    await user.type(screen.getByLabelText('Order number or payment reference'), 'NH-7K3Q-92');
    await user.click(screen.getByRole('radio', { name: 'A navigation PIN' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm withdrawal' }));
    await waitFor(() =>
      expect(screen.getByText('Entered value does not match email format')).toBeInTheDocument(),
    );
    expect(screen.getByLabelText('Your name')).toHaveValue('Erika');
  });
});
