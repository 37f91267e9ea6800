/** German texts of email-link-texts.ts (docs/decisions/062). */
import type { Translation } from '@/i18n/translated';
import type { emailLinkTexts as english } from './email-link-texts';

export const emailLinkTexts: Translation<typeof english> = {
  createPassword: {
    title: 'Neues Passwort festlegen',
    password1: 'Neues Passwort',
    password2: 'Neues Passwort bestätigen',
    submit: 'Passwort speichern',
  },
  confirmEmail: {
    title: 'E-Mail-Adresse bestätigen',
    confirming: 'Ihre E-Mail-Adresse wird bestätigt …',
    confirmed: 'E-Mail-Adresse bestätigt',
    confirmedText: 'Vielen Dank. Ihr Konto ist bereit.',
    resendTitle: 'Neuen Bestätigungslink anfordern',
    resendText: 'Geben Sie die E-Mail-Adresse Ihres Kontos ein, und wir senden Ihnen einen neuen Link.',
    email: 'E-Mail',
    resendSubmit: 'Neuen Link senden',
  },
};
