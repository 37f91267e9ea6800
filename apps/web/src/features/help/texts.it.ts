/** Italian texts of texts.ts (docs/decisions/062). */
import type { Translation } from '@/i18n/translated';
import type { helpTexts as english } from './texts';

export const helpTexts: Translation<typeof english> = {
  title: 'Assistenza',
  intro: 'Cosa sapere prima di ordinare un PIN o convertire un file di codifica.',
  units: {
    title: 'Inserire il PIN nel sistema di navigazione',
    intro:
      'Il punto in cui viene richiesto il PIN dipende da come il sistema riceve l’aggiornamento mappe; i nomi dei menu cambiano a seconda del sistema e della versione software.',
    nav: 'Sistemi di navigazione',
    cars: 'Su quali veicoli si trova',
    carsOnly: (unit: string) => `Solo ${unit}:`,
    carsOneOf: (units: string) => `${units}, a seconda della data di produzione e dell’equipaggiamento:`,
    separator: ', ',
    carsVinBefore: 'Il ',
    carsVinLink: 'decodificatore VIN',
    carsVinAfter:
      ' indica la serie e l’anno modello del Suo veicolo. Se una serie può montare più di un sistema, sono la data di produzione e l’equipaggiamento del veicolo a stabilire quale; il VIN da solo non lo dice.',
    prompt: 'Dove viene richiesto il PIN',
    sdCard: {
      prompt:
        'L’NTG 4.5 (COMAND Online, circa dal 2011 al 2015) legge la mappa da una scheda SD che resta inserita nell’alloggiamento per schede del COMAND. Inserisca la scheda della nuova mappa: il COMAND chiede il codice di attivazione (PIN) sul suo schermo, di solito alla prima lettura della nuova mappa e al più tardi all’apertura della navigazione; il nome del menu cambia a seconda della versione software. La prima lettura di una nuova scheda può richiedere un po’ di tempo: mantenga il veicolo alimentato (motore acceso o caricabatterie collegato) e lasci inserita la scheda.',
      refused:
        'Verifichi che la scheda SD nell’alloggiamento del COMAND sia l’aggiornamento mappe per cui è stato ordinato il PIN: l’etichetta riporta la regione e la versione della mappa.',
    },
    usb: {
      prompt:
        'Questo sistema conserva la mappa nella propria memoria; l’aggiornamento mappe si installa di solito da una chiavetta USB (alcuni aggiornamenti sono offerti anche su scheda SD). Il codice di attivazione (PIN) viene richiesto sullo schermo quando avvia l’aggiornamento o alla prima lettura della nuova mappa, al più tardi all’apertura della navigazione; il nome del menu cambia a seconda della versione software. L’installazione può durare un’ora o più: mantenga il veicolo alimentato (motore acceso o caricabatterie collegato) e lasci inserita la chiavetta fino al termine.',
      refused:
        'Verifichi che la regione e la versione della mappa della chiavetta USB (sull’etichetta o insieme al download) siano quelle ordinate e che l’installazione fosse terminata.',
    },
    type: 'Cosa digitare',
    typeAnswer:
      'Digiti il PIN esattamente come lo mostrano la pagina del risultato e la nostra e-mail, carattere per carattere, poi confermi. È calcolato per il VIN del Suo veicolo e per la regione e la versione delle mappe ordinate, e funziona solo con questi.',
    refused: 'Se il PIN viene rifiutato',
    refusedRetype:
      'Confronti il PIN carattere per carattere (0 e O, 1 e I si somigliano) e lo digiti di nuovo.',
    refusedBefore:
      'Verifichi che il sistema di navigazione e il VIN indicati nell’e-mail dell’ordine siano quelli del Suo veicolo. Il PIN viene ancora rifiutato? Scriva a ',
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
    after: ' Le fornisce maggiori dettagli.',
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
      'Un punto vale un PIN; un abbonamento copre i PIN finché è attivo, fino a un numero ragionevole al giorno. Rivenditori e officine risparmiano con i ',
    link: 'pacchetti',
    after:
      '. Un punto o un utilizzo dell’abbonamento viene scalato al momento dell’ordine del PIN, quindi verifichi prima il VIN.',
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
