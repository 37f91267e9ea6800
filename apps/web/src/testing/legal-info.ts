import type { LegalInfo } from '@navihub/contract/legal';

/**
 * The legal settings of a German seller, as `GET /api/v1/site/legal/` answers with no texts of
 * the operator's own (so the pages show the templates), and the retention periods a test sets.
 */
export const kartenwerkLegal = (retention: Partial<LegalInfo['retention']> = {}): LegalInfo => ({
  seller: {
    name: 'Kartenwerk GmbH',
    address: ['Hauptstraße 1', '10115 Berlin'],
    email: 'legal@kartenwerk.example',
    vat_id: 'DE123456789',
    register: 'Amtsgericht Charlottenburg, HRB 12345',
    country: 'DE',
  },
  retention: { mail_days: 21, ip_days: null, unconfirmed_account_days: null, ...retention },
  texts: { terms: null, withdrawal: null, privacy: null, imprint: null },
});
