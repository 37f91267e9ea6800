/**
 * The fonts invoices are printed in (decision 071): Noto Sans (Latin with ł ş ğ İ, Greek,
 * Cyrillic) and Noto Sans Arabic (Arabic, with Noto's Latin beside it for a VIN or an amount),
 * both SIL OFL, embedded by pdfkit with only the glyphs a PDF uses. Read and parsed once a process:
 * fontkit keeps what it parsed (glyphs, shaping tables) on the font, which every PDF shares.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { create, type Font } from 'fontkit';
import type { MailLanguage } from '../mail/index.js';

const require = createRequire(import.meta.url);

export type FontWeight = 'regular' | 'bold';

interface FontPair {
  regular: Font;
  bold: Font;
}

const FILES = {
  latin: {
    regular: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
    bold: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
  },
  arabic: {
    regular: '@expo-google-fonts/noto-sans-arabic/400Regular/NotoSansArabic_400Regular.ttf',
    bold: '@expo-google-fonts/noto-sans-arabic/700Bold/NotoSansArabic_700Bold.ttf',
  },
} as const;

let loaded: { latin: FontPair; arabic: FontPair } | undefined;

/** A letter fontkit draws right to left by itself. */
export const RTL_LETTER = /[\p{Script=Arabic}\p{Script=Hebrew}]/u;

/**
 * A font that lays out a right-to-left word's trailing space apart. pdfkit lays out a line word by
 * word, each with the space after it; fontkit turns an Arabic word's glyphs, and its space would
 * land on the word's left, gluing it to the word set next (bidi.ts has already ordered them).
 */
function spacedApart(font: Font): Font {
  const layout = (text: string, ...rest: unknown[]) => {
    const word = text.trimEnd();
    if (word === text || !word || !RTL_LETTER.test(word)) return font.layout(text, ...rest);
    const [glyphs, space] = [font.layout(word, ...rest), font.layout(text.slice(word.length), ...rest)];
    return {
      ...glyphs,
      glyphs: [...glyphs.glyphs, ...space.glyphs],
      positions: [...glyphs.positions, ...space.positions],
      advanceWidth: glyphs.advanceWidth + space.advanceWidth,
    };
  };
  return new Proxy(font, {
    get: (target, key) => (key === 'layout' ? layout : Reflect.get(target, key, target)),
  });
}

const open = (file: string): Font => spacedApart(create(readFileSync(require.resolve(file))));

function fonts() {
  loaded ??= {
    latin: { regular: open(FILES.latin.regular), bold: open(FILES.latin.bold) },
    arabic: { regular: open(FILES.arabic.regular), bold: open(FILES.arabic.bold) },
  };
  return loaded;
}

/** Characters that draw nothing: bidi marks (Intl writes them into Arabic amounts), spaces, line ends. */
export const INVISIBLE = /[\s\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/u;

const covers = (font: Font, text: string) =>
  [...text].every((char) => INVISIBLE.test(char) || font.hasGlyphForCodePoint(char.codePointAt(0)!));

/**
 * The font a text is printed in: the language's (Noto Sans Arabic for Arabic, Noto Sans else),
 * or the other one when the text has a letter the language's font lacks (a Cyrillic name on an
 * Arabic invoice, an Arabic one on a German invoice).
 */
export function fontFor(language: MailLanguage, weight: FontWeight, text: string): Font {
  const { latin, arabic } = fonts();
  const [first, second] = language === 'ar' ? [arabic, latin] : [latin, arabic];
  return covers(first[weight], text) || !covers(second[weight], text) ? first[weight] : second[weight];
}
