import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_REMOTE_SERVICES } from '@navihub/contract/messages';
import { WRITTEN_LOCALES } from '@navihub/contract/locales';
import { PAGE_DATA_IDS } from '@navihub/contract/page-data';
import { createTestShop, testConfig, type TestShop } from '../../test/harness.js';
import { ConfigError, REMOTE_SERVICES_LANGUAGES } from '../../config.js';
import { remoteServicesIn } from './remote-services.js';

describe('the remote services per language (decision 067)', () => {
  it("takes a language's own list, and REMOTE_SERVICES (the specification's by default) for the others", () => {
    const config = testConfig({
      REMOTE_SERVICES_DE: 'Softwareinstallation und -aktivierung; Codierung und Programmierung',
    });
    expect(remoteServicesIn(config, 'de')).toEqual([
      'Softwareinstallation und -aktivierung',
      'Codierung und Programmierung',
    ]);
    expect(remoteServicesIn(config, 'en')).toEqual([...DEFAULT_REMOTE_SERVICES]);
    expect(remoteServicesIn(config, 'fr')).toEqual([...DEFAULT_REMOTE_SERVICES]);
    expect(remoteServicesIn(config, 'constructor')).toEqual([...DEFAULT_REMOTE_SERVICES]);
    const own = testConfig({ REMOTE_SERVICES: 'Coding' });
    expect(remoteServicesIn(own, 'de')).toEqual(['Coding']);
  });

  it('can be set for every language the shop speaks or plans but English, and for no other', () => {
    const codes = WRITTEN_LOCALES.map((l) => l.code).filter((c) => c !== 'en');
    expect([...REMOTE_SERVICES_LANGUAGES].sort()).toEqual(codes.sort());
    expect(remoteServicesIn(testConfig({ REMOTE_SERVICES_AR: 'برمجة' }), 'ar')).toEqual(['برمجة']);
    expect(() => testConfig({ REMOTE_SERVICES_XX: 'Coding' })).toThrow(ConfigError);
    expect(() => testConfig({ REMOTE_SERVICES_EN: 'Coding' })).toThrow(/REMOTE_SERVICES_EN: no language en/);
  });

  describe('as the site config says it', () => {
    let shop: TestShop;
    let webDist: string;
    beforeAll(async () => {
      webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'navihub-web-'));
      fs.writeFileSync(
        path.join(webDist, 'index.html'),
        '<!doctype html><title>NaviHub</title><div id="root"></div>',
      );
      shop = await createTestShop({ WEB_DIST: webDist, REMOTE_SERVICES_DE: 'Codierung; Regionsumstellung' });
    });
    afterAll(async () => {
      await shop.close();
      fs.rmSync(webDist, { recursive: true, force: true });
    });

    const siteBlockOf = (html: string) =>
      JSON.parse(
        new RegExp(`<script type="application/json" id="${PAGE_DATA_IDS.siteConfig}">(.*?)</script>`).exec(
          html,
        )![1]!,
      ) as { remote_services: string[] };

    it('answers GET /api/v1/site/?lang= with the language’s list; an unknown language gets the default', async () => {
      const list = async (query: string) =>
        (await shop.app.inject({ method: 'GET', url: `/api/v1/site/${query}` })).json<{
          remote_services: string[];
        }>().remote_services;
      expect(await list('?lang=de')).toEqual(['Codierung', 'Regionsumstellung']);
      expect(await list('')).toEqual([...DEFAULT_REMOTE_SERVICES]);
      expect(await list('?lang=xx')).toEqual([...DEFAULT_REMOTE_SERVICES]);
      const tooLong = await shop.app.inject({ method: 'GET', url: `/api/v1/site/?lang=${'d'.repeat(40)}` });
      expect(tooLong.statusCode).toBe(400);
    });

    it("writes a page's list into it in the page's language", async () => {
      const page = async (url: string) =>
        (await shop.app.inject({ method: 'GET', url, headers: { 'accept-language': 'en' } })).body;
      expect(siteBlockOf(await page('/de/')).remote_services).toEqual(['Codierung', 'Regionsumstellung']);
      expect(siteBlockOf(await page('/de/navipin')).remote_services).toEqual([
        'Codierung',
        'Regionsumstellung',
      ]);
      expect(siteBlockOf(await page('/')).remote_services).toEqual([...DEFAULT_REMOTE_SERVICES]);
      expect(siteBlockOf(await page('/navipin')).remote_services).toEqual([...DEFAULT_REMOTE_SERVICES]);
    });
  });
});
