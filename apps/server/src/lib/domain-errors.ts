/**
 * What a service refuses, in the shop's words. Services throw these and know nothing of HTTP; the
 * error handler (plugins/error-handler.ts) turns each kind into a status and the JSON body clients
 * read. The list of kinds is fixed: a new refusal picks one, or adds one here and its status there.
 */
import type { ErrorCode } from '@navihub/contract/api/errors';
import { messages } from '@navihub/contract/messages';

export const DOMAIN_ERROR_KINDS = [
  /** Input that breaks a rule; with a field, the answer names that field. */
  'invalid',
  /** The head unit, map region and version are not in the catalogue. */
  'unknown-variant',
  'not-authenticated',
  /** An access token that does not (or no longer) open a session, or names a vanished user. */
  'token-not-valid',
  /** The action needs a sign-in within the last minutes. */
  'reauthentication-required',
  'forbidden',
  /** Missing, or someone else's (answered alike). */
  'not-found',
  /** Neither a point nor an active subscription to pay for a code. */
  'no-entitlement',
  'conflict',
  /** The subscription's fair use of today is used up. */
  'daily-limit',
  /** Too many attempts; `retryAfterSeconds` says when to try again. */
  'rate-limited',
  /** An outside provider (the card checkout) could not be reached or refused. */
  'provider-failed',
] as const;

export type DomainErrorKind = (typeof DOMAIN_ERROR_KINDS)[number];

/** Stable machine codes, one per kind unless the thrower names a finer one. */
const DEFAULT_CODES: Record<DomainErrorKind, ErrorCode> = {
  invalid: 'invalid',
  'unknown-variant': 'unknown_variant',
  'not-authenticated': 'not_authenticated',
  'token-not-valid': 'token_not_valid',
  'reauthentication-required': 'reauthentication_required',
  forbidden: 'permission_denied',
  'not-found': 'not_found',
  'no-entitlement': 'no_entitlement',
  conflict: 'conflict',
  'daily-limit': 'daily_limit',
  'rate-limited': 'rate_limited',
  'provider-failed': 'provider_failed',
};

export class DomainError extends Error {
  /** Stable machine code: the `code` of the answer (contract api/errors.ts lists them). */
  readonly code: ErrorCode;
  /** The input field the message is about, if one. */
  readonly field: string | undefined;
  readonly retryAfterSeconds: number | undefined;
  /** Every message about the field when there are several (the first is `message`). */
  readonly fieldMessages: string[] | undefined;

  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    opts: { field?: string; code?: ErrorCode; retryAfterSeconds?: number; fieldMessages?: string[] } = {},
  ) {
    super(message);
    this.name = 'DomainError';
    this.code = opts.code ?? DEFAULT_CODES[kind];
    this.field = opts.field;
    this.retryAfterSeconds = opts.retryAfterSeconds;
    this.fieldMessages = opts.fieldMessages;
  }
}

/** A rule broken by one field's value: answered `{"field": ["message"]}`. */
export const invalidField = (field: string, message: string) =>
  new DomainError('invalid', message, { field });
/** Several rules broken by one field's value (a CSV's lines): `{"field": ["message", …]}`. */
export const invalidFieldMessages = (field: string, all: [string, ...string[]]) =>
  new DomainError('invalid', all[0], { field, fieldMessages: all });
export const unknownVariant = () =>
  new DomainError('unknown-variant', messages.unknownVariant, { field: 'map_region' });
export const notAuthenticated = () => new DomainError('not-authenticated', messages.notAuthenticated);
export const tokenNotValid = (message: string = messages.tokenNotValid) =>
  new DomainError('token-not-valid', message);
/** The answer when a valid token names a user who no longer exists. */
export const userNotFound = () => tokenNotValid('User not found');
export const reauthenticationRequired = () =>
  new DomainError('reauthentication-required', messages.reauthenticationRequired);
export const forbidden = () => new DomainError('forbidden', messages.forbidden);
export const notFound = () => new DomainError('not-found', messages.notFound);
