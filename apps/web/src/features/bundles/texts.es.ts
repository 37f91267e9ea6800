/** Spanish texts of texts.ts (docs/decisions/062). */
import { plural } from '@/i18n/plural';
import type { Translation } from '@/i18n/translated';
import { formatCount, formatMoney } from '@/lib/format';
import type { bundlesTexts as english } from './texts';

export const bundlesTexts: Translation<typeof english> = {
  tokenBundles: {
    title: 'Comprar en paquete',
    promo: 'Un paquete incluye 10 tokens, 1 token = 1 PIN.',
    promoDetail:
      'Revendedores y talleres ahorran en cada código: compre tokens una vez y genere PIN cuando quiera.',
    tokens: (n: number) => plural(n, { one: '# token', other: '# tokens' }),
    buy: 'Comprar',
    unavailable: 'Los paquetes no están disponibles en este momento.',
    empty: 'No hay paquetes disponibles en este momento.',
    discount: (d: number) => `−${d} %`,
    subscriptions: '¿Necesita muchos códigos? Vea los paquetes de suscripción',
  },
  amount: {
    price: (price: string) => formatMoney(price, 'USD'),
    originalPrice: 'Precio original',
  },
  success: {
    bundleTitle: 'Gracias por su compra',
    pendingTitle: 'Su pago se está confirmando',
    goToCodes: 'Ir a los códigos de navegación',
    goToProfile: 'Ver su saldo',
  },
  subscription: {
    title: 'Paquetes de suscripción',
    duration: (days: number) => plural(days, { one: '# día', other: '# días' }),
    dailyLimit: (codes: number) =>
      plural(codes, {
        one: `Hasta ${formatCount(codes)} código de navegación al día`,
        other: `Hasta ${formatCount(codes)} códigos de navegación al día`,
      }),
    buy: 'Comprar',
    discount: (d: number) => `−${d} %`,
    unavailable: 'Los paquetes de suscripción no están disponibles en este momento.',
    empty: 'No hay paquetes de suscripción disponibles en este momento.',
    withdrawalKept: 'Conserva su derecho de desistimiento de 14 días sobre un paquete hasta que lo utilice.',
    withdrawalLink: 'Sobre el desistimiento',
    /** A plain link, outside the router: the Spanish page's address. */
    withdrawalPath: '/es/withdrawal',
  },
};
