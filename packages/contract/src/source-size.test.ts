import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** The most lines a source file of the contract may have: past it, split it by area (issue 30). */
const MAX_LINES = 300;

describe('the contract sources', () => {
  it(`have no file over ${MAX_LINES} lines`, () => {
    const root = fileURLToPath(new URL('.', import.meta.url));
    const sources = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(
      (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
    );
    expect(sources.length).toBeGreaterThan(10);
    const tooLong = sources
      .map((file) => ({ file, lines: readFileSync(join(root, file), 'utf8').split('\n').length - 1 }))
      .filter(({ lines }) => lines > MAX_LINES);
    expect(tooLong).toEqual([]);
  });
});
