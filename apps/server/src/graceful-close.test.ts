/**
 * The shop as an orchestrator runs it (issue 20): a separate process that serves metrics on their
 * own port, and on SIGTERM says "not ready" while it drains, closes, releases the embedded
 * database and exits 0.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inProcess, listening, repoRoot as root } from './test/shop-process.js';

let dataDir: string;
let child: ChildProcess | undefined;

beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'navihub-close-'));
});
afterAll(() => {
  if (child?.exitCode === null) child.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** A port nobody listens on now. */
async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('the shop process', () => {
  it('serves metrics on their own port, drains on SIGTERM, then exits 0 and releases the database', async () => {
    const metricsPort = await freePort();
    const log: string[] = [];
    child = spawn(process.execPath, inProcess('apps/server/src/main.ts'), {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: '0',
        METRICS_PORT: String(metricsPort),
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        LOG_LEVEL: 'info',
        SHUTDOWN_DRAIN_MS: '2000',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
    const shop = await listening(child, log);
    expect(fs.existsSync(path.join(dataDir, 'navihub-server.pid'))).toBe(true);

    const metrics = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(metrics.status).toBe(200);
    expect(await metrics.text()).toContain('navihub_orders_awaiting_pin 0');
    expect((await fetch(`${shop}/readyz`)).status).toBe(200);

    child.kill('SIGTERM');
    // Draining: not ready any more, and still answering.
    let ready = await fetch(`${shop}/readyz`);
    while (ready.status === 200) ready = await fetch(`${shop}/readyz`);
    expect(ready.status).toBe(503);
    // (With REDIS_URL set, as on CI's PostgreSQL stage, Redis is checked too.)
    expect(await ready.json()).toMatchObject({
      status: 'unavailable',
      checks: { database: 'ok', process: 'shutting_down' },
    });
    expect((await fetch(`${shop}/livez`)).status).toBe(200);

    const [code, signal] = await exited;
    expect({ code, signal }).toEqual({ code: 0, signal: null });
    expect(log.some((line) => line.includes('"signal":"SIGTERM"') && line.includes('shutting down'))).toBe(
      true,
    );
    expect(fs.existsSync(path.join(dataDir, 'navihub-server.pid'))).toBe(false);
  }, 120_000);

  it.each([
    ['an unhandled rejection', '/test/stray-rejection', 'a rejection nobody awaited'],
    ['an uncaught exception', '/test/stray-exception', 'an exception in a timer'],
  ])(
    'logs %s with the ids of the last requests, its own among them, closes and exits 1',
    async (_what, url, message) => {
      const log: string[] = [];
      child = spawn(process.execPath, inProcess('apps/server/src/test/shop-with-stray-failures.ts'), {
        cwd: root,
        env: { ...process.env, DATABASE_URL: process.env.DATABASE_URL ?? '' },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
      const shop = await listening(child, log);

      // An earlier request, then the one whose work fails.
      expect((await fetch(`${shop}/livez`, { headers: { 'x-request-id': 'req-before-41' } })).status).toBe(
        200,
      );
      const res = await fetch(`${shop}${url}`, { headers: { 'x-request-id': 'req-stray-42' } });
      expect(res.status).toBe(200);
      const [code] = await exited;
      expect(code).toBe(1);
      const entries = log.map((line) => JSON.parse(line) as Record<string, unknown>);
      const failure = entries.find((e) => e.msg === 'unhandled error; closing');
      expect(failure).toMatchObject({ err: { message } });
      expect((failure?.recentRequestIds as string[]).slice(0, 2)).toEqual(['req-stray-42', 'req-before-41']);
      // Then it closed as on a signal, the app and then its database (pino's lines come out of order).
      expect(entries.some((e) => e.msg === 'database closed')).toBe(true);
    },
    120_000,
  );
});
