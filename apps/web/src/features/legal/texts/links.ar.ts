/** Arabic texts of links.ts (docs/decisions/062). */
import type { Translation } from '@/i18n/translated';
import type { legalLinkTexts as english } from './links';

export const legalLinkTexts: Translation<typeof english> = {
  navLabel: 'المعلومات القانونية',
  terms: 'الشروط والأحكام',
  withdrawal: 'حق الانسحاب',
  privacy: 'الخصوصية',
  imprint: 'بيانات الناشر',
  withdrawOnline: 'الانسحاب من العقد هنا',
  beforePaying: 'بالدفع فإنك توافق على {terms}؛ اقرأ عن {withdrawal} و{privacy}.',
};
