import { backofficeLayout, backofficePages } from '@navihub/contract/pages/backoffice';
import type { LayoutEntry, PageEntry } from '@navihub/contract/pages/page';
import { shopLayouts, shopPages } from '@navihub/contract/pages/shop';
import { describe, expect, it } from 'vitest';

const sources = import.meta.glob<Record<string, unknown>>(['/src/**/*.tsx', '!**/*.test.tsx']);
const entries: (PageEntry | LayoutEntry)[] = [
  ...Object.values(shopPages),
  ...Object.values(shopLayouts),
  ...Object.values(backofficePages),
  backofficeLayout,
];

describe('the page manifest (packages/contract/src/pages)', () => {
  it.each(entries.map((entry) => [entry.path, entry] as const))(
    '%s: its module exports its component',
    async (_, { module, component }) => {
      const load = sources[`/src/${module}.tsx`];
      expect(load, module).toBeDefined();
      expect(typeof (await load!())[component]).toBe('function');
    },
  );

  it('keeps every page file in a feature, or in app/pages when it composes features', () => {
    const pages: PageEntry[] = [...Object.values(shopPages), ...Object.values(backofficePages)];
    for (const { module } of pages)
      expect(module).toMatch(/^(features\/[a-z-]+\/pages|app\/pages)\/[a-z-]+$/);
  });

  it('gives each path one page', () => {
    const paths = Object.values(shopPages).map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
    const admin = Object.values(backofficePages).map((page) => page.path);
    expect(new Set(admin).size).toBe(admin.length);
  });
});
