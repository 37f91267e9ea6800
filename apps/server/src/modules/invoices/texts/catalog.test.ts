import { describe, expect, it } from 'vitest';
import { entries, frenchSpacingProblems, sample, type Tree } from '../../../test/catalog-texts.js';
import { MAIL_LANGUAGES } from '../../mail/index.js';
import { en } from './en.js';
import { INVOICE_CATALOGS } from './index.js';

const english = entries(en as unknown as Tree);
const others = Object.entries(INVOICE_CATALOGS).filter(([code]) => code !== 'en');

/** Words that are the same in a language (the tax's name in Polish, a total in Spanish). */
const SAME_AS_ENGLISH = new Set(['pl:vat', 'es:total', 'es:lines.tokens']);

describe('the invoice catalogs', () => {
  it('has a catalog for every language a mail is written in', () => {
    expect(Object.keys(INVOICE_CATALOGS).sort()).toEqual([...MAIL_LANGUAGES].sort());
  });

  it('sets French colons and marks apart with a no-break space', () => {
    expect(frenchSpacingProblems(INVOICE_CATALOGS.fr as unknown as Tree)).toEqual([]);
  });

  it.each(others)('%s has every key English has, and no other', (code, catalog) => {
    const keys = entries(catalog as unknown as Tree);
    const missing = [...english.keys()].filter((k) => !keys.has(k)).map((k) => `${k}: missing in ${code}`);
    const extra = [...keys.keys()].filter((k) => !english.has(k)).map((k) => `${k}: not in English`);
    expect([...missing, ...extra]).toEqual([]);
  });

  it.each(others)('%s writes every argument English does, and translates its words', (code, catalog) => {
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
      if (!SAME_AS_ENGLISH.has(`${code}:${key}`) && written === sample(text))
        problems.push(`${key}: untranslated`);
    }
    expect(problems).toEqual([]);
  });

  it('uses the words each tax law expects', () => {
    expect(INVOICE_CATALOGS.de.creditNote).toBe('Rechnungskorrektur');
    expect(sample(INVOICE_CATALOGS.de.reverseCharge)).toContain(
      'Steuerschuldnerschaft des Leistungsempfängers',
    );
    expect(sample(INVOICE_CATALOGS.fr.reverseCharge)).toContain('Autoliquidation');
    expect(sample(INVOICE_CATALOGS.es.reverseCharge)).toContain('Inversión del sujeto pasivo');
    expect(sample(INVOICE_CATALOGS.it.reverseCharge)).toContain('Inversione contabile');
    expect(sample(INVOICE_CATALOGS.pl.reverseCharge)).toContain('Odwrotne obciążenie');
    expect(Object.values(INVOICE_CATALOGS).map((c) => c.invoice)).toEqual([
      'Invoice',
      'Rechnung',
      'Facture',
      'Factura',
      'Fattura',
      'Faktura',
      'Fatura',
      'Счёт',
      'فاتورة',
    ]);
  });
});
