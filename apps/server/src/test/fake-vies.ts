/**
 * A local fake of the EU's VIES REST check (`POST …/check-vat-number`), as the tests' fake card
 * providers are: it answers `valid`, `invalid`, fails (`down`: 503) or never answers in time
 * (`slow`), and records every request.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeViesMode = 'valid' | 'invalid' | 'down' | 'slow';

export async function startFakeVies() {
  let mode: FakeViesMode = 'valid';
  let counter = 0;
  const requests: Array<Record<string, unknown>> = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      requests.push(JSON.parse(raw || '{}') as Record<string, unknown>);
      if (mode === 'slow') return; // the shop's timeout gives up first; closed with the server
      if (mode === 'down') {
        res.writeHead(503, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ actionSucceed: false, errorWrappers: [{ error: 'MS_UNAVAILABLE' }] }));
        return;
      }
      const body = requests.at(-1)!;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          countryCode: body.countryCode,
          vatNumber: body.vatNumber,
          requestDate: new Date().toISOString(),
          valid: mode === 'valid',
          requestIdentifier: `WAPIAAAAW${String(++counter).padStart(7, '0')}`,
          name: mode === 'valid' ? 'Example Werkstatt GmbH' : '---',
          address: '---',
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/check-vat-number`,
    requests,
    setMode(next: FakeViesMode) {
      mode = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FakeVies = Awaited<ReturnType<typeof startFakeVies>>;
