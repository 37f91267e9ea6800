/** French texts of texts.ts (docs/decisions/062). */
import { plural } from '@/i18n/plural';
import type { Translation } from '@/i18n/translated';
import { formatCount, formatMoney } from '@/lib/format';
import type { bundlesTexts as english } from './texts';

export const bundlesTexts: Translation<typeof english> = {
  tokenBundles: {
    title: 'Acheter en pack',
    promo: 'Un pack contient 10 jetons, 1 jeton = 1 code PIN.',
    promoDetail:
      'Revendeurs et garages économisent sur chaque code\u00a0: achetez des jetons une fois, générez des codes PIN à tout moment.',
    tokens: (n: number) => plural(n, { one: '# jeton', other: '# jetons' }),
    buy: 'Acheter',
    unavailable: 'Les packs ne sont pas disponibles pour le moment.',
    empty: 'Aucun pack proposé pour le moment.',
    discount: (d: number) => `−${d}\u202f%`,
    subscriptions: 'Besoin de nombreux codes\u202f? Découvrez les packs d’abonnement',
  },
  amount: {
    price: (price: string) => formatMoney(price, 'USD'),
    originalPrice: 'Prix initial',
  },
  success: {
    bundleTitle: 'Merci pour votre achat',
    pendingTitle: 'Votre paiement est en cours de confirmation',
    goToCodes: 'Aller aux codes de navigation',
    goToProfile: 'Voir votre solde',
  },
  subscription: {
    title: 'Packs d’abonnement',
    duration: (days: number) => plural(days, { one: '# jour', other: '# jours' }),
    dailyLimit: (codes: number) =>
      plural(codes, {
        one: `Jusqu’à ${formatCount(codes)} code de navigation par jour`,
        other: `Jusqu’à ${formatCount(codes)} codes de navigation par jour`,
      }),
    buy: 'Acheter',
    discount: (d: number) => `−${d}\u202f%`,
    unavailable: 'Les packs d’abonnement ne sont pas disponibles pour le moment.',
    empty: 'Aucun pack d’abonnement proposé pour le moment.',
    withdrawalKept:
      'Vous conservez votre droit de rétractation de 14 jours sur un pack tant que vous ne l’avez pas utilisé.',
    withdrawalLink: 'À propos de la rétractation',
    /** A plain link, outside the router: the French page's address. */
    withdrawalPath: '/fr/withdrawal',
  },
};
