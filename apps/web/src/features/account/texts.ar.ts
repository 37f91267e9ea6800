/** Arabic texts of texts.ts (docs/decisions/062). */
import type { Translation } from '@/i18n/translated';
import type { accountTexts as english } from './texts';

export const accountTexts: Translation<typeof english> = {
  account: {
    email: 'البريد الإلكتروني',
    passwordUpdate: 'تغيير كلمة المرور',
    newPassword1: 'كلمة المرور الجديدة',
    newPassword2: 'تأكيد كلمة المرور الجديدة',
    updatePassword: 'تغيير كلمة المرور',
    activeTo: 'ساري حتى',
    noBalance: 'لا توجد نقاط أو اشتراكات بعد.',
    settingsHeading: 'الإعدادات',
    settingsText: 'أدِر إعدادات حسابك وتفضيلات البريد الإلكتروني.',
    goBack: 'رجوع',
    accountNavigation: 'الحساب',
    notifications: 'إشعارات رموز الملاحة',
    notificationsDescription: 'تشغيل إشعارات رموز الملاحة أو إيقافها.',
    notificationsAlwaysSent:
      'تصلك رموز PIN وإيصالات الدفع عبر البريد الإلكتروني دائمًا، مهما كان هذا الإعداد.',
  },
  myData: {
    downloadHeading: 'بياناتك',
    downloadText:
      'نزّل كل ما نحتفظ به عنك في ملف JSON: الملف الشخصي، والطلبات مع رموز PIN الخاصة بها، والمدفوعات، والنقاط، والفواتير، وتفضيل البريد الإلكتروني، وعمليات تسجيل الدخول.',
    download: 'تنزيل بياناتي',
    deleteHeading: 'حذف حسابي',
    deleteWarning:
      'لا يمكن التراجع عن ذلك. سيتم تسجيل خروجك من كل مكان، وتضيع نقاطك واشتراكاتك ورصيدك غير المستخدم، ولن تتمكن بعد ذلك من الاطلاع هنا على رموز PIN التي اشتريتها. نحتفظ بالطلبات المدفوعة دون عنوان بريدك الإلكتروني طوال المدة التي يفرضها قانون الضرائب (10 سنوات)، ويُحذف كل ما عدا ذلك.',
    password: 'كلمة المرور',
    confirm: 'حذف حسابي نهائيًا',
    confirmWithGoogle: 'التأكيد باستخدام Google والحذف',
    googleHint: 'سجّلت باستخدام Google وليست لديك كلمة مرور؟ أكّد باستخدام Google بدلًا من ذلك.',
    done: 'تم حذف الحساب',
  },
};
