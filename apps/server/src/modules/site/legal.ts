/**
 * What the legal pages show (issue 32, decision 056): the seller from the SELLER_* settings, the
 * retention periods the privacy notice states, and the operator's own texts from LEGAL_DIR, read
 * once at start (a page without its file shows the web app's template).
 */
import fs from 'node:fs';
import path from 'node:path';
import { LEGAL_PAGES, type LegalInfo, type LegalPage } from '@navihub/contract/legal';
import type { Config } from '../../config.js';

/** A retention setting this version may not have yet (a later one adds it): null when absent. */
function daysSetting(config: Config, name: string): number | null {
  const value = (config as unknown as Record<string, unknown>)[name];
  return typeof value === 'number' ? value : null;
}

/** LEGAL_DIR/<page>.md, or null when the folder or the file is not there. */
function operatorText(dir: string | undefined, page: LegalPage): string | null {
  if (!dir) return null;
  try {
    const text = fs.readFileSync(path.join(dir, `${page}.md`), 'utf8').trim();
    return text === '' ? null : text;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}

/** `none` (a seller without a VAT id or register entry): served empty, and left out of the page. */
const unlessNone = (value: string) => (value.trim().toLowerCase() === 'none' ? '' : value);

export function legalInfoOf(config: Config): LegalInfo {
  const texts = Object.fromEntries(
    LEGAL_PAGES.map((page) => [page, operatorText(config.LEGAL_DIR, page)]),
  ) as LegalInfo['texts'];
  return {
    seller: {
      name: config.SELLER_NAME,
      address: config.SELLER_ADDRESS.split(/;|\n/)
        .map((line) => line.trim())
        .filter(Boolean),
      email: config.SELLER_EMAIL,
      vat_id: unlessNone(config.SELLER_VAT_ID),
      register: unlessNone(config.SELLER_REGISTER),
      country: config.SELLER_COUNTRY,
    },
    retention: {
      mail_days: config.MAIL_RETENTION_DAYS,
      ip_days: daysSetting(config, 'IP_RETENTION_DAYS'),
      unconfirmed_account_days: daysSetting(config, 'UNCONFIRMED_ACCOUNT_DAYS'),
    },
    texts,
  };
}
