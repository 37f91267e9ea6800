/**
 * The text of a PDF that pdfkit wrote, one line a text block. For the tests and the bench, which
 * check what an invoice says. An embedded font's glyphs are read back through its ToUnicode map
 * (a ligature gives its letters); a built-in font's bytes are its characters.
 */
import { inflateSync } from 'node:zlib';

/** The PDF as text (latin1), its compressed streams inflated (an attached PDF is compressed). */
function sourceOf(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  const parts: string[] = [];
  let from = 0;
  for (const stream of source.matchAll(/<<((?:(?!>>)[\s\S])*)>>\s*stream\r?\n/g)) {
    const length = stream[1]!.match(/\/Length (\d+)/);
    if (!stream[1]!.includes('/FlateDecode') || !length) continue;
    const start = stream.index + stream[0].length;
    const end = start + Number(length[1]);
    parts.push(source.slice(from, start), inflateSync(pdf.subarray(start, end)).toString('latin1'));
    from = end;
  }
  return parts.join('') + source.slice(from);
}

/** A ToUnicode map as pdfkit writes it: `<0000> <00ff> [<0041> <0644 0627> …]`, glyph by glyph. */
function glyphTexts(cmap: string): string[] {
  const glyphs: string[] = [];
  for (const range of cmap.matchAll(/<([0-9a-f]+)> <[0-9a-f]+> \[([^\]]*)\]/gi)) {
    const start = parseInt(range[1]!, 16);
    [...range[2]!.matchAll(/<([0-9a-f ]*)>/gi)].forEach((entry, i) => {
      glyphs[start + i] = Buffer.from(entry[1]!.replace(/ /g, ''), 'hex').swap16().toString('utf16le');
    });
  }
  return glyphs;
}

/**
 * Each text block's glyphs as text. `rightToLeft` reads each block's glyphs from its right end, as
 * an Arabic line is read: its Arabic words come out in writing order, its Latin ones turned.
 */
export function pdfText(pdf: Buffer, opts: { rightToLeft?: boolean } = {}): string {
  const source = sourceOf(pdf);
  const objects = new Map<string, string>();
  for (const object of source.matchAll(/(\d+) 0 obj\b([\s\S]*?)endobj/g)) objects.set(object[1]!, object[2]!);
  const fonts = new Map<string, string[] | null>();
  for (const ref of source.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
    const toUnicode = objects.get(ref[2]!)?.match(/\/ToUnicode (\d+) 0 R/);
    fonts.set(ref[1]!, toUnicode ? glyphTexts(objects.get(toUnicode[1]!) ?? '') : null);
  }
  const blocks: string[][] = [];
  let glyphs: string[] | null = null;
  let block: string[] = [];
  const operators = /\bBT\b|\bET\b|\/(F\d+) [\d.]+ Tf|\[((?:<[0-9a-fA-F]*>|[\s\d.-])*)\]\s*TJ/g;
  for (const op of source.matchAll(operators)) {
    if (op[0] === 'BT') block = [];
    else if (op[0] === 'ET') blocks.push(block);
    else if (op[1]) glyphs = fonts.get(op[1]) ?? null;
    else {
      for (const hex of op[2]!.matchAll(/<([0-9a-fA-F]*)>/g)) {
        const bytes = Buffer.from(hex[1]!, 'hex');
        if (!glyphs) block.push(...bytes.toString('latin1'));
        else for (let i = 0; i + 1 < bytes.length; i += 2) block.push(glyphs[bytes.readUInt16BE(i)] ?? '');
      }
    }
  }
  return blocks
    .filter((b) => b.length)
    .map((b) => (opts.rightToLeft ? [...b].reverse() : b).join(''))
    .join('\n');
}

/** The PDF's ActualText strings (pdfkit writes them UTF-16, escaped): what a reader copies of a span. */
export function pdfActualTexts(pdf: Buffer): string[] {
  const source = sourceOf(pdf);
  const escapes: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' };
  return [...source.matchAll(/\/ActualText \(((?:\\[\s\S]|[^\\)])*)\)/g)].map((found) => {
    const bytes = found[1]!.replace(/\\([\s\S])/g, (_, char: string) => escapes[char] ?? char);
    const raw = Buffer.from(bytes, 'latin1');
    const utf16 = raw[0] === 0xfe && raw[1] === 0xff;
    return utf16 ? Buffer.from(raw.subarray(2)).swap16().toString('utf16le') : bytes;
  });
}
