import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { convertFile, convertStream, ERROR_CODES, sanitizeName, toAedFiles } from '../src/index.js';
import type { CodingSet, ConversionResult } from '../src/index.js';
import { HexReader } from '../src/hex.js';
import { fixture, text, utf16le } from './helpers.js';
import { toSgde, toVcx, toVrx } from './serialise.js';
import type { HexStyle } from './serialise.js';

const RUNS = { numRuns: 150 };

/** Characters for free-text values: a mix of ASCII, Latin, CJK, emoji and XML specials. */
const textChar = fc.oneof(
  fc.constantFrom(...'abcXYZ019 _-.,;#[]()+*&<>"\'=/\\:'.split('')),
  fc.constantFrom('é', 'ß', 'Ö', '漢', '🚗', '€', '\u00a0'),
);
const trimmedText = (max: number) =>
  fc
    .array(textChar, { minLength: 1, maxLength: max })
    .map((chars) => chars.join('').trim())
    .filter((value) => value.length > 0);
const optionalText = fc.option(trimmedText(20), { nil: undefined });

const moduleName = fc.stringMatching(/^[A-Za-z0-9_.-]{1,64}$/);
// '=' cannot appear in an sgde CODING key, and / \ : are not allowed in domains at all.
const domain = trimmedText(64).filter((value) => !/[=/\\:]/.test(value) && [...value].length <= 64);
const fingerprint = fc.stringMatching(/^[0-9A-F]{8}$/);

const codingSet: fc.Arbitrary<CodingSet> = fc.record(
  {
    vin: optionalText,
    tool: optionalText,
    created: optionalText,
    modules: fc.array(
      fc.record(
        {
          name: moduleName,
          variant: optionalText,
          partNumber: optionalText,
          software: optionalText,
          fingerprint: fc.option(fingerprint, { nil: undefined }),
          codings: fc.array(fc.record({ domain, bytes: fc.uint8Array({ minLength: 1, maxLength: 40 }) }), {
            minLength: 1,
            maxLength: 4,
          }),
        },
        { requiredKeys: ['name', 'codings'] },
      ),
      { minLength: 1, maxLength: 5 },
    ),
  },
  { requiredKeys: ['modules'] },
);

/** Hex as people write it: mixed case, with spaces, tabs and line breaks between digits. */
const hexStyle: fc.Arbitrary<HexStyle> = fc
  .record({
    lower: fc.boolean(),
    separators: fc.array(fc.constantFrom('', ' ', '\t', '\n', '  ', '\r\n'), { minLength: 1, maxLength: 5 }),
  })
  .map(({ lower, separators }) => (bytes: Uint8Array) => {
    const digits = Buffer.from(bytes).toString('hex');
    const cased = lower ? digits : digits.toUpperCase();
    return [...cased].map((digit, i) => digit + (separators[i % separators.length] ?? '')).join('');
  });

function withoutUndefined<T extends object>(value: T): T {
  return JSON.parse(
    JSON.stringify(value, (_key, v: unknown) =>
      v instanceof Uint8Array ? Buffer.from(v).toString('hex') : v,
    ),
  ) as T;
}

function expectTypedResult(result: ConversionResult): void {
  expect(typeof result.ok).toBe('boolean');
  if (result.ok) {
    expect(result.entries.length).toBe(result.modules.length);
    return;
  }
  expect(ERROR_CODES).toContain(result.error.code);
  // 'internal' means a bug slipped through: no input may cause it.
  expect(result.error.code).not.toBe('internal');
  expect(result.error.message.length).toBeGreaterThan(0);
}

describe('round trip', () => {
  it.each([
    ['vrx', toVrx],
    ['vcx', toVcx],
    ['sgde', toSgde],
  ] as const)(
    'a generated coding set written as .%s converts to the .aed files of the set itself',
    (format, write) => {
      fc.assert(
        fc.property(codingSet, hexStyle, (set, hex) => {
          const fileName = `generated.${format}`;
          // .vcx has no place for tool and created; they are not part of .aed anyway.
          const expected: CodingSet = format === 'vcx' ? { vin: set.vin, modules: set.modules } : set;
          const result = convertFile({ fileName, data: Buffer.from(write(set, hex)) });
          if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
          expect(result.format).toBe(format);
          expect(withoutUndefined(result.set)).toEqual(withoutUndefined(expected));
          const want = toAedFiles(expected, fileName);
          expect(result.entries.map((entry) => entry.name)).toEqual(want.map((entry) => entry.name));
          expect(result.entries.map((entry) => text(entry.bytes))).toEqual(
            want.map((entry) => text(entry.bytes)),
          );
        }),
        RUNS,
      );
    },
  );

  it('gives identical .aed content from all three formats, apart from SOURCE', () => {
    fc.assert(
      fc.property(codingSet, (set) => {
        const strip = (result: ConversionResult) =>
          result.ok
            ? result.entries.map((entry) =>
                text(entry.bytes)
                  .replace(/\nSOURCE .*\n/, '\n')
                  .replace(/CHECKSUM .*\n$/, ''),
              )
            : result.error;
        const vrx = strip(convertFile({ fileName: 'x.vrx', data: Buffer.from(toVrx(set)) }));
        expect(strip(convertFile({ fileName: 'x.vcx', data: Buffer.from(toVcx(set)) }))).toEqual(vrx);
        expect(strip(convertFile({ fileName: 'x.sgde', data: Buffer.from(toSgde(set)) }))).toEqual(vrx);
      }),
      { numRuns: 50 },
    );
  });

  it('reads the same set however the input is split into chunks', async () => {
    await fc.assert(
      fc.asyncProperty(
        codingSet,
        fc.constantFrom(toVrx, toVcx, toSgde),
        fc.boolean(),
        fc.array(fc.integer({ min: 1, max: 97 }), { minLength: 1 }),
        async (set, write, wide, sizes) => {
          const data = wide
            ? utf16le(write(set).replace('encoding="UTF-8"', 'encoding="UTF-16"'))
            : Buffer.from(write(set));
          const chunks: Buffer[] = [];
          for (let offset = 0, i = 0; offset < data.length; i++) {
            const size = sizes[i % sizes.length]!;
            chunks.push(data.subarray(offset, offset + size));
            offset += size;
          }
          const ext = write === toVrx ? 'vrx' : write === toVcx ? 'vcx' : 'sgde';
          const streamed = await convertStream({ fileName: `c.${ext}`, source: chunks });
          const whole = convertFile({ fileName: `c.${ext}`, data });
          expect(streamed.ok).toBe(true);
          expect(withoutUndefined(streamed)).toEqual(withoutUndefined(whole));
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('robustness', () => {
  const extension = fc.constantFrom('.vrx', '.vcx', '.sgde', '.VRX', '.txt', '');

  it('random bytes always end in a result or a typed error', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 400 }), extension, (bytes, ext) => {
        expectTypedResult(convertFile({ fileName: `f${ext}`, data: bytes }));
      }),
      { numRuns: 300 },
    );
  });

  it('random text shaped like the formats always ends in a result or a typed error', () => {
    const token = fc.constantFrom(
      '<',
      '>',
      '/>',
      '</',
      '<?xml version="1.0"?>',
      '<!DOCTYPE x>',
      '<!--',
      '-->',
      '<![CDATA[',
      ']]>',
      '&amp;',
      '&#0;',
      '&lt',
      '"',
      '=',
      'VariantRecord',
      'CodingExport',
      'Module',
      'Coding',
      'Ecu',
      'Domain',
      'Vehicle',
      'Fingerprint',
      ' name="A"',
      ' domain="D"',
      ' Value="0F"',
      '[ECU A]',
      '[VEHICLE]',
      'CODING D = ',
      'VIN = ',
      '\n',
      '\r\n',
      ' ',
      '0A',
      'ff',
      'g',
      '\u0000',
      '\ufeff',
      '\ud800',
      'é',
    );
    fc.assert(
      fc.property(
        fc.array(token, { maxLength: 60 }),
        fc.constantFrom('.vrx', '.vcx', '.sgde'),
        (tokens, ext) => {
          expectTypedResult(convertFile({ fileName: `f${ext}`, data: Buffer.from(tokens.join('')) }));
        },
      ),
      { numRuns: 400 },
    );
  });

  it('mutated example files always end in a result or a typed error', () => {
    const examples = ['example.vrx', 'example.vcx', 'example.sgde'].map((name) => ({
      name,
      bytes: fixture(name),
    }));
    const mutation = fc.record({
      at: fc.nat(),
      remove: fc.nat({ max: 20 }),
      insert: fc.uint8Array({ maxLength: 12 }),
    });
    fc.assert(
      fc.property(
        fc.constantFrom(...examples),
        fc.array(mutation, { minLength: 1, maxLength: 6 }),
        ({ name, bytes }, mutations) => {
          let data = Buffer.from(bytes);
          for (const { at, remove, insert } of mutations) {
            const position = at % (data.length + 1);
            data = Buffer.concat([data.subarray(0, position), insert, data.subarray(position + remove)]);
          }
          expectTypedResult(convertFile({ fileName: name, data }));
        },
      ),
      { numRuns: 400 },
    );
  });

  it('any limits, however small, still end in a result or a typed error', () => {
    fc.assert(
      fc.property(
        fc.record({
          maxFileBytes: fc.nat({ max: 2000 }),
          maxModules: fc.nat({ max: 3 }),
          maxCodingsPerModule: fc.nat({ max: 3 }),
          maxCodingBytes: fc.nat({ max: 4 }),
        }),
        fc.constantFrom('example.vrx', 'example.vcx', 'example.sgde'),
        (limits, name) => expectTypedResult(convertFile({ fileName: name, data: fixture(name), limits })),
      ),
      RUNS,
    );
  });
});

describe('hex coding data', () => {
  /** The rule from the format page, written as plainly as possible. */
  function reference(pieces: string[]): string | undefined {
    const digits = pieces.join('').replace(/[ \t\r\n]/g, '');
    if (!/^[0-9A-Fa-f]*$/.test(digits) || digits.length % 2 === 1 || digits.length === 0) return undefined;
    return digits.toLowerCase();
  }

  it('is read exactly by the rule, whatever the characters and however the text is split', () => {
    const char = fc.oneof(
      fc.constantFrom(...'0123456789abcdefABCDEF \t\r\n'.split('')),
      fc.constantFrom('g', 'x', '\u0130', '\u0131', '\u0141', '\uff10', '\u00a0', '\u0000', '\u0661'),
      fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
    );
    fc.assert(
      fc.property(
        fc.array(
          fc.array(char, { maxLength: 12 }).map((chars) => chars.join('')),
          { maxLength: 6 },
        ),
        (pieces) => {
          const reader = new HexReader('coding', 1024);
          let actual: string | undefined;
          try {
            for (const piece of pieces) reader.push(piece);
            actual = Buffer.from(reader.finish()).toString('hex');
          } catch {
            actual = undefined;
          }
          expect(actual).toBe(reference(pieces));
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('name sanitising', () => {
  it('yields one safe, bounded, stable path component for any input', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (raw) => {
        const name = sanitizeName(raw);
        expect(name).not.toMatch(/[/\\:*?"<>|\p{Cc}\p{Cf}]/u);
        expect(name).not.toContain('..');
        expect(name).not.toMatch(/^[.\s]|[.\s]$/u);
        expect([...name].length).toBeLessThanOrEqual(100);
        expect(sanitizeName(name)).toBe(name);
      }),
      { numRuns: 500 },
    );
  });
});
