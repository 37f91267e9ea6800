/**
 * The request field `language`: a language of the shop's e-mails (decision 068), any code of
 * WRITTEN_LOCALES (`de`, `ar`), as the page's address writes it.
 */
import { z } from 'zod';
import { WRITTEN_LOCALES } from './locales.js';

/** Every language the shop speaks or plans to: its mails are written in all of them. */
export const MAIL_LANGUAGE_CODES = WRITTEN_LOCALES.map((l) => l.code) as [string, ...string[]];

export const unknownLanguageMessage = `Choose one of the shop's languages: ${MAIL_LANGUAGE_CODES.join(', ')}.`;

export const languageField = z.enum(MAIL_LANGUAGE_CODES, { error: unknownLanguageMessage }).meta({
  description: "A language code of the shop's (`en`, `de`, `ar`, …): its e-mails are written in it.",
});

/** The account's language: what the header's language selector sets while signed in. */
export const accountLanguage = z.object({ language: languageField });
export type AccountLanguage = z.infer<typeof accountLanguage>;
