/**
 * The shop's legal pages (issue 32, decision 056): who the seller is, how long personal data is
 * kept, and the operator's own texts where they replaced the shop's templates.
 */
import { z } from 'zod';

export const sellerDetails = z.object({
  name: z.string(),
  /** The address's lines (SELLER_ADDRESS split at `;` and new lines). */
  address: z.array(z.string()),
  email: z.string(),
  /** Empty when the operator has none. */
  vat_id: z.string(),
  register: z.string(),
  /** ISO 3166 alpha-2; `XX` until the operator sets it. */
  country: z.string(),
});
export type SellerDetails = z.infer<typeof sellerDetails>;

/** The legal pages, each of which an operator may replace with a text file of their own. */
export const LEGAL_PAGES = ['terms', 'withdrawal', 'privacy', 'imprint'] as const;
export type LegalPage = (typeof LEGAL_PAGES)[number];

export const legalResponse = z.object({
  seller: sellerDetails,
  /**
   * Days personal data is kept (the privacy notice states them); a period the server does not
   * know (a setting this version does not have) is null.
   */
  retention: z.object({
    mail_days: z.number().int(),
    ip_days: z.number().int().nullable(),
    unconfirmed_account_days: z.number().int().nullable(),
  }),
  /**
   * The operator's own text of a page in the language asked (`?lang=`; decision 070):
   * LEGAL_DIR/<lang>/<page>.md, else the English LEGAL_DIR/<page>.md; as plain structured text:
   * `# ` and `## ` start headings, `- ` list items, blank lines separate paragraphs. Null: the
   * template.
   */
  texts: z.object({
    terms: z.string().nullable(),
    withdrawal: z.string().nullable(),
    privacy: z.string().nullable(),
    imprint: z.string().nullable(),
  }),
  /**
   * The language each of `texts` is written in (`en` for the fallback); null where `texts` is.
   * Absent from servers before decision 070, whose texts are English.
   */
  text_languages: z
    .object({
      terms: z.string().nullable(),
      withdrawal: z.string().nullable(),
      privacy: z.string().nullable(),
      imprint: z.string().nullable(),
    })
    .optional(),
});
export type LegalInfo = z.infer<typeof legalResponse>;
