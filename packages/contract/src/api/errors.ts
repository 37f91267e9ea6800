/**
 * The one error shape of the API (docs/decisions/022). Every 4xx and 5xx JSON answer has a
 * human `detail` and a stable machine `code`; an answer about input adds the field map the
 * specification's client reads: `{"<field>": ["message", …]}`, `non_field_errors` for the request
 * as a whole. When there are field messages, `detail` is the first of them.
 */
import { z } from 'zod';

/** Every `code` an error answer may carry, and what it means. */
export const ERROR_CODES = {
  invalid: 'A field (or the request as a whole) breaks a rule; the field map says which and why.',
  malformed_json: 'The body is not valid JSON.',
  bad_address: 'The address could not be read (a malformed %-escape).',
  address_part_too_long: 'A part of the address is longer than the server reads.',
  unknown_variant: 'The head unit, map region and version are not in the catalogue (`map_region` names it).',
  invalid_vin: 'The VIN cannot be decoded; `problem` and `reason` say why.',
  not_authenticated: 'No access token was sent: send `Authorization: Bearer <access token>`.',
  token_not_valid:
    'The access (or refresh) token is expired, revoked or not ours: refresh it, or sign in again.',
  reauthentication_required:
    'The action needs a sign-in within the last 10 minutes: sign in again, then retry.',
  permission_denied: 'The signed-in user may not do this.',
  api_key_not_valid:
    'The API key is malformed, revoked or not ours: create a new one in the account settings.',
  api_key_not_allowed:
    'API keys may not call this (the account, its password and its keys): sign in with the password instead.',
  api_key_read_only: 'The API key is read-only: it may only GET.',
  test_mode_unavailable:
    'Test-mode keys (`nh_test_`) work on the sandbox only (orders, card payments, bundle purchases, bulk orders, webhooks): the business details and the tax quote need a live key.',
  idempotency_key_reused:
    'The Idempotency-Key was used within the last 24 hours with another request: use a new key for a new request.',
  idempotency_key_in_flight:
    'A request with this Idempotency-Key is still running: wait for its answer, then retry to read it.',
  idempotency_key_needs_account:
    'An Idempotency-Key is kept per account: sign in or send an API key, or leave the header out.',
  own_account:
    'Nobody acts on their own account or their own orders in the back-office (points, discount, role, fulfil, fail, refund): another staff member must.',
  needs_admin:
    "Beyond what a staff member may do alone (points per action or per day, a refund's amount): an admin must do it.",
  not_found: 'Nothing of that id, or it belongs to someone else.',
  no_entitlement: 'Neither a navigation point nor an active subscription to pay for a code.',
  conflict: 'The request conflicts with the current state (for example, the e-mail is already registered).',
  daily_limit: "The subscription's fair use of today is used up; try again tomorrow.",
  rate_limited: 'Too many requests: wait the seconds of `Retry-After`, then try again.',
  sign_in_locked:
    'Too many failed sign-ins for this account: wait `Retry-After` seconds, or reset the password.',
  google_not_configured: 'Google sign-in is not configured on this shop.',
  webhook_invalid: "A provider's event whose signature does not verify.",
  body_too_large: 'The body is larger than the server reads (1 MiB for JSON).',
  unsupported_media_type: 'The body has a content type this operation does not read.',
  no_file:
    'The upload holds no file in the field `vrx_file` (a bulk order: no CSV body and no field `file`).',
  bad_csv:
    "A bulk order's file is not a CSV, misses a column, has no rows, more than 1,000, or none that can be ordered; nothing was created.",
  bad_upload: 'The multipart upload could not be read (no boundary, a wrong one, or cut short).',
  conversion_failed: 'At least one file could not be converted; `vrx_file` and `files` say which and why.',
  file_too_large: 'A file is larger than the per-file limit.',
  too_many_files: 'More files than one request may hold.',
  request_too_large: 'The files together are larger than one request may hold.',
  upload_too_slow: 'The upload did not finish in time.',
  provider_failed: 'The card checkout could not be reached or refused; nothing was charged.',
  refund_failed: 'The payment provider did not take the refund; nothing was changed, try again.',
  internal_error: 'Something went wrong on the server; the request id (`x-request-id`) is in its log.',
  overloaded:
    'The server is too busy to take the request now: wait the seconds of `Retry-After`, then try again.',
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;
export const errorCodes = Object.keys(ERROR_CODES) as [ErrorCode, ...ErrorCode[]];

/** What each error status means wherever it is answered; an endpoint may say more. */
export const ERROR_STATUSES: Record<number, string> = {
  400: 'The request is not valid (code `invalid`, `malformed_json`, …): each wrong field is named with its messages.',
  401: 'Not signed in (code `not_authenticated`), or the access token is not valid (`token_not_valid`): refresh the token or sign in; an API key that is not valid (`api_key_not_valid`).',
  402: 'Nothing to pay with (code `no_entitlement`).',
  403: 'Not allowed (code `permission_denied`, `reauthentication_required`, or in the back-office `own_account` or `needs_admin`; for an API key `api_key_not_allowed`, `api_key_read_only` or `test_mode_unavailable`).',
  404: 'Not found (code `not_found`).',
  408: 'The upload took too long (code `upload_too_slow`).',
  409: 'Conflicts with the current state (code `conflict`), or a request with the same Idempotency-Key is still running (`idempotency_key_in_flight`).',
  422: 'The Idempotency-Key was used with another request (code `idempotency_key_reused`).',
  413: 'The body is too large (code `body_too_large`, or for uploads `file_too_large`, `too_many_files`, `request_too_large`).',
  415: 'The body has a content type this operation does not read (code `unsupported_media_type`).',
  429: 'Too many requests (code `rate_limited`, or `daily_limit`): try again after `Retry-After` seconds.',
  500: 'A fault of the server (code `internal_error`).',
  502: 'The card checkout could not be reached (code `provider_failed`).',
  503: 'The server is too busy now (code `overloaded`): try again after `Retry-After` seconds.',
};

/** Field messages: the wrong field's name and its messages. */
const fieldMessages = z.array(z.string());

export const apiError = z
  .object({
    detail: z
      .string()
      .meta({ description: 'What went wrong, for a person; with field messages, the first of them.' }),
    code: z.enum(errorCodes).meta({ description: 'What went wrong, for a program: stable, see the guide.' }),
    non_field_errors: fieldMessages
      .optional()
      .meta({ description: 'Messages about the request as a whole (for example, wrong credentials).' }),
  })
  .catchall(fieldMessages)
  .meta({
    id: 'ApiError',
    description:
      'Every error answer: `detail` and `code`, plus `{"<field>": ["message", …]}` for each wrong field.',
    example: {
      detail: 'The length of VIN must be 17 characters.',
      code: 'invalid',
      vin: ['The length of VIN must be 17 characters.'],
    },
  });

export type ApiErrorBody = z.infer<typeof apiError>;
