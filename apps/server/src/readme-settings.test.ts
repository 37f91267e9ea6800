import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SETTINGS } from './config.js';

const readme = fs.readFileSync(
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../README.md'),
  'utf8',
);

/** The setting names in the first column of the README's environment table. */
function documentedSettings(): string[] {
  const section = readme.split('### Environment variables')[1]?.split('\n## ')[0] ?? '';
  return section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .flatMap((line) => [...(line.split('|')[1] ?? '').matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((m) => m[1]!));
}

describe("the README's environment table", () => {
  it('names every setting the server reads, and none it does not', () => {
    expect([...new Set(documentedSettings())].sort()).toEqual([...SETTINGS].sort());
  });
});
