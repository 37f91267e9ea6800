import { describe, expect, it } from 'vitest';
import type { LegalBlock } from '../texts/document';
import { imprintTexts } from '../texts/imprint';
import { privacyTexts } from '../texts/privacy';
import { termsTexts } from '../texts/terms';
import { withdrawalTexts } from '../texts/withdrawal';

/**
 * Every language's legal templates (issue 32) keep the English outline: the same blocks, the same
 * list lengths and the same `{placeholders}`, so the seller's details land in each of them.
 * Covers each language that has its template files beside the English ones (the catalog parity
 * test says which languages must have them).
 */
const catalogs = import.meta.glob<Record<string, Record<string, unknown>>>(
  ['../texts/{terms,withdrawal,imprint,privacy}.*.ts'],
  { eager: true },
);

const outline = (template: readonly LegalBlock[]) =>
  template.map((b) => {
    const texts = b.kind === 'list' ? b.items : [b.text];
    return `${b.kind}${b.kind === 'list' ? `×${b.items.length}` : ''} ${texts
      .flatMap((t) => t.match(/\{\w+\}/g) ?? [])
      .sort()
      .join(',')}`;
  });

const retention = { mail_days: 21, ip_days: 90, unconfirmed_account_days: 30 };
const english: Record<string, () => readonly LegalBlock[]> = {
  terms: () => termsTexts.template,
  withdrawal: () => withdrawalTexts.template,
  imprint: () => imprintTexts.template,
  privacy: () => privacyTexts.template(privacyTexts.retention(retention)),
};

const files = Object.entries(catalogs).flatMap(([file, module]) => {
  const [, page, code] = /\/(\w+)\.(\w+)\.ts$/.exec(file)!;
  const texts = module[`${page}Texts`] as
    { template?: unknown; retention?: (r: typeof retention) => string[] } | undefined;
  return texts ? [{ page: page!, code: code!, texts }] : [];
});

describe('the legal templates in every language (issue 32)', () => {
  it('cover pl, tr and ru', () => {
    for (const code of ['pl', 'tr', 'ru'])
      expect(
        files
          .filter((f) => f.code === code)
          .map((f) => f.page)
          .sort(),
      ).toEqual(['imprint', 'privacy', 'terms', 'withdrawal']);
  });

  it.each(files.map((f) => [`${f.page}.${f.code}`, f] as const))(
    '%s has the outline of the English one: the same blocks and placeholders',
    (_, { page, texts }) => {
      const template =
        page === 'privacy'
          ? (texts.template as (items: string[]) => LegalBlock[])(texts.retention!(retention))
          : (texts.template as LegalBlock[]);
      expect(outline(template)).toEqual(outline(english[page]!()));
    },
  );
});
