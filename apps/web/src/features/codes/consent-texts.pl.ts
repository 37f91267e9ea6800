/**
 * Polish texts of consent-texts.ts (docs/decisions/057, 062). The boxes translate the English
 * wording of CONSENT_TEXT_VERSION (art. 38 ust. 1 pkt 13 ustawy o prawach konsumenta): a change of
 * either is a new version.
 */
import type { Translation } from '@/i18n/translated';
import { formatMoney } from '@/lib/format';
import type { consentPageTexts as englishPage, consentTexts as englishBoxes } from './consent-texts';

export const consentTexts: Translation<typeof englishBoxes> = {
  immediateDelivery:
    'Żądam dostarczenia mojego kodu PIN niezwłocznie, przed upływem 14-dniowego terminu na odstąpienie od umowy.',
  waiverAcknowledged:
    'Przyjmuję do wiadomości, że z chwilą dostarczenia kodu PIN tracę prawo odstąpienia od umowy.',
  immediateDeliveryRequired: 'Prosimy zaznaczyć to pole, aby otrzymać kod PIN od razu.',
  waiverAcknowledgedRequired:
    'Prosimy zaznaczyć to pole, aby potwierdzić, że prawo odstąpienia od umowy wygasa z chwilą dostarczenia.',
};

export const consentPageTexts: Translation<typeof englishPage> = {
  legend: 'Przed dostarczeniem kodu PIN',
  readBefore: 'Prosimy zapoznać się z dokumentami:',
  terms: 'regulamin',
  and: 'oraz',
  withdrawal: 'informacje o odstąpieniu od umowy',
  /** Plain links, outside the router: the Polish pages' addresses. */
  termsPath: '/pl/terms',
  withdrawalPath: '/pl/withdrawal',
  buying: (comand: string, region: string, version: string) =>
    `Zakup: kod PIN nawigacji dla ${comand}, region ${region}, wersja ${version}.`,
  total: (price: string) => `Razem (z podatkami): ${formatMoney(price, 'USD')}`,
};
