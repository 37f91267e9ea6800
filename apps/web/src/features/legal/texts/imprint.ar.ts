/** Arabic texts of imprint.ts (docs/decisions/062): the labels and the template. */
import type { Translation } from '@/i18n/translated';
import { notice, paragraph } from './document';
import { legalTemplateNotice } from './document.ar';
import type { imprintLabels as english, imprintTexts as englishTexts } from './imprint';

export const imprintLabels: Translation<typeof english> = {
  provider: 'مقدّم الخدمة',
  address: 'العنوان',
  country: 'البلد',
  email: 'البريد الإلكتروني',
  register: 'السجل التجاري',
  vatId: 'رقم التعريف الضريبي (VAT)',
  notSet: 'غير محدد',
};

export const imprintTexts: Translation<typeof englishTexts> = {
  template: [
    notice(legalTemplateNotice.text),
    paragraph(
      'معلومات وفقًا للمادة 5 من قانون الخدمات الرقمية الألماني (DDG)، والمادة 5 من التوجيه ⁦2000/31/EC⁩، ولوائح التجارة الإلكترونية في المملكة المتحدة لعام 2002. [أضف ما يطلبه بلدك: الشخص المخوّل بتمثيل الشركة، والجهة الرقابية على النشاط المرخّص، والقواعد المهنية للمهنة المنظّمة.]',
    ),
  ],
};
