/** German texts of texts.ts (docs/decisions/062). */
import type { Translation } from '@/i18n/translated';
import type { converterTexts as english } from './texts';

export const converterTexts: Translation<typeof english> = {
  title: 'Datei hochladen',
  intro:
    'Zerlegt .vrx-, .vcx- und .sgde-Codierdateien in .aed-Dateien, eine je Steuergerät, und liefert sie in einer ZIP-Datei.',
  dropZone: 'Dateien hierher ziehen und ablegen',
  dropZoneActive: 'Dateien hier ablegen …',
  dropZoneLabel: 'Dateien hierher ziehen oder die Eingabetaste drücken, um sie auszuwählen',
  dropZoneHint: '.vrx, .vcx oder .sgde · bis zu {maxFiles} Dateien · höchstens {maxSize} je Datei',
  chooseFile: 'Datei wählen',
  processing: 'Wird verarbeitet …',
  download: 'Herunterladen',
  results: 'Ergebnisse',
  rejected: 'Diese Dateien wurden nicht angenommen',
  status: {
    waiting: 'wartet',
    uploading: 'wird hochgeladen',
    converting: 'wird umgewandelt',
    processed: 'verarbeitet',
    error: 'Fehler',
    incorrectFileType: 'Falscher Dateityp',
  },
  incorrectFileTypeReason: 'Nur .vrx-, .vcx- und .sgde-Dateien lassen sich umwandeln.',
  emptyResult: 'Der Server hat ein leeres Ergebnis geliefert.',
  networkError: 'Der Server ist nicht erreichbar. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  uploadProgress: '{file} wird hochgeladen',
  converting: 'Hochgeladen; wird auf dem Server umgewandelt …',
  modules: 'Gefundene Steuergeräte',
  modulesOf: 'Gefundene Steuergeräte in {file}',
  moreModules: '+{count} weitere',
  announceBusy: '{done} von {total} Dateien werden verarbeitet …',
  announceDone: 'Fertig: {summary}.',
};
