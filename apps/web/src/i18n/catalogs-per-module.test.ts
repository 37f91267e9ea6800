import { afterEach, describe, expect, it } from 'vitest';
import { catalogsLoaded } from './catalogs';
import { activeLocale, setLanguage } from './translated';

/**
 * A language's texts come per text module (docs/decisions/064): the build adds to each English
 * text module a call that fetches, when the module runs, its catalog in the page's language only.
 * The help page's texts are loaded by no other test of this file, so they run here first.
 */
afterEach(() => {
  setLanguage('en');
});

describe("a text module's catalog", () => {
  it('arrives with the module, in the page language, before anything waits on it', async () => {
    setLanguage('de');
    const { helpTexts } = await import('@/features/help/texts');
    await catalogsLoaded();
    expect(activeLocale()).toBe('de');
    expect(helpTexts.title).toBe('Hilfe');
    expect(helpTexts.order.link).toBe('Navigationscodes');
  });

  it('is not fetched in English, whose texts are the source', async () => {
    const { converterTexts } = await import('@/features/converter/texts');
    await catalogsLoaded();
    expect(converterTexts.title).toBe('Upload your File');
    // The language chosen later has none of it: the module ran in English and asked for nothing.
    setLanguage('de');
    await catalogsLoaded();
    expect(converterTexts.title).toBe('Upload your File');
  });
});
