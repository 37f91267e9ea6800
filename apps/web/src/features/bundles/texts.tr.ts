/** Turkish texts of texts.ts (docs/decisions/062). */
import { plural } from '@/i18n/plural';
import type { Translation } from '@/i18n/translated';
import { formatMoney } from '@/lib/format';
import type { bundlesTexts as english } from './texts';

export const bundlesTexts: Translation<typeof english> = {
  tokenBundles: {
    title: 'Paket halinde alın',
    promo: 'Bir paket 10 token içerir, 1 token = 1 PIN.',
    promoDetail:
      'Bayiler ve servisler her kodda tasarruf eder: tokenları bir kez alın, PIN kodlarını istediğiniz zaman oluşturun.',
    tokens: (n: number) => plural(n, { one: '# token', other: '# token' }),
    buy: 'Satın al',
    unavailable: 'Paketler şu anda kullanılamıyor.',
    empty: 'Şu anda sunulan bir paket yok.',
    discount: (d: number) => `−%${d}`,
    subscriptions: 'Çok sayıda koda mı ihtiyacınız var? Abonelik paketlerine göz atın',
  },
  amount: {
    price: (price: string) => formatMoney(price, 'USD'),
    originalPrice: 'Orijinal fiyat',
  },
  success: {
    bundleTitle: 'Satın aldığınız için teşekkür ederiz',
    pendingTitle: 'Ödemeniz onaylanıyor',
    goToCodes: 'Navigasyon kodlarına git',
    goToProfile: 'Bakiyenizi görün',
  },
  subscription: {
    title: 'Abonelik paketleri',
    duration: (days: number) => plural(days, { one: '# gün', other: '# gün' }),
    dailyLimit: (codes: number) =>
      plural(codes, { one: 'Günde en fazla # navigasyon kodu', other: 'Günde en fazla # navigasyon kodu' }),
    buy: 'Satın al',
    discount: (d: number) => `−%${d}`,
    unavailable: 'Abonelik paketleri şu anda kullanılamıyor.',
    empty: 'Şu anda sunulan bir abonelik paketi yok.',
    withdrawalKept: 'Bir paket için 14 günlük cayma hakkınız, paketi kullanmaya başlayana kadar devam eder.',
    withdrawalLink: 'Cayma hakkı hakkında',
    /** A plain link, outside the router: the Turkish page's address. */
    withdrawalPath: '/tr/withdrawal',
  },
};
