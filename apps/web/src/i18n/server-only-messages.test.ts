import { messages } from '@navihub/contract/messages';
import { describe, expect, it } from 'vitest';
import { serverOnlyMessages } from './server-only-messages';

/**
 * The production build leaves these messages out of every page's shell (docs/decisions/064,
 * "Still above the caps"): a page that read one of them would show nothing in its place. The web's
 * and the contract's modules (the contract's schemas run in the web too) are read as text here.
 */
const sources = {
  ...import.meta.glob<string>(
    ['/src/**/*.{ts,tsx}', '!/src/**/*.test.{ts,tsx}', '!/src/i18n/messages.*.ts'],
    {
      query: '?raw',
      import: 'default',
      eager: true,
    },
  ),
  ...import.meta.glob<string>(
    ['../../../../packages/contract/src/**/*.ts', '!../../../../packages/contract/src/**/*.test.ts'],
    { query: '?raw', import: 'default', eager: true },
  ),
};

/** Where a module reads `key` of the messages: `messages.key`, `messages?.key`, `messages['key']`. */
const readsOf = (key: string) =>
  Object.entries(sources).flatMap(([file, text]) =>
    new RegExp(String.raw`\bmessages(\?\.|\.|\[['"])${key}\b`).test(text) ? [file] : [],
  );

describe("the messages only the server's answers carry", () => {
  it('are read from the web and the contract alike', () => {
    expect(Object.keys(sources)).toEqual(
      expect.arrayContaining(['/src/lib/http.ts', '../../../../packages/contract/src/fields.ts']),
    );
    // Found where a module reads one: the form rules read this one.
    expect(readsOf('required').length).toBeGreaterThan(0);
  });

  it('are messages of the contract, each once', () => {
    expect(new Set(serverOnlyMessages).size).toBe(serverOnlyMessages.length);
    for (const key of serverOnlyMessages) expect(messages).toHaveProperty(key);
  });

  for (const key of serverOnlyMessages)
    it(`${key} is read by no module of the web or the contract`, () => {
      expect(readsOf(key)).toEqual([]);
    });
});
