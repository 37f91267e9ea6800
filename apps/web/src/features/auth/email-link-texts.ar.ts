/** Arabic texts of email-link-texts.ts (docs/decisions/062). */
import type { Translation } from '@/i18n/translated';
import type { emailLinkTexts as english } from './email-link-texts';

export const emailLinkTexts: Translation<typeof english> = {
  createPassword: {
    title: 'تعيين كلمة مرور جديدة',
    password1: 'كلمة المرور الجديدة',
    password2: 'تأكيد كلمة المرور الجديدة',
    submit: 'حفظ كلمة المرور',
  },
  confirmEmail: {
    title: 'تأكيد عنوان بريدك الإلكتروني',
    confirming: 'جارٍ تأكيد عنوان بريدك الإلكتروني…',
    confirmed: 'تم تأكيد عنوان البريد الإلكتروني',
    confirmedText: 'شكرًا لك. حسابك جاهز للاستخدام.',
    resendTitle: 'إرسال رابط تأكيد جديد',
    resendText: 'أدخل عنوان البريد الإلكتروني لحسابك وسنرسل إليك رابطًا جديدًا.',
    email: 'البريد الإلكتروني',
    resendSubmit: 'إرسال رابط جديد',
  },
};
