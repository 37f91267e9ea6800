// `npm run bench -- reset`: a password reset for a known and an unknown address take as long.
import { postgresUrl, startShop } from './harness.mjs';

/**
 * POST /password/reset/ for an address with an account and one without, interleaved in random
 * order with a pause between requests (so one request's after-work does not land on the next):
 * the two medians should match, or the answer's time tells which addresses have accounts.
 */
export async function resetBench() {
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
