import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../../test/harness.js';
import { legalInfoOf } from './legal.js';

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

  it('refuses a SELLER_COUNTRY that is not an ISO alpha-2 code', () => {
    expect(() => testConfig({ SELLER_COUNTRY: 'Germany' })).toThrow(
      /SELLER_COUNTRY must be an ISO 3166 alpha-2 code/,
    );
  });
});
