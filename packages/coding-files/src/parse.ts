import { CodingSetBuilder } from './builder.js';
import { detectEncoding, SNIFF_BYTES, StreamDecoder } from './decode.js';
import type { DetectedEncoding } from './decode.js';
import { fail } from './errors.js';
import { SgdeReader } from './formats/sgde.js';
import type { FormatReader } from './formats/types.js';
import { parseVcx, VCX_ROOT } from './formats/vcx.js';
import { parseVrx, VRX_ROOT } from './formats/vrx.js';
import { XmlReader } from './formats/xml.js';
import type { AdapterFactory } from './formats/xml.js';
import { formatBytes } from './limits.js';
import type { Limits } from './limits.js';
import type { CodingFormat, CodingSet } from './model.js';

const XML_ADAPTERS: Readonly<Record<string, AdapterFactory>> = { [VRX_ROOT]: parseVrx, [VCX_ROOT]: parseVcx };

/**
 * Reads one coding file pushed in chunks of any size: sniffs the encoding from the first bytes,
 * decodes incrementally, recognises the format from the first meaningful character and streams
 * the text into the matching reader. Throws ParseFailure (internal) at the first problem.
 */
export class CodingFileParser {
  private readonly builder: CodingSetBuilder;
  private head: Uint8Array[] = [];
  private headLength = 0;
  private bytesSeen = 0;
  private decoder: StreamDecoder | undefined;
  private encoding: DetectedEncoding | undefined;
  private reader: FormatReader | undefined;
  // Whitespace seen before the format is known; replayed so line numbers stay right.
  private leading = '';

  constructor(private readonly limits: Limits) {
    this.builder = new CodingSetBuilder(limits);
  }

  push(chunk: Uint8Array): void {
    this.bytesSeen += chunk.length;
    if (this.bytesSeen > this.limits.maxFileBytes) {
      fail('too_large', `file too large (limit ${formatBytes(this.limits.maxFileBytes)})`);
    }
    if (this.decoder) return this.route(this.decoder.decode(chunk, false));
    this.head.push(chunk);
    this.headLength += chunk.length;
    if (this.headLength >= SNIFF_BYTES) this.startDecoding();
  }

  end(): { format: CodingFormat; set: CodingSet } {
    if (!this.decoder) this.startDecoding();
    this.route(this.decoder?.decode(undefined, true) ?? '');
    if (!this.reader) fail('unknown_format', 'file is empty');
    return this.reader.end();
  }

  private startDecoding(): void {
    const head = Buffer.concat(this.head);
    this.head = [];
    this.encoding = detectEncoding(head);
    this.decoder = new StreamDecoder(this.encoding.encoding);
    this.route(this.decoder.decode(head, false));
  }

  private route(text: string): void {
    if (this.reader) return this.reader.write(text);
    const first = text.search(/\S/);
    if (first < 0) {
      this.leading += text;
      return;
    }
    this.reader = this.chooseReader(text[first] === '<');
    this.reader.write(this.leading + text);
    this.leading = '';
  }

  private chooseReader(isXml: boolean): FormatReader {
    if (!isXml) return new SgdeReader(this.builder);
    // encoding is always set before any text exists
    return new XmlReader(this.builder, XML_ADAPTERS, this.encoding ?? { encoding: 'utf-8', fromBom: false });
  }
}
