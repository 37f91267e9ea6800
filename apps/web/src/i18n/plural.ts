import { formatCount } from '@/lib/format';
import { activeLocale } from './translated';

const rules = new Map<string, Intl.PluralRules>();

/**
 * The form of a count's words in the app's language (CLDR plural categories through
 * `Intl.PluralRules`: German one/other, Polish and Russian one/few/many/other, Arabic all six);
 * `other` stands for any form a catalog does not write.
 */
export function plural(
  n: number,
  forms: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string },
): string {
  const locale = activeLocale();
  let rule = rules.get(locale);
  if (!rule) {
    rule = new Intl.PluralRules(locale);
    rules.set(locale, rule);
  }
  return (forms[rule.select(n)] ?? forms.other).replace('#', formatCount(n));
}
