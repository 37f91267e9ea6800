import { readFileSync } from 'node:fs';
import type { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import yauzl from 'yauzl';
import { convertFile } from '../src/index.js';
import type { ConversionError, ConversionResult, ConvertedFile, Limits } from '../src/index.js';

export const FIXTURES = fileURLToPath(new URL('./fixtures/', import.meta.url));

export function fixture(name: string): Buffer {
  return readFileSync(`${FIXTURES}${name}`);
}

export function text(bytes: Uint8Array): string {
  return Buffer.from(bytes).toString('utf8');
}

/** Converts and insists on success, so a failing case shows its error in the test output. */
export function convertOk(
  fileName: string,
  data: string | Uint8Array,
  limits?: Partial<Limits>,
): ConvertedFile {
  const result = convertFile({ fileName, data: typeof data === 'string' ? Buffer.from(data) : data, limits });
  if (!result.ok) throw new Error(`expected success, got ${result.error.code}: ${result.error.message}`);
  return result;
}

export function convertError(
  fileName: string,
  data: string | Uint8Array,
  limits?: Partial<Limits>,
): ConversionError {
  const result: ConversionResult = convertFile({
    fileName,
    data: typeof data === 'string' ? Buffer.from(data) : data,
    limits,
  });
  if (result.ok) throw new Error(`expected an error, got modules ${result.modules.join(', ')}`);
  return result.error;
}

export function utf16le(content: string, bom = true): Buffer {
  return Buffer.concat([Buffer.from(bom ? [0xff, 0xfe] : []), Buffer.from(content, 'utf16le')]);
}

export function utf16be(content: string): Buffer {
  const le = Buffer.from(content, 'utf16le');
  return Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(le).swap16()]);
}

export async function collect(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export interface ZipEntry {
  name: string;
  bytes: Buffer;
}

/** Reads a whole zip back with yauzl (an independent implementation from the writer (fflate)). */
export function unzip(zip: Buffer): Promise<ZipEntry[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(
      zip,
      { lazyEntries: true, validateEntrySizes: true, strictFileNames: true },
      (openError, file) => {
        if (openError) return reject(openError);
        const entries: ZipEntry[] = [];
        file.on('error', reject);
        file.on('end', () => resolve(entries));
        file.on('entry', (entry: yauzl.Entry) => {
          file.openReadStream(entry, (readError, stream) => {
            if (readError) return reject(readError);
            collect(stream).then((bytes) => {
              entries.push({ name: entry.fileName, bytes });
              file.readEntry();
            }, reject);
          });
        });
        file.readEntry();
      },
    );
  });
}
