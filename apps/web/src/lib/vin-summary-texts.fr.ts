/** French texts of vin-summary-texts.ts (docs/decisions/062): the VIN is the numéro de châssis. */
import type { Translation } from '@/i18n/translated';
import type { vinSummaryTexts as english } from './vin-summary-texts';

export const vinSummaryTexts: Translation<typeof english> = {
  separator: ', ',
  unknownManufacturer: 'Constructeur inconnu',
  seriesNotIdentified: (maker: string) => `${maker} (série non identifiée)`,
  modelYear: (year: number) => `année modèle ${year}`,
  plant: (plant: string) => `usine de ${plant}`,
  checkDigitMismatch: 'le chiffre de contrôle ne correspond pas',
  steering: {
    left: 'conduite à gauche',
    right: 'conduite à droite',
    leftCkd: 'conduite à gauche (kit CKD)',
    rightCkd: 'conduite à droite (kit CKD)',
  },
};
