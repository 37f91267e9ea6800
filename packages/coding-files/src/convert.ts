import { writeAed } from './aed.js';
import { fail, toConversionError } from './errors.js';
import type { ConversionError } from './errors.js';
import { formatBytes, resolveLimits } from './limits.js';
import type { Limits } from './limits.js';
import type { CodingFormat, CodingSet } from './model.js';
import { preview } from './model.js';
import { baseName, extensionOf, NameAllocator, SUPPORTED_EXTENSIONS } from './names.js';
import { CodingFileParser } from './parse.js';

/** Input is fed to the parser in slices of this size, so parsing never needs a second copy. */
const CHUNK_BYTES = 64 * 1024;

/** One output file: `<module name>.aed`, de-duplicated within one input file. */
export interface AedFile {
  readonly name: string;
  readonly bytes: Uint8Array;
}

export interface ConvertedFile {
  readonly ok: true;
  /** The input's base name as uploaded, e.g. "example.vrx". */
  readonly fileName: string;
  readonly format: CodingFormat;
  readonly set: CodingSet;
  /** Module names in input order, as found (duplicates included). */
  readonly modules: readonly string[];
  readonly entries: readonly AedFile[];
}

export interface FailedFile {
  readonly ok: false;
  readonly fileName: string;
  readonly error: ConversionError;
}

export type ConversionResult = ConvertedFile | FailedFile;

export interface ConvertFileInput {
  /**
   * Name as uploaded; only its last path component is used, and its extension must be .vrx, .vcx
   * or .sgde. Absent when the upload carried no name (a form-encoded field): the content alone
   * decides the format, the .aed files have no SOURCE line and the zip is named sipex.zip.
   */
  readonly fileName?: string;
  readonly data: Uint8Array;
  readonly limits?: Partial<Limits>;
}

export interface ConvertStreamInput {
  readonly fileName: string;
  /**
   * E.g. a Node Readable or an upload stream. Reading stops at the first error and the source's
   * iterator is closed with return() (a Readable's own iterator then destroys it; pass
   * `readable.iterator({ destroyOnReturn: false })` to drain the rest yourself).
   */
  readonly source: AsyncIterable<Uint8Array | string> | Iterable<Uint8Array | string>;
  readonly limits?: Partial<Limits>;
}

/** Converts one coding file held in memory. Never throws; every problem is a typed error. */
export function convertFile(input: ConvertFileInput): ConversionResult {
  const fileName = sourceName(input.fileName);
  try {
    const limits = resolveLimits(input.limits);
    if (input.fileName !== undefined) checkExtension(fileName);
    const { data } = input;
    // Refused before any work: the size is known up front.
    if (data.length > limits.maxFileBytes)
      fail('too_large', `file too large (limit ${formatBytes(limits.maxFileBytes)})`);
    const parser = new CodingFileParser(limits);
    for (let offset = 0; offset < data.length; offset += CHUNK_BYTES) {
      parser.push(data.subarray(offset, offset + CHUNK_BYTES));
    }
    return converted(fileName, parser.end());
  } catch (thrown) {
    return { ok: false, fileName, error: toConversionError(thrown) };
  }
}

/**
 * Converts one coding file read from a stream, holding only what the limits allow: a file over
 * the size limit is refused as soon as the limit is passed, without reading the rest.
 */
export async function convertStream(input: ConvertStreamInput): Promise<ConversionResult> {
  const fileName = sourceName(input.fileName);
  try {
    const limits = resolveLimits(input.limits);
    checkExtension(fileName);
    const parser = new CodingFileParser(limits);
    for await (const chunk of readSafely(input.source)) parser.push(chunk);
    return converted(fileName, parser.end());
  } catch (thrown) {
    return { ok: false, fileName, error: toConversionError(thrown) };
  }
}

async function* readSafely(source: ConvertStreamInput['source']): AsyncGenerator<Uint8Array> {
  const iterator =
    Symbol.asyncIterator in source ? source[Symbol.asyncIterator]() : source[Symbol.iterator]();
  let finished = false;
  try {
    for (;;) {
      let step: IteratorResult<Uint8Array | string>;
      try {
        step = await iterator.next();
      } catch (error) {
        finished = true;
        const detail = error instanceof Error ? error.message : String(error);
        return fail('read_error', `could not read the file: ${detail}`);
      }
      if (step.done) {
        finished = true;
        return;
      }
      const chunk = step.value;
      yield typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk;
    }
  } finally {
    // Stopped early (a parse error): the source's iterator is closed, never abandoned mid-way,
    // so a stream can still be drained or is destroyed by its own iterator.
    if (!finished) await closeQuietly(iterator);
  }
}

async function closeQuietly(iterator: Iterator<unknown> | AsyncIterator<unknown>): Promise<void> {
  try {
    await iterator.return?.();
  } catch {
    /* the conversion's own error is the one reported */
  }
}

/** Turns a parsed coding set into its .aed files, named after the modules. */
export function toAedFiles(set: CodingSet, source: string): AedFile[] {
  return [...aedFilesOf(set, source)];
}

/** The same .aed files one at a time, each written only when it is asked for. */
export function* aedFilesOf(set: CodingSet, source: string): Generator<AedFile> {
  const names = new NameAllocator('module');
  for (const module of set.modules) {
    yield { name: names.allocate(module.name, '.aed'), bytes: writeAed(module, { vin: set.vin, source }) };
  }
}

function converted(fileName: string, parsed: { format: CodingFormat; set: CodingSet }): ConvertedFile {
  const { format, set } = parsed;
  const modules = set.modules.map((module) => module.name);
  // Written on first use: a caller that packs the file (packConversion) writes each .aed just
  // before compressing it and never holds them all.
  let entries: readonly AedFile[] | undefined;
  return {
    ok: true,
    fileName,
    format,
    set,
    modules,
    get entries() {
      return (entries ??= toAedFiles(set, fileName));
    },
  };
}

/** The SOURCE value: the uploaded base name, kept on one line. */
function sourceName(uploaded: unknown): string {
  const text = typeof uploaded === 'string' ? uploaded : '';
  return baseName(text)
    .replace(/\p{Cc}/gu, '_')
    .trim();
}

function checkExtension(fileName: string): void {
  const ext = extensionOf(fileName);
  if ((SUPPORTED_EXTENSIONS as readonly string[]).includes(ext)) return;
  const problem = ext ? `unsupported file type "${preview(ext)}"` : 'file name has no extension';
  fail('bad_extension', `${problem} (expected .vrx, .vcx or .sgde)`);
}
