import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { fakeServer } from '@/testing/fake-server';
import { renderApp } from '@/testing/render-app';
import { sessionRoutes, signInAs } from '../test-fixtures';

const EXPORT = '/api/v1/backoffice/invoices/export';

function lendObjectUrls() {
  const createObjectURL = vi.fn((_blob: Blob) => 'blob:export');
  // jsdom has no object URLs: lent for this test only.
  Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
  const saved: string[] = [];
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    if (this.download) saved.push(this.download);
  });
  onTestFinished(() => {
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
    click.mockRestore();
  });
  return saved;
}

describe("an admin's invoice export (issue 33)", () => {
  it("downloads a period's CSV and the zip of its PDFs, as the server names them", async () => {
    const saved = lendObjectUrls();
    const server = fakeServer({
      ...sessionRoutes('admin'),
      [`GET ${EXPORT}`]: ({ url }) =>
        new Response('number,type\n', {
          headers: {
            'Content-Disposition': `attachment; filename="invoices-${url.searchParams.get('from')}-${url.searchParams.get('to')}.${url.searchParams.get('format')}"`,
          },
        }),
    });
    signInAs('admin');
    const { user } = renderApp('/admin/invoices');
    expect(await screen.findByRole('heading', { name: 'Invoices', level: 1 })).toBeInTheDocument();
    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');
    await user.clear(from);
    await user.type(from, '2026-10-01');
    await user.clear(to);
    await user.type(to, '2026-10-31');

    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved).toEqual(['invoices-2026-10-01-2026-10-31.csv']));
    await user.click(screen.getByRole('button', { name: 'Download PDFs (zip)' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved[1]).toBe('invoices-2026-10-01-2026-10-31.zip');
    const calls = server.callsTo('GET', EXPORT);
    expect(calls[0]!.headers.get('Authorization')).toMatch(/^Bearer /);
    expect(Object.fromEntries(calls[1]!.url.searchParams)).toEqual({
      from: '2026-10-01',
      to: '2026-10-31',
      format: 'zip',
    });
    expect(await screen.findByText('invoices-2026-10-01-2026-10-31.zip downloaded.')).toBeInTheDocument();
  });

  it('says so when the period is refused', async () => {
    lendObjectUrls();
    fakeServer({
      ...sessionRoutes('admin'),
      [`GET ${EXPORT}`]: { status: 400, body: { detail: 'The period ends before it starts.' } },
    });
    signInAs('admin');
    const { user } = renderApp('/admin/invoices');
    await user.click(await screen.findByRole('button', { name: 'Download CSV' }));
    expect(
      await screen.findByText('The export could not be made. Check the dates and try again.'),
    ).toBeInTheDocument();
  });
});
