import { describe, expect, it } from 'vitest';

/**
 * Right to left (docs/decisions/063): the stylesheets write sides as start and end, as the ESLint
 * rule navihub/logical-direction holds the scripts' classes to (ESLint reads no CSS here).
 */
const stylesheets = import.meta.glob<string>('/src/**/*.css', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** A physical side in CSS: a left/right property or value, or an @apply of a physical utility. */
const PHYSICAL =
  /\b(margin|padding|border|scroll-margin|scroll-padding)-(left|right)\b|(^|[\s;{])(left|right)\s*:|\b(text-align|float|clear)\s*:\s*(left|right)\b|\bborder-(top|bottom)-(left|right)-radius\b|@apply[^;]*\s-?(m[lr]|p[lr]|left|right|text-left|text-right|rounded-[lr]|border-[lr])(-|\s|;)/m;

describe('the stylesheets', () => {
  it('are found', () => {
    expect(Object.keys(stylesheets)).toContain('/src/index.css');
  });

  for (const [file, css] of Object.entries(stylesheets)) {
    it(`${file} writes no physical side`, () => {
      const lines = css.split('\n').filter((line) => PHYSICAL.test(line));
      expect(lines).toEqual([]);
    });
  }

  it('tells a physical side from a logical one', () => {
    for (const line of [
      '  margin-left: 1rem;',
      'a { right: 0 }',
      '  text-align: right;',
      // eslint-disable-next-line navihub/logical-direction -- the physical class this test must catch
      '@apply pl-4 text-sm;',
    ])
      expect(PHYSICAL.test(line), line).toBe(true);
    for (const line of [
      '  margin-inline-start: 1rem;',
      '  inset-inline-end: 0;',
      '  text-align: start;',
      '@apply ps-4;',
    ])
      expect(PHYSICAL.test(line), line).toBe(false);
  });
});
