/** Italian texts of withdraw-form.ts (docs/decisions/062). */
import type { Translation } from '@/i18n/translated';
import type { withdrawFormTexts as english } from './withdraw-form';

export const withdrawFormTexts: Translation<typeof english> = {
  title: 'Recedere da un contratto',
  intro:
    'Con questo modulo può recedere da un contratto concluso con noi. Non è necessario accedere. Dopo la Sua conferma riceverà una ricevuta con data e ora, qui e per e-mail.',
  name: 'Il Suo nome',
  email: 'Il Suo indirizzo e-mail',
  emailHint: 'La ricevuta viene inviata a questo indirizzo.',
  reference: 'Numero d’ordine o riferimento del pagamento',
  referenceHint: 'Dall’e-mail dell’ordine o dalla ricevuta, ad es. NH-7K3Q-92.',
  contract: 'Quale contratto',
  contracts: {
    token_bundle: 'Un pacchetto di token',
    subscription_bundle: 'Un abbonamento',
    pin: 'Un PIN di navigazione',
  },
  reason: 'Motivo (facoltativo)',
  next: 'Continua',
  errors: {
    nameRequired: 'Inserisca il Suo nome.',
    referenceRequired: 'Inserisca il numero d’ordine o il riferimento del pagamento indicato nella ricevuta.',
    contractRequired: 'Scelga il contratto da cui recede.',
  },
  confirmTitle: 'Verifichi e confermi il recesso',
  confirmIntro:
    'Sta recedendo dal contratto indicato qui sotto. Nulla viene inviato prima della Sua conferma.',
  back: 'Modifica',
  confirm: 'Conferma il recesso',
  receiptTitle: 'Recesso ricevuto',
  receiptIntro:
    'Abbiamo ricevuto il Suo recesso il {received}. Una copia di questa ricevuta è stata inviata a {email}; la conservi come prova.',
  receiptNumber: 'Numero della ricevuta',
  receivedAt: 'Ricevuto il',
  failed: 'Non è stato possibile inviare il Suo recesso. Riprovi oppure scriva a {email}.',
  pinNote:
    'Per un PIN già consegnato non sussiste il diritto di recesso (si veda la pagina sul recesso); esamineremo comunque la Sua richiesta e Le risponderemo.',
};
