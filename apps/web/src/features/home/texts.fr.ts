/** French texts of texts.ts (docs/decisions/062). */
import type { Translation } from '@/i18n/translated';
import { formatMoney } from '@/lib/format';
import type { homeTexts as english } from './texts';

export const homeTexts: Translation<typeof english> = {
  title: 'Codes PIN de mise à jour cartographique pour Mercedes-Benz COMAND',
  headUnits: 'Systèmes de navigation',
  price: (amount: string) => `${formatMoney(amount, 'USD')} par code PIN`,
  delivery: 'À l’écran et par e-mail, généralement en moins d’une minute.',
  wrongVin:
    'Aucun remboursement pour un VIN mal saisi\u202f; un code PIN qui ne fonctionne pas avec le VIN saisi est corrigé ou remboursé.',
  start: 'Obtenir votre code PIN',
};
