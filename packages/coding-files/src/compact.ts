import type { Coding, Module } from './model.js';

/**
 * A module's codings held packed: every coding's bytes one after another in one buffer, where
 * each coding ends in an offset table, and the domain names in one string joined by "\n" (domains
 * never hold control characters). A file of many small codings then costs a few objects per module
 * instead of three per coding (decision 032).
 */
export interface PackedCodings {
  readonly bytes: Uint8Array;
  /** ends[i] is where coding i's bytes end in `bytes`; coding i starts at ends[i - 1] (or 0). */
  readonly ends: Uint32Array;
  readonly domains: string;
}

const PACKED = Symbol('packed codings');

type ModuleHead = Omit<Module, 'codings'>;

/**
 * A Module like any other to its readers: `codings` is an own enumerable property, built from
 * the packed form (copies, as the parser used to hand out) the first time it is read. The packed
 * form travels along hidden (non-enumerable), so writeAed reads it directly.
 */
export function compactModule(head: ModuleHead, packed: PackedCodings): Module {
  let codings: readonly Coding[] | undefined;
  const module = {
    ...head,
    get codings(): readonly Coding[] {
      return (codings ??= unpack(packed));
    },
  };
  Object.defineProperty(module, PACKED, { value: packed });
  return module;
}

/** The packed form of a module built by the parser; undefined for any other Module. */
export function packedCodingsOf(module: Module): PackedCodings | undefined {
  return (module as { [PACKED]?: PackedCodings })[PACKED];
}

function unpack({ bytes, ends, domains }: PackedCodings): Coding[] {
  const names = domains.split('\n');
  const codings: Coding[] = [];
  let start = 0;
  for (let i = 0; i < ends.length; i++) {
    const end = ends[i]!;
    codings.push({ domain: names[i]!, bytes: bytes.slice(start, end) });
    start = end;
  }
  return codings;
}

/**
 * Collects one module's codings at a time into buffers that are reused from module to module;
 * `take` hands out exact-size copies and starts over.
 */
export class CodingPacker {
  private bytes = new Uint8Array(4096);
  private length = 0;
  private ends = new Uint32Array(64);
  private domains: string[] = [];

  get count(): number {
    return this.domains.length;
  }

  add(domain: string, data: Uint8Array, dataLength: number): void {
    const count = this.domains.length;
    if (this.length + dataLength > this.bytes.length) {
      const bigger = new Uint8Array(Math.max(this.length + dataLength, this.bytes.length * 2));
      bigger.set(this.bytes.subarray(0, this.length));
      this.bytes = bigger;
    }
    this.bytes.set(data.subarray(0, dataLength), this.length);
    this.length += dataLength;
    if (count === this.ends.length) {
      const bigger = new Uint32Array(this.ends.length * 2);
      bigger.set(this.ends);
      this.ends = bigger;
    }
    this.ends[count] = this.length;
    this.domains.push(domain);
  }

  take(): PackedCodings {
    const packed: PackedCodings = {
      bytes: this.bytes.slice(0, this.length),
      ends: this.ends.slice(0, this.domains.length),
      // join writes one new flat string, except for a single domain, which it returns as it is.
      domains: this.domains.length === 1 ? ownString(this.domains[0]!) : this.domains.join('\n'),
    };
    this.length = 0;
    this.domains = [];
    return packed;
  }
}

/**
 * A string read from the input may be a slice of a large decoded text chunk, which V8 then keeps
 * alive as long as the slice (V8 slices strings of 13 characters or more): text held after the
 * parse gets its own flat copy.
 */
export function ownString(text: string): string {
  return text.length < 13 ? text : Buffer.from(text, 'utf8').toString('utf8');
}
