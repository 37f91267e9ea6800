/**
 * Security headers (helmet) and the request id, with a CSP the app works under. The helmet middleware is built once
 * and applied in one hook: @fastify/helmet rebuilds it on every request, which cost the hottest
 * routes more than half their throughput (npm run bench).
 */
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

export function registerSecurityHeaders(app: FastifyInstance, opts: { googleSignIn: boolean }): void {
  const google = opts.googleSignIn ? ['https://accounts.google.com'] : [];
  const apply = helmet({
    contentSecurityPolicy: {
      directives: {
        'script-src': ["'self'", ...google],
        'frame-src': ["'self'", ...google],
        'connect-src': ["'self'", 'https://api.ipify.org', ...google],
        'style-src': ["'self'", "'unsafe-inline'", ...google],
        'img-src': ["'self'", 'data:'],
        'form-action': ["'self'", 'https://checkout.stripe.com'],
      },
    },
  });
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    apply(request.raw, reply.raw, (err?: unknown) => done(err as Error | undefined));
  });
}
