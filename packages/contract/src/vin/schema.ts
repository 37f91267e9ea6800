/**
 * zod schema of decodeVin's result, so the server can validate what it returns and the web app what it
 * receives. The TypeScript types of the decoder are inferred from here.
 */

import { z } from 'zod';
import { COMAND_ORDER } from '../rules.js';
import { VIN_LAYOUTS } from './layout.js';
import { VIN_PROBLEMS } from './normalise.js';
import { VIN_REGIONS } from './regions.js';

export const STEERING_VALUES = ['left-hand drive', 'right-hand drive'] as const;

const headUnitSchema = z.enum(COMAND_ORDER);

/**
 * What a Code/Description row describes, so that a page can write the row in its own language from
 * the structured fields (decision 070); the description stays English for API clients.
 */
export const VIN_FIELD_KINDS = [
  'wmi',
  'series',
  'descriptor',
  'model',
  'steering',
  'plant',
  'modelYear',
  'checkDigit',
  'serial',
] as const;

const vinFieldSchema = z.object({
  code: z.string(),
  description: z.string(),
  kind: z.enum(VIN_FIELD_KINDS),
});

export const vinDecodeSuccessSchema = z.object({
  ok: z.literal(true),
  vin: z.string().length(17),
  wmi: z.string().length(3),
  /** null: WMI not in our table (unknown, not guessed). */
  maker: z.string().nullable(),
  country: z.string().nullable(),
  /** `country`'s ISO 3166 alpha-2 code; null when there is no country or we do not list its code. */
  countryCode: z.string().length(2).nullable(),
  region: z.enum(VIN_REGIONS).nullable(),
  layout: z.enum(VIN_LAYOUTS),
  /** Why this layout was chosen (layout.ts). */
  layoutReason: z.string(),
  isMercedes: z.boolean(),
  series: z.object({ code: z.string(), name: z.string() }).nullable(),
  /** Rest-of-world Mercedes-Benz: positions 4–9; North-American Mercedes-Benz: positions 4–8. */
  modelCode: z.string().nullable(),
  steering: z.enum(STEERING_VALUES).nullable(),
  plantCode: z.string().length(1),
  plant: z.string().nullable(),
  /** North-American layout only. */
  modelYear: z.number().int().nullable(),
  /** North-American layout only; null means "not a check digit, not checked". */
  checkDigit: z.object({ expected: z.string(), actual: z.string(), valid: z.boolean() }).nullable(),
  serial: z.string().length(6),
  /** Head-unit generations the series could carry (empty when unknown or none). */
  headUnits: z.array(headUnitSchema),
  /** Code/Description rows for a table. */
  fields: z.array(vinFieldSchema),
  /** False when the VIN is well-formed but wrong (North-American check digit mismatch). */
  valid: z.boolean(),
  errors: z.array(z.string()),
});

export const vinDecodeFailureSchema = z.object({
  ok: z.literal(false),
  problem: z.enum(VIN_PROBLEMS),
  reason: z.string(),
});

export const vinDecodeResultSchema = z.discriminatedUnion('ok', [
  vinDecodeSuccessSchema,
  vinDecodeFailureSchema,
]);

export type VinField = z.infer<typeof vinFieldSchema>;
export type VinDecodeSuccess = z.infer<typeof vinDecodeSuccessSchema>;
export type VinDecodeResult = z.infer<typeof vinDecodeResultSchema>;
