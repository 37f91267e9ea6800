/**
 * The home page's remote services in a language (decision 067): REMOTE_SERVICES_<LANG> when the
 * operator set it, else REMOTE_SERVICES (whose default is the specification's English list).
 */
import type { Config } from '../../config.js';

/** The settings of the other languages' lists, by language code. */
const SETTING_OF = {
  de: 'REMOTE_SERVICES_DE',
  fr: 'REMOTE_SERVICES_FR',
  es: 'REMOTE_SERVICES_ES',
  it: 'REMOTE_SERVICES_IT',
  pl: 'REMOTE_SERVICES_PL',
  tr: 'REMOTE_SERVICES_TR',
  ru: 'REMOTE_SERVICES_RU',
  ar: 'REMOTE_SERVICES_AR',
} as const satisfies Record<string, keyof Config>;

/** The language codes a list can be set for (the shop's languages and the planned ones but English). */
export const REMOTE_SERVICES_LANGUAGES: readonly string[] = Object.keys(SETTING_OF);

/** The list the pages of `locale` show; an unknown language (or English) gets REMOTE_SERVICES. */
export function remoteServicesIn(config: Config, locale: string): string[] {
  const setting = Object.hasOwn(SETTING_OF, locale)
    ? SETTING_OF[locale as keyof typeof SETTING_OF]
    : undefined;
  return (setting && config[setting]) ?? config.REMOTE_SERVICES;
}
