/** German texts of texts.ts (docs/decisions/062): the same keys, in the trade's German. */
import { plural } from '@/i18n/plural';
import type { Translation } from '@/i18n/translated';
import { formatCount } from '@/lib/format';
import type { bulkTexts as english } from './texts';

export const bulkTexts: Translation<typeof english> = {
  heading: 'Sammelbestellungen',
  intro:
    'Bestellen Sie PINs für eine ganze Flotte auf einmal: Laden Sie eine CSV-Datei mit einem Fahrzeug pro Zeile hoch, bis zu 1.000 Zeilen. Prüfen Sie die Datei zuerst: Bestellt und bezahlt wird erst, wenn Sie auf Bestellen klicken.',
  columns:
    'Die erste Zeile nennt die Spalten: comand, map_region, version, vin und, wenn Sie möchten, reference (Ihre eigene Bezeichnung für das Fahrzeug).',
  template: 'Beispieldatei herunterladen',
  file: 'CSV-Datei',
  check: 'Datei prüfen',
  chooseFirst: 'Wählen Sie zuerst eine CSV-Datei aus.',
  summary: (rows: number, valid: number) =>
    `${plural(rows, { one: '# Zeile', other: '# Zeilen' })}: ${formatCount(valid)} bestellbar, ${formatCount(rows - valid)} fehlerhaft.`,
  paysWithPoints: (needed: number, balance: number) =>
    `Benötigt werden ${plural(needed, { one: '# Punkt', other: '# Punkte' })}; Sie haben ${formatCount(balance)}.`,
  paysWithSubscription: 'Ihr Abonnement deckt die Bestellung ab.',
  invalidRowsNote: 'Fehlerhafte Zeilen werden nicht bestellt und kosten nichts.',
  problems: 'Zu prüfende Zeilen',
  row: 'Zeile',
  vin: 'FIN',
  reference: 'Referenz',
  whatIsWrong: 'Was zu korrigieren ist',
  warning: 'Bitte prüfen',
  order: (valid: number) => `${plural(valid, { one: '# PIN', other: '# PINs' })} bestellen`,
  ordering: 'Wird bestellt …',
  progressLabel: 'Fortschritt der Sammelbestellung',
  inProgress: (done: number, rows: number) =>
    `${formatCount(done)} von ${plural(rows, { one: '# Zeile', other: '# Zeilen' })} erledigt. Sie können diese Seite verlassen: Die Bestellungen laufen weiter und stehen auch in Ihrem Bestellverlauf.`,
  queued: 'Ihre Datei steht in der Warteschlange …',
  completed: (fulfilled: number, failed: number) =>
    `Fertig: ${plural(fulfilled, { one: '# PIN ist', other: '# PINs sind' })} bereit${failed > 0 ? `, ${plural(failed, { one: '# Zeile wurde nicht bestellt oder ist fehlgeschlagen', other: '# Zeilen wurden nicht bestellt oder sind fehlgeschlagen' })}` : ''}.`,
  download: 'Ergebnisse herunterladen (CSV)',
  downloadNote:
    'Eine Zeile pro Zeile Ihrer Datei, in derselben Reihenfolge, mit Bestellnummer und PIN oder dem Grund, warum es keine gibt.',
  another: 'Weitere Datei hochladen',
  loadFailed:
    'Diese Sammelbestellung konnte nicht geladen werden. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  retry: 'Erneut versuchen',
  failedUpload: 'Die Datei wurde nicht bestellt',
  cannotOrder: 'Diese Datei kann noch nicht bestellt werden',
};
