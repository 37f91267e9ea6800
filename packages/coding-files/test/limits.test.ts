import { describe, expect, it } from 'vitest';
import { convertStream, DEFAULT_LIMITS, formatBytes } from '../src/index.js';
import { convertError, convertOk } from './helpers.js';

function sgdeModules(count: number, codingsPerModule = 1, hex = '00'): string {
  let out = '';
  for (let m = 0; m < count; m++) {
    out += `[ECU M${m}]\n`;
    for (let c = 0; c < codingsPerModule; c++) out += `CODING D${c} = ${hex}\n`;
  }
  return out;
}

function vrxModules(count: number): string {
  const modules = Array.from(
    { length: count },
    (_, i) => `<Module name="M${i}"><Coding domain="D">00</Coding></Module>`,
  );
  return `<VariantRecord formatVersion="1">${modules.join('')}</VariantRecord>`;
}

describe('default limits', () => {
  it('are 10 MiB, 1000 modules, 256 codings and 64 KiB of coding data', () => {
    expect(DEFAULT_LIMITS).toEqual({
      maxFileBytes: 10485760,
      maxModules: 1000,
      maxCodingsPerModule: 256,
      maxCodingBytes: 65536,
    });
    expect(formatBytes(DEFAULT_LIMITS.maxFileBytes)).toBe('10 MiB');
    expect(formatBytes(DEFAULT_LIMITS.maxCodingBytes)).toBe('64 KiB');
  });

  it('accept exactly 1000 modules and refuse 1001', () => {
    expect(convertOk('a.vrx', vrxModules(1000)).modules).toHaveLength(1000);
    expect(convertError('a.vrx', vrxModules(1001))).toMatchObject({
      code: 'limit',
      message: 'too many modules (limit 1000)',
    });
    expect(convertError('a.sgde', sgdeModules(1001))).toMatchObject({
      code: 'limit',
      message: 'too many modules (limit 1000)',
      line: 2001,
    });
  });

  it('accept exactly 256 codings per module and refuse 257', () => {
    expect(convertOk('a.sgde', sgdeModules(1, 256)).set.modules[0]!.codings).toHaveLength(256);
    expect(convertError('a.sgde', sgdeModules(1, 257))).toMatchObject({
      code: 'limit',
      message: 'module M0: too many codings (limit 256)',
    });
  });

  it('accept exactly 64 KiB of coding data and refuse one byte more', () => {
    const max = 'ab'.repeat(64 * 1024);
    expect(convertOk('a.sgde', sgdeModules(1, 1, max)).set.modules[0]!.codings[0]!.bytes).toHaveLength(65536);
    const vrx = `<VariantRecord><Module name="M"><Coding domain="D">${max} cd</Coding></Module></VariantRecord>`;
    expect(convertError('a.vrx', vrx)).toMatchObject({
      code: 'limit',
      message: 'module M, domain D: coding data too long (limit 64 KiB)',
    });
  });

  it('accept exactly 10 MiB', () => {
    const base = sgdeModules(1);
    const padded = base + ';'.padEnd(10 * 1024 * 1024 - base.length - 1, 'x') + '\n';
    expect(padded.length).toBe(10 * 1024 * 1024);
    expect(convertOk('a.sgde', padded).modules).toEqual(['M0']);
  });
});

describe('configured limits', () => {
  it('apply each override on its own', () => {
    expect(convertError('a.sgde', sgdeModules(3), { maxModules: 2 }).message).toBe(
      'too many modules (limit 2)',
    );
    expect(convertError('a.sgde', sgdeModules(1, 3), { maxCodingsPerModule: 2 }).message).toBe(
      'module M0: too many codings (limit 2)',
    );
    expect(convertError('a.sgde', sgdeModules(1, 1, '000102'), { maxCodingBytes: 2 }).message).toBe(
      'module M0, domain D0: coding data too long (limit 2 bytes)',
    );
    expect(convertOk('a.sgde', sgdeModules(3), { maxCodingBytes: 2 }).modules).toHaveLength(3);
  });

  it('ignore nonsensical overrides rather than switching a limit off', () => {
    expect(convertError('a.sgde', sgdeModules(1001), { maxModules: Number.NaN }).message).toBe(
      'too many modules (limit 1000)',
    );
    expect(convertError('a.sgde', sgdeModules(1001), { maxModules: -1 }).code).toBe('limit');
  });

  it('stop reading a stream once it passes the size limit', async () => {
    let chunksRead = 0;
    async function* endless() {
      for (;;) {
        chunksRead++;
        yield Buffer.from('; padding line that never ends ........................................\n');
      }
    }
    const result = await convertStream({
      fileName: 'a.sgde',
      source: endless(),
      limits: { maxFileBytes: 4096 },
    });
    expect(result).toMatchObject({
      ok: false,
      error: { code: 'too_large', message: 'file too large (limit 4 KiB)' },
    });
    expect(chunksRead).toBeLessThan(100);
  });

  it('stop reading a stream at the first limit passed, not at its end', async () => {
    let chunksRead = 0;
    function* modules() {
      for (let i = 0; ; i++) {
        chunksRead++;
        yield Buffer.from(`[ECU M${i}]\nCODING D = 00\n`);
      }
    }
    const result = await convertStream({
      fileName: 'a.sgde',
      source: modules(),
      limits: { maxFileBytes: 1e9 },
    });
    expect(result).toMatchObject({
      ok: false,
      error: { code: 'limit', message: 'too many modules (limit 1000)' },
    });
    // The sniffing buffer holds back ~1 KiB before the first module is seen.
    expect(chunksRead).toBeLessThan(1100);
  });
});
