/** Turkish texts of email-link-texts.ts (docs/decisions/062). */
import type { Translation } from '@/i18n/translated';
import type { emailLinkTexts as english } from './email-link-texts';

export const emailLinkTexts: Translation<typeof english> = {
  createPassword: {
    title: 'Yeni şifre belirleyin',
    password1: 'Yeni şifre',
    password2: 'Yeni şifreyi onaylayın',
    submit: 'Şifreyi kaydet',
  },
  confirmEmail: {
    title: 'E-posta adresinizi onaylayın',
    confirming: 'E-posta adresiniz onaylanıyor…',
    confirmed: 'E-posta adresi onaylandı',
    confirmedText: 'Teşekkür ederiz. Hesabınız kullanıma hazır.',
    resendTitle: 'Yeni onay bağlantısı gönder',
    resendText: 'Hesabınızın e-posta adresini girin, size yeni bir bağlantı gönderelim.',
    email: 'E-posta',
    resendSubmit: 'Yeni bağlantı gönder',
  },
};
