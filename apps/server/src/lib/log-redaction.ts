/**
 * What the request log may say about a URL. Links that carry a secret — a password-reset token, a
 * guest's checkout session (it shows the PIN), a provider's return parameters — are logged with
 * the secret replaced, so that nobody who reads the logs can use them.
 */
import type { FastifyRequest } from 'fastify';

export const REDACTED = '[redacted]';

/** Query parameters whose values are never logged (compared without case). */
const SECRET_QUERY_PARAMETERS = new Set([
  'token',
  'code',
  'state',
  'key',
  'id_token',
  'access_token',
  'refresh_token',
  'payment',
  'session_id',
  'payerid',
]);

/** Paths with a secret segment: the prefix up to the segment is kept, the segment replaced. */
const SECRET_PATH_SEGMENTS: readonly RegExp[] = [
  // The reset link: /password/reset/confirm/<uid>/<token>/
  /^(\/password\/reset\/confirm\/[^/]*\/)[^/]+/,
  // A checkout session id is what lets a guest see the order and its PIN.
  /^(\/api\/v1\/payment\/(?:check|bundle|subscribe_bundle)\/[^/]*\/)[^/]+/,
  /^(\/dev\/checkout\/)[^/]+/,
  // E-mail confirmation links: /confirm-email/<key>, /de/confirm-email/<key> (decision 068)
  /^(\/(?:auth\/registration\/verify-email|(?:[a-z]{2}\/)?confirm-email)\/)[^/]+/,
];

function redactQuery(query: string): string {
  return query
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq < 0) return pair;
      let name = pair.slice(0, eq);
      try {
        name = decodeURIComponent(name.replace(/\+/g, ' '));
      } catch {
        // A malformed escape is compared as written.
      }
      return SECRET_QUERY_PARAMETERS.has(name.toLowerCase()) ? `${pair.slice(0, eq)}=${REDACTED}` : pair;
    })
    .join('&');
}

/** The URL as it may appear in a log line. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  let path = q < 0 ? url : url.slice(0, q);
  for (const pattern of SECRET_PATH_SEGMENTS) path = path.replace(pattern, `$1${REDACTED}`);
  return q < 0 ? path : `${path}?${redactQuery(url.slice(q + 1))}`;
}

/** pino serializer for `req`: Fastify's default fields, with the URL redacted. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
