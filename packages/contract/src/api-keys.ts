/**
 * API keys (issue 34, docs/decisions/053): what a customer sends to create one, the key shown once,
 * and the list. Resellers' own systems send `Authorization: Bearer nh_live_…` instead of an access
 * token on the calls that accept keys.
 */
import { z } from 'zod';

export const API_KEY_MODES = ['live', 'test'] as const;
export const apiKeyMode = z.enum(API_KEY_MODES);
export type ApiKeyMode = z.infer<typeof apiKeyMode>;

/** Every key starts with this and its mode (`nh_live_`, `nh_test_`). */
export const API_KEY_PREFIX = 'nh_';
/** How long an Idempotency-Key may be (Stripe's limit too). */
export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;

export const createApiKeyRequest = z.object({
  name: z.string().trim().min(1, 'Give the key a name.').max(100, 'At most 100 characters.'),
  mode: apiKeyMode.default('live'),
  /** A read-only key may only GET (the catalogue, history, bundle purchases). */
  read_only: z.boolean().default(false),
});
export type CreateApiKeyRequest = z.input<typeof createApiKeyRequest>;

export const apiKeySummary = z.object({
  id: z.number().int(),
  name: z.string(),
  mode: apiKeyMode,
  read_only: z.boolean(),
  /** The key's last four characters, to tell keys apart; the key itself is never shown again. */
  last_four: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
});
export type ApiKeySummary = z.infer<typeof apiKeySummary>;

/** The answer to creating a key: the only time the whole key is shown. */
export const createdApiKey = apiKeySummary.extend({
  key: z.string().meta({ description: 'The whole key (`nh_live_…`): shown this once, stored only hashed.' }),
});
export type CreatedApiKey = z.infer<typeof createdApiKey>;

export const apiKeyList = z.object({ results: z.array(apiKeySummary) });
export type ApiKeyList = z.infer<typeof apiKeyList>;

/** The header an order- or payment-creating POST reads (docs/decisions/053). */
export const idempotencyHeaders = z.looseObject({
  'idempotency-key': z
    .string()
    .min(1, 'Idempotency-Key may not be empty.')
    .max(IDEMPOTENCY_KEY_MAX_LENGTH, `Idempotency-Key is at most ${IDEMPOTENCY_KEY_MAX_LENGTH} characters.`)
    .optional()
    .meta({
      description:
        'A key of your choice (a UUID) that makes a retry safe: the same key and body within 24 hours answer the first answer again and create nothing.',
      example: '5f0c6f5e-8a53-4c0e-9d8b-3c2a1e7f9b10',
    }),
});
