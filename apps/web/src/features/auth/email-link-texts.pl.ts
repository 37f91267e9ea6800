/** Polish texts of email-link-texts.ts (docs/decisions/062). */
import type { Translation } from '@/i18n/translated';
import type { emailLinkTexts as english } from './email-link-texts';

export const emailLinkTexts: Translation<typeof english> = {
  createPassword: {
    title: 'Ustaw nowe hasło',
    password1: 'Nowe hasło',
    password2: 'Powtórz nowe hasło',
    submit: 'Zapisz hasło',
  },
  confirmEmail: {
    title: 'Potwierdź adres e-mail',
    confirming: 'Potwierdzamy adres e-mail…',
    confirmed: 'Adres e-mail potwierdzony',
    confirmedText: 'Dziękujemy. Konto jest gotowe do użycia.',
    resendTitle: 'Wyślij nowy link potwierdzający',
    resendText: 'Prosimy podać adres e-mail konta – wyślemy na niego nowy link.',
    email: 'E-mail',
    resendSubmit: 'Wyślij nowy link',
  },
};
