/**
 * Spec §5: the extension check compares the last four characters of the name, so '.sgde' is
 * matched by 'sgde'. Kept literal on purpose; the server checks the real extension again.
 */
const ACCEPTED_ENDINGS = ['.vrx', '.vcx', 'sgde'];

export function isConvertibleName(fileName: string): boolean {
  return ACCEPTED_ENDINGS.includes(fileName.slice(-4).toLowerCase());
}

/** A hint for the browser's file dialog only; the drop zone itself lets every type through. */
export const FILE_DIALOG_ACCEPT = '.vrx,.vcx,.sgde';

/** The server's defaults (CONVERT_MAX_FILES, CONVERT_MAX_FILE_BYTES). */
export const MAX_FILES = 20;
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
/** An empty file can never hold a module. */
export const MIN_FILE_BYTES = 1;
