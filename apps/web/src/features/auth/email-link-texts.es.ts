/** Spanish texts of email-link-texts.ts (docs/decisions/062). */
import type { Translation } from '@/i18n/translated';
import type { emailLinkTexts as english } from './email-link-texts';

export const emailLinkTexts: Translation<typeof english> = {
  createPassword: {
    title: 'Establecer una nueva contraseña',
    password1: 'Nueva contraseña',
    password2: 'Confirme la nueva contraseña',
    submit: 'Guardar contraseña',
  },
  confirmEmail: {
    title: 'Confirme su dirección de correo electrónico',
    confirming: 'Confirmando su dirección de correo electrónico…',
    confirmed: 'Dirección de correo electrónico confirmada',
    confirmedText: 'Gracias. Su cuenta ya está lista.',
    resendTitle: 'Solicitar un nuevo enlace de confirmación',
    resendText: 'Introduzca la dirección de correo electrónico de su cuenta y le enviaremos un nuevo enlace.',
    email: 'Correo electrónico',
    resendSubmit: 'Enviar un nuevo enlace',
  },
};
