/** Turkish texts of texts.ts (docs/decisions/062). */
import type { Translation } from '@/i18n/translated';
import { formatMoney } from '@/lib/format';
import type { homeTexts as english } from './texts';

export const homeTexts: Translation<typeof english> = {
  title: 'Mercedes-Benz COMAND için harita güncellemesi PIN kodları',
  headUnits: 'Multimedya üniteleri',
  price: (amount: string) => `PIN kodu başına ${formatMoney(amount, 'USD')}`,
  delivery: 'Ekranda ve e-postayla, genellikle bir dakika içinde.',
  wrongVin:
    'Yanlış yazılan şasi numarası (VIN) için iade yapılmaz; girdiğiniz VIN ile çalışmayan bir PIN kodu düzeltilir veya ücreti iade edilir.',
  start: 'PIN kodunuzu alın',
};
