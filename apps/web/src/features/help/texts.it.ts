/** Italian texts of texts.ts (docs/decisions/062). */
import type { Translation } from '@/i18n/translated';
import type { helpTexts as english } from './texts';

export const helpTexts: Translation<typeof english> = {
  title: 'Assistenza',
  intro: 'Cosa sapere prima di ordinare un PIN o convertire un file di codifica.',
  units: {
    title: 'Inserire il PIN nel sistema di navigazione',
    intro:
      'I passaggi sono gli stessi su ogni sistema di navigazione; i nomi dei menu cambiano a seconda del sistema e della versione software.',
    nav: 'Sistemi di navigazione',
    prompt: 'Dove viene richiesto il PIN',
    promptAnswer:
      'Dopo che l’aggiornamento mappe è stato installato dalla scheda SD o dalla chiavetta USB e il sistema si è riavviato, viene richiesto il codice di attivazione (PIN) della nuova mappa, al più tardi all’apertura della navigazione. L’aggiornamento può durare un’ora o più: mantenga il veicolo alimentato (motore acceso o caricabatterie collegato) e lasci inserita la scheda o la chiavetta fino al termine.',
    type: 'Cosa digitare',
    typeAnswer:
      'Il PIN esattamente come lo mostrano la pagina del risultato e la nostra e-mail, carattere per carattere, poi confermi. È calcolato per il VIN del Suo veicolo e per la regione e la versione delle mappe ordinate, e funziona solo con questi.',
    refused: 'Se il PIN viene rifiutato',
    refusedBefore:
      'Confronti il PIN carattere per carattere (0 e O, 1 e I si somigliano) e lo digiti di nuovo. Verifichi che il sistema di navigazione, la regione e la versione delle mappe ordinati siano quelli installati e che il VIN sia quello del Suo veicolo: l’e-mail dell’ordine li riporta. Ancora rifiutato? Scriva a ',
    refusedAfter:
      ' indicando il riferimento dell’ordine (NH-…): un PIN che non funziona con il VIN inserito viene corretto o rimborsato per intero.',
    order: (unit: string) => `Ordina un PIN per ${unit}`,
  },
  order: {
    question: 'Cosa mi serve per ordinare un PIN di navigazione?',
    before:
      'Il Suo sistema di navigazione (NTG 4.5, NTG 5s1, NTG 5/5s2 o NTG 5.5), la regione mappe e la versione delle mappe che sta installando, e il numero di telaio (VIN) di 17 caratteri del veicolo. Li scelga in ',
    link: 'Codici di navigazione',
    after: '.',
  },
  vin: {
    question: 'Dove trovo il numero di telaio (VIN)?',
    before:
      'Sulla carta di circolazione e in basso sul parabrezza, lato conducente. Il modulo d’ordine lo legge mentre scrive e La avvisa se la serie del veicolo non risulta montare il sistema di navigazione scelto; il ',
    link: 'decodificatore VIN',
    after: ' Le dice di più.',
  },
  mapVersion: {
    question: 'Dove trovo la versione delle mappe?',
    answer:
      'Ordini la versione che sta installando: è indicata sull’etichetta della scheda SD o della chiavetta USB dell’aggiornamento mappe, oppure insieme al download. La versione installata ora è mostrata nelle impostazioni di navigazione, tra le informazioni sulla mappa o sul sistema; il nome del menu cambia a seconda del sistema di navigazione.',
  },
  when: {
    question: 'Quando ricevo il mio PIN?',
    answer:
      'Di solito entro un minuto. Quando un PIN deve essere ottenuto manualmente può volerci di più: la pagina del risultato si aggiorna da sola e il PIN Le viene comunque inviato per e-mail. I Suoi ordini e i relativi PIN si trovano anche nel Suo account, alla voce Ordini.',
  },
  points: {
    question: 'Come funzionano punti e abbonamenti?',
    before:
      'Un punto paga un PIN; un abbonamento paga i PIN finché è attivo, fino a un numero ragionevole al giorno. Rivenditori e officine risparmiano con i ',
    link: 'pacchetti',
    after:
      '. Un punto o un utilizzo dell’abbonamento viene speso quando il PIN viene ordinato, quindi verifichi prima il VIN.',
  },
  converter: {
    question: 'Che cosa fa il convertitore?',
    before:
      'Suddivide i file di codifica .vrx, .vcx e .sgde in file .aed, uno per centralina, e li restituisce in un unico file ZIP. Lo provi nel ',
    link: 'convertitore',
    after: '; non serve un account.',
  },
  api: {
    question: 'Vendo PIN: il mio software può ordinarli?',
    before: 'Sì, tramite la stessa API usata da questo negozio. La ',
    link: 'guida e il riferimento dell’API',
    after: ' spiegano l’accesso, l’ordine con i punti e la verifica di un ordine.',
  },
  support: {
    question: 'Qualcosa è andato storto',
    before: 'Scriva a ',
    after: ' indicando il riferimento dell’ordine (inizia con NH-) e risolveremo il problema.',
  },
};
