import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { cn } from './cn';

/** The web app's sources (tests and this helper's own group names left out). */
const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!./cn.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** Every word of every string in the web app's sources that could be a class. */
function classesInSources(): string[] {
  const words = new Set<string>();
  for (const source of Object.values(sources)) {
    for (const literal of source.match(/'[^'\n]*'|"[^"\n]*"|`[^`]*`/g) ?? []) {
      for (const word of literal.slice(1, -1).split(/\s+/)) {
        if (/^!?[a-z0-9[-][\w:[\]()=.,%/&>*+@!#-]*$/i.test(word) && /[a-z]/.test(word)) words.add(word);
      }
    }
  }
  return [...words].sort();
}

describe('cn', () => {
  it('joins class names and drops the falsy ones', () => {
    expect(cn('a', false, null, undefined, 'b', { c: true, d: false })).toBe('a b c');
  });

  it('lets a later utility win over an earlier one of the same kind', () => {
    expect(cn('h-10 px-4 text-sm', 'px-0 text-base')).toBe('h-10 px-0 text-base');
    expect(cn('px-3 py-2', 'p-1')).toBe('p-1');
    expect(cn('text-slate-900 text-sm', 'text-red-600')).toBe('text-sm text-red-600');
    expect(cn('border border-slate-300', 'border-red-600')).toBe('border border-red-600');
    expect(cn('hover:bg-slate-100 bg-white', 'sm:bg-red-50')).toBe(
      'hover:bg-slate-100 bg-white sm:bg-red-50',
    );
  });

  it('merges every pair of the classes written in the app as tailwind-merge does', () => {
    // The words tailwind-merge takes for Tailwind classes (it keeps two of any other word).
    const classes = classesInSources().filter((word) => twMerge(`${word} ${word}`) === word);
    expect(classes.length).toBeGreaterThan(300);
    const differ: string[] = [];
    for (const a of classes) {
      for (const b of classes) {
        const list = `${a} ${b}`;
        if (cn(list) !== twMerge(list)) differ.push(`${list} → ${cn(list)} / ${twMerge(list)}`);
      }
    }
    expect(differ.slice(0, 40)).toEqual([]);
  });
});
