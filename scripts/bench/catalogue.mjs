// `npm run bench -- catalogue`: catalogue reads against a bare Fastify route with the same body,
// in paired rounds (and against BENCH_BASELINE's build when set).
import { fork } from 'node:child_process';
import path from 'node:path';
import { root } from '../lib.mjs';
import {
  BASELINE,
  CONNECTIONS,
  SECONDS,
  cpuSecondsOf,
  fmt,
  freePort,
  load,
  median,
  startShop,
} from './harness.mjs';

const CATALOGUE_ROUNDS = 9;

export async function catalogueBench() {
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
