import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './markdown.js';

const folder = path.join(repoRoot, 'docs/decisions');
const RECORD = /^(\d{3})-[a-z0-9-]+\.md$/;

interface Row {
  readonly number: string;
  readonly file: string;
  readonly title: string;
  readonly status: string;
}

/** The index's table rows: `| [NNN](file) | title | status | superseded by |`. */
function indexRows(): Row[] {
  const index = readFileSync(path.join(folder, 'README.md'), 'utf8');
  return index
    .split('\n')
    .filter((line) => /^\|\s*\[/.test(line))
    .map((line) => {
      const cells = line
        .slice(1, -1)
        .split(/(?<!\\)\|/)
        .map((cell) => cell.trim().replace(/\\\|/g, '|'));
      const link = /^\[(\d{3})\]\(([^)]+)\)$/.exec(cells[0] ?? '');
      if (!link || cells.length !== 4) throw new Error(`not an index row: ${line}`);
      return { number: link[1]!, file: link[2]!, title: cells[1]!, status: cells[2]! };
    });
}

/** A record's number and title from its heading, and the first word of its Status line. */
function record(file: string) {
  const text = readFileSync(path.join(folder, file), 'utf8');
  const heading = /^#\s+(\d{3})\s*(?:—\s*)?(.+)$/m.exec(text);
  const status = /^Status:\s*(\w+)/m.exec(text);
  return { number: heading?.[1], title: heading?.[2]?.trim(), status: status?.[1] };
}

describe('docs/decisions/README.md, the index of decisions', () => {
  const records = readdirSync(folder)
    .filter((name) => RECORD.test(name))
    .sort();
  const rows = indexRows();

  it('lists every decision record in the folder, once', () => {
    const indexed = rows.map((row) => row.file);
    const missing = records.filter((file) => !indexed.includes(file));
    expect(missing, `records missing from the index: ${missing.join(', ')}`).toEqual([]);
    expect(indexed.filter((file, i) => indexed.indexOf(file) !== i)).toEqual([]);
  });

  it('names no file that is not there', () => {
    const absent = rows.map((row) => row.file).filter((file) => !records.includes(file));
    expect(absent, `index rows naming no record: ${absent.join(', ')}`).toEqual([]);
  });

  it("gives each record's number, title and status as the record does, in order", () => {
    const wrong = rows
      .filter((row) => records.includes(row.file))
      .flatMap((row) => {
        const { number, title, status } = record(row.file);
        const problems: string[] = [];
        if (row.number !== number || !row.file.startsWith(`${row.number}-`))
          problems.push(`${row.file}: number ${row.number}, the record says ${number}`);
        if (row.title !== title)
          problems.push(`${row.file}: title "${row.title}", the record says "${title}"`);
        if (!status || !row.status.startsWith(status))
          problems.push(`${row.file}: status "${row.status}", the record's Status line starts "${status}"`);
        return problems;
      });
    expect(wrong, wrong.join('\n')).toEqual([]);
    const numbers = rows.map((row) => row.number);
    expect(numbers).toEqual([...numbers].sort());
  });
});
