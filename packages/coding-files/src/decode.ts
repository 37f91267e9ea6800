import { TextDecoder } from 'node:util';
import { fail } from './errors.js';
import { preview } from './model.js';

/** How many leading bytes are examined to find a byte order mark or an XML declaration. */
export const SNIFF_BYTES = 1024;

export interface DetectedEncoding {
  /** A WHATWG encoding label understood by TextDecoder. */
  readonly encoding: string;
  /** Set when a byte order mark decided the encoding. */
  readonly fromBom: boolean;
}

type Unicode = 'utf-8' | 'utf-16le' | 'utf-16be';

function bomEncoding(head: Uint8Array): Unicode | undefined {
  const [a, b, c, d] = head;
  if (a === 0xef && b === 0xbb && c === 0xbf) return 'utf-8';
  if (a === 0xff && b === 0xfe) {
    // FF FE 00 00 is the UTF-32 LE mark; decoding it as UTF-16 would produce garbage.
    if (c === 0 && d === 0) fail('bad_encoding', 'UTF-32 is not supported (use UTF-8 or UTF-16)');
    return 'utf-16le';
  }
  if (a === 0xfe && b === 0xff) return 'utf-16be';
  return undefined;
}

/**
 * Picks the decoder from the first bytes: a byte order mark wins; otherwise an XML declaration's
 * encoding (read as ASCII, which every supported declared encoding is compatible with);
 * otherwise UTF-8.
 */
export function detectEncoding(head: Uint8Array): DetectedEncoding {
  const bom = bomEncoding(head);
  if (bom) return { encoding: bom, fromBom: true };
  if (head[0] === 0 || head[1] === 0) {
    fail(
      'bad_encoding',
      'file looks like UTF-16 without a byte order mark (save it as UTF-8, or UTF-16 with BOM)',
    );
  }
  const declared = declaredXmlEncoding(head);
  if (declared === undefined) return { encoding: 'utf-8', fromBom: false };
  if (isUtf16Label(declared))
    fail('bad_encoding', `encoding ${preview(declared)} is declared but the file has no byte order mark`);
  return { encoding: supportedEncoding(declared), fromBom: false };
}

const XML_DECL = /^<\?xml\s[^>]*?\bencoding\s*=\s*(["'])([^"']*)\1/;

function declaredXmlEncoding(head: Uint8Array): string | undefined {
  const text = Buffer.from(head.buffer, head.byteOffset, head.byteLength).toString('latin1');
  return XML_DECL.exec(text)?.[2];
}

function isUtf16Label(label: string): boolean {
  return /^(utf-?16(le|be)?|ucs-?2|unicode)$/i.test(label.trim());
}

/** Maps a declared label to a TextDecoder encoding, or refuses it with a helpful message. */
function supportedEncoding(label: string): string {
  let encoding: string;
  try {
    encoding = new TextDecoder(label.trim()).encoding;
  } catch {
    return fail(
      'bad_encoding',
      `encoding ${preview(label)} is not supported (use UTF-8, UTF-16, ISO-8859-1 or windows-1252)`,
    );
  }
  // "replacement" is the WHATWG stand-in for encodings that must never be decoded.
  if (encoding === 'replacement' || encoding.startsWith('utf-16')) {
    return fail(
      'bad_encoding',
      `encoding ${preview(label)} is not supported (use UTF-8, UTF-16, ISO-8859-1 or windows-1252)`,
    );
  }
  return encoding;
}

/**
 * A declaration contradicting the byte order mark means the file was mislabelled somewhere;
 * guessing could corrupt coding data, so it is refused. Without a BOM the declaration itself
 * chose the decoder, so there is nothing to contradict.
 */
export function checkDeclaredEncoding(detected: DetectedEncoding, declared: string | undefined): void {
  if (!detected.fromBom || declared === undefined) return;
  const utf8 = /^utf-?8$/i.test(declared.trim());
  const matches = detected.encoding === 'utf-8' ? utf8 : isUtf16Label(declared);
  if (!matches) {
    const bom = detected.encoding === 'utf-8' ? 'UTF-8' : 'UTF-16';
    fail(
      'bad_encoding',
      `file starts with a ${bom} byte order mark but declares encoding ${preview(declared)}`,
    );
  }
}

/** Decodes a byte stream chunk by chunk; invalid bytes are an error, never silently replaced. */
export class StreamDecoder {
  private readonly decoder: TextDecoder;

  constructor(private readonly encoding: string) {
    // The default ignoreBOM=false strips a leading byte order mark for the Unicode encodings.
    this.decoder = new TextDecoder(encoding, { fatal: true });
  }

  decode(chunk: Uint8Array | undefined, last: boolean): string {
    try {
      return this.decoder.decode(chunk, { stream: !last });
    } catch {
      return fail('bad_encoding', `file is not valid ${displayName(this.encoding)}`);
    }
  }
}

function displayName(encoding: string): string {
  return encoding.startsWith('utf-') ? encoding.toUpperCase().replace(/(LE|BE)$/, ' $1') : encoding;
}
