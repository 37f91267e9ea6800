/** French texts of email-link-texts.ts (docs/decisions/062). */
import type { Translation } from '@/i18n/translated';
import type { emailLinkTexts as english } from './email-link-texts';

export const emailLinkTexts: Translation<typeof english> = {
  createPassword: {
    title: 'Définir un nouveau mot de passe',
    password1: 'Nouveau mot de passe',
    password2: 'Confirmez le nouveau mot de passe',
    submit: 'Enregistrer le mot de passe',
  },
  confirmEmail: {
    title: 'Confirmez votre adresse e-mail',
    confirming: 'Confirmation de votre adresse e-mail…',
    confirmed: 'Adresse e-mail confirmée',
    confirmedText: 'Merci. Votre compte est prêt.',
    resendTitle: 'Recevoir un nouveau lien de confirmation',
    resendText: 'Saisissez l’adresse e-mail de votre compte et nous vous enverrons un nouveau lien.',
    email: 'E-mail',
    resendSubmit: 'Envoyer un nouveau lien',
  },
};
