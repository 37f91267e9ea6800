import { describe, expect, it } from 'vitest';
import { convertOk, text } from './helpers.js';

function vrx(body: string, root = '<VariantRecord formatVersion="1">'): string {
  return `<?xml version="1.0"?>\n${root}\n${body}\n</VariantRecord>\n`;
}

describe('.vrx reading', () => {
  it('ignores unknown elements and attributes, including what they contain', () => {
    const result = convertOk(
      'a.vrx',
      vrx(`<Note lang="en">hello <b>world</b></Note>
  <Module name="HU55" extra="1" colour="red">
    <Comment>not coding data</Comment>
    <Coding domain="Audio" unit="raw">FF<Unit>ZZ</Unit>00</Coding>
  </Module>
  <Group><Module name="HIDDEN"><Coding domain="X">00</Coding></Module></Group>`),
    );
    expect(result.modules).toEqual(['HU55']);
    expect(Buffer.from(result.set.modules[0]!.codings[0]!.bytes).toString('hex')).toBe('ff00');
  });

  it('accepts comments, processing instructions, CDATA and character references', () => {
    const result = convertOk(
      'a.vrx',
      vrx(`<!-- exported by tool -->
  <?tool hint?>
  <Module name="HU55" variant="A&amp;B &#x41;">
    <Coding domain="Audio"><![CDATA[0A 1B]]> <!-- split --> 2c&#x33;D</Coding>
  </Module>`),
    );
    expect(result.set.modules[0]!.variant).toBe('A&B A');
    expect(Buffer.from(result.set.modules[0]!.codings[0]!.bytes).toString('hex')).toBe('0a1b2c3d');
  });

  it('accepts hex split across lines with tabs, in any case', () => {
    const result = convertOk(
      'a.vrx',
      vrx('<Module name="M"><Coding domain="D">\n\t0a1B\n\t2C3d\n</Coding></Module>'),
    );
    expect(text(result.entries[0]!.bytes)).toContain('DOMAIN D 4 0A1B2C3D\n');
  });

  it('treats a missing formatVersion as 1', () => {
    expect(
      convertOk('a.vrx', vrx('<Module name="M"><Coding domain="D">00</Coding></Module>', '<VariantRecord>'))
        .modules,
    ).toEqual(['M']);
  });

  it('trims values and drops empty optional values', () => {
    const result = convertOk(
      'a.vrx',
      vrx('<Module name=" M " variant="  " software=" 1.0 "><Coding domain=" Audio ">00</Coding></Module>'),
    );
    expect(result.set.modules[0]).toEqual({
      name: 'M',
      software: '1.0',
      codings: [{ domain: 'Audio', bytes: Uint8Array.of(0) }],
    });
    expect(text(result.entries[0]!.bytes)).toMatch(
      /^AED 1\nECU M\nSW 1\.0\nSOURCE a\.vrx\nDOMAIN Audio 1 00\n/,
    );
  });

  it('uppercases the fingerprint', () => {
    const result = convertOk(
      'a.vrx',
      vrx('<Module name="M" fingerprint="deadBEEF"><Coding domain="D">00</Coding></Module>'),
    );
    expect(text(result.entries[0]!.bytes)).toContain('\nFINGERPRINT DEADBEEF\n');
  });

  it('recognises the format from content even when the extension names another format', () => {
    const result = convertOk('a.sgde', vrx('<Module name="M"><Coding domain="D">00</Coding></Module>'));
    expect(result.format).toBe('vrx');
    expect(convertOk('A.VCX', '[ECU M]\nCODING D = 00\n').format).toBe('sgde');
  });
});

describe('.vcx reading', () => {
  it('reads an export without Vehicle and ignores unknown parts', () => {
    const result = convertOk(
      'a.vcx',
      `<CodingExport version="3"><Header/><Ecu Qualifier="IC213" Colour="x"><Extra><Domain Name="Hidden" Value="00"/></Extra>
        <Domain Name="Cluster" Value="00 11 22 33" Unit="raw"/></Ecu></CodingExport>`,
    );
    expect(result.set.vin).toBeUndefined();
    expect(text(result.entries[0]!.bytes)).toMatch(
      /^AED 1\nECU IC213\nSOURCE a\.vcx\nDOMAIN Cluster 4 00112233\nCHECKSUM/,
    );
  });

  it('reads several Ecu elements in order', () => {
    const result = convertOk(
      'a.vcx',
      '<CodingExport><Ecu Qualifier="A"><Domain Name="X" Value="01"/></Ecu><Ecu Qualifier="B"><Fingerprint> abcdef01 </Fingerprint><Domain Name="Y" Value="02"/></Ecu></CodingExport>',
    );
    expect(result.modules).toEqual(['A', 'B']);
    expect(result.set.modules[1]!.fingerprint).toBe('ABCDEF01');
  });
});

describe('.sgde reading', () => {
  it('accepts comments, blank lines, any key case and spacing around =', () => {
    const result = convertOk(
      'a.sgde',
      `# header comment

; another
[vehicle]
vin=WDD2050461F123456
  Created   =   2024-03-01
[Ecu HU55]
variant=HU55_E011
  coding   Rear Seat Audio   =   ff 00 A1
Coding Nav=0a1b
`,
    );
    expect(result.set.vin).toBe('WDD2050461F123456');
    expect(result.set.created).toBe('2024-03-01');
    const aed = text(result.entries[0]!.bytes);
    expect(aed).toContain('\nVARIANT HU55_E011\n');
    expect(aed).toContain('\nDOMAIN Rear Seat Audio 3 FF00A1\nDOMAIN Nav 2 0A1B\n');
  });

  it('ignores unknown keys and unknown sections', () => {
    const result = convertOk(
      'a.sgde',
      '[HEADER]\nFORMAT = 9\n[ECU M]\nCOLOUR = red\nCODING D = 00\n[TRAILER]\nCODING X = zz\n',
    );
    expect(result.modules).toEqual(['M']);
    expect(result.set.modules[0]!.codings).toHaveLength(1);
  });

  it('reads a last line without a line break', () => {
    expect(convertOk('a.sgde', '[ECU M]\nCODING D = 0102').set.modules[0]!.codings[0]!.bytes).toEqual(
      Uint8Array.of(1, 2),
    );
  });

  it('keeps everything after the first = as the value', () => {
    expect(convertOk('a.sgde', '[VEHICLE]\nTOOL = a=b\n[ECU M]\nCODING D = 00\n').set.tool).toBe('a=b');
  });
});

describe('duplicate module names', () => {
  it('names later modules <name>_2, _3 … without clashing with real names or case variants', () => {
    const result = convertOk(
      'a.sgde',
      ['HU55', 'HU55', 'HU55_2', 'hu55', 'IC213', 'HU55']
        .map((name) => `[ECU ${name}]\nCODING D = 00\n`)
        .join(''),
    );
    expect(result.modules).toEqual(['HU55', 'HU55', 'HU55_2', 'hu55', 'IC213', 'HU55']);
    expect(result.entries.map((entry) => entry.name)).toEqual([
      'HU55.aed',
      'HU55_2.aed',
      'HU55_2_2.aed',
      'hu55_3.aed',
      'IC213.aed',
      'HU55_4.aed',
    ]);
    // The file name changes, the content does not: ECU is still the module's own name.
    expect(text(result.entries[1]!.bytes)).toContain('\nECU HU55\n');
  });

  it('gives a module named only by dots a usable file name', () => {
    expect(convertOk('a.sgde', '[ECU ..]\nCODING D = 00\n').entries[0]!.name).toBe('module.aed');
  });
});
