/** French texts of business-texts.ts (docs/decisions/062): the same keys, in the trade's French. */
import type { Translation } from '@/i18n/translated';
import { formatMoney } from '@/lib/format';
import type { businessTexts as english } from './business-texts';

export const businessTexts: Translation<typeof english> = {
  summary: 'Vous achetez en tant qu’entreprise\u202f? Ajoutez les coordonnées de votre société (facultatif)',
  heading: 'Coordonnées de l’entreprise',
  intro:
    'Elles figurent sur vos factures. Une entreprise de l’UE disposant d’un numéro de TVA d’un autre pays de l’UE ne paie pas de TVA.',
  companyName: 'Raison sociale',
  address: 'Adresse',
  addressHint: 'Rue, code postal et ville, une information par ligne.',
  country: 'Pays',
  noCountry: 'Choisissez un pays',
  vatNumber: 'Numéro de TVA intracommunautaire',
  vatNumberHint: 'Avec son préfixe de pays, par ex. FR12345678901.',
  save: 'Enregistrer les coordonnées de l’entreprise',
  saved: 'Coordonnées de l’entreprise enregistrées',
  remembered: 'Enregistrées dans votre compte pour vos prochains achats.',
  taxLine: (rate: string, country: string, tax: string, net: string) =>
    `Dont TVA ${rate}\u202f% (${country})\u00a0: ${formatMoney(tax, 'USD')} sur ${formatMoney(net, 'USD')} HT.`,
  reverseCharge: 'Pas de TVA\u00a0: autoliquidation (la TVA est due par vous, le preneur).',
  bundleNote:
    'Vous achetez en tant qu’entreprise\u202f? Les coordonnées de l’entreprise de vos paramètres figurent sur la facture.',
  bundleNoteLink: 'Coordonnées de l’entreprise',
  taxUnknown: 'Le total TTC n’a pas pu être calculé. Veuillez réessayer.',
};
