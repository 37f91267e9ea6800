import { describe, expect, it } from 'vitest';
import { hasControlCharacters, idText, INT4_MAX, recordId, text } from './fields.js';
import { messages } from './messages.js';

describe('shared field rules', () => {
  it('find control characters; a multi-line field keeps tab and line breaks', () => {
    for (const bad of ['\u0000', 'a\u0000b', '\u0007', '\u001b[31m', '\u007f', 'a\tb', 'a\nb'])
      expect(hasControlCharacters(bad), JSON.stringify(bad)).toBe(true);
    for (const good of ['', 'Ann', 'Müller', '😀', 'NTG 5/5s2', '\u202e'])
      expect(hasControlCharacters(good), JSON.stringify(good)).toBe(false);
    expect(hasControlCharacters('a\tb\r\nc', true)).toBe(false);
    expect(hasControlCharacters('a\u0000b', true)).toBe(true);
  });

  it('text refuses control characters with the field message', () => {
    const result = text(10).safeParse('ab\u0000');
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual([messages.controlCharacters]);
    expect(text(10).parse('plain')).toBe('plain');
  });

  it('ids stay within int4, as numbers and as text', () => {
    expect(recordId().parse('42')).toBe(42);
    expect(recordId().parse(INT4_MAX)).toBe(INT4_MAX);
    for (const bad of [0, -1, 1.5, INT4_MAX + 1, 99999999999, 'abc', '1e400'])
      expect(recordId().safeParse(bad).success, String(bad)).toBe(false);
    expect(idText().parse('7')).toBe('7');
    for (const bad of ['0', '99999999999', '2147483648', '-1', '1.0', ' 7', ''])
      expect(idText().safeParse(bad).success, bad).toBe(false);
  });
});
