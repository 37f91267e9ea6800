import { messages } from '@navihub/contract/messages';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inLanguage, serverTextsKnown } from './translated';

// A production build of a language other than English (decision 064, one build per language): the
// contract's messages are the language's, and the English ones, which the server's error bodies
// are written in, arrive with the first error (lib/http.ts awaits this before it throws). Here the
// build's loader of them is passed in; the unit tests' build has none.
const english = messages.badCredentials;
const german = 'Mit diesen Zugangsdaten ist keine Anmeldung möglich.';
const original = { ...messages };

afterEach(() => {
  Object.assign(messages, original);
});

describe("the server's English texts in a language's build", () => {
  it('are fetched once, then said in the language; a failed fetch is tried again with the next error', async () => {
    // As the German build holds them.
    Object.assign(messages, { badCredentials: german });
    const load = vi.fn();
    load.mockRejectedValueOnce(new Error('offline'));
    load.mockResolvedValue({ messages: { badCredentials: english } });
    // Not fetched: the text stays as the server wrote it.
    await serverTextsKnown(load);
    expect(inLanguage(english)).toBe(english);

    await serverTextsKnown(load);
    expect(inLanguage(english)).toBe(german);
    await serverTextsKnown(load);
    expect(load).toHaveBeenCalledTimes(2);
    expect(inLanguage('A text the shop never wrote')).toBe('A text the shop never wrote');
  });

  it('needs nothing where there is no such loader (the dev server, the unit tests, English)', async () => {
    await expect(serverTextsKnown(undefined)).resolves.toBeUndefined();
  });
});
