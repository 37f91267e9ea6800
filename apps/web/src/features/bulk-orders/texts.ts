import { translated } from '@/i18n/translated';
import { formatCount } from '@/lib/format';

/** The words of the bulk orders page (issue 34 part 5), kept beside it. */
export const bulkTexts = translated('bulkTexts', {
  heading: 'Bulk orders',
  intro:
    'Order PINs for a whole fleet at once: upload a CSV file with one vehicle per row, up to 1,000 rows. Check the file first: nothing is ordered or paid until you choose Order.',
  columns:
    'The first line names the columns: comand, map_region, version, vin and, if you like, reference (your own label for the vehicle).',
  template: 'Download an example file',
  file: 'CSV file',
  check: 'Check the file',
  chooseFirst: 'Choose a CSV file first.',
  summary: (rows: number, valid: number) =>
    `${formatCount(rows)} ${rows === 1 ? 'row' : 'rows'}: ${formatCount(valid)} can be ordered, ${formatCount(rows - valid)} ${rows - valid === 1 ? 'has' : 'have'} errors.`,
  paysWithPoints: (needed: number, balance: number) =>
    `It takes ${formatCount(needed)} ${needed === 1 ? 'point' : 'points'}; you have ${formatCount(balance)}.`,
  paysWithSubscription: 'Your subscription pays for it.',
  invalidRowsNote: 'Rows with errors are not ordered and cost nothing.',
  problems: 'Rows to look at',
  row: 'Row',
  vin: 'VIN',
  reference: 'Reference',
  whatIsWrong: 'What to fix',
  warning: 'Please check',
  order: (valid: number) => `Order ${formatCount(valid)} ${valid === 1 ? 'PIN' : 'PINs'}`,
  ordering: 'Ordering…',
  progressLabel: 'Bulk order progress',
  inProgress: (done: number, rows: number) =>
    `${formatCount(done)} of ${formatCount(rows)} rows done. You can leave this page: the orders go on, and they are in your order history too.`,
  queued: 'Your file is in the queue…',
  completed: (fulfilled: number, failed: number) =>
    `Done: ${formatCount(fulfilled)} ${fulfilled === 1 ? 'PIN is' : 'PINs are'} ready${failed > 0 ? `, ${formatCount(failed)} ${failed === 1 ? 'row was' : 'rows were'} not ordered or failed` : ''}.`,
  download: 'Download the results (CSV)',
  downloadNote:
    'One line per row of your file, in the same order, with its order number and PIN, or why it has none.',
  another: 'Upload another file',
  loadFailed: 'This bulk order could not be loaded. Check your connection and try again.',
  retry: 'Try again',
  failedUpload: 'The file was not ordered',
  cannotOrder: 'This file cannot be ordered yet',
} as const);
