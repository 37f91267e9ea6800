/** Italian texts of texts.ts (docs/decisions/062). */
import { plural } from '@/i18n/plural';
import type { Translation } from '@/i18n/translated';
import { formatCount, formatMoney } from '@/lib/format';
import type { bundlesTexts as english } from './texts';

export const bundlesTexts: Translation<typeof english> = {
  tokenBundles: {
    title: 'Acquista in pacchetto',
    promo: 'Un pacchetto contiene 10 token, 1 token = 1 PIN.',
    promoDetail:
      'Rivenditori e officine risparmiano su ogni codice: acquisti i token una volta e generi i PIN quando vuole.',
    tokens: (n: number) => plural(n, { one: '# token', other: '# token' }),
    buy: 'Acquista',
    unavailable: 'I pacchetti non sono disponibili al momento.',
    empty: 'Al momento non ci sono pacchetti in offerta.',
    discount: (d: number) => `−${d}%`,
    subscriptions: 'Servono molti codici? Scopra i pacchetti in abbonamento',
  },
  amount: {
    price: (price: string) => formatMoney(price, 'USD'),
    originalPrice: 'Prezzo originale',
  },
  success: {
    bundleTitle: 'Grazie per l’acquisto',
    pendingTitle: 'Il Suo pagamento è in fase di conferma',
    goToCodes: 'Vai ai codici di navigazione',
    goToProfile: 'Visualizza il Suo saldo',
  },
  subscription: {
    title: 'Pacchetti in abbonamento',
    duration: (days: number) => plural(days, { one: '# giorno', other: '# giorni' }),
    dailyLimit: (codes: number) =>
      plural(codes, {
        one: `Fino a ${formatCount(codes)} codice di navigazione al giorno`,
        other: `Fino a ${formatCount(codes)} codici di navigazione al giorno`,
      }),
    buy: 'Acquista',
    discount: (d: number) => `−${d}%`,
    unavailable: 'I pacchetti in abbonamento non sono disponibili al momento.',
    empty: 'Al momento non ci sono pacchetti in abbonamento in offerta.',
    withdrawalKept: 'Il diritto di recesso di 14 giorni su un pacchetto resta valido finché non lo utilizza.',
    withdrawalLink: 'Informazioni sul recesso',
    /** A plain link, outside the router: the Italian page's address. */
    withdrawalPath: '/it/withdrawal',
  },
};
