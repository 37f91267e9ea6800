/**
 * Public catalogue reads. They are the hottest reads of the shop, so each answer is kept as
 * ready-made JSON for a few seconds (CATALOG_CACHE_MS); every server process keeps its own copy,
 * and an operator's change shows within that time everywhere; a back-office change drops this
 * process's copy at once (`app.catalogueCache.drop()`).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsync } from 'fastify';
import { catalogApi } from '@navihub/contract/api/catalog';
import { route } from '../../lib/endpoint-route.js';
import { priceBody, type Catalogue } from './service.js';

/**
 * One answer's JSON, kept as ready-made bytes for `ttlMs`. While fresh it is handed out at once
 * (no promise, no serialising, no encoding); one load at a time refreshes it. `drop` forgets it
 * (a back-office change): a load that started before the drop is answered but not kept.
 */
function cachedJson(ttlMs: number, load: () => Promise<unknown>) {
  let value: { bytes: Buffer; at: number } | undefined;
  let loading: Promise<Buffer> | undefined;
  let generation = 0;
  return {
    fresh: (): Buffer | undefined => (value && Date.now() - value.at < ttlMs ? value.bytes : undefined),
    load: (): Promise<Buffer> => {
      if (loading) return loading;
      const started = generation;
      const current = load()
        .then((data) => {
          const bytes = Buffer.from(JSON.stringify(data));
          if (generation === started) value = { bytes, at: Date.now() };
          return bytes;
        })
        .finally(() => {
          if (loading === current) loading = undefined;
        });
      loading = current;
      return current;
    },
    drop: (): void => {
      generation++;
      value = undefined;
      loading = undefined;
    },
  };
}

/** Sends ready-made JSON as is; its shape was checked by the schema-typed loader that built it. */
function sendJson(reply: FastifyReply, json: Buffer, cacheControl: string): FastifyReply {
  return reply
    .header('cache-control', cacheControl)
    .type('application/json; charset=utf-8')
    .send(json as never);
}

/** A handler answering from the cache, and loading it first when it is stale. */
function answerFrom(cache: ReturnType<typeof cachedJson>, cacheControl: string) {
  return (_request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> | FastifyReply => {
    const bytes = cache.fresh();
    if (bytes) return sendJson(reply, bytes, cacheControl);
    return cache.load().then((loaded) => sendJson(reply, loaded, cacheControl));
  };
}

/** The cached answers' drop, which the plugin hands other modules as `app.catalogueCache`. */
export interface CatalogueCache {
  drop(): void;
}

export const catalogRoutes: FastifyPluginAsync<{
  catalogue: Catalogue;
  cacheMs: number;
  /** Called with the function that drops every cached answer of these routes. */
  onDrop: (drop: () => void) => void;
}> = async (app, { catalogue, cacheMs, onDrop }) => {
  const comands = cachedJson(cacheMs, async () => ({ comand: await catalogue.comands() }));
  const detail = cachedJson(cacheMs, async () => ({ variants: await catalogue.variants() }));
  const price = cachedJson(cacheMs, async () => priceBody(await catalogue.codePriceCents()));
  onDrop(() => [comands, detail, price].forEach((cache) => cache.drop()));
  const maxAge = `public, max-age=${Math.max(1, Math.floor(cacheMs / 1000))}`;

  route(app, catalogApi.listComands, { handler: answerFrom(comands, maxAge) });
  route(app, catalogApi.listVariants, { handler: answerFrom(detail, maxAge) });
  route(app, catalogApi.codePrice, { handler: answerFrom(price, maxAge) });
};
