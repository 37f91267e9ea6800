/** Spanish texts of texts.ts (docs/decisions/062): the same keys, in the trade's Spanish. */
import { plural } from '@/i18n/plural';
import type { Translation } from '@/i18n/translated';
import { formatCount } from '@/lib/format';
import type { bulkTexts as english } from './texts';

export const bulkTexts: Translation<typeof english> = {
  heading: 'Pedidos masivos',
  intro:
    'Pida los PIN de toda una flota de una vez: suba un archivo CSV con un vehículo por fila, hasta 1000 filas. Compruebe primero el archivo: no se pide ni se paga nada hasta que pulse Pedir.',
  columns:
    'La primera línea nombra las columnas: comand, map_region, version, vin y, si lo desea, reference (su propia referencia del vehículo).',
  template: 'Descargar un archivo de ejemplo',
  file: 'Archivo CSV',
  check: 'Comprobar el archivo',
  chooseFirst: 'Elija primero un archivo CSV.',
  summary: (rows: number, valid: number) =>
    `${plural(rows, { one: '# fila', other: '# filas' })}: ${formatCount(valid)} se pueden pedir, ${plural(rows - valid, { one: '# tiene errores', other: '# tienen errores' })}.`,
  paysWithPoints: (needed: number, balance: number) =>
    `Se necesitan ${plural(needed, { one: '# punto', other: '# puntos' })}; usted tiene ${formatCount(balance)}.`,
  paysWithSubscription: 'Su suscripción cubre este pedido.',
  invalidRowsNote: 'Las filas con errores no se piden y no cuestan nada.',
  problems: 'Filas que revisar',
  row: 'Fila',
  vin: 'VIN',
  reference: 'Referencia',
  whatIsWrong: 'Qué corregir',
  warning: 'Compruebe lo siguiente',
  order: (valid: number) => `Pedir ${plural(valid, { one: '# PIN', other: '# PIN' })}`,
  ordering: 'Pidiendo…',
  progressLabel: 'Progreso del pedido masivo',
  inProgress: (done: number, rows: number) =>
    `${formatCount(done)} de ${plural(rows, { one: '# fila procesada', other: '# filas procesadas' })}. Puede salir de esta página: los pedidos continúan y también aparecen en su historial de pedidos.`,
  queued: 'Su archivo está en la cola…',
  completed: (fulfilled: number, failed: number) =>
    `Listo: ${plural(fulfilled, { one: '# PIN está listo', other: '# PIN están listos' })}${failed > 0 ? `, ${plural(failed, { one: '# fila no se ha pedido o ha fallado', other: '# filas no se han pedido o han fallado' })}` : ''}.`,
  download: 'Descargar los resultados (CSV)',
  downloadNote:
    'Una línea por cada fila de su archivo, en el mismo orden, con su número de pedido y su PIN, o el motivo por el que no lo tiene.',
  another: 'Subir otro archivo',
  loadFailed: 'No se ha podido cargar este pedido masivo. Compruebe su conexión y vuelva a intentarlo.',
  retry: 'Volver a intentarlo',
  failedUpload: 'El archivo no se ha pedido',
  cannotOrder: 'Este archivo todavía no se puede pedir',
};
