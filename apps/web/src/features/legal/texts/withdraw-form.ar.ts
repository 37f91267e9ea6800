/** Arabic texts of withdraw-form.ts (docs/decisions/062). */
import type { Translation } from '@/i18n/translated';
import type { withdrawFormTexts as english } from './withdraw-form';

export const withdrawFormTexts: Translation<typeof english> = {
  title: 'الانسحاب من عقد',
  intro:
    'استخدم هذا النموذج للانسحاب من عقد معنا. لا تحتاج إلى تسجيل الدخول. بعد التأكيد تحصل على إيصال بالتاريخ والوقت، هنا وعبر البريد الإلكتروني.',
  name: 'اسمك',
  email: 'عنوان بريدك الإلكتروني',
  emailHint: 'يُرسل الإيصال إلى هذا العنوان.',
  reference: 'رقم الطلب أو مرجع الدفع',
  referenceHint: 'من رسالة طلبك أو الإيصال، مثل ⁦NH-7K3Q-92⁩.',
  contract: 'أي عقد',
  contracts: {
    token_bundle: 'باقة نقاط',
    subscription_bundle: 'اشتراك',
    pin: 'رمز PIN للملاحة',
  },
  reason: 'السبب (اختياري)',
  next: 'متابعة',
  errors: {
    nameRequired: 'أدخل اسمك.',
    referenceRequired: 'أدخل رقم الطلب أو مرجع الدفع من الإيصال.',
    contractRequired: 'اختر العقد الذي تنسحب منه.',
  },
  confirmTitle: 'راجع انسحابك وأكّده',
  confirmIntro: 'أنت تنسحب من العقد أدناه. لا يُرسل أي شيء حتى تؤكّد.',
  back: 'تعديل',
  confirm: 'تأكيد الانسحاب',
  receiptTitle: 'تم استلام الانسحاب',
  receiptIntro: 'استلمنا انسحابك في {received}. أُرسلت نسخة من هذا الإيصال إلى {email}؛ احتفظ بها كإثبات.',
  receiptNumber: 'رقم الإيصال',
  receivedAt: 'تاريخ الاستلام',
  failed: 'تعذّر إرسال انسحابك. حاول مرة أخرى، أو راسلنا على {email}.',
  pinNote: 'لا يوجد حق انسحاب لرمز PIN تم تسليمه (راجع صفحة حق الانسحاب)؛ ومع ذلك سننظر في طلبك ونرد عليك.',
};
