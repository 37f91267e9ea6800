import { describe, expect, it } from 'vitest';
import { entries, frenchSpacingProblems, sample, type Tree } from '../../../test/catalog-texts.js';
import { WRITTEN_LOCALES } from '@navihub/contract/locales';
import { MAIL_CATALOGS } from './index.js';
import { en } from './en.js';
import { mailDateTime, mailMoney, plural } from './languages.js';

const english = entries(en as unknown as Tree);
const others = Object.entries(MAIL_CATALOGS).filter(([code]) => code !== 'en');

/** Texts that are the same word in a language (a code, a loan word). */
const SAME_AS_ENGLISH = new Set(['labels.pin', 'labels.vin', 'receipt.date', 'withdrawal.name']);

describe('the mail catalogs', () => {
  it('has a catalog for every language the shop speaks or plans to', () => {
    expect(Object.keys(MAIL_CATALOGS).sort()).toEqual(WRITTEN_LOCALES.map((l) => l.code).sort());
  });

  it('sets French colons and marks apart with a no-break space', () => {
    expect(frenchSpacingProblems(MAIL_CATALOGS.fr as unknown as Tree)).toEqual([]);
  });

  it.each(others)('%s has every key English has, and no other', (code, catalog) => {
    const keys = entries(catalog as unknown as Tree);
    const missing = [...english.keys()].filter((k) => !keys.has(k)).map((k) => `${k}: missing in ${code}`);
    const extra = [...keys.keys()].filter((k) => !english.has(k)).map((k) => `${k}: not in English`);
    expect([...missing, ...extra]).toEqual([]);
  });

  it.each(others)('%s writes every argument English does, and translates its sentences', (code, catalog) => {
    const keys = entries(catalog as unknown as Tree);
    const problems: string[] = [];
    for (const [key, text] of english) {
      const theirs = keys.get(key);
      if (theirs === undefined) continue;
      if (typeof theirs !== typeof text) problems.push(`${key}: a ${typeof text} in English`);
      const written = sample(theirs);
      for (const arg of sample(text).match(/ARG\d/g) ?? []) {
        if (!written.includes(arg)) problems.push(`${key}: leaves out ${arg}`);
      }
      if (!SAME_AS_ENGLISH.has(key) && written === sample(text)) problems.push(`${key}: untranslated`);
      // Texts go into the HTML part as they are: no markup of their own.
      if (/[<>&]/.test(written)) problems.push(`${key}: has <, > or &`);
    }
    expect(problems).toEqual([]);
  });
});

describe('dates, money and plurals in a mail language', () => {
  const at = new Date('2026-11-27T14:05:00Z');

  it('keeps English as the shop writes it, and uses Intl for the others', () => {
    expect(mailDateTime('en', at)).toBe('2026-11-27 14:05 UTC');
    expect(mailMoney('en', '39.00', 'USD')).toBe('39.00 USD');
    expect(mailMoney('de', '39.00', 'USD')).toBe('39,00\u00a0$');
    expect(mailDateTime('de', at)).toBe('27. November 2026 um 14:05 UTC');
  });

  it('picks the plural form of the language', () => {
    const ru = { one: 'минуту', few: 'минуты', many: 'минут', other: 'минуты' };
    expect([1, 3, 5, 21].map((n) => plural('ru', n, ru))).toEqual(['минуту', 'минуты', 'минут', 'минуту']);
    expect(plural('ar', 2, { two: 'دقيقتين', other: 'دقيقة' })).toBe('دقيقتين');
  });
});
