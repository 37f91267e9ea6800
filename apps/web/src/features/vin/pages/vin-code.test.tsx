import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { decodeVin, summariseVin } from '@navihub/contract/vin/decode';
import { fakeServer } from '@/testing/fake-server';
import { renderApp } from '@/testing/render-app';
import { vinTexts } from '../texts';

const SAMPLE = 'WDD2050001F595854';

/** The endpoint's answer for any VIN, built by the same decoder the server runs. */
function vinEndpoint() {
  return fakeServer({
    [`GET /api/v1/vin/${SAMPLE}/`]: () => {
      const result = decodeVin(SAMPLE);
      return { body: { ...result, summary: summariseVin(result) } };
    },
  });
}

async function openVinCode(url = '/vin-code') {
  const app = renderApp(url);
  await screen.findByRole('heading', { name: vinTexts.title });
  return { ...app, input: screen.getByLabelText(vinTexts.label) };
}

describe('VIN decoder input page', () => {
  it('starts with a real sample VIN and no error; Get Datacard opens its datacard', async () => {
    vinEndpoint();
    const { user, router, input } = await openVinCode();

    expect(input).toHaveValue(SAMPLE);
    expect(screen.queryByText(vinTexts.wrongFormat)).not.toBeInTheDocument();
    expect(input).not.toHaveAttribute('aria-invalid');

    await user.click(screen.getByRole('button', { name: vinTexts.submit }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/vin-table'));
    expect(router.state.location.search).toBe(`?vin=${SAMPLE}`);
    expect(
      await screen.findByText('Mercedes-Benz C-Class (W205), left-hand drive, plant Bremen'),
    ).toBeVisible();
  });

  it('a full-length VIN with a forbidden letter shows the error and its reason at once, and does not navigate', async () => {
    fakeServer();
    const { user, router, input } = await openVinCode();

    await user.clear(input);
    await user.type(input, 'WDD2O50001F595854');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(vinTexts.wrongFormat);
    expect(alert).toHaveTextContent("character 5 'O' is not allowed in a VIN (I, O and Q are never used)");
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(expect.stringContaining("character 5 'O' is not allowed"));

    await user.click(screen.getByRole('button', { name: vinTexts.submit }));
    expect(router.state.location.pathname).toBe('/vin-code');
  });

  it('stays quiet while a short VIN is typed, then names the length problem on submit', async () => {
    const server = fakeServer();
    const { user, router, input } = await openVinCode();

    await user.clear(input);
    await user.type(input, 'WDD205');
    expect(screen.queryByText(vinTexts.wrongFormat)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: vinTexts.submit }));

    expect(screen.getByText(vinTexts.wrongFormat, { exact: true })).toBeVisible();
    expect(screen.getByText('VIN must be 17 characters (got 6)', { exact: true })).toBeVisible();
    expect(router.state.location.pathname).toBe('/vin-code');
    expect(server.calls.filter((c) => c.path.startsWith('/api/v1/vin/'))).toHaveLength(0);
  });

  it('normalises lower-case, spaced and dashed input before opening the datacard', async () => {
    vinEndpoint();
    const { user, router, input } = await openVinCode();

    await user.clear(input);
    await user.type(input, ' wdd 2050001-f595854 ');
    expect(screen.queryByText(vinTexts.wrongFormat)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: vinTexts.submit }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/vin-table'));
    expect(router.state.location.search).toBe(`?vin=${SAMPLE}`);
  });

  it('pre-fills the VIN from the address, showing its problem straight away', async () => {
    fakeServer();
    const { input } = await openVinCode('/vin-code?vin=WDD2050001F59585%23');

    expect(input).toHaveValue('WDD2050001F59585#');
    expect(screen.getByRole('alert')).toHaveTextContent("character 17 '#' is not allowed in a VIN");
  });
});
