import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import { crc32, deflateRaw } from 'node:zlib';
import { Zip, type ZipInputFile } from 'fflate';
import { aedFilesOf, type ConvertedFile } from './convert.js';
import { baseName, NameAllocator, sanitizeName, stemOf } from './names.js';

export const FALLBACK_ARCHIVE_NAME = 'sipex.zip';

/** One .aed file already deflated (or stored), ready for the zip: see packConversion. */
export interface PackedEntry {
  readonly name: string;
  /** Uncompressed size and CRC-32 of the .aed bytes. */
  readonly size: number;
  readonly crc: number;
  /** 8 (deflate) or 0 (stored). */
  readonly method: 0 | 8;
  readonly data: Uint8Array;
}

/**
 * A converted file reduced to what the zip needs: its name, its module names and its entries
 * compressed. Holding this instead of a ConvertedFile keeps only the compressed bytes of a file
 * while later files of the same request are still being converted.
 */
export interface PackedFile {
  readonly fileName: string;
  readonly modules: readonly string[];
  readonly packed: readonly PackedEntry[];
}

const deflateAsync = promisify(deflateRaw);

/**
 * zlib hands back a view of its 16 KiB output chunk: a small entry held for long (as packed
 * entries are) would keep the whole chunk alive, ~16 KiB per module. Held entries get their own.
 */
function exactCopy(view: Buffer): Uint8Array {
  return view.byteLength === view.buffer.byteLength ? view : new Uint8Array(view);
}

/**
 * A name read from the input may be a slice of a large decoded text chunk, which V8 then keeps
 * alive as long as the name: names held after the parse get their own flat copy.
 */
function ownCopy(text: string): string {
  return Buffer.from(text, 'utf8').toString('utf8');
}

/**
 * Writes the .aed files of a conversion from its coding set and deflates them a few at a time
 * (deflate on the thread pool, so other requests are served in between), keeping only the
 * compressed entries; the .aed bytes are never all held at once.
 */
export async function packConversion(file: ConvertedFile, compressionLevel = 6): Promise<PackedFile> {
  const packed: PackedEntry[] = [];
  const pending = aedFilesOf(file.set, file.fileName);
  let index = 0;
  const lane = async () => {
    for (let next = pending.next(); !next.done; next = pending.next()) {
      const at = index++;
      const { name, bytes } = next.value;
      const stored = compressionLevel === 0;
      const data = stored ? bytes : exactCopy(await deflateAsync(bytes, { level: compressionLevel }));
      packed[at] = {
        name: ownCopy(name),
        size: bytes.byteLength,
        crc: crc32(bytes),
        method: stored ? 0 : 8,
        data,
      };
    }
  };
  await Promise.all(Array.from({ length: ENTRIES_IN_FLIGHT }, lane));
  return { fileName: ownCopy(file.fileName), modules: file.modules.map(ownCopy), packed };
}

export interface ZipOptions {
  /**
   * 'flat': the .aed files at the top level; 'folders': one folder per source file.
   * Default: flat for one file, folders for several. Pass 'folders' when a multi-file request
   * ended with only one success, so the archive's shape does not depend on which files failed.
   */
  readonly layout?: 'flat' | 'folders';
  /** Modification time stored for every entry; defaults to now. */
  readonly mtime?: Date;
  /** 0 (store) to 9; defaults to 6. Packed files keep the level they were packed with. */
  readonly compressionLevel?: number;
}

export interface ConversionArchive {
  /** For Content-Disposition. */
  readonly fileName: string;
  /** The zip, produced as it is read; nothing is assembled in memory up front. */
  readonly stream: Readable;
}

type ZipSource = ConvertedFile | PackedFile;

/**
 * Streams the .aed files of the given conversions (as converted, or packed) as one zip, and
 * nothing else: the zip's directory, a folder per file in input order, is the list of modules.
 */
export function zipConversions(files: readonly ZipSource[], options: ZipOptions = {}): ConversionArchive {
  const layout = options.layout ?? (files.length > 1 ? 'folders' : 'flat');
  const entries: ArchiveEntry[] = [];
  // Names are re-allocated per folder so the archive is safe even for hand-built entry lists,
  // and so a flat archive of several files cannot hold two entries with one name.
  const namesByFolder = new Map<string, NameAllocator>();
  for (const [folder, file] of placeFiles(files, layout)) {
    const names = namesByFolder.get(folder) ?? new NameAllocator('module');
    namesByFolder.set(folder, names);
    const add = (entryName: string, entry: Omit<ArchiveEntry, 'path'>) => {
      const name = names.allocate(stemOf(entryName), '.aed');
      entries.push({ path: folder ? `${folder}/${name}` : name, ...entry });
    };
    if ('packed' in file) for (const entry of file.packed) add(entry.name, { packed: entry });
    else for (const entry of file.entries) add(entry.name, { bytes: entry.bytes });
  }
  const fileName = archiveFileName(files.map((file) => file.fileName));
  return {
    fileName,
    stream: new ArchiveStream(entries, options.mtime ?? new Date(), options.compressionLevel ?? 6),
  };
}

interface ArchiveEntry {
  readonly path: string;
  /** Either the bytes to compress, or an entry compressed before. */
  readonly bytes?: Uint8Array;
  readonly packed?: PackedEntry;
}

/** Entries being compressed at once: enough to keep the libuv thread pool busy. */
const ENTRIES_IN_FLIGHT = 8;
/** Uncompressed bytes being compressed at once, whatever the entry count. */
const BYTES_IN_FLIGHT = 1024 * 1024;

/**
 * The zip as a readable stream. Entries are deflated on the libuv thread pool, several at a
 * time, but only while the reader keeps up: at most a small window of entries is compressed
 * ahead of what has been read, so a slow download never holds a compressed copy of the archive.
 * fflate writes the zip structure (headers, data descriptors, central directory) in entry order.
 */
class ArchiveStream extends Readable {
  private readonly zip: Zip;
  /** Next entry to start compressing; next entry to hand to the zip, in order. */
  private started = 0;
  private written = 0;
  private bytesInFlight = 0;
  private readonly done = new Map<number, Uint8Array>();
  private wanted = false;
  private ended = false;

  constructor(
    private readonly entries: readonly ArchiveEntry[],
    private readonly mtime: Date,
    private readonly level: number,
  ) {
    super();
    this.zip = new Zip((error, chunk, final) => {
      if (error) return this.destroy(error);
      if (!this.push(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength))) this.wanted = false;
      if (final) this.push(null);
    });
  }

  override _read(): void {
    this.wanted = true;
    this.pump();
  }

  private pump(): void {
    this.writeFinished();
    if (this.written === this.entries.length) {
      if (!this.ended) {
        this.ended = true;
        this.zip.end();
      }
      return;
    }
    while (
      this.wanted &&
      !this.destroyed &&
      this.started < this.entries.length &&
      this.started - this.written < ENTRIES_IN_FLIGHT &&
      (this.bytesInFlight < BYTES_IN_FLIGHT || this.started === this.written)
    ) {
      this.compress(this.started++);
    }
  }

  private compress(index: number): void {
    const { bytes, packed } = this.entries[index]!;
    if (packed) {
      this.finish(index, packed.data);
      return;
    }
    this.bytesInFlight += bytes!.byteLength;
    if (this.level === 0) {
      this.finish(index, bytes!);
      return;
    }
    deflateRaw(bytes!, { level: this.level }, (error, compressed) => {
      if (this.destroyed) return;
      if (error) return this.destroy(error);
      this.finish(index, compressed);
    });
  }

  private finish(index: number, compressed: Uint8Array): void {
    this.done.set(index, compressed);
    this.pump();
  }

  /** Hands finished entries to the zip in order, as far as the run of finished ones goes. */
  private writeFinished(): void {
    for (let compressed = this.done.get(this.written); compressed; compressed = this.done.get(this.written)) {
      this.done.delete(this.written);
      const { path, bytes, packed } = this.entries[this.written++]!;
      if (bytes) this.bytesInFlight -= bytes.byteLength;
      const file: ZipInputFile = packed
        ? {
            filename: path,
            size: packed.size,
            crc: packed.crc,
            compression: packed.method,
            mtime: this.mtime,
          }
        : {
            filename: path,
            size: bytes!.byteLength,
            crc: crc32(bytes!),
            compression: this.level === 0 ? 0 : 8,
            mtime: this.mtime,
          };
      this.zip.add(file);
      // fflate types chunks as ArrayBuffer-backed; it only reads them.
      file.ondata!(null, compressed as Uint8Array<ArrayBuffer>, true);
    }
  }
}
function placeFiles(files: readonly ZipSource[], layout: 'flat' | 'folders'): [string, ZipSource][] {
  if (layout === 'flat') return files.map((file) => ['', file]);
  const folders = new NameAllocator('file');
  return files.map((file) => [folders.allocate(baseName(file.fileName)), file]);
}

/**
 * Download name: "<source base name>.zip" for one file, where the base name is the same one the
 * .aed SOURCE line shows ("example.vrx" → "example.vrx.zip"); for several, named after them
 * ("a.vrx+b.sgde.zip", "a.vrx+2 more.zip"), so that batches do not all land as the same name;
 * "sipex.zip" when sanitising leaves nothing usable.
 */
export function archiveFileName(sourceNames: readonly string[]): string {
  const usable = sourceNames.map((name) => sanitizeName(baseName(name))).filter(Boolean);
  const [first, second] = usable;
  if (first === undefined || usable.length !== sourceNames.length) return FALLBACK_ARCHIVE_NAME;
  if (second === undefined) return `${first}.zip`;
  const joined = usable.length === 2 ? `${first}+${second}` : `${first}+${usable.length - 1} more`;
  return `${sanitizeName(joined)}.zip`;
}
