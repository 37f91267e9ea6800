import { describe, expect, it } from 'vitest';
import { CodingPacker, compactModule, packedCodingsOf } from '../src/compact.js';
import { writeAed } from '../src/index.js';
import type { Coding, Module } from '../src/index.js';
import { convertOk, text } from './helpers.js';

/** Deterministic coding bytes of a given length. */
function bytesOf(length: number, seed: number): Uint8Array {
  return Uint8Array.from({ length }, (_, i) => (seed * 31 + i * 7) & 0xff);
}

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

/** A .sgde of modules with many codings of varied lengths (past the packer's first buffer sizes). */
function sgde(modules: number, codings: number): { source: string; expected: Coding[][] } {
  let source = '[VEHICLE]\nVIN = WDD2050461F123456\n';
  const expected: Coding[][] = [];
  for (let m = 0; m < modules; m++) {
    source += `[ECU M${m}]\nVARIANT = V${m}\n`;
    const list: Coding[] = [];
    for (let c = 0; c < codings; c++) {
      const bytes = bytesOf(1 + ((c * 13 + m) % 97), m * 1000 + c);
      const domain = c % 3 === 0 ? `A long domain name number ${c}` : `D${c}`;
      source += `CODING ${domain} = ${hex(bytes)}\n`;
      list.push({ domain, bytes });
    }
    expected.push(list);
  }
  return { source, expected };
}

describe("compact modules (a module's codings in one buffer)", () => {
  it('keeps every coding of a module packed, in order, with its domain and bytes', () => {
    const { source, expected } = sgde(3, 256);
    const { set } = convertOk('a.sgde', source);
    set.modules.forEach((module, m) => {
      const packed = packedCodingsOf(module);
      expect(packed).toBeDefined();
      expect(packed!.ends).toHaveLength(256);
      expect(packed!.bytes.byteLength).toBe(expected[m]!.reduce((sum, c) => sum + c.bytes.length, 0));
      expect(module.codings.map((c) => [c.domain, hex(c.bytes)])).toEqual(
        expected[m]!.map((c) => [c.domain, hex(c.bytes)]),
      );
    });
  });

  it('reads as a plain module: same fields, codings of their own, the same array each time', () => {
    const { set } = convertOk('a.sgde', '[ECU M]\nSW = 1.0\nCODING Audio = 0a0b\nCODING Nav = 0c\n');
    const [module] = set.modules;
    expect(module).toEqual({
      name: 'M',
      software: '1.0',
      codings: [
        { domain: 'Audio', bytes: Uint8Array.of(10, 11) },
        { domain: 'Nav', bytes: Uint8Array.of(12) },
      ],
    });
    expect(Object.keys(module!)).toEqual(['name', 'software', 'codings']);
    expect(module!.codings).toBe(module!.codings);
    // Each coding's bytes are a copy: changing one leaves the packed form and the .aed alone.
    const before = text(writeAed(module!, { source: 'a.sgde' }));
    module!.codings[0]!.bytes[0] = 0xff;
    expect(text(writeAed(module!, { source: 'a.sgde' }))).toBe(before);
    expect(JSON.parse(JSON.stringify(module))).toMatchObject({
      name: 'M',
      codings: [{ domain: 'Audio' }, {}],
    });
  });

  it.each(['vrx', 'vcx', 'sgde'] as const)(
    'writes the same .aed from the packed form as from a plain copy of the module (.%s)',
    (format) => {
      const { source, expected } = sgde(4, 120);
      const sgdeSet = convertOk('a.sgde', source).set;
      const data =
        format === 'sgde'
          ? source
          : format === 'vrx'
            ? `<VariantRecord vin="WDD2050461F123456">${sgdeSet.modules
                .map(
                  (m, i) =>
                    `<Module name="${m.name}" variant="${m.variant}">${expected[i]!.map(
                      (c) => `<Coding domain=" ${c.domain} ">${hex(c.bytes).toUpperCase()}</Coding>`,
                    ).join('')}</Module>`,
                )
                .join('')}</VariantRecord>`
            : `<CodingExport><Vehicle VIN="WDD2050461F123456"/>${sgdeSet.modules
                .map(
                  (m, i) =>
                    `<Ecu Qualifier="${m.name}" Variant="${m.variant}">${expected[i]!.map(
                      (c) => `<Domain Name="${c.domain}" Value="${hex(c.bytes)}"/>`,
                    ).join('')}</Ecu>`,
                )
                .join('')}</CodingExport>`;
      const { set } = convertOk(`a.${format}`, data);
      for (const module of set.modules) {
        expect(packedCodingsOf(module)).toBeDefined();
        // A spread copy loses the hidden packed form, so it takes the per-coding path.
        const plain: Module = { ...module, codings: module.codings.map((c) => ({ ...c })) };
        expect(packedCodingsOf(plain)).toBeUndefined();
        const context = { vin: set.vin, source: 'a' };
        expect(text(writeAed(module, context))).toBe(text(writeAed(plain, context)));
      }
    },
  );

  it('starts over for each module and grows past its first buffers', () => {
    const packer = new CodingPacker();
    const big = bytesOf(10_000, 1);
    for (let i = 0; i < 100; i++) packer.add(`D${i}`, big, i === 0 ? big.length : 3);
    const first = packer.take();
    expect(first.ends).toHaveLength(100);
    expect(first.ends[0]).toBe(10_000);
    expect(first.ends[99]).toBe(10_000 + 99 * 3);
    expect(first.domains.split('\n')).toHaveLength(100);
    packer.add('Only', Uint8Array.of(1, 2, 3, 4), 2);
    const second = packer.take();
    expect(Array.from(second.bytes)).toEqual([1, 2]);
    expect(Array.from(second.ends)).toEqual([2]);
    expect(compactModule({ name: 'X' }, second).codings).toEqual([
      { domain: 'Only', bytes: Uint8Array.of(1, 2) },
    ]);
    // The first module's packed form is its own, not a view of the packer's buffers.
    expect(first.bytes.subarray(0, 3)).toEqual(big.subarray(0, 3));
  });
});
