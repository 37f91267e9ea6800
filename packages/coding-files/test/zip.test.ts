import { describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { archiveFileName, convertFile, packConversion, sanitizeName, zipConversions } from '../src/index.js';
import type { ConvertedFile } from '../src/index.js';
import { collect, convertOk, fixture, text, unzip } from './helpers.js';

const vrx = () => convertOk('example.vrx', fixture('example.vrx'));
const vcx = () => convertOk('example.vcx', fixture('example.vcx'));
const sgde = () => convertOk('example.sgde', fixture('example.sgde'));

/** A .sgde of `modules` modules of 4 KiB random coding each: its entries do not compress. */
const incompressibleSgde = (modules: number) =>
  convertOk(
    'big.sgde',
    Array.from(
      { length: modules },
      (_, i) => `[ECU M${i}]\nCODING D = ${randomBytes(4096).toString('hex')}\n`,
    ).join(''),
  );

describe('zipConversions', () => {
  it('streams one file as a flat zip of its .aed files', async () => {
    const archive = zipConversions([vrx()], { mtime: new Date('2024-03-01T10:15:00Z') });
    expect(archive.stream).toBeInstanceOf(Readable);
    expect(archive.fileName).toBe('example.vrx.zip');
    const entries = await unzip(await collect(archive.stream));
    expect(entries.map((entry) => entry.name)).toEqual(['HU55.aed', 'IC213.aed']);
    expect(entries[0]!.bytes.equals(fixture('example-HU55.aed'))).toBe(true);
  });

  it('puts several files in one folder each, de-duplicating folder names', async () => {
    const again = convertOk('sub/example.vrx', fixture('example.vrx'));
    const archive = zipConversions([vrx(), vcx(), sgde(), again]);
    expect(archive.fileName).toBe('example.vrx+3 more.zip');
    const entries = await unzip(await collect(archive.stream));
    expect(entries.map((entry) => entry.name)).toEqual([
      'example.vrx/HU55.aed',
      'example.vrx/IC213.aed',
      'example.vcx/HU55.aed',
      'example.sgde/HU55.aed',
      'example.vrx_2/HU55.aed',
      'example.vrx_2/IC213.aed',
    ]);
    expect(text(entries[2]!.bytes)).toContain('SOURCE example.vcx\n');
  });

  it('can keep the folder layout for a single file', async () => {
    const entries = await unzip(await collect(zipConversions([sgde()], { layout: 'folders' }).stream));
    expect(entries.map((entry) => entry.name)).toEqual(['example.sgde/HU55.aed']);
  });

  it('never lets a name from the input become a path', async () => {
    const hostile: ConvertedFile = {
      ...vcx(),
      fileName: '../../..\u202Egpj.vcx',
      entries: [
        { name: '../../etc/passwd.aed', bytes: Uint8Array.of(1) },
        { name: 'C:\\Windows\\x.aed', bytes: Uint8Array.of(2) },
        { name: 'a\u0000b\nc.aed', bytes: Uint8Array.of(3) },
        { name: '/abs.aed', bytes: Uint8Array.of(4) },
        { name: 'CON.aed', bytes: Uint8Array.of(5) },
      ],
    };
    const entries = await unzip(await collect(zipConversions([hostile, sgde()]).stream));
    for (const entry of entries) {
      const parts = entry.name.split('/');
      expect(parts).toHaveLength(2);
      for (const part of parts) {
        expect(part).not.toMatch(/^\.|\.\.|[\\:\p{Cc}\p{Cf}]/u);
        expect(part.length).toBeGreaterThan(0);
      }
    }
    expect(entries.map((entry) => entry.name)).toEqual([
      '_gpj.vcx/passwd.aed',
      '_gpj.vcx/x.aed',
      '_gpj.vcx/a_b_c.aed',
      '_gpj.vcx/abs.aed',
      '_gpj.vcx/_CON.aed',
      'example.sgde/HU55.aed',
    ]);
  });

  it('stores entries uncompressed at level 0 and compressed otherwise, with the same content', async () => {
    const stored = await collect(zipConversions([vrx()], { compressionLevel: 0 }).stream);
    const deflated = await collect(zipConversions([vrx()]).stream);
    expect(deflated.length).toBeLessThan(stored.length);
    const [a, b] = [await unzip(stored), await unzip(deflated)];
    expect(a.map((entry) => entry.bytes.toString('hex'))).toEqual(
      b.map((entry) => entry.bytes.toString('hex')),
    );
    // Local header compression method: 0 = stored, 8 = deflate.
    expect(stored.readUInt16LE(8)).toBe(0);
    expect(deflated.readUInt16LE(8)).toBe(8);
  });

  it('keeps the entry time and non-ASCII names', async () => {
    const named: ConvertedFile = {
      ...sgde(),
      entries: [{ name: 'Tür Modul.aed', bytes: Uint8Array.of(1, 2) }],
    };
    const zip = await collect(zipConversions([named], { mtime: new Date(2024, 2, 1, 10, 15, 4) }).stream);
    const entries = await unzip(zip);
    expect(entries.map((entry) => entry.name)).toEqual(['Tür Modul.aed']);
    // DOS date/time in the local header: 2024-03-01 10:15:04 (two-second resolution).
    expect(zip.readUInt16LE(12)).toBe(((2024 - 1980) << 9) | (3 << 5) | 1);
    expect(zip.readUInt16LE(10)).toBe((10 << 11) | (15 << 5) | 2);
  });

  it('ends quietly when the reader goes away mid-download', async () => {
    const big = incompressibleSgde(100);
    const archive = zipConversions([big]);
    const errors: unknown[] = [];
    archive.stream.on('error', (error) => errors.push(error));
    const first = await new Promise<Buffer>((resolve) => archive.stream.once('data', resolve));
    expect(first.readUInt32LE(0)).toBe(0x04034b50);
    archive.stream.destroy();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(archive.stream.destroyed).toBe(true);
    expect(errors).toEqual([]);
  });

  it('zips packed files the same as converted ones: only their .aed files, a folder per file', async () => {
    const packed = await Promise.all([packConversion(vrx()), packConversion(sgde(), 0)]);
    expect(packed[0]).not.toHaveProperty('set');
    const fromPacked = await unzip(await collect(zipConversions(packed).stream));
    const fromConverted = await unzip(await collect(zipConversions([vrx(), sgde()]).stream));
    expect(fromPacked).toEqual(fromConverted);
    expect(fromPacked.map((entry) => entry.name)).toEqual([
      'example.vrx/HU55.aed',
      'example.vrx/IC213.aed',
      'example.sgde/HU55.aed',
    ]);
  });

  it('produces an empty but valid zip for no files', async () => {
    expect(await unzip(await collect(zipConversions([]).stream))).toEqual([]);
  });

  it('produces the zip lazily, so nothing is compressed before it is read', async () => {
    // Random data does not compress, so an eagerly built archive would be ~800 KiB.
    const big = incompressibleSgde(200);
    const archive = zipConversions([big]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    // Only a bounded head of the archive is buffered while nobody reads.
    expect(archive.stream.readableLength).toBeLessThan(256 * 1024);
    expect(await unzip(await collect(archive.stream))).toHaveLength(200);
  });
});

describe('archive and entry names', () => {
  it.each([
    [['example.vrx'], 'example.vrx.zip'],
    [['C:\\fakepath\\Kunde Müller.VCX'], 'Kunde Müller.VCX.zip'],
    [['a.vrx', 'b.vrx'], 'a.vrx+b.vrx.zip'],
    [['C:\\in\\a.vrx', 'b.sgde', 'c.vcx'], 'a.vrx+2 more.zip'],
    [['a.vrx', '...'], 'sipex.zip'],
    [[], 'sipex.zip'],
    [['...'], 'sipex.zip'],
    [['\u0000\u0001'], '__.zip'],
    [['  '], 'sipex.zip'],
    [['dir/'], 'sipex.zip'],
  ])('archiveFileName(%j) is %s', (names, expected) => {
    expect(archiveFileName(names)).toBe(expected);
  });

  it.each([
    ['../etc/passwd', '_etc_passwd'],
    ['a..b', 'a.b'],
    ['  spaced   out  ', 'spaced out'],
    ['nul', '_nul'],
    ['LPT1.txt', '_LPT1.txt'],
    ['x'.repeat(300), 'x'.repeat(100)],
    ['tab\there', 'tab_here'],
  ])('sanitizeName(%j) is %j', (raw, expected) => {
    expect(sanitizeName(raw)).toBe(expected);
  });

  it('uses the same de-duplicated names in the zip as in the conversion result', async () => {
    const result = convertFile({
      fileName: 'd.sgde',
      data: Buffer.from('[ECU A]\nCODING D = 00\n[ECU A]\nCODING D = 01\n[ECU a]\nCODING D = 02\n'),
    });
    if (!result.ok) throw new Error(result.error.message);
    const entries = await unzip(await collect(zipConversions([result]).stream));
    expect(entries.map((entry) => entry.name)).toEqual(result.entries.map((entry) => entry.name));
    expect(entries.map((entry) => entry.name)).toEqual(['A.aed', 'A_2.aed', 'a_3.aed']);
  });
});
