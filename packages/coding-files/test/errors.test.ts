import { describe, expect, it } from 'vitest';
import { convertFile } from '../src/index.js';
import { convertError } from './helpers.js';

const module = (inner: string, attrs = 'name="HU55"') =>
  `<VariantRecord formatVersion="1"><Module ${attrs}>${inner}</Module></VariantRecord>`;

describe('file level errors', () => {
  it.each([
    ['codes.txt', 'unsupported file type ".txt" (expected .vrx, .vcx or .sgde)'],
    ['codes', 'file name has no extension (expected .vrx, .vcx or .sgde)'],
    ['.vrx', 'file name has no extension (expected .vrx, .vcx or .sgde)'],
    ['codes.vrx.zip', 'unsupported file type ".zip" (expected .vrx, .vcx or .sgde)'],
  ])('refuses the file name %s', (fileName, message) => {
    expect(convertError(fileName, '[ECU M]\nCODING D = 00\n')).toEqual({ code: 'bad_extension', message });
  });

  it('accepts extensions in any case', () => {
    expect(convertFile({ fileName: 'X.SgDe', data: Buffer.from('[ECU M]\nCODING D = 00\n') }).ok).toBe(true);
  });

  it('refuses a file over the size limit before reading it', () => {
    const data = Buffer.alloc(10 * 1024 * 1024 + 1, 0x20);
    expect(convertError('big.vrx', data)).toEqual({
      code: 'too_large',
      message: 'file too large (limit 10 MiB)',
    });
    expect(convertError('a.sgde', '[ECU M]\nCODING D = 00\n', { maxFileBytes: 10 }).message).toBe(
      'file too large (limit 10 bytes)',
    );
  });

  it.each([
    ['', 'file is empty'],
    ['  \r\n\t\n', 'file is empty'],
    ['; only\n# comments\n\n', 'file is empty'],
    ['hello world\n[ECU M]\n', 'unknown file format: line 1 is neither XML nor a [SECTION] header'],
    ['\n\nVIN = X\n', 'unknown file format: line 3 is neither XML nor a [SECTION] header'],
    ['<html><body/></html>', 'unknown root element <html> (expected VariantRecord or CodingExport)'],
  ])('refuses unrecognisable content %j', (content, message) => {
    expect(convertError('a.vrx', content)).toMatchObject({ code: 'unknown_format', message });
  });
});

describe('XML safety and syntax', () => {
  it('refuses a DOCTYPE, with or without entity declarations', () => {
    const laughs = `<?xml version="1.0"?>
<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">]>
<VariantRecord><Module name="&lol2;"><Coding domain="D">00</Coding></Module></VariantRecord>`;
    expect(convertError('a.vrx', laughs)).toMatchObject({ code: 'doctype', message: 'DOCTYPE not allowed' });
    expect(
      convertError('a.vcx', '<!DOCTYPE CodingExport SYSTEM "file:///etc/passwd"><CodingExport/>').code,
    ).toBe('doctype');
  });

  it('refuses entity references it does not know instead of expanding anything', () => {
    expect(convertError('a.vrx', module('<Coding domain="D">&xxe;</Coding>'))).toMatchObject({
      code: 'bad_xml',
    });
  });

  it.each([
    [
      module('<Coding domain="D">00</Coding>').replace('</VariantRecord>', ''),
      /^line 1, column \d+: invalid XML: unclosed tag: VariantRecord$/,
    ],
    ['<VariantRecord><Module name="a" name="b"/></VariantRecord>', /invalid XML: duplicate attribute: name/],
    [`${module('<Coding domain="D">00</Coding>')}trailing`, /invalid XML: text data outside of root node/],
    [
      `\n<?xml version="1.0"?>${module('<Coding domain="D">00</Coding>')}`,
      /^line 2, column \d+: invalid XML: .*XML declaration/,
    ],
    ['<VariantRecord><Module name="x"><Coding domain="D">00</Coding></VariantRecord>', /invalid XML/],
  ])('reports malformed XML %#', (content, message) => {
    const error = convertError('a.vrx', content);
    expect(error.code).toBe('bad_xml');
    expect(error.message).toMatch(message);
  });
});

describe('.sgde syntax', () => {
  it('names the line that is not KEY = value', () => {
    const lines = [
      '[ECU HU55]',
      ...Array.from({ length: 10 }, (_, i) => `CODING D${i} = 00`),
      'this is not valid',
    ];
    expect(convertError('a.sgde', lines.join('\n'))).toEqual({
      code: 'bad_line',
      message: 'line 12: expected KEY = value',
      line: 12,
    });
    expect(convertError('a.sgde', lines.join('\r\n')).message).toBe('line 12: expected KEY = value');
  });

  it.each([
    ['[ECU M]\n= value\n', 'line 2: expected KEY = value'],
    ['[ECU M\nCODING D = 00\n', 'line 1: section header must end with ]'],
    ['[ECU M]\nCODING D = 00\n[ ]\n', 'line 3: empty section header'],
  ])('refuses %j', (content, message) => {
    expect(convertError('a.sgde', content)).toMatchObject({ code: 'bad_line', message });
  });
});

describe('field rules', () => {
  it.each([
    [
      'a.vrx',
      module('<Coding domain="D">00</Coding>', 'name="HU 55"'),
      'module name "HU 55" may only contain A-Z a-z 0-9 _ . -',
    ],
    [
      'a.vrx',
      module('<Coding domain="D">00</Coding>', `name="${'M'.repeat(65)}"`),
      /^module name "M{40}…" is longer than 64 characters$/,
    ],
    ['a.vrx', module('<Coding domain="D">00</Coding>', 'variant="x"'), 'line 1: module without a name'],
    [
      'a.vcx',
      '<CodingExport><Ecu><Domain Name="D" Value="00"/></Ecu></CodingExport>',
      'line 1: module without a name',
    ],
    ['a.sgde', '[ECU]\nCODING D = 00\n', 'line 1: module without a name'],
    [
      'a.vrx',
      module('<Coding domain="D">00</Coding>', 'name="M" fingerprint="0001"'),
      'module M: fingerprint "0001" must be exactly 8 hex digits',
    ],
    [
      'a.vcx',
      '<CodingExport><Ecu Qualifier="M"><Fingerprint>0000000G</Fingerprint><Domain Name="D" Value="00"/></Ecu></CodingExport>',
      'module M: fingerprint "0000000G" must be exactly 8 hex digits',
    ],
    [
      'a.vrx',
      module('<Coding domain="Nav/Main">00</Coding>'),
      'module HU55: domain name "Nav/Main" may not contain / \\ or :',
    ],
    [
      'a.vrx',
      module('<Coding domain="a:b">00</Coding>'),
      'module HU55: domain name "a:b" may not contain / \\ or :',
    ],
    [
      'a.vrx',
      module('<Coding domain="a&#9;b">00</Coding>'),
      'module HU55: domain name "a?b" contains a control character',
    ],
    [
      'a.vrx',
      module(`<Coding domain="${'d'.repeat(65)}">00</Coding>`),
      /^module HU55: domain name "d{40}…" is longer than 64 characters$/,
    ],
    ['a.vrx', module('<Coding>00</Coding>'), 'module HU55: coding without a domain name'],
    ['a.sgde', '[ECU HU55]\nCODING = 00\n', 'module HU55: coding without a domain name'],
    [
      'a.vrx',
      module('<Coding domain="D">00</Coding>', 'name="M" variant="a&#10;SOURCE evil"'),
      'module M: variant contains a control character',
    ],
    [
      'a.vrx',
      '<VariantRecord vin="X&#13;Y"><Module name="M"><Coding domain="D">00</Coding></Module></VariantRecord>',
      'VIN contains a control character',
    ],
    [
      'a.sgde',
      '[ECU M]\nVARIANT = a\nvariant = b\nCODING D = 00\n',
      'module M: variant is given more than once',
    ],
    [
      'a.sgde',
      '[VEHICLE]\nVIN = A\n[VEHICLE]\nVIN = B\n[ECU M]\nCODING D = 00\n',
      'VIN is given more than once',
    ],
    [
      'a.vcx',
      '<CodingExport><Vehicle VIN="A"/><Vehicle VIN="B"/></CodingExport>',
      'VIN is given more than once',
    ],
    [
      'a.vrx',
      module('<Coding domain="D">00</Coding>').replace('formatVersion="1"', 'formatVersion="2"'),
      'unsupported .vrx formatVersion "2" (expected 1)',
    ],
  ])('%s: %s', (fileName, content, message) => {
    const error = convertError(fileName, content);
    expect(error.code).toBe('bad_field');
    expect(error.message).toMatch(message);
  });

  it('reports the line of a field problem separately', () => {
    expect(convertError('a.sgde', '[ECU M]\n\nFINGERPRINT = 1\nCODING D = 00\n')).toEqual({
      code: 'bad_field',
      message: 'module M: fingerprint "1" must be exactly 8 hex digits',
      line: 3,
    });
  });
});

describe('coding data', () => {
  it.each([
    [
      'a.vrx',
      module('<Coding domain="Audio">FF0</Coding>'),
      'module HU55, domain Audio: odd number of hex digits',
    ],
    [
      'a.vcx',
      '<CodingExport><Ecu Qualifier="HU55"><Domain Name="Audio" Value="F F 0"/></Ecu></CodingExport>',
      'module HU55, domain Audio: odd number of hex digits',
    ],
    ['a.sgde', '[ECU HU55]\nCODING Audio = FF0\n', 'module HU55, domain Audio: odd number of hex digits'],
    [
      'a.vrx',
      module('<Coding domain="Audio">0x12</Coding>'),
      'module HU55, domain Audio: "x" is not a hex digit',
    ],
    [
      'a.vrx',
      module('<Coding domain="Audio">12-34</Coding>'),
      'module HU55, domain Audio: "-" is not a hex digit',
    ],
    [
      'a.vrx',
      module('<Coding domain="Audio">12\u00a034</Coding>'),
      'module HU55, domain Audio: "\u00a0" is not a hex digit',
    ],
    [
      'a.vrx',
      module('<Coding domain="Audio">12&#x85;34</Coding>'),
      'module HU55, domain Audio: U+0085 is not a hex digit',
    ],
    ['a.sgde', '[ECU HU55]\nCODING Audio = ff 0g\n', 'module HU55, domain Audio: "g" is not a hex digit'],
    // Wide characters whose low byte is a hex digit ("İ" is U+0130) must not pass as digits.
    [
      'a.sgde',
      '[ECU HU55]\nCODING Audio = \u0130\u0131\n',
      'module HU55, domain Audio: "\u0130" is not a hex digit',
    ],
    [
      'a.vrx',
      module('<Coding domain="Audio">\uff10\uff11</Coding>'),
      'module HU55, domain Audio: "\uff10" is not a hex digit',
    ],
    ['a.vrx', module('<Coding domain="Audio"> </Coding>'), 'module HU55, domain Audio: no coding data'],
    [
      'a.vcx',
      '<CodingExport><Ecu Qualifier="HU55"><Domain Name="Audio"/></Ecu></CodingExport>',
      'module HU55, domain Audio: no coding data',
    ],
  ])('%s: %s', (fileName, content, message) => {
    expect(convertError(fileName, content)).toMatchObject({ code: 'bad_hex', message });
  });
});

describe('module and file completeness', () => {
  it.each([
    ['a.vrx', module('<Note/>')],
    ['a.vcx', '<CodingExport><Ecu Qualifier="HU55"><Fingerprint>00000001</Fingerprint></Ecu></CodingExport>'],
    ['a.sgde', '[ECU HU55]\nVARIANT = x\n[ECU IC213]\nCODING D = 00\n'],
    ['a.sgde', '[ECU IC213]\nCODING D = 00\n[ECU HU55]\n'],
  ])('refuses a module without codings (%s)', (fileName, content) => {
    expect(convertError(fileName, content)).toMatchObject({
      code: 'no_codings',
      message: 'module HU55: no codings',
    });
  });

  it.each([
    ['a.vrx', '<VariantRecord formatVersion="1" vin="X"/>'],
    ['a.vcx', '<CodingExport><Vehicle VIN="X"/></CodingExport>'],
    ['a.sgde', '[VEHICLE]\nVIN = X\n'],
    ['a.sgde', '[OTHER]\nECU = HU55\n'],
  ])('refuses a file without modules (%s)', (fileName, content) => {
    expect(convertError(fileName, content)).toEqual({ code: 'no_modules', message: 'no modules found' });
  });
});

describe('unexpected failures', () => {
  it('are reported as internal errors instead of escaping', async () => {
    const { toConversionError, ParseFailure } = await import('../src/errors.js');
    expect(toConversionError(new TypeError('boom'))).toEqual({
      code: 'internal',
      message: 'internal error while converting: boom',
    });
    expect(toConversionError(new ParseFailure('bad_line', 'line 1: x', 1))).toEqual({
      code: 'bad_line',
      message: 'line 1: x',
      line: 1,
    });
    const data = new Proxy(new Uint8Array(10), {
      get(target, key) {
        if (key === 'subarray') throw new Error('storage went away');
        return Reflect.get(target, key) as unknown;
      },
    });
    expect(convertFile({ fileName: 'a.vrx', data })).toMatchObject({
      ok: false,
      error: { code: 'internal' },
    });
  });
});
