/**
 * Texts of the pages an e-mail's link opens (a new password, the e-mail's confirmation): a module
 * of their own, not config/texts, which every page loads in its language (docs/decisions/064,
 * "Still above the caps").
 */
import { translated } from '@/i18n/translated';
export const emailLinkTexts = translated('emailLinkTexts', {
  createPassword: {
    title: 'Set a new password',
    password1: 'New password',
    password2: 'Confirm new password',
    submit: 'Save password',
  },
  confirmEmail: {
    title: 'Confirm your e-mail address',
    confirming: 'Confirming your e-mail address...',
    confirmed: 'E-mail address confirmed',
    confirmedText: 'Thank you. Your account is ready to use.',
    resendTitle: 'Send a new confirmation link',
    resendText: 'Enter the e-mail address of your account and we will send you a new link.',
    email: 'Email',
    resendSubmit: 'Send a new link',
  },
});
