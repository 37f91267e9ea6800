/** German texts of texts.ts (docs/decisions/062): the VIN is the Fahrgestellnummer (FIN). */
import type { Translation } from '@/i18n/translated';
import type { vinTexts as english } from './texts';

export const vinTexts: Translation<typeof english> = {
  title: 'FIN-Decoder',
  intro:
    'Prüfen Sie die Fahrgestellnummer (FIN), bevor Sie eine PIN für die Kartenaktualisierung kaufen: Eine PIN funktioniert nur in dem Fahrzeug, für das sie erzeugt wurde.',
  label: 'Fahrgestellnummer (FIN)',
  hint: '17 Zeichen, wie in der Zulassungsbescheinigung oder unten an der Windschutzscheibe. Leerzeichen und Bindestriche werden ignoriert.',
  sampleVin: 'WDD2050001F595854',
  submit: 'Datenkarte abrufen',
  wrongFormat: 'Fehler: falsches Format',
  noVin: 'Keine FIN angegeben. Geben Sie eine FIN ein, um ihre Datenkarte abzurufen.',
  decodeAnother: 'Weitere FIN entschlüsseln',
  correctVin: 'FIN korrigieren',
  retry: 'Erneut versuchen',
  datacard: 'Datenkarte',
  invalidVin: 'Fehler: Diese FIN enthält einen Fehler',
  invalidVinHint: 'Bitte vergleichen Sie sie Zeichen für Zeichen mit den Fahrzeugpapieren.',
  notMercedes: 'Keine Mercedes-Benz-FIN',
  notMercedesText:
    'NaviHub-PINs für die Kartenaktualisierung sind für Mercedes-Benz-COMAND-Navigationssysteme gemacht.',
  detailsLabel: 'Entschlüsselte Felder',
  tableCaption: (vin: string) => `Code/Beschreibung der FIN ${vin}`,
  code: 'Code',
  description: 'Beschreibung',
  unknown: 'unbekannt',
  rows: {
    vin: 'FIN',
    maker: 'Hersteller',
    country: 'Land',
    region: 'Region',
    layout: 'FIN-Aufbau',
    series: 'Baureihe',
    modelCode: 'Modellcode',
    steering: 'Lenkung',
    plant: 'Werk',
    modelYear: 'Modelljahr',
    checkDigit: 'Prüfziffer',
    serial: 'Seriennummer',
    headUnits: 'Mögliche Navigationssysteme',
  },
  layouts: { 'north-american': 'Nordamerikanisch', 'rest-of-world': 'Übrige Welt' },
  checkDigitValid: (digit: string) => `${digit} (gültig)`,
  checkDigitInvalid: (actual: string, expected: string) => `${actual} (stimmt nicht, erwartet ${expected})`,
  checkDigitNotUsed: 'bei diesem Aufbau nicht verwendet',
  noHeadUnits: 'keine bekannt',
};
