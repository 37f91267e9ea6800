/**
 * Public catalogue reads. They are the hottest reads of the shop, so each answer is kept as
 * ready-made JSON for a few seconds (CATALOG_CACHE_MS); every server process keeps its own copy,
 * and an operator's change shows within that time everywhere.
 */
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { detailResponse, getInfoResponse, priceResponse } from '@navihub/contract/codes';
import type { Db } from '../../db/client.js';
import { codePriceCents, listComands, listVariants, priceBody } from './service.js';

function cachedJson(ttlMs: number, load: () => Promise<unknown>) {
  let value: { json: string; at: number } | undefined;
  let loading: Promise<string> | undefined;
  return async (): Promise<string> => {
    if (value && Date.now() - value.at < ttlMs) return value.json;
    loading ??= load()
      .then((data) => {
        value = { json: JSON.stringify(data), at: Date.now() };
        return value.json;
      })
      .finally(() => {
        loading = undefined;
      });
    return loading;
  };
}

/** Sends ready-made JSON as is; its shape was checked by the schema-typed loader that built it. */
function sendJson(reply: FastifyReply, json: string, cacheControl: string) {
  return reply
    .header('cache-control', cacheControl)
    .type('application/json; charset=utf-8')
    .serializer((payload) => payload as string)
    .send(json as never);
}

export const catalogRoutes: FastifyPluginAsyncZod<{ db: Db; cacheMs: number }> = async (
  app,
  { db, cacheMs },
) => {
  const comands = cachedJson(cacheMs, async () => ({ comand: await listComands(db) }));
  const detail = cachedJson(cacheMs, async () => ({ variants: await listVariants(db) }));
  const price = cachedJson(cacheMs, async () => priceBody(await codePriceCents(db)));
  const tags = ['catalogue'];
  const maxAge = `public, max-age=${Math.max(1, Math.floor(cacheMs / 1000))}`;

  app.get(
    '/api/v1/get-info/',
    { schema: { tags, response: { 200: getInfoResponse } } },
    async (_req, reply) => sendJson(reply, await comands(), maxAge),
  );
  app.get('/api/v1/detail/', { schema: { tags, response: { 200: detailResponse } } }, async (_req, reply) =>
    sendJson(reply, await detail(), maxAge),
  );
  app.get(
    '/api/v1/payment/paypal/',
    { schema: { tags, response: { 200: priceResponse } } },
    async (_req, reply) => sendJson(reply, await price(), maxAge),
  );
};
