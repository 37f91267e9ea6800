// `npm run bench`: speed and memory figures, each compared in the same run with its baseline.
// It prints figures and targets; it never fails on timing. `npm run bench -- <name> …` runs the
// named benches only; `npm run bench -- web` (Lighthouse on the public pages) is slow and runs only
// when named. Each bench is a file of its own under scripts/bench/ (what they share:
// scripts/bench/harness.mjs); this file only reads the names and runs them in order.
import { bin, buildIfNeeded, run } from './lib.mjs';

/** Each bench's name, its file under scripts/bench/ and the function that runs it. */
const benches = {
  catalogue: ['catalogue.mjs', 'catalogueBench'],
  generate: ['generate.mjs', 'codesBench'],
  converter: ['converter-server.mjs', 'converterBench'],
  hostile: ['hostile.mjs', 'hostileInputBench'],
  redis: ['redis.mjs', 'redisDownBench'],
  reset: ['reset.mjs', 'resetBench'],
  'catalog-import': ['catalog-import.mjs', 'catalogImportBench'],
  'invoice-pdf': ['invoice-pdf.mjs', 'invoicePdfBench'],
  bulk: ['bulk.mjs', 'bulkBench'],
  // Lighthouse on the public pages takes minutes: it runs only when named (`npm run bench -- web`).
  web: ['web.mjs', 'webBench'],
};
const byDefault = (name) => name !== 'web';

const only = process.argv.slice(2);
const unknown = only.filter((name) => !(name in benches));
if (unknown.length) {
  console.error(
    `unknown bench section(s): ${unknown.join(', ')}; sections: ${Object.keys(benches).join(', ')}`,
  );
  process.exit(2);
}
// The web bench measures the built web app too: it is rebuilt when its sources changed.
const built = only.includes('web') ? await buildIfNeeded() : await run(bin('tsc'), ['-b', 'apps/server']);
if (built !== 0) process.exit(built);
for (const [name, [file, entry]] of Object.entries(benches)) {
  if (only.length === 0 ? byDefault(name) : only.includes(name)) {
    // Imported only when it runs: a bench's own dependencies (Lighthouse, the built server) load for it alone.
    const bench = await import(`./bench/${file}`);
    await bench[entry]();
  }
}
