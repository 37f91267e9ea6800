import { messages } from '@navihub/contract/messages';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inLanguage, serverTextsKnown } from './translated';

// A production build of a language other than English (decision 064, one build per language): the
// contract's messages are the language's, and the English ones, which the server's error bodies
// are written in, arrive with the first error (lib/http.ts awaits this before it throws). Here the
// build's loader of them is passed in; the unit tests' build has none.
const english = messages.badCredentials;
const german = 'Mit diesen Zugangsdaten ist keine Anmeldung möglich.';
// A message only the server's answers carry: the build leaves it out of the shell, and its
// language's text arrives with the English ones (i18n/server-only-messages.ts).
const taken = messages.emailTaken;
const germanTaken = 'Mit dieser E-Mail-Adresse ist bereits ein Konto registriert.';
const original = { ...messages };

afterEach(() => {
  Object.assign(messages, original);
});

describe("the server's English texts in a language's build", () => {
  it('are fetched once, then said in the language; a failed fetch is tried again with the next error', async () => {
    // As the German build holds them.
    Object.assign(messages, { badCredentials: german });
    Reflect.deleteProperty(messages, 'emailTaken');
    const load = vi.fn();
    load.mockRejectedValueOnce(new Error('offline'));
    load.mockResolvedValue({
      messages: { badCredentials: english, emailTaken: taken },
      language: { emailTaken: germanTaken },
    });
    // Not fetched: the text stays as the server wrote it.
    await serverTextsKnown(load);
    expect(inLanguage(english)).toBe(english);
    expect(inLanguage(taken)).toBe(taken);

    await serverTextsKnown(load);
    expect(inLanguage(english)).toBe(german);
    expect(inLanguage(taken)).toBe(germanTaken);
    await serverTextsKnown(load);
    expect(load).toHaveBeenCalledTimes(2);
    expect(inLanguage('A text the shop never wrote')).toBe('A text the shop never wrote');
  });

  it('needs nothing where there is no such loader (the dev server, the unit tests, English)', async () => {
    await expect(serverTextsKnown(undefined)).resolves.toBeUndefined();
  });
});
