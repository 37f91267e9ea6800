/** Turkish texts of imprint.ts (docs/decisions/062): the labels and the template. */
import type { Translation } from '@/i18n/translated';
import { notice, paragraph } from './document';
import { legalTemplateNotice } from './document.tr';
import type { imprintLabels as english, imprintTexts as englishTexts } from './imprint';

export const imprintLabels: Translation<typeof english> = {
  provider: 'Hizmet sağlayıcı',
  address: 'Adres',
  country: 'Ülke',
  email: 'E-posta',
  register: 'Ticaret sicili',
  vatId: 'KDV kimlik numarası',
  notSet: 'belirtilmedi',
};

export const imprintTexts: Translation<typeof englishTexts> = {
  template: [
    notice(legalTemplateNotice.text),
    paragraph(
      '§ 5 DDG (Almanya), 2000/31/AT sayılı Direktifin 5. maddesi ve Birleşik Krallık Electronic Commerce Regulations 2002 uyarınca bilgiler. [Ülkenizin istediklerini ekleyin: şirketi temsile yetkili kişi, ticaret sicil ve MERSİS numarası, izne tabi bir faaliyetin denetim makamı, düzenlenmiş bir mesleğin meslek kuralları.]',
    ),
  ],
};
