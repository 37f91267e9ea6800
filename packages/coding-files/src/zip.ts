import { Readable } from 'node:stream';
import { crc32, deflateRaw } from 'node:zlib';
import { Zip, type ZipInputFile } from 'fflate';
import type { ConvertedFile } from './convert.js';
import { baseName, NameAllocator, sanitizeName, stemOf } from './names.js';

export const FALLBACK_ARCHIVE_NAME = 'sipex.zip';

export interface ZipOptions {
  /**
   * 'flat': the .aed files at the top level; 'folders': one folder per source file.
   * Default: flat for one file, folders for several. Pass 'folders' when a multi-file request
   * ended with only one success, so the archive's shape does not depend on which files failed.
   */
  readonly layout?: 'flat' | 'folders';
  /** Modification time stored for every entry; defaults to now. */
  readonly mtime?: Date;
  /** 0 (store) to 9; defaults to 6. */
  readonly compressionLevel?: number;
}

export interface ConversionArchive {
  /** For Content-Disposition. */
  readonly fileName: string;
  /** The zip, produced as it is read; nothing is assembled in memory up front. */
  readonly stream: Readable;
}

/** Streams the .aed files of the given conversions as one zip. */
export function zipConversions(files: readonly ConvertedFile[], options: ZipOptions = {}): ConversionArchive {
  const layout = options.layout ?? (files.length > 1 ? 'folders' : 'flat');
  const entries: ArchiveEntry[] = [];
  // Names are re-allocated per folder so the archive is safe even for hand-built entry lists,
  // and so a flat archive of several files cannot hold two entries with one name.
  const namesByFolder = new Map<string, NameAllocator>();
  for (const [folder, file] of placeFiles(files, layout)) {
    const names = namesByFolder.get(folder) ?? new NameAllocator('module');
    namesByFolder.set(folder, names);
    for (const entry of file.entries) {
      const name = names.allocate(stemOf(entry.name), '.aed');
      entries.push({ path: folder ? `${folder}/${name}` : name, bytes: entry.bytes });
    }
  }
  const fileName = archiveFileName(files.map((file) => file.fileName));
  return {
    fileName,
    stream: new ArchiveStream(entries, options.mtime ?? new Date(), options.compressionLevel ?? 6),
  };
}

interface ArchiveEntry {
  readonly path: string;
  readonly bytes: Uint8Array;
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
    const { bytes } = this.entries[index]!;
    this.bytesInFlight += bytes.byteLength;
    if (this.level === 0) {
      this.finish(index, bytes);
      return;
    }
    deflateRaw(bytes, { level: this.level }, (error, compressed) => {
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
      const { path, bytes } = this.entries[this.written++]!;
      this.bytesInFlight -= bytes.byteLength;
      const file: ZipInputFile = {
        filename: path,
        size: bytes.byteLength,
        crc: crc32(bytes),
        compression: this.level === 0 ? 0 : 8,
        mtime: this.mtime,
      };
      this.zip.add(file);
      // fflate types chunks as ArrayBuffer-backed; it only reads them.
      file.ondata!(null, compressed as Uint8Array<ArrayBuffer>, true);
    }
  }
}
function placeFiles(files: readonly ConvertedFile[], layout: 'flat' | 'folders'): [string, ConvertedFile][] {
  if (layout === 'flat') return files.map((file) => ['', file]);
  const folders = new NameAllocator('file');
  return files.map((file) => [folders.allocate(baseName(file.fileName)), file]);
}

/**
 * Download name: "<source base name>.zip" for one file, where the base name is the same one the
 * .aed SOURCE line shows ("example.vrx" → "example.vrx.zip"); "sipex.zip" for several files or
 * when sanitising leaves nothing usable.
 */
export function archiveFileName(sourceNames: readonly string[]): string {
  const [only] = sourceNames;
  if (sourceNames.length !== 1 || only === undefined) return FALLBACK_ARCHIVE_NAME;
  const name = sanitizeName(baseName(only));
  return name ? `${name}.zip` : FALLBACK_ARCHIVE_NAME;
}
