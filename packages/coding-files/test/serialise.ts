/**
 * Test-only writers for the three input formats, used to round-trip generated coding sets.
 * They follow the format page literally and make no attempt to be clever.
 */
import type { CodingSet } from '../src/index.js';

/** How a writer lays out hex, so the reader's whitespace and case rules are exercised too. */
export type HexStyle = (bytes: Uint8Array) => string;

export const plainHex: HexStyle = (bytes) => Buffer.from(bytes).toString('hex').toUpperCase();

function xmlEscape(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function attrs(pairs: [string, string | undefined][]): string {
  return pairs
    .filter((pair): pair is [string, string] => pair[1] !== undefined)
    .map(([key, value]) => ` ${key}="${xmlEscape(value)}"`)
    .join('');
}

export function toVrx(set: CodingSet, hex: HexStyle = plainHex): string {
  const modules = set.modules.map((m) => {
    const codings = m.codings
      .map((c) => `    <Coding${attrs([['domain', c.domain]])}>${xmlEscape(hex(c.bytes))}</Coding>\n`)
      .join('');
    const head = attrs([
      ['name', m.name],
      ['variant', m.variant],
      ['partNumber', m.partNumber],
      ['software', m.software],
      ['fingerprint', m.fingerprint],
    ]);
    return `  <Module${head}>\n${codings}  </Module>\n`;
  });
  const root = attrs([
    ['formatVersion', '1'],
    ['vin', set.vin],
    ['tool', set.tool],
    ['created', set.created],
  ]);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<VariantRecord${root}>\n${modules.join('')}</VariantRecord>\n`;
}

export function toVcx(set: CodingSet, hex: HexStyle = plainHex): string {
  const vehicle = set.vin === undefined ? '' : `  <Vehicle${attrs([['VIN', set.vin]])}/>\n`;
  const ecus = set.modules.map((m) => {
    const fingerprint =
      m.fingerprint === undefined ? '' : `    <Fingerprint>${m.fingerprint}</Fingerprint>\n`;
    const domains = m.codings
      .map(
        (c) =>
          `    <Domain${attrs([
            ['Name', c.domain],
            ['Value', hex(c.bytes)],
          ])}/>\n`,
      )
      .join('');
    const head = attrs([
      ['Qualifier', m.name],
      ['Variant', m.variant],
      ['PartNo', m.partNumber],
      ['SwVersion', m.software],
    ]);
    return `  <Ecu${head}>\n${fingerprint}${domains}  </Ecu>\n`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<CodingExport version="2.0">\n${vehicle}${ecus.join('')}</CodingExport>\n`;
}

export function toSgde(set: CodingSet, hex: HexStyle = plainHex): string {
  const lines = ['; generated'];
  const vehicle: [string, string | undefined][] = [
    ['VIN', set.vin],
    ['TOOL', set.tool],
    ['CREATED', set.created],
  ];
  if (vehicle.some(([, value]) => value !== undefined)) lines.push('[VEHICLE]', ...keyLines(vehicle));
  for (const m of set.modules) {
    lines.push('', `[ECU ${m.name}]`);
    lines.push(
      ...keyLines([
        ['VARIANT', m.variant],
        ['PART', m.partNumber],
        ['SW', m.software],
        ['FINGERPRINT', m.fingerprint],
      ]),
    );
    // sgde values are single lines, so line breaks a hex style may add are flattened.
    for (const c of m.codings) lines.push(`CODING ${c.domain} = ${hex(c.bytes).replace(/[\r\n]+/g, ' ')}`);
  }
  return `${lines.join('\n')}\n`;
}

function keyLines(pairs: [string, string | undefined][]): string[] {
  return pairs.filter(([, value]) => value !== undefined).map(([key, value]) => `${key} = ${value}`);
}
