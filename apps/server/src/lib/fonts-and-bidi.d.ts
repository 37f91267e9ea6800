/** fontkit and bidi-js ship no types: the little the invoice PDFs use of them (decision 071). */
declare module 'fontkit' {
  export interface Glyph {
    id: number;
    codePoints: number[];
    advanceWidth: number;
  }
  export interface GlyphPosition {
    xAdvance: number;
    yAdvance: number;
    xOffset: number;
    yOffset: number;
  }
  export interface GlyphRun {
    glyphs: Glyph[];
    positions: GlyphPosition[];
    advanceWidth: number;
    direction: 'ltr' | 'rtl';
  }
  export interface Font {
    postscriptName: string;
    numGlyphs: number;
    hasGlyphForCodePoint(codePoint: number): boolean;
    glyphForCodePoint(codePoint: number): Glyph;
    layout(text: string, ...rest: unknown[]): GlyphRun;
  }
  export function create(buffer: Uint8Array): Font;
}

declare module 'bidi-js' {
  interface Bidi {
    getEmbeddingLevels(
      text: string,
      direction?: 'ltr' | 'rtl',
    ): { levels: Uint8Array; paragraphs: Array<{ start: number; end: number; level: number }> };
    getMirroredCharacter(char: string): string | null;
  }
  export default function bidiFactory(): Bidi;
}
