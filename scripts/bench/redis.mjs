// `npm run bench -- redis`: rate-limited requests while Redis does not answer.
import { startShop } from './harness.mjs';

/** Limited requests while REDIS_URL points at nothing, against a shop without Redis (decision 017). */
export async function redisDownBench() {
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
