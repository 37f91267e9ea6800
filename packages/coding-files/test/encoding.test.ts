import { describe, expect, it } from 'vitest';
import { convertError, convertOk, fixture, text, utf16be, utf16le } from './helpers.js';

const VRX = fixture('example.vrx').toString('utf8');
const SGDE = fixture('example.sgde').toString('utf8');
const HU55 = text(fixture('example-HU55.aed'));

function latinVrx(encoding: string, variant: string): string {
  return `<?xml version="1.0" encoding="${encoding}"?>
<VariantRecord formatVersion="1"><Module name="HU55" variant="${variant}"><Coding domain="Audio">FF</Coding></Module></VariantRecord>`;
}

describe('input encodings', () => {
  it('reads UTF-8 with a byte order mark', () => {
    const withBom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(VRX)]);
    expect(text(convertOk('example.vrx', withBom).entries[0]!.bytes)).toBe(HU55);
  });

  it.each([
    ['UTF-16 LE', utf16le],
    ['UTF-16 BE', utf16be],
  ])('reads %s with a byte order mark (XML and sgde)', (_label, encode) => {
    const xml = VRX.replace('encoding="UTF-8"', 'encoding="UTF-16"');
    expect(text(convertOk('example.vrx', encode(xml)).entries[0]!.bytes)).toBe(HU55);
    expect(convertOk('example.sgde', encode(SGDE)).modules).toEqual(['HU55']);
  });

  it('accepts a UTF-16 file whose XML declaration names no encoding', () => {
    expect(convertOk('a.vrx', utf16le(VRX.replace(' encoding="UTF-8"', ''))).modules).toEqual([
      'HU55',
      'IC213',
    ]);
  });

  it('reads UTF-8 sgde with a byte order mark and non-ASCII values', () => {
    const sgde = '\ufeff[ECU HU55]\nVARIANT = Ünïcödé 漢字 🚗\nCODING Audio = FF\n';
    expect(text(convertOk('a.sgde', sgde).entries[0]!.bytes)).toContain('\nVARIANT Ünïcödé 漢字 🚗\n');
  });

  it.each(['ISO-8859-1', 'latin1', 'windows-1252'])('honours the declared encoding %s', (encoding) => {
    const bytes = Buffer.from(latinVrx(encoding, 'Größe'), 'latin1');
    const result = convertOk('a.vrx', bytes);
    expect(result.set.modules[0]!.variant).toBe('Größe');
    expect(text(result.entries[0]!.bytes)).toContain('\nVARIANT Größe\n');
  });

  it('decodes windows-1252 specific characters (0x80 is the euro sign)', () => {
    const bytes = Buffer.from(latinVrx('windows-1252', '\x80'), 'latin1');
    expect(bytes.includes(0x80)).toBe(true);
    expect(convertOk('a.vrx', bytes).set.modules[0]!.variant).toBe('€');
  });

  it.each(['example.vrx', 'example.vcx', 'example.sgde'])(
    'reads %s with CRLF line endings like LF',
    (name) => {
      const lf = fixture(name).toString('utf8');
      const crlf = lf.replace(/\n/g, '\r\n');
      expect(crlf).toContain('\r\n');
      const fromCrlf = convertOk(name, crlf).entries.map((entry) => text(entry.bytes));
      expect(fromCrlf).toEqual(convertOk(name, lf).entries.map((entry) => text(entry.bytes)));
      expect(fromCrlf.join('')).not.toContain('\r');
    },
  );

  it('refuses bytes that are not valid UTF-8', () => {
    const bad = Buffer.concat([
      Buffer.from('[ECU HU55]\nVARIANT = '),
      Buffer.from([0xc3, 0x28]),
      Buffer.from('\nCODING A = FF\n'),
    ]);
    expect(convertError('a.sgde', bad)).toEqual({ code: 'bad_encoding', message: 'file is not valid UTF-8' });
  });

  it('refuses UTF-16 without a byte order mark', () => {
    expect(convertError('a.vrx', utf16le(VRX, false)).code).toBe('bad_encoding');
    expect(convertError('a.sgde', utf16le(SGDE, false)).message).toMatch(/UTF-16 without a byte order mark/);
  });

  it('refuses UTF-16 declared in a file without a byte order mark', () => {
    expect(convertError('a.vrx', VRX.replace('UTF-8', 'UTF-16'))).toEqual({
      code: 'bad_encoding',
      message: 'encoding UTF-16 is declared but the file has no byte order mark',
    });
  });

  it('refuses a declaration that contradicts the byte order mark', () => {
    const mismatch = Buffer.concat([
      Buffer.from([0xef, 0xbb, 0xbf]),
      Buffer.from(VRX.replace('UTF-8', 'ISO-8859-1')),
    ]);
    expect(convertError('a.vrx', mismatch).message).toBe(
      'file starts with a UTF-8 byte order mark but declares encoding ISO-8859-1',
    );
    expect(convertError('a.vrx', utf16le(VRX)).message).toBe(
      'file starts with a UTF-16 byte order mark but declares encoding UTF-8',
    );
  });

  it('refuses unsupported declared encodings and UTF-32', () => {
    expect(convertError('a.vrx', VRX.replace('UTF-8', 'EBCDIC-US')).message).toBe(
      'encoding EBCDIC-US is not supported (use UTF-8, UTF-16, ISO-8859-1 or windows-1252)',
    );
    expect(convertError('a.vrx', VRX.replace('UTF-8', 'ISO-2022-KR')).code).toBe('bad_encoding');
    const utf32 = Buffer.concat([Buffer.from([0xff, 0xfe, 0, 0]), Buffer.from('<', 'utf16le')]);
    expect(convertError('a.vrx', utf32).message).toBe('UTF-32 is not supported (use UTF-8 or UTF-16)');
  });
});
