/** Spanish texts of texts.ts (docs/decisions/062). */
import type { Translation } from '@/i18n/translated';
import type { converterTexts as english } from './texts';

export const converterTexts: Translation<typeof english> = {
  title: 'Suba su archivo',
  intro:
    'Divide los archivos de codificación .vrx, .vcx y .sgde en archivos .aed, uno por centralita, devueltos en un único ZIP.',
  dropZone: 'Arrastre y suelte los archivos aquí',
  dropZoneActive: 'Suelte los archivos aquí…',
  dropZoneLabel: 'Arrastre y suelte los archivos aquí, o pulse Intro para elegirlos',
  dropZoneHint: '.vrx, .vcx o .sgde · hasta {maxFiles} archivos · como máximo {maxSize} cada uno',
  chooseFile: 'Elegir archivo',
  processing: 'Procesando…',
  download: 'Descargar',
  results: 'Resultados',
  rejected: 'Estos archivos no se han aceptado',
  status: {
    waiting: 'en espera',
    uploading: 'subiendo',
    converting: 'convirtiendo',
    processed: 'procesado',
    error: 'error',
    incorrectFileType: 'Tipo de archivo incorrecto',
  },
  incorrectFileTypeReason: 'Solo se pueden convertir archivos .vrx, .vcx y .sgde.',
  emptyResult: 'El servidor ha devuelto un resultado vacío.',
  networkError: 'No se ha podido conectar con el servidor. Compruebe su conexión y vuelva a intentarlo.',
  uploadProgress: 'Subiendo {file}',
  converting: 'Subido; convirtiendo en el servidor…',
  modules: 'Centralitas encontradas',
  modulesOf: 'Centralitas encontradas en {file}',
  moreModules: '+{count} más',
  announceBusy: 'Procesando {done} de {total} archivos…',
  announceDone: 'Terminado: {summary}.',
};
