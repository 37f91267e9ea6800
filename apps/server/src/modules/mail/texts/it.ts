/** The customers' e-mails in Italian (Lei); keys as en.ts. */
import type { MailTexts } from './en.js';
import { plural } from './languages.js';

export const it: MailTexts = {
  hello: 'Gentile cliente,',
  helloName: (name) => `Gentile ${name},`,
  questions: (support) => `Domande? Ci scriva a ${support}.`,
  helpOffer: (support) => `Se ha bisogno di aiuto, ci scriva a ${support}.`,

  labels: {
    pin: 'PIN',
    headUnit: 'Sistema di navigazione',
    mapRegion: 'Regione mappe',
    version: 'Versione mappe',
    vin: 'VIN (numero di telaio)',
  },

  consent: {
    given: (at, version) => `Prima della consegna, il ${at}, ha dato questo consenso (testo del ${version}):`,
    immediateDelivery:
      'Chiedo espressamente che il mio PIN mi venga consegnato subito, prima della scadenza del periodo di recesso di 14 giorni.',
    waiverAcknowledged: 'Prendo atto che perdo il diritto di recesso una volta consegnato il PIN.',
  },

  passwordReset: {
    subject: (brand) => `${brand}: reimposti la Sua password`,
    asked: (brand) => `È stato chiesto di reimpostare la password del Suo account ${brand}.`,
    openLink: 'Apra questo link per sceglierne una nuova:',
    button: 'Scegliere una nuova password',
    validity: (minutes) =>
      `Il link si può usare una sola volta e scade tra ${minutes} ${plural('it', minutes, { one: 'minuto', other: 'minuti' })}. Se non l’ha chiesto Lei, ignori questa e-mail.`,
  },

  emailConfirmation: {
    subject: (brand) => `${brand}: confermi il Suo indirizzo e-mail`,
    created: (brand) => `Con questo indirizzo e-mail è stato creato un account ${brand}.`,
    openLink: 'Apra questo link per confermarlo:',
    button: 'Confermare l’indirizzo e-mail',
    validity: (hours) =>
      `Il link scade tra ${hours} ${plural('it', hours, { one: 'ora', other: 'ore' })}. Se non ha creato Lei l’account, ignori questa e-mail.`,
  },

  passwordChanged: {
    subject: (brand) => `${brand}: la Sua password è stata modificata`,
    body: (brand, support) =>
      `La password del Suo account ${brand} è appena stata modificata. Se non è stato Lei, scriva subito a ${support}.`,
  },

  pinReady: {
    subject: (brand, vin) => `${brand}: il Suo PIN di navigazione per ${vin}`,
    intro: (reference) => `Ecco il PIN del Suo ordine ${reference}:`,
    demo: 'Questo è un codice DEMO del fornitore di PIN dimostrativo: non sblocca alcun sistema di navigazione.',
    help: (comand) => `Come inserire il PIN nel Suo ${comand}, passo per passo:`,
  },

  pinCorrected: {
    subject: (brand, vin) => `${brand}: PIN di navigazione corretto per ${vin}`,
    intro: (reference) =>
      `Il PIN che Le abbiamo inviato per l’ordine ${reference} era errato, ci scusiamo. Ecco il PIN corretto; sostituisce quello della nostra e-mail precedente:`,
  },

  pinFailed: {
    subject: (brand, vin) => `${brand}: non siamo riusciti a ottenere il PIN per ${vin}`,
    body: (reference) => `Non siamo riusciti a ottenere il PIN del Suo ordine ${reference}.`,
  },

  orderRefunded: {
    subject: (brand, reference) => `${brand}: ordine ${reference} rimborsato`,
    body: (reference, vin) => `Abbiamo rimborsato il Suo ordine ${reference} (VIN ${vin}).`,
    keepsPin: 'Può tenere il PIN che Le abbiamo inviato.',
  },

  bulkOrderCompleted: {
    subject: (brand) => `${brand}: il Suo ordine multiplo è completato`,
    intro: (reference) =>
      `Il Suo ordine multiplo ${reference} è completato: ogni riga del Suo file ha il proprio PIN o il motivo per cui non lo ha.`,
    rows: 'Righe del file',
    fulfilled: 'PIN ottenuti',
    failed: 'Righe non riuscite o non ordinate',
    pointsSpent: 'Punti utilizzati',
    subscriptionUses: 'Utilizzi dell’abbonamento (nulla addebitato)',
    givenBack:
      'Le righe non riuscite o non ordinate non Le costano nulla: quanto pagato per esse Le è stato restituito.',
    download:
      'I PIN si trovano nel file results.csv, una riga per ogni riga del Suo file. Può scaricarlo dalla Sua pagina degli ordini multipli:',
    button: 'Apri i Suoi ordini multipli',
    orders: 'Le righe di questo ordine multiplo:',
    line: (row, vin, outcome) => `Riga ${row} (VIN ${vin}): ${outcome}`,
    ready: (reference) => `ordine ${reference}, PIN ottenuto`,
    orderFailed: (reference) => `ordine ${reference}, non riuscito`,
    notOrdered: 'non ordinata',
  },

  givenBack: {
    point: 'Il Suo punto è stato riaccreditato sul Suo account.',
    subscriptionUse: 'L’ordine è stato pagato con il Suo abbonamento: non è stato addebitato nulla.',
    card: (money) => `Il Suo pagamento con carta di ${money} è stato rimborsato.`,
    cardLater: 'Il Suo pagamento con carta verrà rimborsato.',
    nothing: 'Non è stato addebitato nulla.',
  },

  receipt: {
    subject: (brand, item) => `${brand}: ricevuta per ${item}`,
    thanks: 'Grazie per il Suo acquisto.',
    item: 'Articolo',
    amountPaid: 'Importo pagato',
    date: 'Data',
    orderReference: 'Riferimento ordine',
    paymentReference: 'Riferimento pagamento',
    invoice: 'Fattura',
    invoiceAttached: (number) => `Fattura ${number} (in allegato)`,
  },

  creditNote: {
    subject: (brand, number) => `${brand}: nota di credito ${number}`,
    refunded: (money) => `Le abbiamo rimborsato ${money}.`,
    refundedOfInvoice: (money, invoice) => `Le abbiamo rimborsato ${money} della fattura ${invoice}.`,
    attached: (number) => `In allegato trova la nota di credito ${number}.`,
  },

  withdrawal: {
    subject: (brand, receipt) => `${brand}: abbiamo ricevuto il Suo recesso ${receipt}`,
    intro:
      'Abbiamo ricevuto il Suo recesso dal contratto indicato qui sotto. Conservi questa e-mail: attesta quando è arrivato.',
    receipt: 'Ricevuta',
    received: 'Ricevuto il',
    name: 'Nome',
    reference: 'Riferimento ordine o pagamento',
    contract: 'Contratto',
    reason: 'Motivo',
    contracts: {
      token_bundle: 'un pacchetto di token',
      subscription_bundle: 'un abbonamento',
      pin: 'un PIN di navigazione',
    },
    closing: (support) => `Lo gestiremo entro 14 giorni e Le scriveremo. Domande: ${support}.`,
  },
};
