// `npm run bench -- generate`: 50 signed-in customers generating PINs at once, on PGlite and on
// PostgreSQL, with where the CPU went; with BENCH_BASELINE, the baseline and the current build in turns.
import path from 'node:path';
import pg from 'pg';
import { root, run } from '../lib.mjs';
import {
  BASELINE,
  CONNECTIONS,
  CURRENT,
  PG_ADMIN_URL,
  SECONDS,
  fmt,
  fmtCpu,
  load,
  median,
  postgresUrl,
  startShop,
  withCpuAccount,
} from './harness.mjs';

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

export async function codesBench() {
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
