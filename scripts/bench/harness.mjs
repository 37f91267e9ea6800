// What every server bench shares (scripts/bench.mjs dispatches to the benches): the built shop
// started with its own data, autocannon in a process of its own, where the CPU went, a PostgreSQL
// database per run, and the figures' formats.
import { fork, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { root } from '../lib.mjs';

export const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
export const CONNECTIONS = 50;
export const PG_ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
// A build of the server to compare with (e.g. a copy of apps/server/dist made before a change, kept
// next to it so that it finds the same node_modules and drizzle/): the generate and catalogue
// sections then run both, alternately, in this one run, and print their paired ratios.
export const BASELINE = process.env.BENCH_BASELINE
  ? path.resolve(process.env.BENCH_BASELINE, 'main.js')
  : undefined;
export const CURRENT = 'apps/server/dist/main.js';
// Node options for the shops only (not for the bench, the seeding or the load generator), e.g.
// BENCH_SHOP_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" to profile the shop under load.
const SHOP_NODE_ARGS = (process.env.BENCH_SHOP_NODE_ARGS ?? '').split(' ').filter(Boolean);

export const freePort = () =>
  new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });

async function waitHealthy(url) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer in 60 s`);
}

/** Starts the built shop with its own data; resolves when /healthz answers. */
export async function startShop(env = {}, beforeStart, entry = CURRENT) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'navihub-bench-'));
  const fullEnv = {
    ...process.env,
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: String(port),
    // Two shops may run at once (the Redis section): neither takes the metrics port (9464).
    METRICS_PORT: '0',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    RATE_LIMIT_AUTH_PER_MINUTE: '100000',
    CONVERT_PER_MINUTE: '100000',
    CHECKOUT_PER_MINUTE: '100000',
    ...env,
  };
  if (beforeStart) await beforeStart(fullEnv);
  const child = spawn(process.execPath, [...SHOP_NODE_ARGS, entry], {
    cwd: root,
    env: fullEnv,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitHealthy(`${url}/healthz`);
  return {
    url,
    pid: child.pid,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Runs autocannon in a process of its own (scripts/bench/load.mjs) and resolves with its result,
 * plus `cpuSeconds`, the CPU time the load generator itself spent.
 */
export function load(opts) {
  return new Promise((resolve, reject) => {
    const child = fork(path.join(root, 'scripts/bench/load.mjs'), [], {
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    child.once('message', (answer) =>
      answer.error
        ? reject(new Error(answer.error))
        : resolve({ ...answer.result, cpuSeconds: answer.cpuSeconds }),
    );
    child.once('exit', (code) => reject(new Error(`the load generator exited (${code}) without a result`)));
    child.send({ connections: CONNECTIONS, duration: SECONDS, ...opts });
  });
}

const TICKS_PER_SECOND = 100; // USER_HZ, `getconf CLK_TCK` on Linux

/** CPU seconds (user + system) a process has spent so far; 0 once it is gone. */
export function cpuSecondsOf(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** CPU seconds every core of the machine has been busy so far (all processes, anyone's). */
function machineBusySeconds() {
  const [, ...ticks] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
  const idle = ticks[3] + ticks[4];
  return (ticks.reduce((a, b) => a + b, 0) - idle) / TICKS_PER_SECOND;
}

/** The PostgreSQL backends serving one database now (their pids, for their CPU time). */
async function backendsOf(database) {
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  try {
    const { rows } = await admin.query('select pid from pg_stat_activity where datname = $1', [database]);
    return rows.map((row) => row.pid);
  } finally {
    await admin.end();
  }
}

/**
 * Where the CPU went while `work` ran: the shop process, its database's PostgreSQL backends (none
 * on PGlite, which runs inside the shop), the load generator, and the whole machine (other work on
 * it included).
 */
export async function withCpuAccount(shopPid, databaseName, work) {
  const backendsBefore = databaseName ? await backendsOf(databaseName) : [];
  const startedBackends = new Map(backendsBefore.map((pid) => [pid, cpuSecondsOf(pid)]));
  const shopBefore = cpuSecondsOf(shopPid);
  const machineBefore = machineBusySeconds();
  const startedAt = performance.now();
  // Backends opened during the run are read before it ends (a closing shop takes them with it).
  const result = await work(async () => {
    if (!databaseName) return;
    for (const pid of await backendsOf(databaseName))
      if (!startedBackends.has(pid)) startedBackends.set(pid, 0);
  });
  const backendCpu = databaseName
    ? [...startedBackends].reduce((sum, [pid, before]) => sum + Math.max(0, cpuSecondsOf(pid) - before), 0)
    : 0;
  const cpu = {
    wall: (performance.now() - startedAt) / 1000,
    shop: cpuSecondsOf(shopPid) - shopBefore,
    database: backendCpu,
    load: result.cpuSeconds,
    machine: machineBusySeconds() - machineBefore,
  };
  return { result, cpu };
}

export const fmtCpu = ({ wall, shop, database, load: loader, machine }) => {
  const ours = shop + database + loader;
  const pct = (x) => `${Math.round((100 * x) / ours)}%`;
  return (
    `CPU over ${wall.toFixed(1)} s: shop ${shop.toFixed(1)} s (${pct(shop)}), ` +
    (database > 0 ? `PostgreSQL backends ${database.toFixed(1)} s (${pct(database)}), ` : '') +
    `load generator ${loader.toFixed(1)} s (${pct(loader)}); ` +
    `machine busy ${machine.toFixed(1)} of ${(wall * os.cpus().length).toFixed(1)} core-s ` +
    `(${(machine - ours).toFixed(1)} s by other processes)`
  );
};

export const fmt = (r) =>
  `${Math.round(r.requests.average)} req/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms` +
  (r.non2xx ? `, ${r.non2xx} non-2xx` : '') +
  (r.errors ? `, ${r.errors} errors` : '');

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

let databases = 0;

/** A new PostgreSQL database for one run, or undefined when no server answers. */
export async function postgresUrl() {
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
  } catch {
    return undefined;
  }
  const name = `navihub_bench_${process.pid}_${databases++}`;
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    async drop() {
      const c = new pg.Client({ connectionString: PG_ADMIN_URL });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}
