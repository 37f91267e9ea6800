/** French texts of texts.ts (docs/decisions/062): the VIN is the numéro de châssis. */
import type { Translation } from '@/i18n/translated';
import type { vinTexts as english } from './texts';

export const vinTexts: Translation<typeof english> = {
  title: 'Décodeur VIN',
  intro:
    'Vérifiez le numéro de châssis (VIN) avant d’acheter un code PIN de mise à jour cartographique : un code PIN ne fonctionne que sur le véhicule pour lequel il a été généré.',
  label: 'Numéro VIN / numéro de châssis',
  hint: '17 caractères, tels qu’imprimés sur le certificat d’immatriculation ou en bas du pare-brise. Les espaces et les tirets sont ignorés.',
  sampleVin: 'WDD2050001F595854',
  submit: 'Obtenir la fiche technique',
  wrongFormat: 'Erreur : format incorrect',
  noVin: 'Aucun VIN indiqué. Saisissez un VIN pour obtenir sa fiche technique.',
  decodeAnother: 'Décoder un autre VIN',
  correctVin: 'Corriger le VIN',
  retry: 'Réessayer',
  datacard: 'Fiche technique',
  invalidVin: 'Erreur : ce VIN contient une erreur',
  invalidVinHint: 'Veuillez le comparer caractère par caractère avec les papiers du véhicule.',
  notMercedes: 'Ce n’est pas un VIN Mercedes-Benz',
  notMercedesText:
    'Les codes PIN de mise à jour cartographique NaviHub sont conçus pour les systèmes de navigation COMAND de Mercedes-Benz.',
  detailsLabel: 'Champs décodés',
  tableCaption: (vin: string) => `Code/Description du VIN ${vin}`,
  code: 'Code',
  description: 'Description',
  unknown: 'inconnu',
  rows: {
    vin: 'VIN',
    maker: 'Constructeur',
    country: 'Pays',
    region: 'Région',
    layout: 'Structure du VIN',
    series: 'Série',
    modelCode: 'Code modèle',
    steering: 'Direction',
    plant: 'Usine',
    modelYear: 'Année modèle',
    checkDigit: 'Chiffre de contrôle',
    serial: 'Numéro de série',
    headUnits: 'Systèmes de navigation possibles',
  },
  layouts: { 'north-american': 'Nord-américaine', 'rest-of-world': 'Reste du monde' },
  checkDigitValid: (digit: string) => `${digit} (valide)`,
  checkDigitInvalid: (actual: string, expected: string) =>
    `${actual} (ne correspond pas, attendu\u00a0: ${expected})`,
  checkDigitNotUsed: 'non utilisé dans cette structure',
  noHeadUnits: 'aucun connu',
};
