import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

// WCAG 2.1 A and AA, as axe-core checks them in Chromium: names, roles, labels, landmarks,
// contrast, focusable content inside dialogs and menus.
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Fails with each rule broken and its elements (readable when it fails); `only` limits the check to a selector. */
export async function expectNoViolations(page: Page, only?: string) {
  const builder = new AxeBuilder({ page }).withTags(WCAG);
  if (only) builder.include(only);
  const { violations } = await builder.analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
