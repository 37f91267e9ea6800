/**
 * Who may use a dev stand-in (the dev checkout, PayPal page and mailbox; decision 041): a caller
 * on this machine that did not come through a proxy, or anyone when the operator set
 * DEV_STANDINS=on. Anyone else hears the 404 of an address that does not exist.
 */
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { isLoopbackHost, type Config } from '../config.js';

/** Headers a proxy writes about the caller it forwards for. */
const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'] as const;

/** `request.ip` follows TRUST_PROXY: behind a believed proxy it is the caller's, not the proxy's. */
export const isLocalCaller = (request: FastifyRequest): boolean =>
  isLoopbackHost(request.ip) && FORWARDING_HEADERS.every((name) => request.headers[name] === undefined);

/** Registers a stand-in's routes in a scope of their own that answers only the callers allowed. */
export async function registerStandIn<Options extends object>(
  app: FastifyInstance,
  config: Pick<Config, 'DEV_STANDINS'>,
  routes: FastifyPluginAsync<Options>,
  options: Options,
): Promise<void> {
  await app.register(async (scope) => {
    if (config.DEV_STANDINS !== 'on') {
      scope.addHook('onRequest', async (request, reply) => {
        if (!isLocalCaller(request)) return reply.callNotFound();
      });
    }
    await scope.register(routes, options);
  });
}
