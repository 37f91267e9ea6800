/**
 * The metrics listener: a plain HTTP server of its own on METRICS_HOST:METRICS_PORT that answers
 * `GET /metrics` in Prometheus's text format, so the shop's port (and whoever reaches it) never
 * sees them. Resolves once it listens; `close` stops it.
 */
import http from 'node:http';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import type { Registry } from 'prom-client';

export interface MetricsListener {
  port: number;
  close(): Promise<void>;
}

export async function startMetricsListener(
  registry: Registry,
  opts: { host: string; port: number; log: FastifyBaseLogger },
): Promise<MetricsListener> {
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (path !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res
        .writeHead(404, { 'content-type': 'text/plain; charset=utf-8' })
        .end('Not found: ask GET /metrics\n');
      return;
    }
    registry.metrics().then(
      (text) => {
        res.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' });
        res.end(req.method === 'HEAD' ? undefined : text);
      },
      (err: unknown) => {
        opts.log.error({ err }, 'metrics could not be collected');
        res
          .writeHead(500, { 'content-type': 'text/plain; charset=utf-8' })
          .end('metrics could not be collected\n');
      },
    );
  });
  // A scraper keeps its connection open between scrapes; closing must not wait for it.
  server.keepAliveTimeout = 5_000;
  server.listen(opts.port, opts.host);
  await once(server, 'listening');
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
