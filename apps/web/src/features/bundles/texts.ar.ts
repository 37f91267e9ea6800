/** Arabic texts of texts.ts (docs/decisions/062). */
import { plural } from '@/i18n/plural';
import type { Translation } from '@/i18n/translated';
import { dollars } from '@/i18n/arabic-money';
import { formatCount } from '@/lib/format';
import type { bundlesTexts as english } from './texts';

export const bundlesTexts: Translation<typeof english> = {
  tokenBundles: {
    title: 'اشترِ ضمن باقة',
    promo: 'تمنحك الباقة 10 نقاط، والنقطة الواحدة = رمز PIN واحد.',
    promoDetail: 'يوفّر الموزّعون والورش في كل رمز PIN: اشترِ النقاط مرة واحدة، وأنشئ رموز PIN متى شئت.',
    tokens: (n: number) =>
      plural(n, {
        zero: '# نقطة',
        one: 'نقطة واحدة',
        two: 'نقطتان',
        few: '# نقاط',
        many: '# نقطة',
        other: '# نقطة',
      }),
    buy: 'شراء',
    unavailable: 'الباقات غير متاحة حاليًا.',
    empty: 'لا توجد باقات معروضة حاليًا.',
    discount: (d: number) => `‎-${formatCount(d)}%`,
    subscriptions: 'تحتاج إلى رموز PIN كثيرة؟ اطّلع على باقات الاشتراك',
  },
  amount: {
    price: (price: string) => dollars(price),
    originalPrice: 'السعر الأصلي',
  },
  success: {
    bundleTitle: 'شكرًا لك على الشراء',
    pendingTitle: 'جارٍ تأكيد دفعتك',
    goToCodes: 'الذهاب إلى رموز الملاحة',
    goToProfile: 'عرض رصيدك',
  },
  subscription: {
    title: 'باقات الاشتراك',
    duration: (days: number) =>
      plural(days, {
        zero: '# يوم',
        one: 'يوم واحد',
        two: 'يومان',
        few: '# أيام',
        many: '# يومًا',
        other: '# يوم',
      }),
    dailyLimit: (codes: number) =>
      plural(codes, {
        zero: 'لا رموز ملاحة في اليوم',
        one: 'حتى رمز ملاحة واحد في اليوم',
        two: 'حتى رمزَي ملاحة في اليوم',
        few: 'حتى # رموز ملاحة في اليوم',
        many: 'حتى # رمزًا للملاحة في اليوم',
        other: 'حتى # رمز ملاحة في اليوم',
      }),
    buy: 'شراء',
    discount: (d: number) => `‎-${formatCount(d)}%`,
    unavailable: 'باقات الاشتراك غير متاحة حاليًا.',
    empty: 'لا توجد باقات اشتراك معروضة حاليًا.',
    withdrawalKept: 'يبقى لك حق الانسحاب خلال 14 يومًا من شراء الباقة ما دمت لم تستخدمها.',
    withdrawalLink: 'عن حق الانسحاب',
    /** A plain link, outside the router: the Arabic page's address. */
    withdrawalPath: '/ar/withdrawal',
  },
};
