/**
 * Security headers and the request id. Pages get helmet's full set with a CSP the app works
 * under; JSON API answers (/api/v1/…, /auth/…) get the set the OWASP REST Security Cheat Sheet
 * asks of an API: a CSP that allows nothing and no framing, HSTS, nosniff, X-Frame-Options DENY,
 * plus same-origin resource policy and no referrer. The rest of helmet's headers only mean
 * something to a document a browser renders (see docs/decisions/007).
 *
 * Strict-Transport-Security is sent only when the shop's public address is https: RFC 6797 §7.2
 * forbids it on answers over plain HTTP, and a browser ignores it there. Behind a TLS-terminating
 * proxy the public address is what counts, not the proxy's plain-HTTP hop to this process.
 *
 * Helmet's headers do not depend on the request, so they are computed once, by running helmet's
 * middleware against a recording response, and then set on each reply in one hook as plain
 * Fastify reply headers. Running the middleware per request called `res.setHeader` a dozen times,
 * which also made Node validate every later header twice; that cost the hottest routes about a
 * fifth of their throughput (npm run bench). @fastify/helmet rebuilds the middleware per request,
 * which cost more than half.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** The headers helmet sets for these options (names in lower case). */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let finished = false;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
    finished = true;
  });
  // Helmet's middleware is synchronous for static options; anything else would be a surprise.
  if (!finished) throw new Error('helmet did not set its headers synchronously');
  return headers;
}

const HSTS = { maxAge: 31_536_000, includeSubDomains: true } as const;

/** JSON answers: nothing to run, nothing to frame, nothing to sniff; HSTS as the pages have it. */
function apiHeaders(hsts: string | undefined): Record<string, string> {
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    ...(hsts ? { 'strict-transport-security': hsts } : {}),
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'cross-origin-resource-policy': 'same-origin',
    'referrer-policy': 'no-referrer',
  };
}

const isApi = (url: string) => url.startsWith('/api/v1/') || url.startsWith('/auth/');

export function registerSecurityHeaders(
  app: FastifyInstance,
  opts: { googleSignIn: boolean; /** The public address is https. */ hsts: boolean },
): void {
  const google = opts.googleSignIn ? ['https://accounts.google.com'] : [];
  const pageHeaders = helmetHeaders({
    strictTransportSecurity: opts.hsts ? HSTS : false,
    contentSecurityPolicy: {
      directives: {
        'script-src': ["'self'", ...google],
        'frame-src': ["'self'", ...google],
        'connect-src': ["'self'", ...google],
        'style-src': ["'self'", "'unsafe-inline'", ...google],
        'img-src': ["'self'", 'data:'],
        'form-action': ["'self'", 'https://checkout.stripe.com'],
      },
    },
  });
  const api = apiHeaders(pageHeaders['strict-transport-security']);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApi(request.url) ? api : pageHeaders);
    reply.header('x-request-id', request.id);
    done();
  });
}
