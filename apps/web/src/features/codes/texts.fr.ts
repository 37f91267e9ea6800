/** French texts of texts.ts (docs/decisions/062): the same keys, in the trade's French. */
import type { Translation } from '@/i18n/translated';
import { formatMoney } from '@/lib/format';
import type { codesTexts as codes, paymentsTexts as payments } from './texts';

/** '39.00' → '39,00 $US': the amount as French writes dollars. */
const dollars = (price: string) => formatMoney(price, 'USD');

export const codesTexts: Translation<typeof codes> = {
  form: {
    title: 'Codes de navigation',
    intro:
      'Choisissez votre système de navigation, la région cartographique et la version de la carte, puis saisissez le numéro de châssis (VIN) à 17 caractères.',
    formLabel: 'Code de navigation',
    comand: 'Comand',
    mapRegion: 'Région cartographique',
    version: 'Version',
    vin: 'VIN',
    selectPlaceholder: 'Sélectionner…',
    vinPlaceholder: 'VIN à 17 caractères',
    generate: 'Générer',
    buyNow: 'Acheter maintenant',
    vinWarningsTitle: 'À vérifier',
    confirmTitle: 'Générer quand même\u202f?',
    confirmIntro:
      'La vérification du VIN a relevé un point à examiner. Un point ou une utilisation d’abonnement consommés ne peuvent pas être repris.',
    confirmGenerate: 'Générer quand même',
    confirmCheck: 'Vérifier le VIN',
  },
  amount: {
    subscriptionActive: 'Abonnement actif',
    points: (n: number) => `Solde de points\u00a0: ${n}`,
    amount: (price: string) => `Montant\u00a0: ${dollars(price)}`,
    discountApplied: (discount: number) => `Remise de ${discount}\u202f% appliquée`,
    price: (price: string) => dollars(price),
    originalPrice: 'Prix initial',
  },
};

export const paymentsTexts: Translation<typeof payments> = {
  amount: {
    amount: (price: string) => `Montant\u00a0: ${dollars(price)}`,
    price: (price: string) => dollars(price),
    originalPrice: 'Prix initial',
    discountApplied: (discount: number) => `Remise de ${discount}\u202f% appliquée`,
    subscriptionActive: 'Abonnement actif',
    points: (n: number) => `Solde de points\u00a0: ${n}`,
  },
};
