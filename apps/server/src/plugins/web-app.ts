/**
 * Serves the built web app: hashed assets cached for a year, every other non-API path gets
 * index.html (revalidated); text assets go out brotli- or gzip-compressed as the client accepts.
 * A page gets the build's copy of index.html for it (pages/<page>.html), which also preloads the
 * page's own chunks (apps/web/scripts/page-preloads.mjs, docs/decisions/029).
 * Every page carries the site config as a JSON data block, and /subscription the bundles on offer,
 * so that the first render needs no request for them (docs/decisions/038); a page's ETag is its
 * content's, so it changes with them.
 * Also /robots.txt: crawlers may read the shop's pages, not the API, the account pages or the
 * back-office (docs/decisions/030).
 * The pages crawlers may read have an address per language ('/de/navipin'): each says its language
 * and links its others (hreflang), and a visitor of the English address whose chosen or preferred
 * language is another is sent there (page-languages.ts, docs/decisions/058).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { messages } from '@navihub/contract/messages';
import { PAGE_DATA_IDS, pageDataScript } from '@navihub/contract/page-data';
import {
  DEFAULT_LOCALE,
  LOCALE_CODES,
  localeOfPath,
  localizedPath,
  type Locale,
} from '@navihub/contract/locales';
import { isPagePath } from '@navihub/contract/pages';
import type { SubscriptionBundle } from '@navihub/contract/bundles';
import type { SiteConfig } from '@navihub/contract/site';
import type { PriceResponse } from '@navihub/contract/codes';
import { isApiPath } from './error-handler.js';
import { hreflangLinks, languagePagePaths, preferredLocale, withLanguage } from './page-languages.js';
import { errorBody } from '../lib/error-body.js';

/** What crawlers are asked to leave alone: the API, the signed-in pages, the back-office. */
const DISALLOWED = ['/api/', '/auth/', '/password/', '/dev/', '/profile', '/admin'];
/** The same pages in the other languages ('/de/profile'), the API and the back-office excepted. */
const DISALLOWED_IN_LANGUAGES = LOCALE_CODES.filter((l) => l !== DEFAULT_LOCALE).flatMap((locale) =>
  DISALLOWED.filter((p) => p !== '/api/' && p !== '/admin').map((p) => localizedPath(locale, p)),
);
export const ROBOTS_TXT = [
  'User-agent: *',
  ...[...DISALLOWED, ...DISALLOWED_IN_LANGUAGES].map((p) => `Disallow: ${p}`),
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

/**
 * The other languages' builds (apps/web/scripts/build-languages.mjs, docs/decisions/064): per
 * language with a folder dist/lang/<code>/, its copies of index.html per page, relative to the
 * build's folder ('lang/de/pages/navipin.html'), and its index.html under ''.
 */
export function languageBuilds(webDist: string): Map<Locale, Map<string, string>> {
  const builds = new Map<Locale, Map<string, string>>();
  for (const locale of LOCALE_CODES) {
    const dir = `lang/${locale}`;
    if (locale === DEFAULT_LOCALE || !fs.existsSync(path.join(webDist, dir, 'index.html'))) continue;
    const files = new Map([['', `${dir}/index.html`]]);
    for (const [page, file] of pageFiles(path.join(webDist, dir))) files.set(page, `${dir}/${file}`);
    builds.set(locale, files);
  }
  return builds;
}

/** A page's HTML as sent: its ETag and its bytes plain, brotli- and gzip-compressed. */
interface SentPage {
  etag: string;
  plain: Buffer;
  br: Buffer;
  gzip: Buffer;
}

function sentPage(html: string): SentPage {
  const plain = Buffer.from(html);
  return {
    etag: `"${createHash('sha256').update(plain).digest('base64url').slice(0, 27)}"`,
    plain,
    br: zlib.brotliCompressSync(plain, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: plain.length,
      },
    }),
    gzip: zlib.gzipSync(plain, { level: 9 }),
  };
}

/** `html` with the data blocks after the app's root element (at the end when it has none). */
export function withPageData(html: string, blocks: string[]): string {
  if (blocks.length === 0) return html;
  const text = blocks.join('');
  for (const at of ['<div id="root"></div>', '</body>']) {
    const i = html.indexOf(at);
    if (i >= 0) {
      const end = at === '</body>' ? i : i + at.length;
      return html.slice(0, end) + text + html.slice(end);
    }
  }
  return html + text;
}

/** The encoding to send: brotli, else gzip, when the client accepts it (and does not refuse it with q=0). */
function encodingFor(request: FastifyRequest): 'br' | 'gzip' | undefined {
  const header = request.headers['accept-encoding'];
  const accepted = new Set(
    (Array.isArray(header) ? header.join(',') : (header ?? ''))
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, ...params]) => !params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p)))
      .map(([name]) => name?.trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}

function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: SentPage,
  status = 200,
  vary = 'accept-encoding',
) {
  reply.header('cache-control', 'no-cache').header('etag', page.etag).header('vary', vary);
  const match = request.headers['if-none-match'];
  if (match && match.split(',').some((tag) => tag.trim().replace(/^W\//, '') === page.etag)) {
    return reply.status(304).send();
  }
  const encoding = encodingFor(request);
  if (encoding) reply.header('content-encoding', encoding);
  return reply
    .status(status)
    .type('text/html; charset=utf-8')
    .send(encoding ? page[encoding] : page.plain);
}

export interface WebAppData {
  /** Written into every page (GET /api/v1/site/'s answer), in the page's language when it varies by it. */
  site: SiteConfig | ((locale: Locale) => SiteConfig);
  /** Written into /subscription, read for each request of it, named in the page's language (decision 070). */
  subscriptionBundles: (locale: Locale) => Promise<SubscriptionBundle[]>;
  /** Written into the home page (its first screen says the price), read for each request of it. */
  codePrice?: () => Promise<PriceResponse>;
  /** The shop's public address (PUBLIC_URL) for the hreflang links; none: the request's own. */
  publicUrl?: string;
}

/** A page's language, and the origin its hreflang links start with. */
interface PageLanguage {
  locale: Locale;
  origin: string;
  /** A page without an address per language: its language only. */
  withoutLinks?: boolean;
}

export async function registerWebApp(
  app: FastifyInstance,
  webDist: string,
  data?: WebAppData,
): Promise<void> {
  const hasBuild = fs.existsSync(path.join(webDist, 'index.html'));
  const pages = hasBuild ? pageFiles(webDist) : new Map<string, string>();
  const siteOf = (locale: Locale) => (typeof data?.site === 'function' ? data.site(locale) : data?.site);
  const siteBlocks = new Map(
    LOCALE_CODES.map((locale) => {
      const site = siteOf(locale);
      return [locale, site ? [pageDataScript(PAGE_DATA_IDS.siteConfig, site)] : []];
    }),
  );
  const siteBlock = (locale: Locale = DEFAULT_LOCALE) => siteBlocks.get(locale)!;
  const languagePages = languagePagePaths(DISALLOWED);
  const publicUrl = data?.publicUrl?.replace(/\/+$/, '');
  const builds = hasBuild ? languageBuilds(webDist) : new Map<Locale, Map<string, string>>();
  /** A page's HTML file: its language's build's (a German page's texts are in its chunks), else English's. */
  const fileOf = (page: string, locale: Locale = DEFAULT_LOCALE) => {
    const build = builds.get(locale);
    if (build) return build.get(page) ?? build.get('')!;
    return pages.get(page) ?? 'index.html';
  };
  // Each page's HTML with the site config, prepared once: the build's files do not change while
  // the process runs (a new build comes with a restart).
  const html = new Map<string, string>();
  const sent = new Map<string, SentPage>();
  if (hasBuild) {
    const files = [...pages.values(), ...[...builds.values()].flatMap((build) => [...build.values()])];
    for (const file of new Set(['index.html', ...files])) {
      const text = fs.readFileSync(path.join(webDist, file), 'utf8');
      html.set(file, text);
      sent.set(file, sentPage(withPageData(text, siteBlock())));
    }
  }
  /** The build's HTML of a page, in a language with its hreflang links when it has one. */
  const pageHtml = (page: string, language?: PageLanguage) => {
    const text = html.get(fileOf(page, language?.locale))!;
    if (!language) return text;
    const links = language.withoutLinks ? '' : hreflangLinks(language.origin, page);
    return withLanguage(text, language.locale, links);
  };
  // The pages in their languages, by origin, language and page: all of them soon after start when
  // PUBLIC_URL is set, else as asked for, kept for a few origins (the Host header is the client's).
  const inLanguages = new Map<string, SentPage>();
  const keptInLanguages = 4 * LOCALE_CODES.length * languagePages.size;
  const staticPage = (page: string, language?: PageLanguage): SentPage => {
    if (!language) return sent.get(fileOf(page))!;
    const key = `${language.withoutLinks ? '-' : language.origin} ${language.locale} ${page}`;
    let found = inLanguages.get(key);
    if (!found) {
      if (inLanguages.size >= keptInLanguages) inLanguages.clear();
      found = sentPage(withPageData(pageHtml(page, language), siteBlock(language.locale)));
      inLanguages.set(key, found);
    }
    return found;
  };
  if (hasBuild && publicUrl) {
    // Prepared after start, one at a time between requests: brotli 11 of 9 languages × the pages
    // would add seconds to the start (decision 058); a page asked for before is prepared then.
    const todo = [...languagePages].flatMap((page) => LOCALE_CODES.map((locale) => ({ page, locale })));
    let closing = false;
    app.addHook('onClose', async () => {
      closing = true;
    });
    const prepareNext = () => {
      const next = todo.shift();
      if (!next || closing) return;
      staticPage(next.page, { locale: next.locale, origin: publicUrl });
      setImmediate(prepareNext);
    };
    setImmediate(prepareNext);
  }
  // A page with data read for each request (/subscription's bundles, the home page's price): its
  // last answer per page, origin and language, kept while the data stays the same.
  const dataPages = new Map<string, { key: string; page: SentPage }>();
  const pageWithData = async (
    request: FastifyRequest,
    page: string,
    id: string,
    read: () => Promise<unknown>,
    language?: PageLanguage,
  ): Promise<SentPage> => {
    const plain = staticPage(page, language);
    let value: unknown;
    try {
      value = await read();
    } catch (error) {
      // The page asks the API for it, as without the block.
      request.log.warn({ err: error }, `${id} for the page not read`);
      return plain;
    }
    const block = pageDataScript(id, value);
    const at = `${page} ${language ? `${language.origin} ${language.locale}` : ''}`;
    const last = dataPages.get(at);
    if (last?.key === block) return last.page;
    if (dataPages.size >= 8 * LOCALE_CODES.length) dataPages.clear();
    const sentWithData = sentPage(
      withPageData(pageHtml(page, language), [...siteBlock(language?.locale), block]),
    );
    dataPages.set(at, { key: block, page: sentWithData });
    return sentWithData;
  };
  /** A page as sent: with the data it carries for its first render, if any. */
  const pageOf = (
    request: FastifyRequest,
    page: string,
    language?: PageLanguage,
  ): Promise<SentPage> | SentPage => {
    if (data && page === '/subscription')
      return pageWithData(
        request,
        page,
        PAGE_DATA_IDS.subscriptionBundles,
        () => data.subscriptionBundles(language?.locale ?? DEFAULT_LOCALE),
        language,
      );
    if (data?.codePrice && page === '/')
      return pageWithData(request, page, PAGE_DATA_IDS.codePrice, data.codePrice, language);
    return staticPage(page, language);
  };

  /**
   * Answers a page address (no query): a page with an address per language in its language, the
   * English address of one sent to the visitor's chosen or preferred language (302, query kept),
   * any other page as the build wrote it, and a path with no page with the app's 404.
   */
  const servePage = async (request: FastifyRequest, reply: FastifyReply, url: string) => {
    const query = request.url.slice(url.length);
    const { locale, path: page } = localeOfPath(url);
    if (!languagePages.has(page)) {
      // A page crawlers are not to read ('/de/profile'), or no page ('/de/nowhere': the app's 404
      // in German): in its language, without hreflang links.
      const found =
        locale === DEFAULT_LOCALE
          ? staticPage(page)
          : staticPage(page, { locale, origin: '', withoutLinks: true });
      return sendPage(request, reply, found, isPagePath(page) ? 200 : 404);
    }
    // A language's home is '/de/', as localizedPath writes it.
    if (url !== localizedPath(locale, page)) return reply.redirect(localizedPath(locale, page) + query, 301);
    let vary = 'accept-encoding';
    if (locale === DEFAULT_LOCALE) {
      // The answer depends on the browser's languages and the cookie of the visitor's choice.
      vary = 'accept-encoding, accept-language, cookie';
      const preferred = preferredLocale(request);
      if (preferred !== DEFAULT_LOCALE) {
        reply.header('vary', 'accept-language, cookie').header('cache-control', 'no-cache');
        return reply.redirect(localizedPath(preferred, page) + query, 302);
      }
    }
    const language = { locale, origin: publicUrl ?? `${request.protocol}://${request.host}` };
    const found = await pageOf(request, page, language);
    return sendPage(request, reply, found, 200, vary);
  };

  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: true,
      index: ['index.html'],
      // The build writes .br and .gz copies of every text asset (apps/web/scripts/precompress.mjs);
      // the one the client accepts is sent as it is, with Vary: Accept-Encoding.
      preCompressed: true,
      // The other languages' HTML is sent for their pages' addresses ('/de/navipin'), not its own.
      allowedPath: (pathName) => !pathName.startsWith('/lang/'),
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    // '/' is this route's, not the static files' wildcard (which would send index.html as it is).
    app.get('/', { schema: { hide: true } }, (request, reply) => servePage(request, reply, '/'));
  }

  app.get('/robots.txt', { schema: { hide: true } }, (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(ROBOTS_TXT),
  );

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (isApiPath(url) || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send(errorBody('not_found', messages.notFound));
    }
    // Spec §2: a trailing slash is redirected to the same path without it, query kept (not the
    // slash of a language's home, '/de/').
    if (url.length > 1 && url.endsWith('/') && url !== localizedPath(localeOfPath(url).locale, '/')) {
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
    return servePage(request, reply, url);
  });
}
