import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS, ERROR_CODES, formatBytes } from '../src/index.js';
import { convertOk, fixture, text } from './helpers.js';

/** FORMAT.md: what the package reads and writes. These checks keep it saying what the code does. */
const note = readFileSync(fileURLToPath(new URL('../FORMAT.md', import.meta.url)), 'utf8');

/** The fenced blocks of the note, in order, with their info string. */
const blocks = [...note.matchAll(/^```(\w*)\n([\s\S]*?)^```$/gm)].map((m) => ({ lang: m[1], body: m[2]! }));

/** The rows of the table whose header starts with `| <first> |`, as cell lists. */
function table(first: string): string[][] {
  const lines = note.split('\n');
  const start = lines.findIndex((line) => line.startsWith(`| ${first} `));
  const rows: string[][] = [];
  for (let i = start + 2; start >= 0 && lines[i]?.startsWith('|'); i++) {
    rows.push(
      lines[i]!.slice(1, -1)
        .split('|')
        .map((cell) => cell.trim()),
    );
  }
  return rows;
}

describe('FORMAT.md', () => {
  it('shows the fixtures as its examples, and the .aed the .vrx example really converts to', () => {
    const bodies = blocks.map((block) => block.body);
    for (const name of ['example.vrx', 'example.vcx', 'example.sgde', 'example-HU55.aed'])
      expect(bodies, name).toContain(text(fixture(name)));
    const hu55 = convertOk('example.vrx', fixture('example.vrx')).entries[0]!;
    expect(bodies).toContain(text(hu55.bytes));
  });

  it('lists every error code the package gives, and no other', () => {
    const codes = table('code').map(([code]) => code!.replace(/`/g, ''));
    expect(codes).toEqual([...ERROR_CODES]);
  });

  it('gives the default limits the code has', () => {
    const limits = Object.fromEntries(
      table('limit').map(([name, value]) => [name!.replace(/`/g, ''), value]),
    );
    expect(limits).toEqual({
      maxFileBytes: formatBytes(DEFAULT_LIMITS.maxFileBytes),
      maxModules: DEFAULT_LIMITS.maxModules.toLocaleString('en'),
      maxCodingsPerModule: String(DEFAULT_LIMITS.maxCodingsPerModule),
      maxCodingBytes: formatBytes(DEFAULT_LIMITS.maxCodingBytes),
    });
  });
});
