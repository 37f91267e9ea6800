/**
 * Serves the built web app: hashed assets cached for a year, every other non-API path gets
 * index.html (revalidated); text assets go out brotli- or gzip-compressed as the client accepts.
 * A page gets the build's copy of index.html for it (pages/<page>.html), which also preloads the
 * page's own chunks (apps/web/scripts/page-preloads.mjs, docs/decisions/029).
 * Also /robots.txt: crawlers may read the shop's pages, not the API, the account pages or the
 * back-office (docs/decisions/030).
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { messages } from '@navihub/contract/messages';
import { isPagePath } from '@navihub/contract/pages';
import { isApiPath } from './error-handler.js';
import { errorBody } from '../lib/error-body.js';

/** What crawlers are asked to leave alone: the API, the signed-in pages, the back-office. */
export const ROBOTS_TXT = [
  'User-agent: *',
  ...['/api/', '/auth/', '/password/', '/dev/', '/profile', '/admin'].map((p) => `Disallow: ${p}`),
  '',
].join('\n');

/**
 * The build's copies of index.html per page: page path → file relative to the build's folder
 * ('/' is pages/index.html, '/profile/orders' pages/profile/orders.html). Read once at start.
 */
export function pageFiles(webDist: string): Map<string, string> {
  const dir = path.join(webDist, 'pages');
  const files = new Map<string, string>();
  if (!fs.existsSync(dir)) return files;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const file = path.relative(webDist, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
    const page = file.slice('pages'.length, -'.html'.length);
    files.set(page === '/index' ? '/' : page, file);
  }
  return files;
}

export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const hasBuild = fs.existsSync(path.join(webDist, 'index.html'));
  const pages = hasBuild ? pageFiles(webDist) : new Map<string, string>();
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: true,
      index: ['index.html'],
      // The build writes .br and .gz copies of every text asset (apps/web/scripts/precompress.mjs);
      // the one the client accepts is sent as it is, with Vary: Accept-Encoding.
      preCompressed: true,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    // '/' is this route's, not the static files' wildcard (which would send index.html as it is).
    app.get('/', { schema: { hide: true } }, (_request, reply) =>
      reply.header('cache-control', 'no-cache').sendFile(pages.get('/') ?? 'index.html'),
    );
  }

  app.get('/robots.txt', { schema: { hide: true } }, (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(ROBOTS_TXT),
  );

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (isApiPath(url) || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send(errorBody('not_found', messages.notFound));
    }
    // Spec §2: a trailing slash is redirected to the same path without it, query kept.
    if (url.length > 1 && url.endsWith('/')) {
      const query = request.url.slice(url.length);
      return reply.redirect(url.replace(/\/+$/, '') + query, 301);
    }
    if (!hasBuild) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The web app is not built yet: run `npm run build` (npm start does this for you).');
    }
    // The app shows its "Page not found" for a path it has no page for; the status says so too.
    return reply
      .status(isPagePath(url) ? 200 : 404)
      .header('cache-control', 'no-cache')
      .sendFile(pages.get(url) ?? 'index.html');
  });
}
