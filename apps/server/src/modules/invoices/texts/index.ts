/** The words of invoice PDFs by language (issue 33, decision 071): English is the source, en.ts. */
import type { MailLanguage } from '../../mail/index.js';
import { ar } from './ar.js';
import { de } from './de.js';
import { en, type InvoiceTexts } from './en.js';
import { es } from './es.js';
import { fr } from './fr.js';
import { it } from './it.js';
import { pl } from './pl.js';
import { ru } from './ru.js';
import { tr } from './tr.js';

/** Keyed by every mail language (an invoice goes with a mail): the compiler names one left out. */
export const INVOICE_CATALOGS: Record<MailLanguage, InvoiceTexts> = { en, de, fr, es, it, pl, tr, ru, ar };

export const invoiceTextsOf = (language: MailLanguage): InvoiceTexts => INVOICE_CATALOGS[language];

export type { InvoiceTexts };
