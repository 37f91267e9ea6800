// `npm run bench`: speed and memory figures, each compared in the same run with its baseline.
// It prints figures and targets; it never fails on timing. `npm run bench -- web` (Lighthouse on the
// public pages, scripts/bench/web.mjs) is slow and runs only when named.
import { fork, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { bin, buildIfNeeded, root, run } from './lib.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 50;
const PG_ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
// A build of the server to compare with (e.g. a copy of apps/server/dist made before a change, kept
// next to it so that it finds the same node_modules and drizzle/): the generate and catalogue
// sections then run both, alternately, in this one run, and print their paired ratios.
const BASELINE = process.env.BENCH_BASELINE ? path.resolve(process.env.BENCH_BASELINE, 'main.js') : undefined;
const CURRENT = 'apps/server/dist/main.js';
// Node options for the shops only (not for the bench, the seeding or the load generator), e.g.
// BENCH_SHOP_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" to profile the shop under load.
const SHOP_NODE_ARGS = (process.env.BENCH_SHOP_NODE_ARGS ?? '').split(' ').filter(Boolean);

const freePort = () =>
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
async function startShop(env = {}, beforeStart, entry = CURRENT) {
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
function load(opts) {
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
function cpuSecondsOf(pid) {
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
async function withCpuAccount(shopPid, databaseName, work) {
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

const fmtCpu = ({ wall, shop, database, load: loader, machine }) => {
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

const fmt = (r) =>
  `${Math.round(r.requests.average)} req/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms` +
  (r.non2xx ? `, ${r.non2xx} non-2xx` : '') +
  (r.errors ? `, ${r.errors} errors` : '');

const CATALOGUE_ROUNDS = 9;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

async function catalogueBench() {
  const roundSeconds = SECONDS / 4;
  console.log(
    `\n## catalogue reads (${CONNECTIONS} connections, ${CATALOGUE_ROUNDS} rounds of ${roundSeconds} s each, after a warm-up)`,
  );
  const shop = await startShop();
  const baseline = BASELINE ? await startShop({}, undefined, BASELINE) : undefined;
  const body = await (await fetch(`${shop.url}/api/v1/detail/`)).text();
  const barePort = await freePort();
  const bare = fork(path.join(root, 'scripts/bench/bare-server.mjs'), [], {
    env: { ...process.env, PORT: String(barePort), BARE_BODY: body },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  await new Promise((r) => bare.once('message', r));
  try {
    // Rounds alternate bare route and catalogue, and each round's catalogue figure is divided by
    // the bare figure measured just before it: a machine that is busier for a while slows both
    // sides of a pair alike, so the median of the paired ratios moves far less than single figures.
    const rounds = [];
    // Warm-up: JIT, connection set-up and the first catalogue load are not what is measured.
    await load({ url: `http://127.0.0.1:${barePort}/bare`, duration: 2 });
    await load({ url: `${shop.url}/api/v1/detail/`, duration: 2 });
    await load({ url: `${shop.url}/api/v1/get-info/`, duration: 1 });
    if (baseline) await load({ url: `${baseline.url}/api/v1/detail/`, duration: 2 });
    for (let round = 0; round < CATALOGUE_ROUNDS; round++) {
      const bareRound = await load({ url: `http://127.0.0.1:${barePort}/bare`, duration: roundSeconds });
      // With a baseline, it and the current build take turns at going first after the bare route.
      const baselineFirst = baseline && round % 2 === 1;
      const baselineDetail = baselineFirst
        ? await load({ url: `${baseline.url}/api/v1/detail/`, duration: roundSeconds })
        : undefined;
      const shopCpu = cpuSecondsOf(shop.pid);
      const detail = await load({ url: `${shop.url}/api/v1/detail/`, duration: roundSeconds });
      const detailShopCpu = cpuSecondsOf(shop.pid) - shopCpu;
      const laterBaseline =
        baseline && !baselineFirst
          ? await load({ url: `${baseline.url}/api/v1/detail/`, duration: roundSeconds })
          : baselineDetail;
      const info = await load({ url: `${shop.url}/api/v1/get-info/`, duration: roundSeconds });
      rounds.push({
        bare: bareRound,
        detail,
        info,
        ratio: detail.requests.average / bareRound.requests.average,
        baselineRatio: laterBaseline && laterBaseline.requests.average / bareRound.requests.average,
        loadShare: detail.cpuSeconds / (detail.cpuSeconds + detailShopCpu),
      });
    }
    const medianBy = (key) => [...rounds].sort((a, b) => key(a) - key(b))[(rounds.length - 1) / 2];
    const ratios = rounds.map((r) => r.ratio).sort((a, b) => a - b);
    console.log(
      `bare Fastify route (same ${body.length} B body): ${fmt(medianBy((r) => r.bare.requests.average).bare)}`,
    );
    console.log(`GET /api/v1/detail/:  ${fmt(medianBy((r) => r.detail.requests.average).detail)}`);
    console.log(`GET /api/v1/get-info/: ${fmt(medianBy((r) => r.info.requests.average).info)}`);
    console.log(
      `ratio catalogue/bare (median of ${CATALOGUE_ROUNDS} paired rounds): ${ratios[(ratios.length - 1) / 2].toFixed(2)} (target >= 0.8; rounds ${ratios[0].toFixed(2)}-${ratios.at(-1).toFixed(2)})`,
    );
    console.log(
      `load generator share of the CPU (load generator + shop) during /api/v1/detail/: ${Math.round(100 * median(rounds.map((r) => r.loadShare)))}% (median of rounds)`,
    );
    if (baseline) {
      const baselineRatios = rounds.map((r) => r.baselineRatio).sort((a, b) => a - b);
      console.log(
        `baseline ${path.relative(root, BASELINE)} catalogue/bare: ${median(baselineRatios).toFixed(2)} (rounds ${baselineRatios[0].toFixed(2)}-${baselineRatios.at(-1).toFixed(2)}); ` +
          `current÷baseline per round, median: ${median(rounds.map((r) => r.ratio / r.baselineRatio)).toFixed(2)}`,
      );
    }
  } finally {
    bare.kill();
    await shop.stop();
    await baseline?.stop();
  }
}

/**
 * A shop for the generate bench (`entry`, the current build unless told) with 50 customers signed
 * in; `databaseName` names its PostgreSQL database (none on PGlite). `stop()` ends it.
 */
async function generateShop(env, { entry = CURRENT, databaseName } = {}) {
  const users = CONNECTIONS;
  const password = 'bench password 1';
  const shop = await startShop(
    env,
    async (fullEnv) => {
      const code = await run(process.execPath, ['scripts/bench/seed.mjs', String(users), password], {
        env: fullEnv,
      });
      if (code !== 0) throw new Error('seeding failed');
    },
    entry,
  );
  const tokens = [];
  try {
    for (let i = 0; i < users; i++) {
      const res = await fetch(`${shop.url}/auth/login/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: `bench${i}@example.com`, password }),
      });
      tokens.push((await res.json()).access_token);
    }
  } catch (err) {
    await shop.stop();
    throw err;
  }
  return { ...shop, tokens, databaseName };
}

const GENERATE_BODY = JSON.stringify({
  comand: 'NTG 5.5',
  map_region: 'Europe',
  version: 'V12.0',
  vin: 'WDD2050461F123456',
  type: 'points',
});

/**
 * 50 customers generating at once on `shop` for `duration` s, and where the CPU went meanwhile;
 * with `settle`, until it resolves too (the fulfilment and the e-mails that follow the answers).
 */
async function generateLoad(shop, duration = SECONDS, settle = undefined) {
  const { result, cpu } = await withCpuAccount(shop.pid, shop.databaseName, async (noteBackends) => {
    const late = setTimeout(() => void noteBackends().catch(() => undefined), duration * 900);
    try {
      const result = await load({
        url: `${shop.url}/api/v1/points-subs/generate/`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: GENERATE_BODY,
        duration,
        // One customer per connection: 50 clients generating at once.
        tokens: shop.tokens,
      });
      await settle?.();
      return result;
    } finally {
      clearTimeout(late);
    }
  });
  return { ...result, cpu };
}

/** CPU time per answer: it moves far less than throughput when other work takes the cores. */
const perRequest = (seconds, result) => `${Math.round((seconds * 1e6) / result.requests.total)} µs`;

/** One generate run on a shop of its own, printed. */
async function generateBench(label, env, opts = {}) {
  const shop = await generateShop(env, opts);
  try {
    const result = await generateLoad(shop);
    const { cpu } = result;
    console.log(`generate on ${label}: ${fmt(result)}`);
    console.log(`  ${fmtCpu(cpu)}`);
    console.log(
      `  CPU per request: shop ${perRequest(cpu.shop, result)}` +
        (cpu.database > 0 ? `, PostgreSQL backends ${perRequest(cpu.database, result)}` : '') +
        `, load generator ${perRequest(cpu.load, result)}`,
    );
    return result;
  } finally {
    await shop.stop();
  }
}

let databases = 0;

/** A new PostgreSQL database for one run, or undefined when no server answers. */
async function postgresUrl() {
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

async function generateOnPostgres(label, entry) {
  const database = await postgresUrl();
  if (!database) return undefined;
  try {
    return await generateBench(label, { DATABASE_URL: database.url }, { entry, databaseName: database.name });
  } finally {
    await database.drop();
  }
}

/**
 * How long the customers of one turn waited for their PIN e-mail (from the order to the mail
 * leaving), median and p99 in ms, for the mails after `afterId`; `lastId` is where the next turn starts.
 */
async function mailWaits(url, afterId) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      `select max(id) as last_id,
          percentile_disc(0.5) within group (order by extract(epoch from sent_at - created_at)) as p50,
          percentile_disc(0.99) within group (order by extract(epoch from sent_at - created_at)) as p99
        from outbox where id > $1 and status = 'sent'`,
      [afterId],
    );
    return { lastId: Number(rows[0].last_id ?? afterId), p50: rows[0].p50 * 1000, p99: rows[0].p99 * 1000 };
  } finally {
    await client.end();
  }
}

/** Resolves once a shop's database has no job or e-mail waiting or under way (30 s at most). */
async function drained(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      const { rows } = await client.query(
        `select (select count(*) from jobs where status in ('queued', 'running'))
          + (select count(*) from outbox where status in ('pending', 'sending')) as waiting`,
      );
      if (Number(rows[0].waiting) === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    await client.end();
  }
}

const fmtSeconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

/** Seconds of each turn when the current build and the baseline take turns (BENCH_BASELINE). */
const TURN_SECONDS = Number(process.env.BENCH_TURN_SECONDS ?? 2);

/**
 * BENCH_BASELINE: the baseline and the current build, each with a PostgreSQL database of its own,
 * both started once and loaded in short turns (ABBA), BENCH_PAIRS pairs: a machine that is busier
 * for a while slows both sides of a pair alike, so the median of the paired ratios is steadier
 * than runs minutes apart.
 */
async function generatePairs() {
  const pairCount = Number(process.env.BENCH_PAIRS ?? 12);
  console.log(
    `(the baseline ${path.relative(root, BASELINE)} and the current build in turns of ${TURN_SECONDS} s, ${pairCount} pairs on PostgreSQL)`,
  );
  const databases = { baseline: await postgresUrl(), current: await postgresUrl() };
  if (!databases.baseline || !databases.current) {
    console.log(`generate on PostgreSQL: skipped (no server at ${PG_ADMIN_URL})`);
    return;
  }
  const shops = {};
  try {
    for (const which of ['baseline', 'current'])
      shops[which] = await generateShop(
        { DATABASE_URL: databases[which].url },
        { entry: which === 'baseline' ? BASELINE : CURRENT, databaseName: databases[which].name },
      );
    // Warm-up: JIT, the pools' connections, the first plans.
    for (const which of ['baseline', 'current']) await generateLoad(shops[which], 2);
    const pairs = [];
    const lastMailId = {
      baseline: (await mailWaits(databases.baseline.url, 0)).lastId,
      current: (await mailWaits(databases.current.url, 0)).lastId,
    };
    for (let i = 0; i < pairCount; i++) {
      const order = i % 2 === 0 ? ['baseline', 'current'] : ['current', 'baseline'];
      const pair = {};
      for (const which of order) {
        // Its fulfilment jobs and e-mails run on after the turn: counted in its CPU, and done
        // before the other build's turn.
        pair[which] = await generateLoad(shops[which], TURN_SECONDS, () => drained(databases[which].url));
        pair[which].mail = await mailWaits(databases[which].url, lastMailId[which]);
        lastMailId[which] = pair[which].mail.lastId;
      }
      pairs.push(pair);
    }
    const cpuPerRequest = (r) => ((r.cpu.shop + r.cpu.database) * 1e6) / r.requests.total;
    // Orders done (answered, PIN recorded, e-mail sent) per second of the turn and its settling.
    const donePerSecond = (r) => r.requests.total / r.cpu.wall;
    console.log(
      '\n| pair | answers/s baseline | current | current÷baseline | orders done/s baseline | current | current÷baseline | answer p99 baseline | current | PIN e-mail p99 baseline | current | CPU µs/order baseline | current |',
    );
    console.log(
      '| ---- | ---- | ---- | ---- | ---- | ---- | ---- | ---- | ---- | ---- | ---- | ---- | ---- |',
    );
    pairs.forEach(({ baseline, current }, i) =>
      console.log(
        `| ${i + 1} | ${Math.round(baseline.requests.average)} | ${Math.round(current.requests.average)} | ${(current.requests.average / baseline.requests.average).toFixed(2)} | ` +
          `${Math.round(donePerSecond(baseline))} | ${Math.round(donePerSecond(current))} | ${(donePerSecond(current) / donePerSecond(baseline)).toFixed(2)} | ` +
          `${baseline.latency.p99} ms | ${current.latency.p99} ms | ${fmtSeconds(baseline.mail.p99)} | ${fmtSeconds(current.mail.p99)} | ${Math.round(cpuPerRequest(baseline))} | ${Math.round(cpuPerRequest(current))} |`,
      ),
    );
    const spread = (values) => {
      const sorted = [...values].sort((a, b) => a - b);
      return `${median(sorted).toFixed(2)} (pairs ${sorted[0].toFixed(2)}-${sorted.at(-1).toFixed(2)})`;
    };
    console.log(
      `median answers/s current÷baseline: ${spread(pairs.map((p) => p.current.requests.average / p.baseline.requests.average))}; ` +
        `median p99 baseline ${median(pairs.map((p) => p.baseline.latency.p99))} ms, current ${median(pairs.map((p) => p.current.latency.p99))} ms`,
    );
    console.log(
      `median wait for the PIN e-mail (order to sent): p50 baseline ${fmtSeconds(median(pairs.map((p) => p.baseline.mail.p50)))}, current ${fmtSeconds(median(pairs.map((p) => p.current.mail.p50)))}; ` +
        `p99 baseline ${fmtSeconds(median(pairs.map((p) => p.baseline.mail.p99)))}, current ${fmtSeconds(median(pairs.map((p) => p.current.mail.p99)))}`,
    );
    console.log(
      `median orders done/s (answer, PIN and e-mail, until nothing waits) current÷baseline: ${spread(pairs.map((p) => donePerSecond(p.current) / donePerSecond(p.baseline)))}`,
    );
    console.log(
      `median shop + PostgreSQL CPU per order (its answer, fulfilment and e-mail): baseline ${Math.round(median(pairs.map((p) => cpuPerRequest(p.baseline))))} µs, ` +
        `current ${Math.round(median(pairs.map((p) => cpuPerRequest(p.current))))} µs; ` +
        `median ratio current÷baseline ${median(pairs.map((p) => cpuPerRequest(p.current) / cpuPerRequest(p.baseline))).toFixed(2)}`,
    );
  } finally {
    for (const shop of Object.values(shops)) await shop.stop();
    await databases.baseline.drop();
    await databases.current.drop();
  }
}

async function codesBench() {
  console.log(
    `\n## generate (POST /api/v1/points-subs/generate/, ${CONNECTIONS} concurrent customers, ${SECONDS} s)`,
  );
  if (BASELINE) return generatePairs();
  await generateBench('PGlite (embedded)', {});
  const result = await generateOnPostgres('PostgreSQL', CURRENT);
  if (!result) {
    console.log(`generate on PostgreSQL: skipped (no server at ${PG_ADMIN_URL}; set BENCH_DATABASE_URL)`);
    return;
  }
  console.log(`p99 on PostgreSQL: ${result.latency.p99} ms (target < 50 ms)`);
  const { cpu } = result;
  console.log(
    `load generator share of the CPU (shop + PostgreSQL backends + load generator): ${Math.round((100 * cpu.load) / (cpu.shop + cpu.database + cpu.load))}%`,
  );
}

function rssOf(pid, field) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0) / 1024;
}

/** Uploads the file to a running shop and samples the server process's RSS meanwhile. */
async function uploadAndMeasure(label, vrx, env) {
  const shop = await startShop(env);
  try {
    const idle = rssOf(shop.pid, 'VmRSS');
    let peak = idle;
    const sampler = setInterval(() => (peak = Math.max(peak, rssOf(shop.pid, 'VmRSS'))), 5);
    const form = new FormData();
    form.append('vrx_file', new Blob([fs.readFileSync(vrx)]), 'bench.vrx');
    const started = performance.now();
    const res = await fetch(`${shop.url}/api/v1/convert`, { method: 'POST', body: form });
    const zip = Buffer.from(await res.arrayBuffer());
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    peak = Math.max(peak, rssOf(shop.pid, 'VmRSS'));
    const mib = fs.statSync(vrx).size / 1024 / 1024;
    console.log(
      `server on ${label}: HTTP ${res.status}, ${mib.toFixed(1)} MiB uploaded, converted and downloaded in ${seconds.toFixed(2)} s = ${(mib / seconds).toFixed(1)} MB/s (zip ${(zip.length / 1024 / 1024).toFixed(1)} MiB)`,
    );
    console.log(
      `  server process RSS: ${idle.toFixed(1)} MiB idle, peak ${peak.toFixed(1)} MiB during the request (+${(peak - idle).toFixed(1)} MiB)`,
    );
    return { idle, peak };
  } finally {
    await shop.stop();
  }
}

/**
 * A ~10 MiB .vrx of many small codings (1,000 modules of 200 codings of 8 bytes): the shape that
 * costs the parser most objects per byte.
 */
function writeDenseVrx(file) {
  const parts = [
    '<?xml version="1.0" encoding="UTF-8"?>\n<VariantRecord formatVersion="1" vin="WDD2050461F123456">\n',
  ];
  for (let m = 0; m < 1000; m++) {
    parts.push(`  <Module name="ECU${m}">\n`);
    for (let c = 0; c < 200; c++) {
      const hex = ((m * 7 + c * 13) >>> 0).toString(16).padStart(8, '0');
      parts.push(`    <Coding domain="D${c}">${hex}${hex}</Coding>\n`);
    }
    parts.push('  </Module>\n');
  }
  parts.push('</VariantRecord>\n');
  fs.writeFileSync(file, parts.join(''));
}

/** One request with `count` copies of the file: the server's peak RSS while it converts them all. */
async function uploadManyAndMeasure(vrx, count, env, label = '1,000 modules of 4 codings') {
  const shop = await startShop(env);
  try {
    const idle = rssOf(shop.pid, 'VmRSS');
    let peak = idle;
    const sampler = setInterval(() => (peak = Math.max(peak, rssOf(shop.pid, 'VmRSS'))), 5);
    const form = new FormData();
    const bytes = fs.readFileSync(vrx);
    for (let i = 0; i < count; i++) form.append('vrx_file', new Blob([bytes]), `bench-${i}.vrx`);
    const started = performance.now();
    // An answer that fetch cannot read (e.g. an oversized header) still ends the measurement.
    const answer = await fetch(`${shop.url}/api/v1/convert`, { method: 'POST', body: form })
      .then(
        async (res) =>
          `HTTP ${res.status}, zip ${(Buffer.from(await res.arrayBuffer()).length / 1024 / 1024).toFixed(1)} MiB`,
      )
      .catch((error) => `no readable answer (${error.cause?.code ?? error.message})`);
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    peak = Math.max(peak, rssOf(shop.pid, 'VmRSS'));
    const mib = (bytes.length * count) / 1024 / 1024;
    console.log(
      `${count} files of ${(bytes.length / 1024 / 1024).toFixed(1)} MiB in one request: ${answer}, ${mib.toFixed(1)} MiB in ${seconds.toFixed(2)} s`,
    );
    console.log(
      `  peak RSS for ${count} files (${label}) in one request: ${peak.toFixed(1)} MiB (target < 300 MiB; idle ${idle.toFixed(1)} MiB)`,
    );
  } finally {
    await shop.stop();
  }
}

/** p99 of a catalogue read while `conversions` single-file conversions run at once, each started again as it ends. */
async function catalogueDuringConversions(vrx, conversions, env) {
  const shop = await startShop(env);
  try {
    const bytes = fs.readFileSync(vrx);
    const convertOne = async () => {
      const form = new FormData();
      form.append('vrx_file', new Blob([bytes]), 'bench.vrx');
      const res = await fetch(`${shop.url}/api/v1/convert`, { method: 'POST', body: form });
      await res.arrayBuffer();
      return res.status;
    };
    await load({ url: `${shop.url}/api/v1/get-info/`, duration: 1, connections: 1 });
    const quiet = await load({ url: `${shop.url}/api/v1/get-info/`, duration: 3, connections: 1 });
    let running = true;
    let converted = 0;
    const lanes = Array.from({ length: conversions }, async () => {
      while (running) if ((await convertOne()) === 200) converted++;
    });
    const busy = await load({ url: `${shop.url}/api/v1/get-info/`, duration: 6, connections: 1 });
    running = false;
    await Promise.all(lanes);
    console.log(
      `catalogue read (GET /api/v1/get-info/, one client): p99 ${quiet.latency.p99} ms quiet, p99 ${busy.latency.p99} ms during ${conversions} concurrent conversions (max ${busy.latency.max} ms; ${converted} conversions finished)`,
    );
  } finally {
    await shop.stop();
  }
}

async function converterBench() {
  console.log('\n## converter (10 MiB .vrx, 1,000 modules)');
  const vrx = path.join(os.tmpdir(), `navihub-bench-${process.pid}.vrx`);
  const dense = path.join(os.tmpdir(), `navihub-bench-dense-${process.pid}.vrx`);
  writeDenseVrx(dense);
  await run(process.execPath, ['scripts/bench/converter.mjs'], {
    env: { ...process.env, BENCH_VRX_OUT: vrx },
  });
  try {
    const database = await postgresUrl();
    if (database) {
      try {
        const { peak } = await uploadAndMeasure('PostgreSQL', vrx, { DATABASE_URL: database.url });
        console.log(`  whole server process peak: ${peak.toFixed(1)} MiB (target < 200 MiB)`);
        await uploadManyAndMeasure(vrx, 10, { DATABASE_URL: database.url });
        await uploadManyAndMeasure(dense, 10, { DATABASE_URL: database.url }, '200 codings per module');
        await catalogueDuringConversions(vrx, 4, { DATABASE_URL: database.url });
      } finally {
        await database.drop();
      }
    }
    // PGlite runs Postgres inside the server process, so its idle RSS is the database's own.
    await uploadAndMeasure('PGlite (embedded; the database lives in this process)', vrx, {});
    if (!database) {
      console.log(`10-file and concurrent-conversion figures on PGlite (no PostgreSQL at ${PG_ADMIN_URL}):`);
      await uploadManyAndMeasure(vrx, 10, {});
      await uploadManyAndMeasure(dense, 10, {}, '200 codings per module');
      await catalogueDuringConversions(vrx, 4, {});
    }
  } finally {
    fs.rmSync(vrx, { force: true });
    fs.rmSync(dense, { force: true });
  }
}

/** A hostile e-mail near the 1 MiB body limit: how long its refusal takes, and /healthz meanwhile. */
async function hostileInputBench() {
  console.log('\n## hostile input (an e-mail of ~1 MiB built to make a backtracking check slow)');
  const shop = await startShop();
  try {
    const email = 'a@' + '.'.repeat(1024 * 1024 - 300) + '@';
    const targets = [
      [
        'POST /api/v1/payment/stripe/',
        '/api/v1/payment/stripe/',
        { comand: 'NTG 5.5', map_region: 'Europe', version: 'V12.0', vin: 'WDD2050461F123456', email },
      ],
      [
        'POST /auth/registration/',
        '/auth/registration/',
        { email, password1: 'bench password 1', password2: 'bench password 1' },
      ],
      ['POST /password/reset/', '/password/reset/', { email }],
    ];
    for (const [label, url, body] of targets) {
      const times = [];
      let status = 0;
      let health = 0;
      for (let i = 0; i < 5; i++) {
        const started = performance.now();
        const answer = fetch(`${shop.url}${url}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        const healthStarted = performance.now();
        await fetch(`${shop.url}/healthz`);
        health = Math.max(health, performance.now() - healthStarted);
        status = (await answer).status;
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      console.log(
        `${label}: HTTP ${status} in ${times[2].toFixed(1)} ms median of 5 (target < 100 ms); slowest /healthz meanwhile ${health.toFixed(1)} ms`,
      );
    }
  } finally {
    await shop.stop();
  }
}

/** Limited requests while REDIS_URL points at nothing, against a shop without Redis (decision 017). */
async function redisDownBench() {
  console.log('\n## rate-limited requests while Redis does not answer (REDIS_URL=redis://127.0.0.1:1)');
  const median = async (shop) => {
    const times = [];
    for (let i = 0; i < 11; i++) {
      const started = performance.now();
      const answer = await fetch(`${shop.url}/password/reset/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: `bench.${i}@example.com` }),
      });
      await answer.arrayBuffer();
      times.push(performance.now() - started);
    }
    return times.sort((a, b) => a - b)[5];
  };
  const baseline = await startShop();
  let base;
  try {
    base = await median(baseline);
  } finally {
    await baseline.stop();
  }
  const down = await startShop({ REDIS_URL: 'redis://127.0.0.1:1' });
  try {
    const ms = await median(down);
    console.log(
      `POST /password/reset/: ${ms.toFixed(1)} ms median of 11 with Redis down, ${base.toFixed(1)} ms without Redis (target: within 20 ms of it)`,
    );
  } finally {
    await down.stop();
  }
}

/**
 * POST /password/reset/ for an address with an account and one without, interleaved in random
 * order with a pause between requests (so one request's after-work does not land on the next):
 * the two medians should match, or the answer's time tells which addresses have accounts.
 */
async function resetBench() {
  console.log('\n## password reset: known vs unknown address (issue 14 item 15)');
  const measure = async (label, env) => {
    const shop = await startShop(env);
    try {
      const post = (url, body) =>
        fetch(`${shop.url}${url}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
      const known = `bench.reset.${process.pid}@example.com`;
      const password = 'bench password 1';
      const registered = await post('/auth/registration/', {
        email: known,
        password1: password,
        password2: password,
      });
      if (registered.status !== 201) throw new Error(`registration answered ${registered.status}`);
      const times = { known: [], unknown: [] };
      const ROUNDS = 60;
      const order = [];
      for (let i = 0; i < ROUNDS; i++) order.push('known', 'unknown');
      for (let i = order.length - 1; i > 0; i--) {
        const j = Math.floor(Math.random() * (i + 1));
        [order[i], order[j]] = [order[j], order[i]];
      }
      let n = 0;
      for (const kind of ['known', 'unknown'])
        await (
          await post('/password/reset/', { email: kind === 'known' ? known : 'warm@example.com' })
        ).arrayBuffer();
      for (const kind of order) {
        const email = kind === 'known' ? known : `bench.nobody.${n++}@example.com`;
        const started = performance.now();
        const answer = await post('/password/reset/', { email });
        await answer.arrayBuffer();
        times[kind].push(performance.now() - started);
        await new Promise((r) => setTimeout(r, 15));
      }
      const median = (list) => list.sort((a, b) => a - b)[Math.floor(list.length / 2)];
      const k = median(times.known);
      const u = median(times.unknown);
      console.log(
        `POST /password/reset/ on ${label}: known ${k.toFixed(2)} ms, unknown ${u.toFixed(2)} ms median of ${ROUNDS} each; ratio known/unknown ${(k / u).toFixed(2)} (target ~1.0)`,
      );
    } finally {
      await shop.stop();
    }
  };
  const database = await postgresUrl();
  if (database) {
    try {
      await measure('PostgreSQL', { DATABASE_URL: database.url });
    } finally {
      await database.drop();
    }
  }
  await measure('PGlite', {});
}

const only = process.argv.slice(2);
const sections = {
  catalogue: catalogueBench,
  generate: codesBench,
  converter: converterBench,
  hostile: hostileInputBench,
  redis: redisDownBench,
  reset: resetBench,
  'catalog-import': async () => (await import('./bench/catalog-import.mjs')).catalogImportBench(),
  // Lighthouse on the public pages takes minutes: it runs only when named (`npm run bench -- web`).
  web: async () => (await import('./bench/web.mjs')).webBench(startShop, BASELINE),
};
const byDefault = (name) => name !== 'web';
const unknown = only.filter((name) => !(name in sections));
if (unknown.length) {
  console.error(
    `unknown bench section(s): ${unknown.join(', ')}; sections: ${Object.keys(sections).join(', ')}`,
  );
  process.exit(2);
}
// The web section measures the built web app too: it is rebuilt when its sources changed.
const built = only.includes('web') ? await buildIfNeeded() : await run(bin('tsc'), ['-b', 'apps/server']);
if (built !== 0) process.exit(built);
for (const [name, section] of Object.entries(sections)) {
  if (only.length === 0 ? byDefault(name) : only.includes(name)) await section();
}
