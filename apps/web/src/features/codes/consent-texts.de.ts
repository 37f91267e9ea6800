/**
 * German texts of consent-texts.ts (docs/decisions/057, 062). The boxes translate the English
 * wording of CONSENT_TEXT_VERSION (§356(5) BGB): a change of either is a new version.
 */
import type { Translation } from '@/i18n/translated';
import { formatMoney } from '@/lib/format';
import type { consentPageTexts as englishPage, consentTexts as englishBoxes } from './consent-texts';

export const consentTexts: Translation<typeof englishBoxes> = {
  immediateDelivery:
    'Ich verlange ausdrücklich, dass Sie vor Ablauf der 14-tägigen Widerrufsfrist mit der Ausführung des Vertrags beginnen (sofortige Lieferung der PIN).',
  waiverAcknowledged: 'Mir ist bekannt, dass ich mit der Lieferung der PIN mein Widerrufsrecht verliere.',
  immediateDeliveryRequired: 'Setzen Sie hier ein Häkchen, damit Ihre PIN sofort geliefert wird.',
  waiverAcknowledgedRequired:
    'Setzen Sie hier ein Häkchen, um zu bestätigen, dass Ihr Widerrufsrecht mit der Lieferung endet.',
};

export const consentPageTexts: Translation<typeof englishPage> = {
  legend: 'Bevor die PIN geliefert wird',
  readBefore: 'Bitte lesen Sie unsere',
  terms: 'AGB',
  and: 'und die',
  withdrawal: 'Widerrufsbelehrung',
  /** Plain links, outside the router: the German pages' addresses. */
  termsPath: '/de/terms',
  withdrawalPath: '/de/withdrawal',
  buying: (comand: string, region: string, version: string) =>
    `Sie kaufen die Navigations-PIN für ${comand}, ${region}, Version ${version}.`,
  total: (price: string) => `Gesamtbetrag (inkl. USt.): ${formatMoney(price, 'USD')}`,
};
