/** Builds every error answer's body in the one shape of the contract (api/errors.ts). */
import type { ApiErrorBody, ErrorCode } from '@navihub/contract/api/errors';
import { messages } from '@navihub/contract/messages';

/**
 * The one error shape (contract api/errors.ts): the field map first, then `detail` (with field
 * messages, the first of them, so a client that reads `detail` shows the same text) and `code`.
 */
export function errorBody(
  code: ErrorCode,
  detail: string | undefined,
  fields: Record<string, string[]> = {},
): ApiErrorBody {
  const first = Object.values(fields).find((list) => list.length > 0)?.[0];
  return { ...fields, detail: detail ?? first ?? messages.required, code } as ApiErrorBody;
}
