/** Arabic titles of the legal pages (titles.ts, docs/decisions/062). */
import type { Translation } from '@/i18n/translated';
import type { legalTitles as english } from './titles';

export const legalTitles: Translation<typeof english> = {
  terms: 'الشروط والأحكام العامة',
  withdrawal: 'معلومات حق الانسحاب',
  privacy: 'سياسة الخصوصية',
  imprint: 'بيانات الناشر',
};
