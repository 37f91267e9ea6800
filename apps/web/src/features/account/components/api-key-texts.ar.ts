/** Arabic texts of api-key-texts.ts (docs/decisions/062): the same keys. */
import type { Translation } from '@/i18n/translated';
import type { apiKeyTexts as english } from './api-key-texts';

export const apiKeyTexts: Translation<typeof english> = {
  heading: 'مفاتيح API',
  intro:
    'يمكن لأنظمتك الخاصة (نقطة بيع، أو نظام ERP، أو منصة موزّع) طلب رموز PIN وقراءة سجلّك باستخدام مفتاح API بدلًا من كلمة المرور.',
  guide: 'اقرأ دليل API',
  endsWithPassword: 'تغيير كلمة المرور أو إعادة تعيينها يُلغي جميع المفاتيح.',
  name: 'الاسم',
  nameDescription: 'أين يُستخدم المفتاح، للتمييز بين المفاتيح.',
  mode: 'الوضع',
  live: 'فعلي',
  test: 'تجريبي (بيئة الاختبار غير متاحة بعد)',
  testShort: 'تجريبي',
  readOnly: 'للقراءة فقط: يمكنه القراءة فقط (الكتالوج، السجل، المشتريات)',
  create: 'إنشاء مفتاح',
  shownOnce: (name: string) => `مفتاحك الجديد «${name}»`,
  shownOnceWarning:
    'انسخه الآن واحتفظ به سرًّا: لن يُعرض إلا هذه المرة فقط. أي شخص يملكه يمكنه طلب رموز PIN بنقاطك.',
  theKey: 'مفتاح API الجديد',
  copy: 'نسخ',
  copied: 'تم نسخ المفتاح',
  copyFailed: 'تعذّر نسخ المفتاح: حدّده وانسخه يدويًا.',
  testModeNote: 'لا يمكن للمفاتيح التجريبية الطلب أو الدفع بعد: بيئة الاختبار غير متاحة.',
  none: 'لا توجد مفاتيح API بعد.',
  listCaption: 'مفاتيح API الخاصة بك',
  columns: {
    name: 'الاسم',
    mode: 'الوضع',
    key: 'المفتاح',
    created: 'تاريخ الإنشاء',
    lastUsed: 'آخر استخدام',
    actions: 'الإجراءات',
  },
  readOnlyBadge: 'للقراءة فقط',
  never: 'أبدًا',
  revoke: 'إلغاء',
  revokeLabel: (name: string) => `إلغاء ${name}`,
  revokeTitle: (name: string) => `إلغاء «${name}»؟`,
  revokeDescription: 'سيُرفض كل طلب بهذا المفتاح من الآن فصاعدًا. لا يمكن التراجع عن ذلك.',
  cancel: 'إلغاء الأمر',
  revoked: 'تم إلغاء المفتاح',
};
