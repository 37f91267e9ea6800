/** Italian texts of texts.ts (docs/decisions/062): the VIN is the numero di telaio. */
import type { Translation } from '@/i18n/translated';
import type { vinTexts as english } from './texts';

export const vinTexts: Translation<typeof english> = {
  title: 'Decodificatore VIN',
  intro:
    'Verifichi il numero di telaio (VIN) prima di acquistare un PIN per l’aggiornamento mappe: un PIN funziona solo sul veicolo per cui è stato generato.',
  label: 'Numero di telaio (VIN)',
  hint: '17 caratteri, come riportati sulla carta di circolazione o in basso sul parabrezza. Spazi e trattini vengono ignorati.',
  sampleVin: 'WDD2050001F595854',
  submit: 'Ottieni la scheda tecnica',
  wrongFormat: 'Errore: formato non valido',
  noVin: 'Nessun VIN indicato. Inserisca un VIN per ottenere la relativa scheda tecnica.',
  decodeAnother: 'Decodifica un altro VIN',
  correctVin: 'Correggi il VIN',
  retry: 'Riprova',
  datacard: 'Scheda tecnica',
  invalidVin: 'Errore: questo VIN contiene un errore',
  invalidVinHint: 'Lo confronti carattere per carattere con i documenti del veicolo.',
  notMercedes: 'Non è un VIN Mercedes-Benz',
  notMercedesText:
    'I PIN per l’aggiornamento mappe NaviHub sono pensati per i sistemi di navigazione COMAND di Mercedes-Benz.',
  detailsLabel: 'Campi decodificati',
  tableCaption: (vin: string) => `Codice/Descrizione del VIN ${vin}`,
  code: 'Codice',
  description: 'Descrizione',
  unknown: 'sconosciuto',
  rows: {
    vin: 'VIN',
    maker: 'Costruttore',
    country: 'Paese',
    region: 'Regione',
    layout: 'Struttura del VIN',
    series: 'Serie',
    modelCode: 'Codice modello',
    steering: 'Guida',
    plant: 'Stabilimento',
    modelYear: 'Anno modello',
    checkDigit: 'Cifra di controllo',
    serial: 'Numero di serie',
    headUnits: 'Sistemi di navigazione possibili',
  },
  layouts: { 'north-american': 'Nordamericana', 'rest-of-world': 'Resto del mondo' },
  checkDigitValid: (digit: string) => `${digit} (valida)`,
  checkDigitInvalid: (actual: string, expected: string) => `${actual} (non corrisponde, atteso ${expected})`,
  checkDigitNotUsed: 'non usata in questa struttura',
  noHeadUnits: 'nessuno noto',
};
