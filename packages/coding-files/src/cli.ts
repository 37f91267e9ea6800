import { createReadStream, createWriteStream } from 'node:fs';
import type { ReadStream } from 'node:fs';
import { resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { convertStream } from './convert.js';
import type { ConversionResult, ConvertedFile } from './convert.js';
import { zipConversions } from './zip.js';

const USAGE = `usage: navihub-convert <file.vrx|file.vcx|file.sgde>… [-o out.zip]

Converts workshop coding files to one .aed file per module and writes them as a zip
(one folder per input file when several are given). Exit code 1 when any file fails.`;

export interface CliIo {
  readonly out: (line: string) => void;
  readonly err: (line: string) => void;
  readonly cwd: string;
}

const processIo: CliIo = {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
  cwd: process.cwd(),
};

/** Runs the converter CLI; resolves to the process exit code (0 ok, 1 a file failed, 2 usage). */
export async function main(argv: readonly string[], io: CliIo = processIo): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: { output: { type: 'string', short: 'o' }, help: { type: 'boolean', short: 'h' } },
    });
  } catch (error) {
    io.err(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    return 2;
  }
  if (parsed.values.help) {
    io.out(USAGE);
    return 0;
  }
  if (parsed.positionals.length === 0) {
    io.err(USAGE);
    return 2;
  }
  return convertAll(parsed.positionals, parsed.values.output, io);
}

async function convertAll(paths: readonly string[], output: string | undefined, io: CliIo): Promise<number> {
  const results: ConversionResult[] = [];
  for (const path of paths) {
    const file = lazyFile(resolve(io.cwd, path));
    const result = await convertStream({ fileName: path, source: file });
    file.close();
    report(path, result, io);
    results.push(result);
  }
  const converted = results.filter((result): result is ConvertedFile => result.ok);
  const failed = results.length - converted.length;
  if (converted.length === 0) {
    io.err('no file could be converted; no zip written');
    return 1;
  }
  const written = await writeZip(converted, paths.length > 1, output, io);
  if (failed > 0) io.err(`${failed} of ${results.length} files failed`);
  return written && failed === 0 ? 0 : 1;
}

/**
 * Opens the file only when the converter starts reading: a file refused by name is never
 * opened, so an open error cannot surface with nobody listening. close() releases the handle
 * when the converter stopped early (it leaves its source to the caller).
 */
function lazyFile(path: string): AsyncIterable<Buffer> & { close(): void } {
  let stream: ReadStream | undefined;
  return {
    [Symbol.asyncIterator]() {
      stream = createReadStream(path);
      return stream[Symbol.asyncIterator]();
    },
    close: () => stream?.destroy(),
  };
}

function report(path: string, result: ConversionResult, io: CliIo): void {
  if (!result.ok) {
    io.err(`${path}: error (${result.error.code}): ${result.error.message}`);
    return;
  }
  const count = result.modules.length;
  io.out(
    `${path}: ok, ${result.format}, ${count} module${count === 1 ? '' : 's'}: ${result.modules.join(', ')}`,
  );
}

async function writeZip(
  files: ConvertedFile[],
  folders: boolean,
  output: string | undefined,
  io: CliIo,
): Promise<boolean> {
  const archive = zipConversions(files, { layout: folders ? 'folders' : 'flat' });
  const target = resolve(io.cwd, output ?? archive.fileName);
  try {
    await pipeline(archive.stream, createWriteStream(target));
  } catch (error) {
    io.err(`could not write ${target}: ${error instanceof Error ? error.message : String(error)}`);
    return false;
  }
  const entries = files.reduce((sum, file) => sum + file.entries.length, 0);
  io.out(`wrote ${target} (${entries} .aed file${entries === 1 ? '' : 's'})`);
  return true;
}
