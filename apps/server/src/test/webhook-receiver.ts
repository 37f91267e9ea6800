/**
 * A reseller's receiving system for the tests' webhook endpoints: a local server that records every
 * delivery by path and answers 200, or the statuses queued for a path (`hang`: never answers, the
 * shop's timeout ends it).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Delivery {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export async function startWebhookReceiver() {
  const received: Delivery[] = [];
  const answers = new Map<string, Array<number | 'hang'>>();
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const path = req.url ?? '/';
      received.push({ path, headers: req.headers, body });
      const next = answers.get(path)?.shift() ?? 200;
      if (next === 'hang') return;
      res.writeHead(next).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const at = (path: string) => received.filter((r) => r.path === path);
  return {
    /** The statuses the next requests to `path` are answered with, in order (then 200). */
    answer(path: string, ...statuses: Array<number | 'hang'>) {
      answers.set(path, statuses);
    },
    at,
    /** The JSON bodies delivered to `path`, oldest first. */
    bodiesAt: (path: string) => at(path).map((r) => JSON.parse(r.body) as Record<string, any>), // eslint-disable-line @typescript-eslint/no-explicit-any
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type WebhookReceiver = Awaited<ReturnType<typeof startWebhookReceiver>>;
