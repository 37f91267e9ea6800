/** Arabic texts of imprint.ts (docs/decisions/062): the labels; the template stays English for now. */
import type { Translation } from '@/i18n/translated';
import type { imprintLabels as english } from './imprint';

export const imprintLabels: Translation<typeof english> = {
  provider: 'مقدّم الخدمة',
  address: 'العنوان',
  country: 'البلد',
  email: 'البريد الإلكتروني',
  register: 'السجل التجاري',
  vatId: 'رقم التعريف الضريبي (VAT)',
  notSet: 'غير محدد',
};
