/**
 * @navihub/coding-files — reads workshop coding files (.vrx, .vcx, .sgde), writes one .aed per
 * module and streams the results as a zip. Nothing here throws for bad input: conversions
 * return { ok: false, error: { code, message } }.
 */
export { convertFile, convertStream, toAedFiles } from './convert.js';
export type {
  AedFile,
  ConversionResult,
  ConvertedFile,
  ConvertFileInput,
  ConvertStreamInput,
  FailedFile,
} from './convert.js';
export { writeAed } from './aed.js';
export type { AedContext } from './aed.js';
export { archiveFileName, FALLBACK_ARCHIVE_NAME, packConversion, zipConversions } from './zip.js';
export type { ConversionArchive, PackedEntry, PackedFile, ZipOptions } from './zip.js';
export { DEFAULT_LIMITS, formatBytes } from './limits.js';
export type { Limits } from './limits.js';
export { ERROR_CODES } from './errors.js';
export type { ConversionError, ErrorCode } from './errors.js';
export { sanitizeName, SUPPORTED_EXTENSIONS } from './names.js';
export type { Coding, CodingFormat, CodingSet, Module } from './model.js';
