import { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
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
  const zip = new ZipFile();
  const layout = options.layout ?? (files.length > 1 ? 'folders' : 'flat');
  const entryOptions = {
    mtime: options.mtime ?? new Date(),
    compressionLevel: options.compressionLevel ?? 6,
  };
  // Names are re-allocated per folder so the archive is safe even for hand-built entry lists,
  // and so a flat archive of several files cannot hold two entries with one name.
  const namesByFolder = new Map<string, NameAllocator>();
  for (const [folder, file] of placeFiles(files, layout)) {
    const names = namesByFolder.get(folder) ?? new NameAllocator('module');
    namesByFolder.set(folder, names);
    for (const entry of file.entries) {
      const name = names.allocate(stemOf(entry.name), '.aed');
      const path = folder ? `${folder}/${name}` : name;
      const bytes = entry.bytes;
      // Lazy: each entry is compressed only when the reader has drained the one before it.
      zip.addReadStreamLazy(path, { ...entryOptions, size: bytes.length }, (callback) =>
        callback(
          null,
          Readable.from([Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)], {
            objectMode: false,
          }),
        ),
      );
    }
  }
  zip.end();
  const fileName = archiveFileName(files.map((file) => file.fileName));
  // yazl's outputStream is a PassThrough; typed loosely upstream.
  return { fileName, stream: zip.outputStream as Readable };
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
