/** Every customer e-mail's texts by language (decision 068): English is the source, en.ts. */
import { ar } from './ar.js';
import { de } from './de.js';
import { en, type MailTexts } from './en.js';
import { es } from './es.js';
import { fr } from './fr.js';
import { it } from './it.js';
import type { MailLanguage } from './languages.js';
import { pl } from './pl.js';
import { ru } from './ru.js';
import { tr } from './tr.js';

/** Keyed by every language of WRITTEN_LOCALES (LOCALES ∪ PLANNED_LOCALES): the compiler names one left out. */
export const MAIL_CATALOGS: Record<MailLanguage, MailTexts> = { en, de, fr, es, it, pl, tr, ru, ar };

export const mailTextsOf = (language: MailLanguage): MailTexts => MAIL_CATALOGS[language];

export type { MailTexts };
export * from './languages.js';
