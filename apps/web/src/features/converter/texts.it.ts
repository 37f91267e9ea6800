/** Italian texts of texts.ts (docs/decisions/062). */
import type { Translation } from '@/i18n/translated';
import type { converterTexts as english } from './texts';

export const converterTexts: Translation<typeof english> = {
  title: 'Carichi il Suo file',
  intro:
    'Suddivide i file di codifica .vrx, .vcx e .sgde in file .aed, uno per centralina, restituiti in un unico file ZIP.',
  dropZone: 'Trascini qui i file',
  dropZoneActive: 'Rilasci i file qui…',
  dropZoneLabel: 'Trascini qui i file, oppure prema Invio per sceglierli',
  dropZoneHint: '.vrx, .vcx o .sgde · fino a {maxFiles} file · al massimo {maxSize} ciascuno',
  chooseFile: 'Scegli file',
  processing: 'Elaborazione in corso…',
  download: 'Scarica',
  results: 'Risultati',
  rejected: 'Questi file non sono stati accettati',
  status: {
    waiting: 'in attesa',
    uploading: 'in caricamento',
    converting: 'in conversione',
    processed: 'elaborato',
    error: 'errore',
    incorrectFileType: 'Tipo di file non corretto',
  },
  incorrectFileTypeReason: 'Si possono convertire solo file .vrx, .vcx e .sgde.',
  emptyResult: 'Il server ha restituito un risultato vuoto.',
  networkError: 'Il server non è raggiungibile. Controlli la connessione e riprovi.',
  uploadProgress: 'Caricamento di {file}',
  converting: 'Caricato; conversione sul server in corso…',
  modules: 'Centraline trovate',
  modulesOf: 'Centraline trovate in {file}',
  moreModules: '+{count} altre',
  announceBusy: 'Elaborazione di {done} file su {total}…',
  announceDone: 'Completato: {summary}.',
};
