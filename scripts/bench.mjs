// `npm run bench`: speed and memory figures, each compared in the same run with its baseline.
// It prints figures and targets; it never fails on timing.
import { fork, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { bin, root, run } from './lib.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 50;
const PG_ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

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
async function startShop(env = {}, beforeStart) {
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
  const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
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

function load(opts) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, duration: SECONDS, ...opts }, (err, result) =>
      err ? reject(err) : resolve(result),
    );
  });
}

const fmt = (r) =>
  `${Math.round(r.requests.average)} req/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms` +
  (r.non2xx ? `, ${r.non2xx} non-2xx` : '') +
  (r.errors ? `, ${r.errors} errors` : '');

const CATALOGUE_ROUNDS = 9;

async function catalogueBench() {
  const roundSeconds = SECONDS / 4;
  console.log(
    `\n## catalogue reads (${CONNECTIONS} connections, ${CATALOGUE_ROUNDS} rounds of ${roundSeconds} s each, after a warm-up)`,
  );
  const shop = await startShop();
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
    for (let round = 0; round < CATALOGUE_ROUNDS; round++) {
      const bareRound = await load({ url: `http://127.0.0.1:${barePort}/bare`, duration: roundSeconds });
      const detail = await load({ url: `${shop.url}/api/v1/detail/`, duration: roundSeconds });
      const info = await load({ url: `${shop.url}/api/v1/get-info/`, duration: roundSeconds });
      rounds.push({
        bare: bareRound,
        detail,
        info,
        ratio: detail.requests.average / bareRound.requests.average,
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
  } finally {
    bare.kill();
    await shop.stop();
  }
}

async function generateBench(label, env, seed) {
  const users = CONNECTIONS;
  const password = 'bench password 1';
  const shop = await startShop(env, async (fullEnv) => {
    if (seed) await seed(fullEnv);
    const code = await run(process.execPath, ['scripts/bench/seed.mjs', String(users), password], {
      env: fullEnv,
    });
    if (code !== 0) throw new Error('seeding failed');
  });
  try {
    const tokens = [];
    for (let i = 0; i < users; i++) {
      const res = await fetch(`${shop.url}/auth/login/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: `bench${i}@example.com`, password }),
      });
      tokens.push((await res.json()).access_token);
    }
    let next = 0;
    const body = JSON.stringify({
      comand: 'NTG 5.5',
      map_region: 'Europe',
      version: 'V12.0',
      vin: 'WDD2050461F123456',
      type: 'points',
    });
    const result = await load({
      url: `${shop.url}/api/v1/points-subs/generate/`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      requests: [
        {
          // One customer per connection: 50 clients generating at once.
          setupRequest: (request, context) => {
            context.token ??= tokens[next++ % tokens.length];
            return { ...request, headers: { ...request.headers, authorization: `Bearer ${context.token}` } };
          },
        },
      ],
    });
    console.log(`generate on ${label}: ${fmt(result)}`);
    return result;
  } finally {
    await shop.stop();
  }
}

async function postgresUrl() {
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
  } catch {
    return undefined;
  }
  const name = `navihub_bench_${process.pid}`;
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: PG_ADMIN_URL });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

async function codesBench() {
  console.log(
    `\n## generate (POST /api/v1/points-subs/generate/, ${CONNECTIONS} concurrent customers, ${SECONDS} s)`,
  );
  await generateBench('PGlite (embedded)', {});
  const database = await postgresUrl();
  if (!database) {
    console.log(`generate on PostgreSQL: skipped (no server at ${PG_ADMIN_URL}; set BENCH_DATABASE_URL)`);
    return;
  }
  try {
    const result = await generateBench('PostgreSQL', { DATABASE_URL: database.url });
    console.log(`p99 on PostgreSQL: ${result.latency.p99} ms (target < 50 ms)`);
  } finally {
    await database.drop();
  }
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

const built = await run(bin('tsc'), ['-b', 'apps/server']);
if (built !== 0) process.exit(built);
const only = process.argv.slice(2);
const sections = {
  catalogue: catalogueBench,
  generate: codesBench,
  converter: converterBench,
  hostile: hostileInputBench,
  redis: redisDownBench,
  reset: resetBench,
};
for (const [name, section] of Object.entries(sections)) {
  if (only.length === 0 || only.includes(name)) await section();
}
