import type { CodingSetBuilder, ModuleField, VehicleField } from '../builder.js';
import { fail } from '../errors.js';
import type { FormatReader } from './types.js';

type Section = 'vehicle' | 'ecu' | 'ignored';

const VEHICLE_KEYS: ReadonlyMap<string, VehicleField> = new Map([
  ['VIN', 'vin'],
  ['TOOL', 'tool'],
  ['CREATED', 'created'],
]);
const ECU_KEYS: ReadonlyMap<string, ModuleField> = new Map([
  ['VARIANT', 'variant'],
  ['PART', 'partNumber'],
  ['SW', 'software'],
  ['FINGERPRINT', 'fingerprint'],
]);
const CODING_KEY = /^CODING(?:\s+(.*))?$/i;

/**
 * .sgde: sectioned text. `[VEHICLE]` holds VIN/TOOL/CREATED, each `[ECU <name>]` starts a module
 * with VARIANT/PART/SW/FINGERPRINT and `CODING <domain> = hex` lines. Keys are case-insensitive;
 * unknown keys and sections are ignored like unknown XML elements. The file is recognised only
 * when its first meaningful line is a section header.
 */
export class SgdeReader implements FormatReader {
  private carry = '';
  private lineNumber = 0;
  private section: Section | undefined;
  private moduleLine = 0;

  constructor(private readonly builder: CodingSetBuilder) {}

  write(text: string): void {
    let start = 0;
    for (let newline = text.indexOf('\n'); newline >= 0; newline = text.indexOf('\n', start)) {
      const piece = text.slice(start, newline);
      this.handleLine(this.carry ? this.carry + piece : piece);
      this.carry = '';
      start = newline + 1;
    }
    this.carry += text.slice(start);
  }

  end(): ReturnType<FormatReader['end']> {
    if (this.carry) this.handleLine(this.carry);
    if (this.section === undefined) fail('unknown_format', 'file is empty');
    this.closeModule();
    return { format: 'sgde', set: this.builder.finish() };
  }

  private handleLine(raw: string): void {
    const n = ++this.lineNumber;
    const line = (raw.endsWith('\r') ? raw.slice(0, -1) : raw).trim();
    if (line === '' || line.startsWith(';') || line.startsWith('#')) return;
    if (line.startsWith('[')) return this.handleHeader(line, n);
    if (this.section === undefined) {
      fail('unknown_format', `unknown file format: line ${n} is neither XML nor a [SECTION] header`, n);
    }
    const equals = line.indexOf('=');
    const key = equals > 0 ? line.slice(0, equals).trim() : '';
    if (key === '') fail('bad_line', `line ${n}: expected KEY = value`, n);
    this.handleEntry(key, line.slice(equals + 1).trim(), n);
  }

  private handleHeader(line: string, n: number): void {
    if (!line.endsWith(']')) fail('bad_line', `line ${n}: section header must end with ]`, n);
    const inner = line.slice(1, -1).trim();
    if (inner === '') fail('bad_line', `line ${n}: empty section header`, n);
    const space = inner.search(/\s/);
    const kind = (space < 0 ? inner : inner.slice(0, space)).toUpperCase();
    const argument = space < 0 ? '' : inner.slice(space + 1).trim();
    this.closeModule();
    if (kind === 'ECU') {
      this.builder.beginModule(argument, n);
      this.moduleLine = n;
      this.section = 'ecu';
    } else {
      this.section = kind === 'VEHICLE' ? 'vehicle' : 'ignored';
    }
  }

  private handleEntry(key: string, value: string, n: number): void {
    const upper = key.toUpperCase();
    if (this.section === 'vehicle') {
      const field = VEHICLE_KEYS.get(upper);
      if (field) this.builder.setVehicleField(field, value, n);
    } else if (this.section === 'ecu') {
      const field = ECU_KEYS.get(upper);
      const coding = CODING_KEY.exec(key);
      if (field) this.builder.setModuleField(field, value, n);
      else if (coding) this.addCoding(coding[1] ?? '', value, n);
    }
  }

  private addCoding(domain: string, hex: string, n: number): void {
    const coding = this.builder.beginCoding(domain, n);
    coding.reader.push(hex);
    this.builder.endCoding(coding);
  }

  private closeModule(): void {
    if (this.builder.moduleOpen) this.builder.endModule(this.moduleLine);
  }
}
