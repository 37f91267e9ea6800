/** Italian template of terms.ts (docs/decisions/062): Condizioni generali di vendita. */
import type { Translation } from '@/i18n/translated';
import { heading, list, notice, paragraph } from './document';
import { legalTemplateNotice } from './document.it';
import type { termsTexts as english } from './terms';

export const termsTexts: Translation<typeof english> = {
  template: [
    notice(legalTemplateNotice.text),
    heading('1. Chi Le vende'),
    paragraph(
      'Le presenti condizioni generali di vendita si applicano a ogni acquisto nel negozio {brand}. Il venditore è {seller_name}, {seller_address} (tutti i dati sono nelle note legali). Per qualsiasi domanda scriva a {seller_email}.',
    ),
    heading('2. Cosa vendiamo'),
    list(
      'PIN di navigazione: un codice di attivazione per l’aggiornamento mappe di un sistema di navigazione Mercedes-Benz COMAND, calcolato per il numero di telaio (VIN), il sistema di navigazione, la regione mappe e la versione delle mappe che inserisce. Un PIN è un contenuto digitale non fornito su un supporto materiale.',
      'Pacchetti di token: un certo numero di token, ciascuno dei quali paga in seguito un PIN.',
      'Abbonamenti: i PIN ordinati durante il periodo dell’abbonamento, fino a un numero ragionevole al giorno, per i giorni con cui è stato venduto.',
    ),
    heading('3. Contratto e pagamento'),
    paragraph(
      'Il contratto è concluso al momento del pagamento. I prezzi includono l’IVA ove dovuta. Paga con carta o PayPal tramite i nostri fornitori di servizi di pagamento; non vediamo mai il numero della Sua carta. Il riferimento dell’ordine (NH-…) e il PIN sono mostrati sullo schermo e Le vengono inviati per e-mail.',
    ),
    heading('4. Fornitura immediata dei PIN'),
    paragraph(
      'Un PIN viene fornito subito dopo il pagamento (o dopo che vi ha impiegato un token o un giorno di abbonamento): sullo schermo, per e-mail e nel Suo account. Prima di pagare un PIN, Lei acconsente espressamente che ne iniziamo subito la fornitura, prima della fine del periodo di recesso, e riconosce di perdere così il diritto di recesso una volta fornito il PIN (direttiva 2011/83/UE, art. 16, lett. m; nel Regno Unito, regulation 37 delle Consumer Contracts (Information, Cancellation and Additional Charges) Regulations 2013; in Germania, § 356, comma 5 BGB). Confermiamo il Suo consenso e il Suo riconoscimento nell’e-mail con il PIN.',
    ),
    heading('5. Diritto di recesso'),
    list(
      'Un PIN: nessun diritto di recesso una volta fornito (punto 4).',
      'Un pacchetto di token o un abbonamento che non ha ancora utilizzato: può recedere entro 14 giorni dall’acquisto, senza indicarne il motivo, e riavere tutto ciò che ha pagato. I token e i giorni di abbonamento non ancora utilizzati conservano questo diritto.',
      'Quando impiega un token o un giorno di abbonamento per un PIN, quel PIN viene fornito subito come al punto 4.',
    ),
    paragraph('Come recedere e il modulo di recesso tipo si trovano nella pagina Diritto di recesso.'),
    heading('6. Un VIN errato'),
    paragraph(
      'Un PIN è calcolato per il VIN che inserisce e funziona solo in quel veicolo. Verifichi il VIN (è riportato sulla carta di circolazione e in basso sul parabrezza) prima di pagare: il modulo d’ordine ne controlla la lunghezza e avvisa quando la serie del veicolo non corrisponde al sistema di navigazione. Un PIN calcolato correttamente per un VIN inserito in modo errato non è un difetto, e il suo prezzo, token o giorno di abbonamento non viene rimborsato; scriva a {support_email} e vedremo cosa possiamo fare. Se il PIN fornito non funziona con il VIN inserito, o ne abbiamo fornito uno sbagliato, lo correggiamo o La rimborsiamo per intero.',
    ),
    heading('7. I Suoi diritti di legge'),
    paragraph(
      'Restano salvi i Suoi diritti di legge in caso di contenuto digitale difettoso o non conforme alla descrizione. Nulla nelle presenti condizioni limita la nostra responsabilità per morte o lesioni personali causate da negligenza, per frode o laddove la legge non lo consenta.',
    ),
    heading('8. Legge applicabile e controversie'),
    paragraph(
      'Si applica la legge dello Stato {seller_country}; in quanto consumatore, conserva la tutela delle norme imperative del Paese in cui risiede. [Indichi se partecipa a procedure di risoluzione delle controversie dinanzi a un organismo ADR per i consumatori, e quale.]',
    ),
  ],
};
