/**
 * Italian template of withdrawal.ts (docs/decisions/062): le informazioni sul diritto di recesso,
 * la sua esclusione per i PIN e il modulo di recesso tipo (allegato I(B) della direttiva
 * 2011/83/UE).
 */
import type { Translation } from '@/i18n/translated';
import { heading, list, notice, paragraph } from './document';
import { legalTemplateNotice } from './document.it';
import type { withdrawalTexts as english } from './withdrawal';

export const withdrawalTexts: Translation<typeof english> = {
  template: [
    notice(legalTemplateNotice.text),
    heading('Diritto di recesso'),
    paragraph(
      'Ha il diritto di recedere da un contratto relativo a un pacchetto di token o a un abbonamento, senza indicarne le ragioni, entro 14 giorni. Il periodo di recesso scade dopo 14 giorni dal giorno della conclusione del contratto.',
    ),
    paragraph(
      'Per esercitare il diritto di recesso, è tenuto a informarci ({seller_name}, {seller_address}, {seller_email}) della Sua decisione di recedere dal contratto tramite una dichiarazione esplicita: utilizzi il recesso online (il link «Recedi da un contratto qui» in fondo a ogni pagina), invii un’e-mail o una lettera. A tal fine può utilizzare il modulo di recesso tipo riportato di seguito, ma non è obbligatorio. Per rispettare il termine di recesso, è sufficiente che Lei invii la comunicazione relativa all’esercizio del diritto di recesso prima della scadenza del periodo di recesso.',
    ),
    heading('Effetti del recesso'),
    paragraph(
      'Se recede dal presente contratto, Le saranno rimborsati tutti i pagamenti che ha effettuato a nostro favore senza indebito ritardo e in ogni caso non oltre 14 giorni dal giorno in cui siamo informati della Sua decisione di recedere. Detti rimborsi saranno effettuati utilizzando lo stesso mezzo di pagamento da Lei usato per la transazione iniziale; in ogni caso non dovrà sostenere alcun costo quale conseguenza di tale rimborso. I token o i giorni di abbonamento del pacchetto terminano con il rimborso.',
    ),
    heading('Esclusione del diritto di recesso'),
    list(
      'Un PIN di navigazione è un contenuto digitale non fornito su un supporto materiale. Viene fornito subito dopo il pagamento, con il Suo previo consenso espresso e la Sua accettazione del fatto che in tal modo perde il diritto di recesso (direttiva 2011/83/UE, art. 16, lett. m; UK Consumer Contracts Regulations 2013, regulation 37; § 356, comma 5 BGB). Una volta fornito il PIN, il diritto di recesso non si applica più.',
      'Lo stesso vale per ogni PIN ottenuto con un token o un giorno di abbonamento: i token e i giorni non ancora utilizzati conservano il diritto di recesso.',
    ),
    heading('Modulo di recesso tipo'),
    paragraph('(Compilare e restituire il presente modulo solo se si desidera recedere dal contratto.)'),
    list(
      'Destinatario: {seller_name}, {seller_address}, {seller_email}:',
      'Con la presente io/noi (*) notifico/notifichiamo (*) il recesso dal mio/nostro (*) contratto di vendita dei seguenti beni (*)/di prestazione del seguente servizio (*)',
      'Ordinato il (*)/ricevuto il (*)',
      'Nome del/dei consumatore(i)',
      'Indirizzo del/dei consumatore(i)',
      'Firma del/dei consumatore(i) (solo se il presente modulo è notificato in versione cartacea)',
      'Data',
    ),
    paragraph('(*) Cancellare la dicitura inutile.'),
  ],
};
