/** Italian texts of texts.ts (docs/decisions/062): the same keys, in the trade's Italian. */
import { plural } from '@/i18n/plural';
import type { Translation } from '@/i18n/translated';
import { formatCount } from '@/lib/format';
import type { bulkTexts as english } from './texts';

export const bulkTexts: Translation<typeof english> = {
  heading: 'Ordini multipli',
  intro:
    'Ordini i PIN di un’intera flotta in una volta: carichi un file CSV con un veicolo per riga, fino a 1.000 righe. Verifichi prima il file: nulla viene ordinato né pagato finché non sceglie Ordina.',
  columns:
    'La prima riga indica le colonne: comand, map_region, version, vin e, se lo desidera, reference (il Suo riferimento per il veicolo).',
  template: 'Scarica un file di esempio',
  file: 'File CSV',
  check: 'Verifica il file',
  chooseFirst: 'Scelga prima un file CSV.',
  summary: (rows: number, valid: number) =>
    `${plural(rows, { one: '# riga', other: '# righe' })}: ${formatCount(valid)} ordinabili, ${plural(rows - valid, { one: '# con errori', other: '# con errori' })}.`,
  paysWithPoints: (needed: number, balance: number) =>
    `Servono ${plural(needed, { one: '# punto', other: '# punti' })}; Lei ne ha ${formatCount(balance)}.`,
  paysWithSubscription: 'Il Suo abbonamento copre l’ordine.',
  invalidRowsNote: 'Le righe con errori non vengono ordinate e non costano nulla.',
  problems: 'Righe da verificare',
  row: 'Riga',
  vin: 'VIN',
  reference: 'Riferimento',
  whatIsWrong: 'Cosa correggere',
  warning: 'Verifichi',
  order: (valid: number) => `Ordina ${plural(valid, { one: '# PIN', other: '# PIN' })}`,
  ordering: 'Ordine in corso…',
  progressLabel: 'Avanzamento dell’ordine multiplo',
  inProgress: (done: number, rows: number) =>
    `${plural(done, { one: '# riga completata', other: '# righe completate' })} su ${formatCount(rows)}. Può lasciare questa pagina: gli ordini proseguono e compaiono anche nel Suo storico ordini.`,
  queued: 'Il Suo file è in coda…',
  completed: (fulfilled: number, failed: number) =>
    `Fatto: ${plural(fulfilled, { one: '# PIN è pronto', other: '# PIN sono pronti' })}${failed > 0 ? `, ${plural(failed, { one: '# riga non è stata ordinata o non è riuscita', other: '# righe non sono state ordinate o non sono riuscite' })}` : ''}.`,
  download: 'Scarica i risultati (CSV)',
  downloadNote:
    'Una riga per ogni riga del Suo file, nello stesso ordine, con il numero d’ordine e il PIN, o il motivo per cui manca.',
  another: 'Carica un altro file',
  loadFailed: 'Non è stato possibile caricare questo ordine multiplo. Controlli la connessione e riprovi.',
  retry: 'Riprova',
  failedUpload: 'Il file non è stato ordinato',
  cannotOrder: 'Questo file non può ancora essere ordinato',
};
