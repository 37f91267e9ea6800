import { LOCALES } from '@navihub/contract/locales';
import { describe, expect, it } from 'vitest';
import type { LegalBlock } from './document';
import { imprintTexts } from './imprint';
import { privacyTexts } from './privacy';
import { termsTexts } from './terms';
import { withdrawalTexts } from './withdrawal';

/**
 * Every language's legal templates keep the English outline (issue 32): the same blocks, the same
 * list lengths and the same `{placeholders}`, so no seller detail goes missing in a translation.
 * A language without a template file is the parity test's finding (i18n/catalogs.test.ts).
 */
const catalogs = import.meta.glob<Record<string, unknown>>(
  ['./{terms,withdrawal,imprint,privacy,document}.*.ts', '!./*.test.ts'],
  { eager: true },
);

/**
 * A template's outline: each block's kind, a list's length, and the placeholders it names (each
 * once: a language's notice names `{page}` twice, its own file and the English one).
 */
const outline = (template: readonly LegalBlock[]) =>
  template.map((b) => {
    const texts = b.kind === 'list' ? b.items : [b.text];
    return `${b.kind}${b.kind === 'list' ? `×${b.items.length}` : ''} ${[
      ...new Set(texts.flatMap((t) => t.match(/\{\w+\}/g) ?? [])),
    ]
      .sort()
      .join(',')}`;
  });

/** The settings' retention periods, each reported or not: a language lists as many lines as English. */
const retentions = [
  { mail_days: 21, ip_days: 90, unconfirmed_account_days: 30 },
  { mail_days: 21, ip_days: 90, unconfirmed_account_days: null },
  { mail_days: 21, ip_days: null, unconfirmed_account_days: null },
];

describe('the legal templates of each language', () => {
  it('finds the template files', () => {
    expect(Object.keys(catalogs)).toContain('./terms.de.ts');
  });

  for (const { code } of LOCALES.filter((l) => l.code !== 'en')) {
    const texts = (page: string, name: string) =>
      catalogs[`./${page}.${code}.ts`]?.[name] as Record<string, unknown> | undefined;

    it(`${code}: have the English outline, blocks and placeholders alike`, () => {
      const fixed = [
        ['terms', 'termsTexts', termsTexts.template],
        ['withdrawal', 'withdrawalTexts', withdrawalTexts.template],
        ['imprint', 'imprintTexts', imprintTexts.template],
      ] as const;
      for (const [page, name, english] of fixed) {
        const mine = texts(page, name)?.template as LegalBlock[] | undefined;
        if (mine) expect(outline(mine), `${page}.${code}.ts`).toEqual(outline(english));
      }
      const privacy = texts('privacy', 'privacyTexts') as typeof privacyTexts | undefined;
      if (privacy) {
        for (const retention of retentions) {
          expect(privacy.retention(retention)).toHaveLength(privacyTexts.retention(retention).length);
        }
        expect(
          privacy.retention({ mail_days: 21, ip_days: null, unconfirmed_account_days: null }),
        ).toHaveLength(2 + 1);
        expect(outline(privacy.template(['a', 'b']))).toEqual(outline(privacyTexts.template(['a', 'b'])));
      }
    });

    it(`${code}: keep the notice that the operator must replace them`, () => {
      const notice = (catalogs[`./document.${code}.ts`] ?? {}) as Record<string, { text: string }>;
      for (const page of ['terms', 'withdrawal', 'imprint'] as const) {
        const template = texts(page, `${page}Texts`)?.template as LegalBlock[] | undefined;
        if (!template) continue;
        expect(template[0], `${page}.${code}.ts`).toEqual({
          kind: 'notice',
          text: notice.legalTemplateNotice?.text,
        });
        // It names the language's own file, and the English one shown without it (decision 070).
        const text = template[0]?.kind === 'notice' ? template[0].text : '';
        expect(text).toContain(`LEGAL_DIR/${code}/{page}.md`);
        expect(text).toContain('LEGAL_DIR/{page}.md');
      }
    });
  }
});
