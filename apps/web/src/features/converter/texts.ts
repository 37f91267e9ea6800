/** Texts of the file conversion page (/vrxtool, spec §2, §4, §5, §8). */
import { translated } from '@/i18n/translated';
export const converterTexts = translated('converterTexts', {
  title: 'Upload your File',
  intro: 'Split .vrx, .vcx and .sgde coding files into .aed files, one per module, returned as one zip.',
  dropZone: 'Drag and Drop it here',
  dropZoneActive: 'Drop the files here ...',
  dropZoneLabel: 'Drag and Drop it here, or press Enter to choose files',
  /** {maxFiles} and {maxSize} are filled in from the drop zone's limits. */
  dropZoneHint: '.vrx, .vcx or .sgde · up to {maxFiles} files · at most {maxSize} each',
  chooseFile: 'Choose file',
  processing: 'Processing...',
  download: 'Download',
  results: 'Results',
  rejected: 'These files were not accepted',
  status: {
    waiting: 'waiting',
    uploading: 'uploading',
    converting: 'converting',
    processed: 'processed',
    error: 'error',
    incorrectFileType: 'Incorrect file type',
  },
  incorrectFileTypeReason: 'Only .vrx, .vcx and .sgde files can be converted.',
  emptyResult: 'The server returned an empty result.',
  networkError: 'The server could not be reached. Check your connection and try again.',
  uploadProgress: 'Uploading {file}',
  converting: 'Uploaded; converting on the server…',
  modules: 'Modules found',
  modulesOf: 'Modules found in {file}',
  moreModules: '+{count} more',
  /** Announced to screen readers as the batch runs and when it ends. */
  announceBusy: 'Processing {done} of {total} files...',
  announceDone: 'Finished: {summary}.',
} as const);

/** Replaces each `{name}` in a text with its value. */
export function fillText(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
