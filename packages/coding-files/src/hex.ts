import { fail } from './errors.js';
import { formatBytes } from './limits.js';

/** Hex digit value by char code, -1 for "not a digit". */
const DIGIT = new Int8Array(128).fill(-1);
for (let i = 0; i < 10; i++) DIGIT[48 + i] = i;
for (let i = 0; i < 6; i++) {
  DIGIT[65 + i] = 10 + i;
  DIGIT[97 + i] = 10 + i;
}

function isIgnorable(code: number): boolean {
  return code === 0x20 || code === 0x09 || code === 0x0a || code === 0x0d;
}

/**
 * Scratch space shared by the HexReaders of one parse: it grows to the largest coding seen
 * (never past the per-coding limit) and is reused, so reading thousands of codings does not
 * reallocate for each one.
 */
export class HexScratch {
  buffer: Uint8Array = new Uint8Array(1024);

  ensure(length: number, maxBytes: number): Uint8Array {
    if (length <= this.buffer.length) return this.buffer;
    const bigger = new Uint8Array(Math.min(Math.max(length, this.buffer.length * 2), maxBytes));
    bigger.set(this.buffer);
    this.buffer = bigger;
    return bigger;
  }
}

/**
 * Reads coding data written as hex, possibly in several pieces (XML text arrives in chunks).
 * Whitespace is skipped; anything else that is not a hex digit is refused at once, and the
 * data may not grow past the per-coding limit, so memory stays bounded by the limit.
 * One reader at a time may use a given scratch.
 */
export class HexReader {
  private length = 0;
  private pendingNibble = -1;

  constructor(
    /** Names the coding in messages; a function is called only when there is a problem. */
    private readonly label: string | (() => string),
    private readonly maxBytes: number,
    private readonly line?: number,
    private readonly scratch: HexScratch = new HexScratch(),
  ) {}

  push(text: string): void {
    if (this.pushPlain(text)) return;
    let buffer = this.scratch.buffer;
    for (let i = 0; i < text.length; i++) {
      const code = text.charCodeAt(i);
      const value = code < 128 ? (DIGIT[code] ?? -1) : -1;
      if (value < 0) {
        if (!isIgnorable(code)) this.badCharacter(text, i);
      } else if (this.pendingNibble < 0) {
        this.pendingNibble = value;
      } else {
        if (this.length >= this.maxBytes) this.tooLong();
        if (this.length >= buffer.length) buffer = this.scratch.ensure(this.length + 1, this.maxBytes);
        buffer[this.length++] = (this.pendingNibble << 4) | value;
        this.pendingNibble = -1;
      }
    }
  }

  /**
   * Fast path for the common case of digits only: Node decodes hex natively and stops at the
   * first pair that is not hex, so a short count means "take the careful path" (which then
   * rewrites the same bytes and reports the exact problem).
   */
  private pushPlain(text: string): boolean {
    const bytes = text.length / 2;
    if (this.pendingNibble >= 0 || !Number.isInteger(bytes) || this.length + bytes > this.maxBytes)
      return false;
    // Node's hex decoder reads only the low byte of wider characters ("İı" would pass as 01),
    // so only ASCII text may take this path; the UTF-8 length equals the length only for ASCII.
    if (Buffer.byteLength(text, 'utf8') !== text.length) return false;
    const buffer = this.scratch.ensure(this.length + bytes, this.maxBytes);
    const written = Buffer.from(buffer.buffer, buffer.byteOffset, buffer.byteLength).write(
      text,
      this.length,
      'hex',
    );
    if (written !== bytes) return false;
    this.length += bytes;
    return true;
  }

  finish(): Uint8Array {
    return this.scratch.buffer.slice(0, this.finishLength());
  }

  /**
   * Checks the data is complete and returns its length, without copying: the bytes are the first
   * ones of the scratch's buffer until the next reader of the same scratch starts.
   */
  finishLength(): number {
    if (this.pendingNibble >= 0) fail('bad_hex', `${this.labelText()}: odd number of hex digits`, this.line);
    if (this.length === 0) fail('bad_hex', `${this.labelText()}: no coding data`, this.line);
    return this.length;
  }

  private labelText(): string {
    return typeof this.label === 'string' ? this.label : this.label();
  }

  private tooLong(): never {
    return fail(
      'limit',
      `${this.labelText()}: coding data too long (limit ${formatBytes(this.maxBytes)})`,
      this.line,
    );
  }

  private badCharacter(text: string, index: number): never {
    const char = String.fromCodePoint(text.codePointAt(index) ?? 0);
    const shown = /\p{Cc}/u.test(char)
      ? `U+${char.codePointAt(0)?.toString(16).toUpperCase().padStart(4, '0')}`
      : `"${char}"`;
    return fail('bad_hex', `${this.labelText()}: ${shown} is not a hex digit`, this.line);
  }
}

export function toUpperHex(bytes: Uint8Array): string {
  // Copied, not viewed through `.buffer`: V8 keeps small typed arrays inside its heap, and asking
  // for their buffer moves each one out to its own native allocation, which a file of many small
  // codings pays thousands of times over (and the process keeps as RSS).
  return Buffer.from(bytes).toString('hex').toUpperCase();
}
