/** One error handler: field errors for bad input, clear 4xx, generic 5xx (details only in the log). */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiErrorBody } from '@navihub/contract/api/errors';
import { messages } from '@navihub/contract/messages';
import { DomainError, type DomainErrorKind } from '../lib/domain-errors.js';
import { errorBody } from '../lib/error-body.js';
import { HttpError } from '../lib/http-errors.js';
import { withoutValues } from '../lib/without-values.js';

// `/metrics/`: a scraper pointed at the shop's port by mistake hears a plain 404, not the web
// app's page (metrics have a listener of their own, docs/decisions/025).
export const API_PREFIXES = ['/api/', '/auth/', '/password/', '/dev/', '/healthz', '/metrics/'];
export const isApiPath = (url: string) =>
  API_PREFIXES.some((p) => url === p.replace(/\/$/, '') || url.startsWith(p));

/**
 * Errors the router meets before any route runs (a malformed %-escape, a path part beyond the
 * router's length limit): a short 4xx in the shop's shape instead of Fastify's code and the echoed path.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    void reply.status(414).send(errorBody('address_part_too_long', messages.addressPartTooLong));
    return;
  }
  void reply.status(400).send(errorBody('bad_address', messages.badAddress));
}

/** The HTTP status of each kind of refusal a service throws. */
export const DOMAIN_ERROR_STATUS: Record<DomainErrorKind, number> = {
  invalid: 400,
  'unknown-variant': 400,
  'not-authenticated': 401,
  'token-not-valid': 401,
  'reauthentication-required': 403,
  forbidden: 403,
  'not-found': 404,
  'no-entitlement': 402,
  conflict: 409,
  'daily-limit': 429,
  'rate-limited': 429,
  'provider-failed': 502,
};

/**
 * The bodies clients read (the dj-rest-auth shapes, each with `detail` and `code`): a field's
 * error as `{"field": ["message"], detail, code}`, an unknown variant likewise under `map_region`,
 * everything else as `{detail, code}`.
 */
export function domainErrorBody(error: DomainError): ApiErrorBody {
  switch (error.kind) {
    case 'invalid':
      return error.field
        ? errorBody(error.code, error.message, { [error.field]: error.fieldMessages ?? [error.message] })
        : errorBody(error.code, error.message);
    case 'unknown-variant':
      return errorBody(error.code, error.message, { [error.field ?? 'map_region']: [error.message] });
    default:
      return errorBody(error.code, error.message);
  }
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // Refused before its body was read (rate limit, size limit): end the connection, or the client
    // would keep sending into a connection nobody reads.
    if (!request.raw.complete) reply.header('connection', 'close');
    if (error instanceof DomainError) {
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.status(DOMAIN_ERROR_STATUS[error.kind]).send(domainErrorBody(error));
    }
    if (error instanceof HttpError)
      return reply.status(error.statusCode).headers(error.headers).send(error.body);

    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').split('/')[0] || 'non_field_errors';
        (fields[field] ??= []).push(issue.message ?? messages.required);
      }
      return reply.status(400).send(errorBody('invalid', undefined, fields));
    }

    const status = error.statusCode ?? 500;
    if (status === 413 || error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.status(413).send(errorBody('body_too_large', messages.bodyTooLarge));
    }
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
      return reply.status(400).send(errorBody('malformed_json', messages.malformedJson));
    }
    if (status === 415 || error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply.status(415).send(errorBody('unsupported_media_type', messages.unsupportedMediaType));
    }
    if (status === 429) return reply.status(429).send(errorBody('rate_limited', messages.tooManyRequests));
    if (status >= 400 && status < 500) return reply.status(status).send(errorBody('invalid', error.message));

    request.log.error({ err: withoutValues(error) }, 'request failed');
    return reply.status(500).send(errorBody('internal_error', messages.internalError));
  });
}
