/** The tax settings (decision 065) from the configuration: TAX_*, SELLER_COUNTRY, VIES_*, IP_COUNTRY_HEADER. */
import type { Config } from '../../config.js';
import { COUNTRY_CODES } from '@navihub/contract/business';
import type { TaxSettings } from './decide-tax.js';
import { rateTableOf } from './rates.js';
import { createViesCheck } from './vies.js';

export type TaxConfig = Pick<
  Config,
  | 'TAX_MODE'
  | 'TAX_RATES'
  | 'SELLER_COUNTRY'
  | 'SELLER_VAT_ID'
  | 'VIES_CHECK'
  | 'VIES_URL'
  | 'VIES_TIMEOUT_MS'
  | 'IP_COUNTRY_HEADER'
>;

export function taxSettingsOf(config: TaxConfig): TaxSettings {
  const sellerVat = config.SELLER_VAT_ID.replace(/[\s.-]/g, '').toUpperCase();
  return {
    mode: config.TAX_MODE,
    sellerCountry: config.SELLER_COUNTRY,
    rates: rateTableOf(config.TAX_RATES),
    vies:
      config.VIES_CHECK === 'on'
        ? createViesCheck({
            url: config.VIES_URL,
            timeoutMs: config.VIES_TIMEOUT_MS,
            requester: /^[A-Z]{2}[A-Z0-9]{2,14}$/.test(sellerVat) ? sellerVat : '',
          })
        : null,
  };
}

/** The caller's country from the proxy's header (IP_COUNTRY_HEADER), when it names one. */
export function ipCountryOf(
  config: Pick<Config, 'IP_COUNTRY_HEADER'>,
  headers: Record<string, string | string[] | undefined>,
): string | null {
  if (!config.IP_COUNTRY_HEADER) return null;
  const value = headers[config.IP_COUNTRY_HEADER];
  const country = (Array.isArray(value) ? value[0] : value)?.trim().toUpperCase();
  return country && COUNTRY_CODES.has(country) ? country : null;
}
