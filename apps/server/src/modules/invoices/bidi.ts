/**
 * Right-to-left lines for pdfkit (decision 071). fontkit shapes an Arabic word (its joined forms)
 * and draws its glyphs right to left, but pdfkit sets a line's words left to right in the order
 * they are written. So a line of an Arabic invoice is put into visual order here, piece by piece,
 * with the Unicode bidi algorithm (bidi-js): Arabic words keep their letters in writing order
 * (fontkit turns them), numbers and Latin (a VIN, an amount, `NH-…`) stay left to right, and the
 * marks between Arabic words (`:`, brackets) are turned and mirrored here.
 */
import bidiFactory from 'bidi-js';
import { RTL_LETTER } from './fonts.js';

const bidi = bidiFactory();

/** Bidi marks: they steer the algorithm, and are dropped from what is printed. */
const BIDI_MARKS = /[\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/gu;

/**
 * A text kept left to right as a whole inside an Arabic line (an amount: `-39.00 US$`), its own
 * bidi marks (Intl writes some) replaced by an isolate (U+2066…U+2069).
 */
export const leftToRight = (text: string) => `\u2066${text.replace(BIDI_MARKS, '')}\u2069`;

interface Piece {
  text: string;
  level: number;
}

/** Reverses the runs of pieces at `level` or higher (rule L2 of the bidi algorithm). */
function reverseRuns(pieces: Piece[], level: number) {
  let start = 0;
  while (start < pieces.length) {
    if (pieces[start]!.level < level) {
      start++;
      continue;
    }
    let end = start;
    while (end < pieces.length && pieces[end]!.level >= level) end++;
    pieces.splice(start, end - start, ...pieces.slice(start, end).reverse());
    start = end;
  }
}

/** A right-to-left piece's brackets as seen: `(` drawn as `)` (Noto Sans Arabic does not mirror them). */
const mirrored = (chars: string[]) => chars.map((char) => bidi.getMirroredCharacter(char) ?? char).join('');

/**
 * A paragraph's direction, its first letter's (rule P2): an Arabic sentence runs right to left,
 * an address or an e-mail left to right. Its wrapped lines all take it.
 */
export function directionOf(paragraph: string): 'ltr' | 'rtl' {
  return (bidi.getEmbeddingLevels(paragraph).paragraphs[0]?.level ?? 0) % 2 ? 'rtl' : 'ltr';
}

/** One line of a paragraph going `direction`, in the order pdfkit must set it left to right. */
export function visualLine(line: string, direction: 'ltr' | 'rtl'): string {
  const { levels } = bidi.getEmbeddingLevels(line, direction);
  // Pieces: a space each, and runs of one level between spaces (pdfkit lays out word by word).
  const pieces: Piece[] = [];
  for (let i = 0; i < line.length; i++) {
    const char = line[i]!;
    const level = levels[i]!;
    const last = pieces.at(-1);
    if (last && char !== ' ' && last.text !== ' ' && last.level === level) last.text += char;
    else pieces.push({ text: char, level });
  }
  const highest = Math.max(0, ...pieces.map((p) => p.level));
  for (let level = highest; level >= 1; level--) reverseRuns(pieces, level);
  return pieces
    .map((p) => {
      if (p.level % 2 === 0) return p.text;
      // fontkit turns a piece with an Arabic letter; marks alone are turned here.
      return RTL_LETTER.test(p.text) ? mirrored([...p.text]) : mirrored([...p.text].reverse());
    })
    .join('')
    .replace(BIDI_MARKS, '');
}
