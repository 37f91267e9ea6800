import { crc32 } from 'node:zlib';
import { packedCodingsOf } from './compact.js';
import { toUpperHex } from './hex.js';
import type { Module } from './model.js';

export interface AedContext {
  /** VIN from the input file's vehicle data, if it had one. */
  readonly vin?: string;
  /** The input file's base name as uploaded, e.g. "example.vrx"; empty when it had none. */
  readonly source: string;
}

/**
 * Serialises one module as .aed: UTF-8, LF endings, fixed field order, optional fields left out,
 * then a CHECKSUM line holding the CRC-32 (IEEE) of every byte before it.
 * Expects a validated module (as produced by the readers): values must be single-line.
 */
export function writeAed(module: Module, context: AedContext): Uint8Array {
  const lines = ['AED 1', `ECU ${module.name}`];
  optional(lines, 'VARIANT', module.variant);
  optional(lines, 'PART', module.partNumber);
  optional(lines, 'SW', module.software);
  optional(lines, 'FINGERPRINT', module.fingerprint?.toUpperCase());
  optional(lines, 'VIN', context.vin);
  optional(lines, 'SOURCE', context.source);
  const packed = packedCodingsOf(module);
  if (packed) {
    // The parser's modules: one hex string for all of the module's bytes, cut per coding.
    const hex = moduleHex(packed.bytes);
    const domains = packed.domains.split('\n');
    let start = 0;
    for (let i = 0; i < packed.ends.length; i++) {
      const end = packed.ends[i]!;
      lines.push(`DOMAIN ${domains[i]!.trim()} ${end - start} ${hex.slice(start * 2, end * 2)}`);
      start = end;
    }
  } else {
    for (const coding of module.codings) {
      lines.push(`DOMAIN ${coding.domain.trim()} ${coding.bytes.length} ${toUpperHex(coding.bytes)}`);
    }
  }
  const body = Buffer.from(`${lines.join('\n')}\n`, 'utf8');
  const checksum = crc32(body).toString(16).toUpperCase().padStart(8, '0');
  return Buffer.concat([body, Buffer.from(`CHECKSUM ${checksum}\n`, 'latin1')]);
}

function optional(lines: string[], key: string, value: string | undefined): void {
  const trimmed = value?.trim();
  if (trimmed) lines.push(`${key} ${trimmed}`);
}

/**
 * A module's bytes as uppercase hex. Buffers past V8's on-heap size (64 bytes) already live in
 * their own allocation and are read in place; smaller ones are copied (see toUpperHex).
 */
function moduleHex(bytes: Uint8Array): string {
  if (bytes.byteLength <= 64) return toUpperHex(bytes);
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('hex').toUpperCase();
}
