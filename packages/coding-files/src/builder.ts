import { CodingPacker, compactModule, ownString } from './compact.js';
import { fail } from './errors.js';
import { HexReader, HexScratch } from './hex.js';
import type { Limits } from './limits.js';
import type { CodingSet, Module } from './model.js';
import { checkDomain, checkFingerprint, checkModuleName, checkText, cleanText, preview } from './model.js';

export type VehicleField = 'vin' | 'tool' | 'created';
export type ModuleField = 'variant' | 'partNumber' | 'software' | 'fingerprint';

const FIELD_LABEL: Record<VehicleField | ModuleField, string> = {
  vin: 'VIN',
  tool: 'tool',
  created: 'created',
  variant: 'variant',
  partNumber: 'part number',
  software: 'software version',
  fingerprint: 'fingerprint',
};

interface OpenModule {
  name: string;
  fields: Partial<Record<ModuleField, string>>;
}

/**
 * Collects what an adapter reads into a CodingSet, applying the field rules and limits as it
 * goes, so that every format is validated the same way and a parse stops at the first problem.
 */
export class CodingSetBuilder {
  private readonly vehicle: Partial<Record<VehicleField, string>> = {};
  private readonly modules: Module[] = [];
  private current: OpenModule | undefined;
  private readonly scratch = new HexScratch();
  /** The open module's codings, packed as they are read (see compact.ts). */
  private readonly packer = new CodingPacker();

  constructor(private readonly limits: Limits) {}

  get moduleOpen(): boolean {
    return this.current !== undefined;
  }

  setVehicleField(field: VehicleField, raw: string | undefined, line?: number): void {
    const value = cleanText(raw);
    if (value === undefined) return;
    const label = FIELD_LABEL[field];
    if (this.vehicle[field] !== undefined) fail('bad_field', `${label} is given more than once`, line);
    const problem = checkText(label, value);
    if (problem) fail('bad_field', problem, line);
    this.vehicle[field] = ownString(value);
  }

  beginModule(rawName: string | undefined, line?: number): void {
    if (this.modules.length >= this.limits.maxModules) {
      fail('limit', `too many modules (limit ${this.limits.maxModules})`, line);
    }
    const name = rawName?.trim() ?? '';
    if (name === '') fail('bad_field', withLine(line, 'module without a name'), line);
    const problem = checkModuleName(name);
    if (problem) fail('bad_field', problem, line);
    this.current = { name: ownString(name), fields: {} };
  }

  setModuleField(field: ModuleField, raw: string | undefined, line?: number): void {
    const module = this.requireModule();
    const value = cleanText(raw);
    if (value === undefined) return;
    const label = FIELD_LABEL[field];
    const context = `module ${module.name}`;
    if (module.fields[field] !== undefined)
      fail('bad_field', `${context}: ${label} is given more than once`, line);
    const problem = field === 'fingerprint' ? checkFingerprint(value) : checkText(label, value);
    if (problem) fail('bad_field', `${context}: ${problem}`, line);
    module.fields[field] = field === 'fingerprint' ? value.toUpperCase() : ownString(value);
  }

  /** Starts a coding; feed its hex to the returned reader, then pass it to endCoding. */
  beginCoding(rawDomain: string | undefined, line?: number): { domain: string; reader: HexReader } {
    const module = this.requireModule();
    // Messages are put together only for a problem: a file may hold 250,000 codings.
    const context = () => `module ${module.name}`;
    if (this.packer.count >= this.limits.maxCodingsPerModule) {
      fail('limit', `${context()}: too many codings (limit ${this.limits.maxCodingsPerModule})`, line);
    }
    const domain = rawDomain?.trim() ?? '';
    if (domain === '') fail('bad_field', `${context()}: coding without a domain name`, line);
    const problem = checkDomain(domain);
    if (problem) fail('bad_field', `${context()}: ${problem}`, line);
    const reader = new HexReader(
      () => `${context()}, domain ${preview(domain)}`,
      this.limits.maxCodingBytes,
      line,
      this.scratch,
    );
    return { domain, reader };
  }

  endCoding(coding: { domain: string; reader: HexReader }): void {
    this.requireModule();
    const length = coding.reader.finishLength();
    this.packer.add(coding.domain, this.scratch.buffer, length);
  }

  endModule(line?: number): void {
    const module = this.requireModule();
    if (this.packer.count === 0) fail('no_codings', `module ${module.name}: no codings`, line);
    this.modules.push(compactModule({ name: module.name, ...module.fields }, this.packer.take()));
    this.current = undefined;
  }

  finish(): CodingSet {
    if (this.current) this.endModule();
    if (this.modules.length === 0) fail('no_modules', 'no modules found');
    return { ...this.vehicle, modules: this.modules };
  }

  private requireModule(): OpenModule {
    // Adapters only call module methods inside a module; reaching this is a bug, not bad input.
    if (!this.current) throw new Error('no module is open');
    return this.current;
  }
}

function withLine(line: number | undefined, message: string): string {
  return line === undefined ? message : `line ${line}: ${message}`;
}
