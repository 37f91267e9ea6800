/** Italian texts of email-link-texts.ts (docs/decisions/062). */
import type { Translation } from '@/i18n/translated';
import type { emailLinkTexts as english } from './email-link-texts';

export const emailLinkTexts: Translation<typeof english> = {
  createPassword: {
    title: 'Imposta una nuova password',
    password1: 'Nuova password',
    password2: 'Conferma la nuova password',
    submit: 'Salva la password',
  },
  confirmEmail: {
    title: 'Conferma dell’indirizzo e-mail',
    confirming: 'Conferma del Suo indirizzo e-mail in corso…',
    confirmed: 'Indirizzo e-mail confermato',
    confirmedText: 'Grazie. Il Suo account è pronto.',
    resendTitle: 'Richiedi un nuovo link di conferma',
    resendText: 'Inserisca l’indirizzo e-mail del Suo account e Le invieremo un nuovo link.',
    email: 'E-mail',
    resendSubmit: 'Invia un nuovo link',
  },
};
