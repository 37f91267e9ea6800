// `npm run bench -- hostile`: how long the shop takes to refuse a ~1 MiB hostile e-mail.
import { startShop } from './harness.mjs';

/** A hostile e-mail near the 1 MiB body limit: how long its refusal takes, and /healthz meanwhile. */
export async function hostileInputBench() {
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
