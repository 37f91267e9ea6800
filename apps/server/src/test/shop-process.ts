/** The shop as its own process, for tests that need one (signals, several processes on one database). */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/**
 * Node's arguments to run a TypeScript entry in this one process, loaded by tsx's hooks: the `tsx`
 * command would run it in a child and relay signals, and kill that child outright when it reports
 * a relayed signal late (a busy machine), which is not what a SIGTERM does to the built shop.
 */
export const inProcess = (file: string) => [
  '--import',
  'tsx',
  '--conditions=source',
  path.join(repoRoot, file),
];

/** Resolves with the shop's address once its log says it listens; `log` collects every line. */
export function listening(proc: ChildProcess, log: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    let buffered = '';
    proc.stdout!.setEncoding('utf8');
    proc.stdout!.on('data', (chunk: string) => {
      buffered += chunk;
      const lines = buffered.split('\n');
      buffered = lines.pop()!;
      for (const line of lines) {
        log.push(line);
        const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(line);
        if (match) resolve(match[1]!);
      }
    });
    proc.once('exit', (code) =>
      reject(new Error(`the shop exited (${code}) before listening:\n${log.join('\n')}`)),
    );
  });
}

/**
 * Starts `main.ts` as a process of its own on a free loopback port, on the PostgreSQL database at
 * `databaseUrl` (the processes a test starts share it), with `env` over the test settings; resolves
 * with its address once it listens. The process joins `processes`, for `stopShopProcesses`.
 */
export function startShopProcess(
  processes: ChildProcess[],
  databaseUrl: string,
  env: Record<string, string>,
): Promise<string> {
  const child = spawn(process.execPath, inProcess('apps/server/src/main.ts'), {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      METRICS_PORT: '0',
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  processes.push(child);
  return listening(child, []);
}

/** Sends SIGTERM to each process still running and waits for it to exit. */
export async function stopShopProcesses(processes: ChildProcess[]): Promise<void> {
  await Promise.all(
    processes.map(async (child) => {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    }),
  );
}

/** One JSON request to a shop process at `shop`, with a bearer token when given. */
export async function callShop(
  shop: string,
  method: string,
  address: string,
  body?: unknown,
  token?: string,
) {
  const res = await fetch(`${shop}${address}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}
