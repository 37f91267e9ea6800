/** Starts the real shop server (built dist) as a child process on a free port with its own data. */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export interface RunningShop {
  url: string;
  process: ChildProcess;
  dataDir: string;
  stop(): Promise<void>;
}

/** Runs an operator command (`npm run accounts -- …` etc.) against a shop's data directory. */
export function operatorCommand(dataDir: string, tool: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [`apps/server/dist/cli/${tool}.js`, ...args], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${tool} ${args[0]} exited with ${code}`)),
    );
  });
}

export async function startShop(
  env: Record<string, string>,
  beforeStart?: (dataDir: string) => Promise<void>,
  options: { port?: number } = {},
): Promise<RunningShop> {
  const port = options.port ?? (await freePort());
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'navihub-e2e-'));
  await beforeStart?.(dataDir);
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      // Several shops run at once: none takes the metrics port (9464).
      METRICS_PORT: '0',
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      MAIL_POLL_MS: '200',
      RATE_LIMIT_AUTH_PER_MINUTE: '1000',
      CHECKOUT_PER_MINUTE: '1000',
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  // A shop starts in a few seconds; on a machine at load average 20 one took 17 s and three at
  // once passed 60 s. The wait ends as soon as /healthz answers.
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`shop server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('shop server did not become healthy in 180 s');
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    process: child,
    dataDir,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
