/** Italian template of privacy.ts (docs/decisions/062): l’informativa sulla privacy. */
import type { Translation } from '@/i18n/translated';
import { heading, list, notice, paragraph, type LegalBlock } from './document';
import { legalTemplateNotice } from './document.it';
import type { privacyTexts as english } from './privacy';

export const privacyTexts: Translation<typeof english> = {
  retention: (retention) => [
    `E-mail che inviamo: il testo viene cancellato dopo l’invio, il resto del record dopo ${retention.mail_days} giorni.`,
    ...(retention.ip_days === null
      ? []
      : [`Indirizzi IP registrati con ordini e pagamenti: cancellati dopo ${retention.ip_days} giorni.`]),
    ...(retention.unconfirmed_account_days === null
      ? []
      : [
          `Account il cui indirizzo e-mail non è mai stato confermato: cancellati dopo ${retention.unconfirmed_account_days} giorni.`,
        ]),
    'Ordini, pagamenti, fatture e recessi: per il tempo richiesto dalla normativa fiscale e commerciale [indichi il periodo, ad es. 10 anni in Germania, 6 anni nel Regno Unito].',
    'Il Suo account: finché non lo elimina.',
  ],
  template: (retention): LegalBlock[] => [
    notice(legalTemplateNotice.text),
    heading('Titolare del trattamento'),
    paragraph(
      'Il titolare del trattamento dei Suoi dati personali è {seller_name}, {seller_address}, {seller_email}. [Indichi il Suo responsabile della protezione dei dati o il Suo rappresentante, se ne ha uno.]',
    ),
    heading('Cosa trattiamo e perché'),
    list(
      'Il Suo account: indirizzo e-mail e password (conservata solo come hash), per consentirLe di accedere e di conservare i Suoi ordini (esecuzione del contratto, art. 6, par. 1, lett. b) GDPR).',
      'I Suoi ordini: VIN, sistema di navigazione, regione e versione delle mappe, il PIN e il Suo indirizzo e-mail, per calcolare e fornire il PIN (art. 6, par. 1, lett. b)) e per conservare le registrazioni richieste dalla legge (art. 6, par. 1, lett. c)).',
      'Pagamenti: importo, stato e riferimento del fornitore di servizi di pagamento; i dati della Sua carta o di PayPal vanno al fornitore, non a noi (art. 6, par. 1, lett. b)).',
      'Il Suo indirizzo IP per ordini, pagamenti e accessi, per prevenire frodi e abusi e limitare i tentativi ripetuti (nostro legittimo interesse, art. 6, par. 1, lett. f)).',
      'I recessi che invia: quanto inserito nel modulo, per gestire il recesso e come prova (art. 6, par. 1, lett. b) e c)).',
    ),
    heading('Destinatari'),
    list(
      'I nostri fornitori di servizi di pagamento (Stripe; PayPal se paga con PayPal), per il pagamento.',
      'Il fornitore che calcola i PIN riceve VIN, sistema di navigazione, regione e versione, non il Suo nome né il Suo indirizzo e-mail.',
      'I nostri fornitori di hosting e di e-mail, in qualità di responsabili del trattamento vincolati da contratto. [Li elenchi, insieme a ogni trasferimento al di fuori dell’UE/del Regno Unito con la relativa garanzia.]',
    ),
    heading('Periodo di conservazione'),
    { kind: 'list', items: [...retention] },
    heading('Cookie e memorizzazione'),
    paragraph(
      'Non utilizziamo cookie pubblicitari né di tracciamento. Il Suo browser conserva il Suo accesso a questo negozio nella propria memoria, il che è strettamente necessario per il servizio da Lei richiesto.',
    ),
    heading('I Suoi diritti'),
    paragraph(
      'Ha il diritto di accesso, rettifica, cancellazione, limitazione del trattamento, portabilità dei dati e di opposizione al trattamento basato sui nostri legittimi interessi. Scriva a {seller_email}. Può proporre reclamo a un’autorità di controllo, in particolare a quella del luogo in cui risiede (in Italia: il Garante per la protezione dei dati personali; nel Regno Unito: l’Information Commissioner’s Office).',
    ),
  ],
};
