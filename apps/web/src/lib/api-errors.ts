import { inLanguage } from '@/i18n/translated';
import { ApiError, isRecord } from './http';

/** First message of a field in a `{"field": ["message", …]}` error body. */
export function firstFieldError(error: unknown, field: string): string | undefined {
  if (!(error instanceof ApiError) || !isRecord(error.body)) return undefined;
  const value = error.body[field];
  if (Array.isArray(value)) {
    const first: unknown = value[0];
    return typeof first === 'string' && first ? inLanguage(first) : undefined;
  }
  return typeof value === 'string' && value ? inLanguage(value) : undefined;
}

/** Whether the error body names wrong fields (then its `detail` only repeats one of them). */
function hasFieldMessages(error: unknown): boolean {
  if (!(error instanceof ApiError) || !isRecord(error.body)) return false;
  return Object.values(error.body).some((value) => Array.isArray(value));
}

/**
 * First message among the given fields, in order. `detail` counts only when no field is named:
 * with field messages it repeats the first the server reported (decision 022), and the fields'
 * own order here decides which one the customer reads.
 */
export function firstErrorOf(error: unknown, fields: readonly string[]): string | undefined {
  const skipDetail = hasFieldMessages(error);
  for (const field of fields) {
    if (field === 'detail' && skipDetail) continue;
    const message = firstFieldError(error, field);
    if (message) return message;
  }
  return undefined;
}

/**
 * Every message of an error body joined into one line. The machine `code` is no message, and
 * `detail` repeats the first field message when there are field messages (decision 022).
 */
export function joinedErrorValues(error: unknown): string {
  if (!(error instanceof ApiError) || !isRecord(error.body)) return '';
  const { code: _code, detail, ...fields } = error.body;
  const hasFields = Object.values(fields).some((value) => Array.isArray(value));
  return Object.values(hasFields ? fields : { detail, ...fields })
    .flatMap((value) => (Array.isArray(value) ? value : [value]))
    .filter((value): value is string => typeof value === 'string' && value.length > 0)
    .map(inLanguage)
    .join(' ');
}
