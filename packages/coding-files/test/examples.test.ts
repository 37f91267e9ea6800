import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { archiveFileName, convertFile, writeAed } from '../src/index.js';
import { convertOk, fixture, text } from './helpers.js';

const EXPECTED_HU55 = text(fixture('example-HU55.aed'));

describe('format page examples', () => {
  it("converts the .vrx example into the page's .aed byte for byte", () => {
    const result = convertOk('example.vrx', fixture('example.vrx'));
    expect(result.format).toBe('vrx');
    expect(result.modules).toEqual(['HU55', 'IC213']);
    expect(result.entries.map((entry) => entry.name)).toEqual(['HU55.aed', 'IC213.aed']);
    expect(Buffer.from(result.entries[0]!.bytes).equals(fixture('example-HU55.aed'))).toBe(true);
  });

  it("writes the page's checksum, which is the CRC-32 of every byte before the CHECKSUM line", () => {
    const body = EXPECTED_HU55.slice(0, EXPECTED_HU55.indexOf('CHECKSUM'));
    expect(crc32(Buffer.from(body)).toString(16).toUpperCase().padStart(8, '0')).toBe('648832E4');
    expect(EXPECTED_HU55.endsWith('CHECKSUM 648832E4\n')).toBe(true);
  });

  it('writes the second .vrx module with its optional fields left out', () => {
    const result = convertOk('example.vrx', fixture('example.vrx'));
    expect(text(result.entries[1]!.bytes)).toMatch(
      /^AED 1\nECU IC213\nVIN WDD2050461F123456\nSOURCE example\.vrx\nDOMAIN Cluster 4 00112233\nCHECKSUM [0-9A-F]{8}\n$/,
    );
  });

  it('reads the full model from the .vrx example', () => {
    const { set } = convertOk('example.vrx', fixture('example.vrx'));
    expect(set.vin).toBe('WDD2050461F123456');
    expect(set.tool).toBe('Workshop Tool 2.3');
    expect(set.created).toBe('2024-03-01T10:15:00Z');
    expect(set.modules[0]).toMatchObject({
      name: 'HU55',
      variant: 'HU55_E011',
      partNumber: 'A2229005613',
      software: '17.22.0',
      fingerprint: '00000001',
    });
    expect(set.modules[0]!.codings.map((c) => [c.domain, Buffer.from(c.bytes).toString('hex')])).toEqual([
      ['Navigation', '0a1b2c3d'],
      ['Audio', 'ff00a1'],
    ]);
  });

  it.each([
    ['example.vcx', 'vcx'],
    ['example.sgde', 'sgde'],
  ] as const)('converts %s to the same HU55 module, differing only in SOURCE', (name, format) => {
    const result = convertOk(name, fixture(name));
    expect(result.format).toBe(format);
    expect(result.modules).toEqual(['HU55']);
    const expected = EXPECTED_HU55.replace('SOURCE example.vrx', `SOURCE ${name}`);
    const actual = text(result.entries[0]!.bytes);
    expect(actual.replace(/CHECKSUM .*\n$/, '')).toBe(expected.replace(/CHECKSUM .*\n$/, ''));
    const body = actual.slice(0, actual.indexOf('CHECKSUM'));
    expect(
      actual.endsWith(`CHECKSUM ${crc32(Buffer.from(body)).toString(16).toUpperCase().padStart(8, '0')}\n`),
    ).toBe(true);
  });

  it('reads TOOL from the .sgde vehicle section', () => {
    expect(convertOk('example.sgde', fixture('example.sgde')).set.tool).toBe('Workshop Tool 2.3');
  });

  it('writeAed reproduces the page example from the model directly', () => {
    const module = {
      name: 'HU55',
      variant: ' HU55_E011 ',
      partNumber: 'A2229005613',
      software: '17.22.0',
      fingerprint: '00000001',
      codings: [
        { domain: 'Navigation', bytes: Uint8Array.of(0x0a, 0x1b, 0x2c, 0x3d) },
        { domain: 'Audio', bytes: Uint8Array.of(0xff, 0x00, 0xa1) },
      ],
    };
    expect(text(writeAed(module, { vin: 'WDD2050461F123456', source: 'example.vrx' }))).toBe(EXPECTED_HU55);
  });

  it('keeps spaces inside a domain name, with byte count and hex as the last two fields', () => {
    const bytes = writeAed(
      {
        name: 'M',
        fingerprint: 'abcdef01',
        codings: [{ domain: 'Rear Seat Audio', bytes: Uint8Array.of(0xab) }],
      },
      { source: 'x.sgde' },
    );
    expect(text(bytes)).toContain('FINGERPRINT ABCDEF01\nSOURCE x.sgde\nDOMAIN Rear Seat Audio 1 AB\n');
  });

  it('converts content that came without a name: format from the content, no SOURCE line', () => {
    const result = convertFile({ data: fixture('example.vcx') });
    expect(result.ok).toBe(true);
    expect(result.ok && result.format).toBe('vcx');
    expect(result.ok && text(result.entries[0]!.bytes)).not.toContain('SOURCE');
    expect(archiveFileName([result.fileName])).toBe('sipex.zip');
    // A named file still needs one of the three extensions.
    const named = convertFile({ fileName: 'example', data: fixture('example.vcx') });
    expect(!named.ok && named.error.code).toBe('bad_extension');
  });

  it('takes SOURCE from the uploaded name without any directory part', () => {
    const result = convertFile({
      fileName: 'C:\\Users\\me\\Desktop\\example.vrx',
      data: fixture('example.vrx'),
    });
    expect(result.ok && text(result.entries[0]!.bytes)).toContain('\nSOURCE example.vrx\n');
    const unix = convertFile({ fileName: '../../etc/example.vrx', data: fixture('example.vrx') });
    expect(unix.fileName).toBe('example.vrx');
  });
});
