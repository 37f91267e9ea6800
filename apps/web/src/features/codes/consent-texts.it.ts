/**
 * Italian texts of consent-texts.ts (docs/decisions/057, 062). The boxes translate the English
 * wording of CONSENT_TEXT_VERSION (art. 59 of the Codice del consumo): a change of either is a
 * new version.
 */
import type { Translation } from '@/i18n/translated';
import { formatMoney } from '@/lib/format';
import type { consentPageTexts as englishPage, consentTexts as englishBoxes } from './consent-texts';

export const consentTexts: Translation<typeof englishBoxes> = {
  immediateDelivery:
    'Chiedo espressamente che il mio PIN mi venga consegnato subito, prima della scadenza del periodo di recesso di 14 giorni.',
  waiverAcknowledged: 'Prendo atto che perdo il diritto di recesso una volta consegnato il PIN.',
  immediateDeliveryRequired: 'Selezioni questa casella per ricevere subito il Suo PIN.',
  waiverAcknowledgedRequired:
    'Selezioni questa casella per confermare di sapere che il diritto di recesso termina con la consegna.',
};

export const consentPageTexts: Translation<typeof englishPage> = {
  legend: 'Prima della consegna del PIN',
  readBefore: 'La preghiamo di leggere le nostre',
  terms: 'condizioni generali',
  and: 'e le',
  withdrawal: 'informazioni sul recesso',
  /** Plain links, outside the router: the Italian pages' addresses. */
  termsPath: '/it/terms',
  withdrawalPath: '/it/withdrawal',
  buying: (comand: string, region: string, version: string) =>
    `Sta acquistando il PIN di navigazione per ${comand}, ${region}, versione ${version}.`,
  total: (price: string) => `Totale (IVA inclusa): ${formatMoney(price, 'USD')}`,
};
