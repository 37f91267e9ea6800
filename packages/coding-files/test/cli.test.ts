import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, copyFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { main } from '../src/cli.js';
import { FIXTURES, unzip } from './helpers.js';

let dir: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'navihub-convert-'));
  for (const name of ['example.vrx', 'example.vcx', 'example.sgde'])
    copyFileSync(join(FIXTURES, name), join(dir, name));
  writeFileSync(join(dir, 'broken.sgde'), '[ECU HU55]\nnot a key value line\n');
});

afterEach(() => rmSync(dir, { recursive: true, force: true }));

async function run(args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(args, { out: (line) => out.push(line), err: (line) => err.push(line), cwd: dir });
  return { code, out, err };
}

describe('navihub-convert (in process)', () => {
  it('converts one file into a flat zip and lists its modules', async () => {
    const { code, out, err } = await run(['example.vrx', '-o', 'out.zip']);
    expect({ code, err }).toEqual({ code: 0, err: [] });
    expect(out).toEqual([
      'example.vrx: ok, vrx, 2 modules: HU55, IC213',
      `wrote ${join(dir, 'out.zip')} (2 .aed files)`,
    ]);
    const entries = await unzip(readFileSync(join(dir, 'out.zip')));
    expect(entries.map((entry) => entry.name)).toEqual(['HU55.aed', 'IC213.aed']);
    expect(entries[0]!.bytes.equals(readFileSync(join(FIXTURES, 'example-HU55.aed')))).toBe(true);
  });

  it('names the zip after the source when -o is left out', async () => {
    expect((await run(['example.sgde'])).code).toBe(0);
    expect(existsSync(join(dir, 'example.sgde.zip'))).toBe(true);
  });

  it("exits non-zero when any file fails, reporting the library's message, and keeps one folder per file", async () => {
    const { code, out, err } = await run([
      'example.vcx',
      'broken.sgde',
      'missing.vrx',
      'notes.txt',
      '--output',
      'all.zip',
    ]);
    expect(code).toBe(1);
    expect(out[0]).toBe('example.vcx: ok, vcx, 1 module: HU55');
    expect(err).toEqual([
      'broken.sgde: error (bad_line): line 2: expected KEY = value',
      expect.stringMatching(/^missing\.vrx: error \(read_error\): could not read the file: ENOENT/),
      'notes.txt: error (bad_extension): unsupported file type ".txt" (expected .vrx, .vcx or .sgde)',
      '3 of 4 files failed',
    ]);
    const entries = await unzip(readFileSync(join(dir, 'all.zip')));
    expect(entries.map((entry) => entry.name)).toEqual(['example.vcx/HU55.aed']);
  });

  it('writes no zip when nothing converts', async () => {
    const { code, err } = await run(['broken.sgde', '-o', 'none.zip']);
    expect(code).toBe(1);
    expect(err.at(-1)).toBe('no file could be converted; no zip written');
    expect(existsSync(join(dir, 'none.zip'))).toBe(false);
  });

  it('explains its usage', async () => {
    expect((await run([])).code).toBe(2);
    expect((await run(['--bogus'])).code).toBe(2);
    const help = await run(['--help']);
    expect(help.code).toBe(0);
    expect(help.out[0]).toMatch(/^usage: navihub-convert/);
  });
});

describe('navihub-convert (as a process)', () => {
  it('runs end to end with exit codes and output', async () => {
    const cli = fileURLToPath(new URL('../src/cli.ts', import.meta.url));
    const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
    const script = `const { main } = await import(${JSON.stringify(cli)}); process.exitCode = await main(process.argv.slice(1));`;
    const result = await new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
      execFile(
        process.execPath,
        [
          '--import',
          tsx,
          '--input-type=module',
          '-e',
          script,
          'example.vrx',
          'example.sgde',
          'broken.sgde',
          '-o',
          'x.zip',
        ],
        { cwd: dir, env: { ...process.env, NODE_OPTIONS: '' }, timeout: 20_000 },
        (error, stdout, stderr) => resolve({ code: error ? (error.code as number) : 0, stdout, stderr }),
      );
    });
    expect(result.stdout).toContain('example.vrx: ok, vrx, 2 modules: HU55, IC213\n');
    expect(result.stdout).toContain('example.sgde: ok, sgde, 1 module: HU55\n');
    expect(result.stderr).toContain('broken.sgde: error (bad_line): line 2: expected KEY = value\n');
    expect(result.code).toBe(1);
    const entries = await unzip(readFileSync(join(dir, 'x.zip')));
    expect(entries.map((entry) => entry.name)).toEqual([
      'example.vrx/HU55.aed',
      'example.vrx/IC213.aed',
      'example.sgde/HU55.aed',
    ]);
  }, 30_000);
});
