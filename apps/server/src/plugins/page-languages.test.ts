import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_DATA_IDS } from '@navihub/contract/page-data';
import { LOCALES } from '@navihub/contract/locales';
import { registerWebApp, type WebAppData } from './web-app.js';

let webDist: string;
let shop: FastifyInstance;
let bundles = [{ id: 1, name: 'Ten codes' }];

const data = (publicUrl?: string): WebAppData => ({
  site: {
    brand: 'NaviHub',
    support_email: 'support@navihub.example',
    google_client_id: null,
    remote_services: [],
    payment_methods: ['card'],
    subscription_daily_limit: 50,
  },
  subscriptionBundles: () => Promise.resolve(bundles as never),
  publicUrl,
});

beforeAll(async () => {
  // A build as the web app's writes it: index.html, and a copy per page that preloads its chunks.
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'navihub-languages-'));
  const page = (chunk: string) =>
    `<!doctype html>\n<html lang="en">\n<head><meta charset="UTF-8" /><title>NaviHub</title><link rel="modulepreload" href="/assets/${chunk}"></head><body><div id="root"></div></body></html>`;
  fs.writeFileSync(path.join(webDist, 'index.html'), page('index-abc.js'));
  fs.mkdirSync(path.join(webDist, 'pages', 'profile'), { recursive: true });
  fs.writeFileSync(path.join(webDist, 'pages', 'index.html'), page('home-abc.js'));
  fs.writeFileSync(path.join(webDist, 'pages', 'navipin.html'), page('navipin-abc.js'));
  fs.writeFileSync(path.join(webDist, 'pages', 'subscription.html'), page('subscription-abc.js'));
  fs.writeFileSync(path.join(webDist, 'pages', 'profile', 'orders.html'), page('orders-abc.js'));
  shop = Fastify();
  await registerWebApp(shop, webDist, data('https://shop.example/'));
});
afterAll(async () => {
  await shop.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}, app = shop) =>
  app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br', ...headers } });

/** The page at `url` as the browser reads it. */
async function page(url: string, headers: Record<string, string> = {}, app = shop) {
  const res = await get(url, headers, app);
  const text = res.rawPayload.length ? zlib.brotliDecompressSync(res.rawPayload).toString() : '';
  return { res, text, html: /<html[^>]*>/.exec(text)?.[0] };
}

/** A page's hreflang links: language → address. */
function hreflangs(text: string): Map<string, string> {
  const links = new Map<string, string>();
  for (const [, lang, href] of text.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g))
    links.set(lang!, href!);
  return links;
}

describe('a page in each of the shop languages (decision 058)', () => {
  it('says its language and direction: English at the plain path, German under /de', async () => {
    expect((await page('/navipin')).html).toBe('<html lang="en" dir="ltr">');
    const german = await page('/de/navipin');
    expect(german.res.statusCode).toBe(200);
    expect(german.html).toBe('<html lang="de" dir="ltr">');
    // The page's own copy of index.html, with the site config.
    expect(german.text).toContain('href="/assets/navipin-abc.js"');
    expect(german.text).toContain(`id="${PAGE_DATA_IDS.siteConfig}"`);
    // A language the shop does not speak has no addresses.
    expect((await get('/nl/navipin')).statusCode).toBe(404);
    // Arabic is written right to left.
    expect((await page('/ar/navipin')).html).toBe('<html lang="ar" dir="rtl">');
    // Home is '/de/'; '/de' is sent there.
    const home = await page('/de/');
    expect(home.res.statusCode).toBe(200);
    expect(home.html).toBe('<html lang="de" dir="ltr">');
    expect(home.text).toContain('href="/assets/home-abc.js"');
    const bare = await get('/de?x=1');
    expect([bare.statusCode, bare.headers.location]).toEqual([301, '/de/?x=1']);
  });

  it('links every language of the shop and x-default (English), absolute from PUBLIC_URL, the same from each', async () => {
    const english = hreflangs((await page('/navipin')).text);
    expect([...english.keys()]).toEqual([...LOCALES.map((l) => l.code), 'x-default']);
    expect(english.get('x-default')).toBe('https://shop.example/navipin');
    expect(english.get('en')).toBe('https://shop.example/navipin');
    expect(english.get('de')).toBe('https://shop.example/de/navipin');
    expect(english.has('nl')).toBe(false);
    expect(hreflangs((await page('/')).text).get('de')).toBe('https://shop.example/de/');
    // Reciprocal: every address linked links back to the same set, and is that language's page.
    for (const [lang, href] of english) {
      const linked = await page(new URL(href).pathname);
      expect(linked.res.statusCode, href).toBe(200);
      expect(hreflangs(linked.text), href).toEqual(english);
      if (lang !== 'x-default') expect(linked.html, href).toContain(`lang="${lang}"`);
    }
    // Inside the head.
    const { text } = await page('/de/navipin');
    expect(text.indexOf('hreflang="de"')).toBeLessThan(text.indexOf('</head>'));
  });

  it('without PUBLIC_URL links from the address the server was asked at', async () => {
    const app = Fastify();
    await registerWebApp(app, webDist, data());
    try {
      const links = hreflangs((await page('/de/navipin', { host: 'shop.test:8080' }, app)).text);
      expect(links.get('x-default')).toBe('http://shop.test:8080/navipin');
      expect(links.get('de')).toBe('http://shop.test:8080/de/navipin');
    } finally {
      await app.close();
    }
  });

  it('gives each language its own ETag, and revalidates each', async () => {
    const english = (await get('/navipin')).headers.etag;
    const german = (await get('/de/navipin')).headers.etag;
    expect(german).toBeTruthy();
    expect(german).not.toBe(english);
    expect((await get('/de/navipin', { 'if-none-match': String(german) })).statusCode).toBe(304);
    expect((await get('/de/navipin', { 'if-none-match': String(english) })).statusCode).toBe(200);
  });

  it('writes the bundles on offer into /subscription in every language', async () => {
    const { text, html } = await page('/de/subscription');
    expect(html).toBe('<html lang="de" dir="ltr">');
    expect(text).toContain('Ten codes');
    bundles = [{ id: 1, name: 'Twelve codes' }];
    expect((await page('/de/subscription')).text).toContain('Twelve codes');
  });

  it('has no language address for an unknown prefix, and no hreflang links on the account pages or the payment results', async () => {
    for (const url of ['/xx/navipin', '/en/navipin', '/nl/navipin', '/de/nowhere'])
      expect((await get(url)).statusCode, url).toBe(404);
    // The app's "Page not found" in German.
    expect((await page('/de/nowhere')).html).toBe('<html lang="de" dir="ltr">');
    // The signed-in pages and the payment results in German: the web app follows its prefix; no
    // search engine is told about them.
    for (const url of ['/de/profile', '/de/profile/orders', '/de/success']) {
      const german = await page(url);
      expect(german.res.statusCode, url).toBe(200);
      expect(german.html, url).toBe('<html lang="de" dir="ltr">');
      expect(hreflangs(german.text).size, url).toBe(0);
    }
    expect((await page('/de/profile/orders')).text).toContain('href="/assets/orders-abc.js"');
    const orders = await page('/profile/orders', { 'accept-language': 'de' });
    expect(orders.res.statusCode).toBe(200);
    expect(orders.html).toBe('<html lang="en">');
    expect(hreflangs(orders.text).size).toBe(0);
    expect(orders.res.headers.vary).not.toMatch(/accept-language/i);
    expect((await get('/success', { 'accept-language': 'de' })).statusCode).toBe(200);
  });
});

describe("sending a visitor to their language's address", () => {
  const visit = (url: string, headers: Record<string, string>) => get(url, headers);

  it("follows the browser's preferred language by q-value, English when it prefers English or anything", async () => {
    const german = await visit('/navipin', { 'accept-language': 'de-DE,de;q=0.9,en;q=0.8' });
    expect(german.statusCode).toBe(302);
    expect(german.headers.location).toBe('/de/navipin');
    expect(german.headers.vary).toMatch(/accept-language/i);
    expect((await visit('/', { 'accept-language': 'de' })).headers.location).toBe('/de/');
    expect((await visit('/navipin', { 'accept-language': 'xx, de;q=0.3, en;q=0.2' })).headers.location).toBe(
      '/de/navipin',
    );
    // Arabic, right to left, is one of the shop's languages (decision 063).
    expect((await visit('/navipin', { 'accept-language': 'ar-SA, de;q=0.9' })).headers.location).toBe(
      '/ar/navipin',
    );
    // A language the shop does not speak (nl, ja) is no reason to leave English.
    for (const accept of ['en-US,de;q=0.5', '*', 'en, de', 'ja, zh;q=0.5', 'de;q=0', 'nl', 'ja, nl;q=0.9']) {
      const res = await visit('/navipin', { 'accept-language': accept });
      expect(res.statusCode, accept).toBe(200);
      expect(res.headers.vary, accept).toMatch(/accept-language/i);
    }
  });

  it('sends a browser that prefers any other language of the shop to its page, in that language', async () => {
    for (const { code, dir } of LOCALES.filter((l) => l.code !== 'en')) {
      const res = await visit('/navipin', { 'accept-language': `${code}-XX,${code};q=0.9,en;q=0.5` });
      expect([res.statusCode, res.headers.location], code).toEqual([302, `/${code}/navipin`]);
      expect((await page(`/${code}/navipin`)).html, code).toBe(`<html lang="${code}" dir="${dir}">`);
    }
  });

  it('sends a visitor without Accept-Language (a crawler) the English page', async () => {
    const { res, html } = await page('/navipin');
    expect(res.statusCode).toBe(200);
    expect(html).toBe('<html lang="en" dir="ltr">');
    expect(res.headers.vary).toMatch(/accept-language/i);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
  });

  it('follows the choice in the lang cookie over the browser, both ways', async () => {
    const stays = await page('/navipin', { 'accept-language': 'de-DE,de', cookie: 'theme=dark; lang=en' });
    expect(stays.res.statusCode).toBe(200);
    expect(stays.html).toBe('<html lang="en" dir="ltr">');
    const sent = await visit('/navipin', { cookie: 'lang=de' });
    expect([sent.statusCode, sent.headers.location]).toEqual([302, '/de/navipin']);
    expect((await visit('/navipin', { 'accept-language': 'en', cookie: 'lang=de' })).headers.location).toBe(
      '/de/navipin',
    );
    // A cookie naming no language of the shop is no choice.
    expect((await visit('/navipin', { 'accept-language': 'de', cookie: 'lang=xx' })).headers.location).toBe(
      '/de/navipin',
    );
    // An address with a language is the visitor's choice too: never sent elsewhere.
    expect((await visit('/de/navipin', { 'accept-language': 'en', cookie: 'lang=en' })).statusCode).toBe(200);
  });

  it('keeps the query string', async () => {
    const res = await visit('/navipin?vin=WDD123&x=%20', { 'accept-language': 'de' });
    expect(res.headers.location).toBe('/de/navipin?vin=WDD123&x=%20');
  });
});
