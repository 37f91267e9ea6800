/**
 * Field rules every schema shares, so that hostile input is a 400 with a field message and never
 * reaches the database: PostgreSQL refuses NUL in text and numbers beyond its int4 ids.
 */
import { z } from 'zod';
import { messages } from './messages.js';

/** The largest id an int4 (serial) column holds. */
export const INT4_MAX = 2_147_483_647;

/** C0 controls and DEL; a single-line field allows none of them. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/;
/** A multi-line field allows tab, line feed and carriage return. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_MULTI_LINE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export const hasControlCharacters = (value: string, multiLine = false): boolean =>
  (multiLine ? CONTROL_MULTI_LINE : CONTROL).test(value);

/**
 * How a cell starts that a spreadsheet runs as a formula (OWASP "CSV injection"): =, +, -, @, or a
 * tab or carriage return (before one). The catalogue refuses such values and its CSV export puts a
 * single quote before any it still has.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export const startsLikeFormula = (value: string): boolean => FORMULA_START.test(value);

/** `schema` with the rule that its text holds no control characters. */
export function plainText<T extends z.ZodType<string | null | undefined>>(schema: T, multiLine = false): T {
  return schema.refine((v) => typeof v !== 'string' || !hasControlCharacters(v, multiLine), {
    message: messages.controlCharacters,
  }) as T;
}

/**
 * The `error` of a field's type check: `required` when the field is missing (or null), a type
 * message when it is there with the wrong type (`"email": 123` is not a missing e-mail).
 */
export const requiredOrWrongType =
  (required: string = messages.required) =>
  (issue: { code?: string; input?: unknown; expected?: string }): string => {
    if (issue.input === undefined || issue.input === null) return required;
    if (issue.expected === 'number' || issue.expected === 'int') return messages.notAnInteger;
    if (issue.expected === 'string') return messages.notAString;
    return messages.wrongType;
  };

/** A line of text: at most `max` characters, no control characters. */
export const text = (max: number, error: string = messages.required) =>
  z
    .string({ error: requiredOrWrongType(error) })
    .max(max)
    .refine((v) => !hasControlCharacters(v), messages.controlCharacters);

/** A record id as a client may send it (number or digits): a whole number from 1 to INT4_MAX. */
export const recordId = (error: string = messages.invalidId) =>
  z.coerce.number({ error }).int(error).min(1, error).max(INT4_MAX, error);

/** A record id kept as text (a reset link's uid): digits only, from 1 to INT4_MAX. */
export const idText = (error: string = messages.invalidId) =>
  z.string({ error }).refine((v) => /^\d{1,10}$/.test(v) && Number(v) >= 1 && Number(v) <= INT4_MAX, error);
