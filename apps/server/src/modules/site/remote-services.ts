/**
 * The home page's remote services in a language (decision 067): REMOTE_SERVICES_<LANG> when the
 * operator set it, else REMOTE_SERVICES (whose default is the specification's English list).
 */
import type { Config } from '../../config.js';

/** The list the pages of `locale` show; English, or a language without a list, gets REMOTE_SERVICES. */
export function remoteServicesIn(config: Config, locale: string): string[] {
  return Object.hasOwn(config.remoteServicesByLanguage, locale)
    ? config.remoteServicesByLanguage[locale]!
    : config.REMOTE_SERVICES;
}
