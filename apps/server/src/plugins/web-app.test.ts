import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_DATA_IDS } from '@navihub/contract/page-data';
import { PAGE_PATHS } from '@navihub/contract/pages';
import { subscriptionBundles } from '../db/schema.js';
import { codePriceCents, setCodePrice } from '../modules/catalog/index.js';
import { createTestShop, type TestShop } from '../test/harness.js';
import { registerWebApp } from './web-app.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const script = ('const greeting = "hello from the shop";\n' as string).repeat(200);
const small = 'console.log(1)';
// A brand that would end the data block and open a comment if it were written as it is.
const brand = 'Navi</script><!--Hub & <b>Co</b>\u2028';

let shop: TestShop;
let webDist: string;

beforeAll(async () => {
  // A build as `npm run build` leaves it: the web app's own precompress step has run over it.
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'navihub-web-'));
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(
    path.join(webDist, 'index.html'),
    `<!doctype html><title>NaviHub</title>${'<p>x</p>'.repeat(300)}`,
  );
  // The build's copies of index.html that preload a page's chunks (apps/web/scripts/page-preloads.mjs).
  const preloading = (chunk: string) =>
    `<!doctype html><title>NaviHub</title><link rel="modulepreload" href="/assets/${chunk}">${'<p>x</p>'.repeat(300)}`;
  fs.mkdirSync(path.join(webDist, 'pages', 'profile'), { recursive: true });
  fs.writeFileSync(path.join(webDist, 'pages', 'index.html'), preloading('home-abc123.js'));
  fs.writeFileSync(path.join(webDist, 'pages', 'navipin.html'), preloading('navipin-abc123.js'));
  fs.writeFileSync(
    path.join(webDist, 'pages', 'subscription.html'),
    `<!doctype html><html><head><title>NaviHub</title></head><body><div id="root"></div></body></html>`,
  );
  fs.writeFileSync(path.join(webDist, 'pages', 'profile', 'orders.html'), preloading('orders-abc123.js'));
  // A German build (apps/web/scripts/build-languages.mjs): its HTML under lang/de/, its chunks in assets/.
  fs.mkdirSync(path.join(webDist, 'lang', 'de', 'pages'), { recursive: true });
  fs.writeFileSync(
    path.join(webDist, 'lang', 'de', 'index.html'),
    `<!doctype html><title>NaviHub</title><script src="/assets/index-de123.js"></script>${'<p>x</p>'.repeat(300)}`,
  );
  fs.writeFileSync(path.join(webDist, 'lang', 'de', 'pages', 'navipin.html'), preloading('navipin-de123.js'));
  fs.writeFileSync(path.join(webDist, 'assets', 'app-abc123.js'), script);
  fs.writeFileSync(path.join(webDist, 'assets', 'tiny-abc123.js'), small);
  const build = spawnSync(process.execPath, [path.join(root, 'apps/web/scripts/precompress.mjs'), webDist], {
    encoding: 'utf8',
  });
  expect(build.status, build.stderr).toBe(0);
  shop = await createTestShop({ WEB_DIST: webDist, BRAND_NAME: brand });
});
afterAll(async () => {
  await shop.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  shop.app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  });

describe('the web app build and its compressed assets', () => {
  it('writes brotli and gzip copies of text assets over 256 B only', () => {
    const files = fs.readdirSync(path.join(webDist, 'assets')).sort();
    expect(files).toEqual(['app-abc123.js', 'app-abc123.js.br', 'app-abc123.js.gz', 'tiny-abc123.js']);
    expect(fs.existsSync(path.join(webDist, 'index.html.br'))).toBe(true);
  });

  it('sends brotli to a client that accepts it, as an immutable asset that varies by encoding', async () => {
    const res = await get('/assets/app-abc123.js', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(script);
    expect(res.rawPayload.length).toBeLessThan(script.length / 10);
  });

  it('sends gzip to a client that accepts only gzip, and the plain file to one that accepts neither', async () => {
    const gz = await get('/assets/app-abc123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await get('/assets/app-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
  });

  it('sends a small asset as it is', async () => {
    const res = await get('/assets/tiny-abc123.js', 'br');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(small);
  });

  it('sends the page compressed too, revalidated on every visit', async () => {
    for (const url of ['/', '/navipin']) {
      const res = await get(url, 'br');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toContain('<title>NaviHub</title>');
    }
  });

  it("sends a page the copy of index.html that preloads the page's own chunks, with an ETag", async () => {
    const text = async (url: string) => {
      const res = await get(url, 'br');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      return zlib.brotliDecompressSync(res.rawPayload).toString();
    };
    const navipin = await text('/navipin');
    expect(navipin).toContain('href="/assets/navipin-abc123.js"');
    expect(navipin).not.toContain('home-abc123.js');
    const home = await text('/');
    expect(home).toContain('href="/assets/home-abc123.js"');
    expect(home).not.toContain('navipin-abc123.js');
    expect(await text('/profile/orders')).toContain('href="/assets/orders-abc123.js"');
    // A page the build wrote no copy for, and a path with no page, get index.html as it is.
    for (const url of ['/login', '/nowhere']) {
      const res = await get(url, 'br');
      expect(zlib.brotliDecompressSync(res.rawPayload).toString(), url).not.toContain('modulepreload');
    }

    // Revalidation as for any file: the ETag comes back, and a matching If-None-Match gets 304.
    const first = await get('/navipin');
    const etag = first.headers.etag;
    expect(etag).toBeTruthy();
    const again = await shop.app.inject({
      method: 'GET',
      url: '/navipin',
      headers: { 'if-none-match': String(etag) },
    });
    expect(again.statusCode).toBe(304);
    const head = await shop.app.inject({ method: 'HEAD', url: '/' });
    expect(head.statusCode).toBe(200);
  });

  it("sends a page in another language its language's build, whose chunks hold its texts (decision 064)", async () => {
    const text = async (url: string, status = 200) => {
      const res = await get(url, 'br');
      expect(res.statusCode, url).toBe(status);
      return zlib.brotliDecompressSync(res.rawPayload).toString();
    };
    const german = await text('/de/navipin');
    expect(german).toContain('href="/assets/navipin-de123.js"');
    expect(german).not.toContain('navipin-abc123.js');
    expect(german).toContain('<html lang="de"');
    // A page the German build wrote no copy for, and a German path with no page: its index.html.
    expect(await text('/de/login')).toContain('src="/assets/index-de123.js"');
    expect(await text('/de/nowhere', 404)).toContain('src="/assets/index-de123.js"');
    // English as before; a language without a build of its own gets English's (its texts then
    // stay English, decision 064).
    expect(await text('/navipin')).toContain('href="/assets/navipin-abc123.js"');
    expect(await text('/fr/navipin')).toContain('href="/assets/navipin-abc123.js"');
    // The language builds' files are no addresses of their own.
    const file = await text('/lang/de/index.html', 404);
    expect(file).not.toContain('index-de123.js');
  });

  it('answers a path that no page serves with the app and status 404, and every page with 200', async () => {
    for (const url of [
      '/nowhere',
      '/metrics',
      '/ready',
      '/profile/unknown',
      '/navipin/x',
      '/confirm-email/a/b',
    ])
      expect((await get(url)).statusCode, url).toBe(404);
    const missing = await get('/nowhere', 'br');
    expect(zlib.brotliDecompressSync(missing.rawPayload).toString()).toContain('<title>NaviHub</title>');
    for (const url of PAGE_PATHS.map((p) => p.replace(/:\w+/g, 'x1')))
      expect((await get(url)).statusCode, url).toBe(200);
    expect((await get('/create-password?token=x&id=1')).statusCode).toBe(200);
  });
});

/** The page at `url` as the browser reads it (brotli undone), with its status and ETag. */
async function pageText(url: string, headers: Record<string, string> = {}) {
  const res = await shop.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br', ...headers } });
  const text = res.statusCode === 304 ? '' : zlib.brotliDecompressSync(res.rawPayload).toString();
  return { status: res.statusCode, etag: String(res.headers.etag), text };
}

/** The data blocks of a page's HTML, parsed as the web app parses them. */
function dataBlocks(html: string): Map<string, unknown> {
  const blocks = new Map<string, unknown>();
  for (const [, id, json] of html.matchAll(/<script type="application\/json" id="([^"]+)">(.*?)<\/script>/gs))
    blocks.set(id!, JSON.parse(json!));
  return blocks;
}

describe('the data a page carries for its first render (decision 038)', () => {
  it('writes the site config of GET /api/v1/site/ into every page, as JSON no text of it can break out of', async () => {
    const site = (await shop.app.inject({ method: 'GET', url: '/api/v1/site/' })).json<{ brand: string }>();
    expect(site.brand).toBe(brand);
    for (const url of ['/', '/navipin', '/login', '/subscription', '/profile/orders', '/nowhere']) {
      const { text } = await pageText(url);
      // One element, closed once: the brand's "</script>", "<!--" and "&" are \u escapes in it.
      expect(text.match(/<script/g), url).toHaveLength(url === '/subscription' || url === '/' ? 2 : 1);
      expect(text, url).not.toContain('</script><!--');
      expect(text, url).toContain('Navi\\u003c/script\\u003e\\u003c!--Hub \\u0026');
      expect(dataBlocks(text).get(PAGE_DATA_IDS.siteConfig), url).toEqual(site);
    }
    // After the app's root element when the page has one.
    expect((await pageText('/subscription')).text).toMatch(
      /<div id="root"><\/div><script type="application\/json" id="navihub-site-config">/,
    );
  });

  it('writes the subscription bundles on offer into /subscription, and its ETag changes with them', async () => {
    const listed = async () =>
      (await shop.app.inject({ method: 'GET', url: '/api/v1/subscribe_bundles/' })).json<{
        results: { id: number; name: string }[];
      }>().results;
    const before = await listed();
    expect(before.length).toBeGreaterThan(0);
    const first = await pageText('/subscription');
    expect(dataBlocks(first.text).get(PAGE_DATA_IDS.subscriptionBundles)).toEqual(before);
    // No other page carries them.
    expect(dataBlocks((await pageText('/navipin')).text).has(PAGE_DATA_IDS.subscriptionBundles)).toBe(false);
    expect((await pageText('/subscription', { 'if-none-match': first.etag })).status).toBe(304);

    // Staff rename a bundle: the page says so, under another ETag.
    const { db } = shop.database;
    const renamed = before[0]!;
    await db
      .update(subscriptionBundles)
      .set({ name: `${renamed.name} (new)` })
      .where(eq(subscriptionBundles.id, renamed.id));
    try {
      const after = await pageText('/subscription', { 'if-none-match': first.etag });
      expect(after.status).toBe(200);
      expect(after.etag).not.toBe(first.etag);
      expect(dataBlocks(after.text).get(PAGE_DATA_IDS.subscriptionBundles)).toEqual(await listed());
      expect(after.text).toContain(`${renamed.name} (new)`);
    } finally {
      await db
        .update(subscriptionBundles)
        .set({ name: renamed.name })
        .where(eq(subscriptionBundles.id, renamed.id));
    }
  });

  it('writes the price of a code into the home page, in every language, and its ETag changes with it', async () => {
    const price = (await shop.app.inject({ method: 'GET', url: '/api/v1/payment/paypal/' })).json<{
      amount: string;
      currency: string;
    }>();
    const first = await pageText('/');
    expect(dataBlocks(first.text).get(PAGE_DATA_IDS.codePrice)).toEqual(price);
    expect(dataBlocks((await pageText('/de/')).text).get(PAGE_DATA_IDS.codePrice)).toEqual(price);
    expect(dataBlocks((await pageText('/navipin')).text).has(PAGE_DATA_IDS.codePrice)).toBe(false);

    const before = await codePriceCents(shop.database.db);
    await setCodePrice(shop.database.db, before + 100);
    try {
      const after = await pageText('/', { 'if-none-match': first.etag });
      expect(after.status).toBe(200);
      expect(after.etag).not.toBe(first.etag);
      expect(dataBlocks(after.text).get(PAGE_DATA_IDS.codePrice)).toEqual({
        amount: ((before + 100) / 100).toFixed(2),
        currency: price.currency,
      });
    } finally {
      await setCodePrice(shop.database.db, before);
    }
  });

  it('sends /subscription without the bundles when they cannot be read: the page then asks the API', async () => {
    const app = Fastify();
    await registerWebApp(app, webDist, {
      site: {
        brand: 'NaviHub',
        support_email: 'support@navihub.example',
        google_client_id: null,
        remote_services: [],
        payment_methods: ['card'],
        subscription_daily_limit: 50,
      },
      subscriptionBundles: () => Promise.reject(new Error('database down')),
    });
    try {
      const res = await app.inject({ method: 'GET', url: '/subscription' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect([...dataBlocks(res.body).keys()]).toEqual([PAGE_DATA_IDS.siteConfig]);
    } finally {
      await app.close();
    }
  });
});

describe('robots.txt', () => {
  it('asks crawlers to leave the API, the account pages and the back-office alone, not the shop', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    const lines = res.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    const disallowed = lines
      .filter((l) => l.startsWith('Disallow: '))
      .map((l) => l.slice('Disallow: '.length));
    const blocked = (url: string) => disallowed.some((prefix) => url.startsWith(prefix));
    for (const url of [
      '/api/v1/detail/',
      '/auth/login/',
      '/password/reset/',
      '/profile',
      '/profile/orders',
      '/admin/orders',
      '/de/profile/orders',
      '/de/auth/login/',
    ])
      expect(blocked(url), url).toBe(true);
    for (const url of [
      '/',
      '/navipin',
      '/vrxtool',
      '/login',
      '/register',
      '/subscription',
      '/vin-code',
      '/help',
      '/de/',
      '/de/navipin',
    ])
      expect(blocked(url), url).toBe(false);
    // Every line is a directive a robots.txt parser knows (Lighthouse's robots-txt audit).
    for (const line of lines.filter(Boolean)) expect(line).toMatch(/^(User-agent|Disallow): \S+$/);
  });
});
