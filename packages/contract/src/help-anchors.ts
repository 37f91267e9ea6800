/**
 * Where the help page explains a head unit's PIN entry (issue 32): `/help#ntg-5s1`, under the
 * language's prefix for other languages (`/de/help#ntg-5s1`). The success page, the PIN e-mail
 * and the help page itself use this one spelling.
 */

/** The anchor of a head unit's steps on /help: 'NTG 5/5s2' → 'ntg-5-5s2', 'NTG 4.5' → 'ntg-4-5'. */
export function helpAnchorOf(comand: string): string {
  return comand
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The path of a head unit's steps in a language ('en' has no prefix): '/de/help#ntg-5s1'. */
export function helpPathOf(comand: string, locale: string = 'en'): string {
  const prefix = locale === 'en' ? '' : `/${locale}`;
  return `${prefix}/help#${helpAnchorOf(comand)}`;
}
