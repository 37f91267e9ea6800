/** Italian texts of result-texts.ts (docs/decisions/062): the same keys, in the trade's Italian. */
import type { Translation } from '@/i18n/translated';
import type { orderTexts as orders, paymentPageTexts as paymentPage } from './result-texts';

export const orderTexts: Translation<typeof orders> = {
  success: {
    conversionTitle: 'Grazie per la conversione',
    purchaseTitle: 'Grazie per l’acquisto, ecco il Suo PIN:',
    pinLabel: 'PIN',
    copy: 'Copia',
    copied: 'Copiato!',
    sentByEmail: 'Il PIN Le è stato inviato anche per e-mail',
    pendingTitle: 'Il Suo PIN è in arrivo',
    errorTitle: 'Non siamo riusciti a ottenere il Suo PIN',
    nextStep:
      'Prossimo passo: avvii l’aggiornamento mappe sul veicolo e inserisca questo PIN quando il sistema di navigazione lo richiede. Conservi il riferimento dell’ordine per l’assistenza.',
    yourOrders: 'I Suoi ordini',
    howToEnter: (unit: string) => `Come inserire il PIN sul ${unit}`,
  },
  orders: {
    heading: 'Ordini',
    caption: 'I Suoi ultimi ordini.',
    orderId: 'N. ordine',
    createdAt: 'Creato il',
    vin: 'VIN',
    region: 'Regione',
    version: 'Versione',
    empty: 'Ancora nessun ordine.',
    unavailable: 'Non è stato possibile caricare i Suoi ordini. Controlli la connessione e riprovi.',
    retry: 'Riprova',
    details: 'Dettagli',
    detailsDescription: 'Il codice di navigazione di questo ordine.',
    command: 'Sistema COMAND',
    pin: 'PIN',
    date: 'Data',
    noPin: 'Non ancora pronto',
    copyPinOf: (reference: string) => `Copia il PIN di ${reference}`,
    headUnit: 'Sistema di navigazione',
    close: 'Chiudi',
    previous: 'Precedente',
    next: 'Successiva',
    pagination: 'Pagine degli ordini',
    pageOf: (page: number, pages: number) => `Pagina ${page} di ${pages}`,
  },
  invoices: {
    heading: 'Fattura',
    invoice: 'Fattura (PDF)',
    invoiceOf: (reference: string) => `Fattura di ${reference} (PDF)`,
    creditNote: (number: string) => `Nota di credito ${number} (PDF)`,
    creditNoteOf: (number: string, reference: string) => `Nota di credito ${number} di ${reference} (PDF)`,
    failed: 'Non è stato possibile scaricare il PDF. Riprovi.',
  },
};

export const paymentPageTexts: Translation<typeof paymentPage> = {
  payment: {
    title: 'Scelga il metodo di pagamento',
    intro:
      'Paghi con carta il Suo PIN di navigazione. Il PIN viene mostrato qui e inviato al Suo indirizzo e-mail.',
    formLabel: 'Pagamento con carta',
    summary: 'Il Suo ordine',
    reference: 'Ordine',
    comand: 'Comand',
    mapRegion: 'Regione mappe',
    version: 'Versione',
    vin: 'VIN',
    creditCard: 'Carta di credito',
    methods: 'Metodi di pagamento',
    email: 'E-mail per la fattura',
    emailPlaceholder: 'E-mail per la fattura',
    emailHint: 'La fattura e il PIN vengono inviati a questo indirizzo.',
    changeOrder: 'Modifica l’ordine',
    generate: 'Genera',
    buyNow: 'Ordine con obbligo di pagamento',
    redirecting: 'Reindirizzamento al pagamento sicuro con carta…',
    priceUnavailable: 'Non è stato possibile caricare il prezzo. Ricarichi la pagina.',
    vinWarning:
      'Verifichi il VIN prima di pagare: il PIN viene generato per il VIN così come è stato inserito.',
    boughtBefore: (ago: string) => `Ha acquistato questo PIN ${ago}:`,
    seeIt: 'Visualizza',
    sentTo: (email: string) => `è stato inviato a ${email}.`,
    buyAgain: 'Acquista di nuovo',
    nothingCharged: 'Non è stato addebitato nulla.',
    tryAgain: 'Riprova',
  },
  success: {
    purchaseTitle: 'Grazie per l’acquisto, ecco il Suo PIN:',
  },
};
