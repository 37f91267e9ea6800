// `npm test`: every check, in the order that fails fastest — lint, import circles, format, types, unit and
// integration, end-to-end.
import { bin, buildIfNeeded, run } from './lib.mjs';

const steps = [
  ['lint', () => run(bin('eslint'), ['.', '--max-warnings=0'])],
  // Import circles, type imports included (docs/decisions/050).
  ['circles', () => run(process.execPath, ['scripts/import-circles.mjs'])],
  ['format', () => run(bin('prettier'), ['--check', '--log-level', 'warn', '.'])],
  [
    'types',
    async () =>
      (await run(bin('tsc'), [
        '-b',
        'packages/contract',
        'packages/coding-files',
        'apps/server',
        'apps/web',
        'e2e',
        'docs',
      ])) ||
      // The server's tests too (their own tsconfig: they are not built).
      run(bin('tsc'), ['-p', 'apps/server/tsconfig.test.json']),
  ],
  ['unit and integration tests', () => run(bin('vitest'), ['run'])],
  ['build', () => buildIfNeeded()],
  ['end-to-end tests', () => run(bin('playwright'), ['test', '-c', 'e2e/playwright.config.ts'])],
];

const only = process.argv.slice(2);
const results = [];
for (const [name, step] of steps) {
  if (only.length > 0 && !only.some((o) => name.startsWith(o))) continue;
  console.log(`\n=== ${name}`);
  const started = Date.now();
  const code = await step();
  results.push({ name, code, seconds: ((Date.now() - started) / 1000).toFixed(1) });
  if (code !== 0) break;
}
console.log('\n=== summary');
for (const r of results) console.log(`${r.code === 0 ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds} s)`);
const failed = results.some((r) => r.code !== 0);
process.exit(failed ? 1 : 0);
