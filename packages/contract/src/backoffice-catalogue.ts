/**
 * The back-office's catalogue (issue 12, admin only): variants (added, disabled, imported and
 * exported as the CLI's CSV), the code price, token bundles and subscription bundles. Every change
 * is in the shop at once: the catalogue cache is dropped.
 */
import { z } from 'zod';
import { pageOf, pageQuery } from './api/common.js';
import { INT4_MAX, plainText, startsLikeFormula } from './fields.js';
import { DEFAULT_LOCALE, isLocale } from './locales.js';
import { messages } from './messages.js';

/** The largest catalogue CSV the page may send (the CLI has no limit). */
export const CATALOGUE_CSV_MAX = 1024 * 512;

const name = (max: number) =>
  plainText(
    z
      .string({ error: messages.required })
      .trim()
      .min(1, messages.required)
      .max(max, `At most ${max} characters.`),
  );

/** A money amount as the API writes it ("12.50"): at least 0.01, two decimals at most. */
export const priceField = z
  .string({ error: messages.required })
  .trim()
  .regex(/^\d{1,7}(\.\d{1,2})?$/, 'Enter an amount such as 12.50.')
  .refine((v) => Number(v) > 0, 'The price must be above zero.');

const discountField = z
  .number({ error: messages.notAnInteger })
  .int(messages.notAnInteger)
  .min(0, 'The discount is 0–100 %.')
  .max(100, 'The discount is 0–100 %.');

const count = (what: string, max: number) =>
  z
    .number({ error: messages.notAnInteger })
    .int(messages.notAnInteger)
    .min(1, `At least one ${what}.`)
    .max(max, `At most ${max} ${what}s.`);

export const idParams = z.object({ id: z.coerce.number().int().min(1).max(INT4_MAX) });

export const adminVariant = z.object({
  id: z.number().int(),
  comand: z.string(),
  map_region: z.string(),
  version: z.string(),
  /** A disabled variant is not offered in the shop; its past orders keep it. */
  active: z.boolean(),
});
export type AdminVariant = z.infer<typeof adminVariant>;

/** The variants list pages as the back-office's other lists: `page`, BACKOFFICE_PAGE_SIZE a page. */
export const adminVariantsQuery = pageQuery;
export const adminVariantsResponse = pageOf(adminVariant);

/** A catalogue value: it travels in the CSV export, so none a spreadsheet would run as a formula. */
const catalogueValue = (max: number) => name(max).refine((v) => !startsLikeFormula(v), messages.formulaCell);

export const adminVariantRequest = z.object({
  comand: catalogueValue(50),
  map_region: catalogueValue(100),
  version: catalogueValue(50),
});

export const adminVariantUpdateRequest = z.object({ active: z.boolean({ error: messages.required }) });

/** The catalogue as CSV (columns comand,map_region,version), all rows or none (as the CLI). */
export const adminCatalogueImportRequest = z.object({
  csv: z
    .string({ error: messages.required })
    .min(1, messages.required)
    .max(CATALOGUE_CSV_MAX, `At most ${CATALOGUE_CSV_MAX / 1024} kB.`),
});

export const adminCatalogueImportResponse = z.object({
  /** Variants the file added. */
  added: z.number().int(),
  /** Rows the catalogue already had. */
  unchanged: z.number().int(),
});

/** The active catalogue in the CSV the import reads back. */
export const adminCatalogueExportResponse = z.object({ filename: z.string(), csv: z.string() });

export const adminPriceResponse = z.object({
  /** The price of one navigation PIN bought by card ("12.50"). */
  code_price: z.string(),
  currency: z.string(),
});
export const adminPriceRequest = z.object({ code_price: priceField });

/**
 * A bundle's name per language other than English (decision 070), `{ "de": "Werkstattpaket" }`:
 * the shop's lists show it on that language's pages, `name` (the default) wherever none is given.
 * A blank name is none; a request's `names` replaces all of them.
 */
const bundleNamesField = z
  .record(
    z.string(),
    plainText(z.string({ error: 'A name is text.' }).trim().max(100, 'At most 100 characters.')),
  )
  .refine(
    (names) => Object.keys(names).every((code) => isLocale(code) && code !== DEFAULT_LOCALE),
    'Names are per language of the shop other than English (de, fr, es, it, pl, tr, ru, ar).',
  );
const bundleNames = z.record(z.string(), z.string());

export const adminTokenBundle = z.object({
  id: z.number().int(),
  name: z.string(),
  names: bundleNames,
  price: z.string(),
  discount_percent: z.number().int(),
  tokens: z.number().int(),
  /** Hidden bundles are not offered in the shop. */
  active: z.boolean(),
});
const tokenBundleFields = {
  name: name(100),
  price: priceField,
  discount_percent: discountField,
  tokens: count('token', 100_000),
  active: z.boolean(),
  names: bundleNamesField,
};
export const adminTokenBundleRequest = z.object({
  ...tokenBundleFields,
  discount_percent: tokenBundleFields.discount_percent.default(0),
  active: tokenBundleFields.active.default(true),
  names: tokenBundleFields.names.default({}),
});
/** Only the fields sent change (no defaults here: zod fills a default in even when optional). */
export const adminTokenBundleUpdateRequest = z.object(tokenBundleFields).partial();

export const adminSubscriptionBundle = z.object({
  id: z.number().int(),
  name: z.string(),
  names: bundleNames,
  price: z.string(),
  discount_percent: z.number().int(),
  duration_days: z.number().int(),
  active: z.boolean(),
});
const subscriptionBundleFields = {
  name: name(100),
  price: priceField,
  discount_percent: discountField,
  duration_days: count('day', 3660),
  active: z.boolean(),
  names: bundleNamesField,
};
export const adminSubscriptionBundleRequest = z.object({
  ...subscriptionBundleFields,
  discount_percent: subscriptionBundleFields.discount_percent.default(0),
  active: subscriptionBundleFields.active.default(true),
  names: subscriptionBundleFields.names.default({}),
});
/** Only the fields sent change (no defaults here: zod fills a default in even when optional). */
export const adminSubscriptionBundleUpdateRequest = z.object(subscriptionBundleFields).partial();

export const adminTokenBundlesResponse = z.object({ results: z.array(adminTokenBundle) });
export const adminSubscriptionBundlesResponse = z.object({ results: z.array(adminSubscriptionBundle) });
