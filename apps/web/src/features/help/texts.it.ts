/** Italian texts of texts.ts (docs/decisions/062). */
import type { Translation } from '@/i18n/translated';
import type { helpTexts as english } from './texts';

export const helpTexts: Translation<typeof english> = {
  title: 'Assistenza',
  intro: 'Cosa sapere prima di ordinare un PIN o convertire un file di codifica.',
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
