import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { call, createTestShop, testConfig } from '../../test/harness.js';
import { invoiceSettingsOf } from '../invoices/index.js';
import { legalInfoByLanguage, legalInfoOf } from './legal.js';

/** A LEGAL_DIR with the given files (`de/terms.md`…). */
function legalDir(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'legal-'));
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

describe('the legal pages settings (decision 056)', () => {
  it("serves the seller, with the address split into lines, and the operator's texts of LEGAL_DIR", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'legal-'));
    fs.writeFileSync(path.join(dir, 'terms.md'), '# Our terms\n\nWe sell PINs.\n');
    fs.writeFileSync(path.join(dir, 'privacy.md'), '   \n');
    const info = legalInfoOf(
      testConfig({
        LEGAL_DIR: dir,
        SELLER_NAME: 'Kartenwerk GmbH',
        SELLER_ADDRESS: 'Hauptstraße 1; 10115 Berlin\nGermany',
        SELLER_VAT_ID: 'none',
        SELLER_COUNTRY: 'DE',
      }),
    );
    expect(info.seller).toMatchObject({
      name: 'Kartenwerk GmbH',
      address: ['Hauptstraße 1', '10115 Berlin', 'Germany'],
      vat_id: '',
      country: 'DE',
    });
    expect(info.texts).toEqual({
      terms: '# Our terms\n\nWe sell PINs.',
      withdrawal: null,
      privacy: null,
      imprint: null,
    });
  });

  it("gives each language its own text, else the operator's English one, else none (decision 070)", () => {
    const dir = legalDir({
      'terms.md': '# Terms\n\nWe sell PINs.',
      'de/terms.md': '# AGB\n\nWir verkaufen PINs.',
      'de/privacy.md': '# Datenschutz',
      'ar/imprint.md': '  \n',
    });
    const legal = legalInfoByLanguage(testConfig({ LEGAL_DIR: dir }));
    expect(legal('de').texts).toEqual({
      terms: '# AGB\n\nWir verkaufen PINs.',
      withdrawal: null,
      privacy: '# Datenschutz',
      imprint: null,
    });
    expect(legal('de').text_languages).toEqual({
      terms: 'de',
      withdrawal: null,
      privacy: 'de',
      imprint: null,
    });
    // French has no folder: the English text stands in, marked English.
    expect(legal('fr').texts.terms).toBe('# Terms\n\nWe sell PINs.');
    expect(legal('fr').text_languages?.terms).toBe('en');
    // A blank file is no text: the English fallback (none here), then the template.
    expect(legal('ar').texts.imprint).toBeNull();
    // English reads the root files only; a language the shop does not speak is English.
    expect(legal('en').texts.privacy).toBeNull();
    expect(legal('xx')).toEqual(legal('en'));
    expect(legal(undefined)).toEqual(legal('en'));
  });

  it('reads the seller the same for the imprint and the invoices', () => {
    const config = testConfig({
      SELLER_NAME: 'Kartenwerk GmbH',
      SELLER_ADDRESS: 'Hauptstraße 1;  10115 Berlin ',
      SELLER_VAT_ID: ' DE123456789 ',
      SELLER_REGISTER: 'None',
      SELLER_COUNTRY: 'DE',
    });
    const imprint = legalInfoOf(config).seller;
    const invoice = invoiceSettingsOf(config).seller;
    expect(invoice).toEqual({
      name: imprint.name,
      address: imprint.address,
      email: imprint.email,
      vatId: imprint.vat_id,
      register: imprint.register,
      country: imprint.country,
    });
    expect(invoice).toMatchObject({
      address: ['Hauptstraße 1', '10115 Berlin'],
      vatId: 'DE123456789',
      register: '',
    });
  });

  it("answers GET /api/v1/site/legal/?lang= with the language's texts", async () => {
    const shop = await createTestShop({
      LEGAL_DIR: legalDir({ 'imprint.md': '# Imprint', 'de/imprint.md': '# Impressum' }),
    });
    try {
      const german = await call(shop.app, 'GET', '/api/v1/site/legal/?lang=de');
      expect(german.status).toBe(200);
      expect(german.body.texts.imprint).toBe('# Impressum');
      expect(german.body.text_languages?.imprint).toBe('de');
      const english = await call(shop.app, 'GET', '/api/v1/site/legal/');
      expect(english.body.texts.imprint).toBe('# Imprint');
      const polish = await call(shop.app, 'GET', '/api/v1/site/legal/?lang=pl');
      expect(polish.body.text_languages?.imprint).toBe('en');
      expect((await call(shop.app, 'GET', `/api/v1/site/legal/?lang=${'x'.repeat(40)}`)).status).toBe(400);
    } finally {
      await shop.close();
    }
  });

  it('refuses a SELLER_COUNTRY that is not an ISO alpha-2 code', () => {
    expect(() => testConfig({ SELLER_COUNTRY: 'Germany' })).toThrow(
      /SELLER_COUNTRY must be an ISO 3166 alpha-2 code/,
    );
  });
});
