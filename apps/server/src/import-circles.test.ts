/**
 * The import-circle check of `npm test` (scripts/import-circles.mjs, docs/decisions/050) refuses a
 * circle held only by an `import type`, which ESLint's import-x/no-cycle does not see, and passes
 * the same files once the circle is cut.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../../..');
const folders: string[] = [];

/** Runs the check on a folder of the given files: its exit code and report. */
async function checkFiles(files: Record<string, string>): Promise<{ code: number; report: string }> {
  const folder = await mkdtemp(join(tmpdir(), 'import-circles-'));
  folders.push(folder);
  for (const [name, text] of Object.entries(files)) await writeFile(join(folder, name), text);
  return new Promise((done) => {
    execFile(process.execPath, ['scripts/import-circles.mjs', folder], { cwd: root }, (error, stdout) =>
      done({ code: error ? Number(error.code ?? 1) : 0, report: stdout }),
    );
  });
}

afterAll(async () => {
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
});

describe('import circles', () => {
  const order = `import { priceOf } from './price.js';\nexport interface Order { cents: number }\nexport const total = (order: Order) => priceOf(order);\n`;

  it('refuses a circle held by a type import only, and passes once it is cut', async () => {
    const [circle, cut] = await Promise.all([
      checkFiles({
        'order.ts': order,
        'price.ts': `import type { Order } from './order.js';\nexport const priceOf = (order: Order) => order.cents;\n`,
      }),
      checkFiles({
        'order.ts': order,
        'price.ts': `export const priceOf = (order: { cents: number }) => order.cents;\n`,
      }),
    ]);
    expect(circle.code).toBe(1);
    expect(circle.report).toMatch(/no-circular: .*order\.ts → \s*.*price\.ts →\s*.*order\.ts/);
    expect(cut).toEqual({ code: 0, report: expect.stringContaining('no dependency violations found') });
  }, 120_000);
});
