/** German texts of texts.ts (docs/decisions/062): the same keys, in the trade's German. */
import type { Translation } from '@/i18n/translated';
import { formatMoney } from '@/lib/format';
import type { codesTexts as codes, paymentsTexts as payments } from './texts';

/** '39.00' → '39,00 $': the amount as German writes dollars. */
const dollars = (price: string) => formatMoney(price, 'USD');

export const codesTexts: Translation<typeof codes> = {
  form: {
    title: 'Navigationscodes',
    intro:
      'Wählen Sie Ihr Navigationssystem, die Kartenregion und die Kartenversion und geben Sie dann die 17-stellige Fahrgestellnummer (FIN) ein.',
    formLabel: 'Navigationscode',
    comand: 'Comand',
    mapRegion: 'Kartenregion',
    version: 'Version',
    vin: 'FIN',
    selectPlaceholder: 'Auswählen …',
    vinPlaceholder: '17-stellige FIN',
    generate: 'Erzeugen',
    buyNow: 'Jetzt kaufen',
    vinWarningsTitle: 'Bitte prüfen',
    confirmTitle: 'Trotzdem erzeugen?',
    confirmIntro:
      'Die FIN-Prüfung hat etwas gefunden, das Sie ansehen sollten. Ein eingesetzter Punkt oder eine Abo-Nutzung lässt sich nicht zurücknehmen.',
    confirmGenerate: 'Trotzdem erzeugen',
    confirmCheck: 'FIN prüfen',
  },
  amount: {
    subscriptionActive: 'Abonnement aktiv',
    points: (n: number) => `Punktestand: ${n}`,
    amount: (price: string) => `Betrag: ${dollars(price)}`,
    discountApplied: (discount: number) => `${discount} % Rabatt abgezogen`,
    price: (price: string) => dollars(price),
    originalPrice: 'Ursprünglicher Preis',
  },
};

export const paymentsTexts: Translation<typeof payments> = {
  amount: {
    amount: (price: string) => `Betrag: ${dollars(price)}`,
    price: (price: string) => dollars(price),
    originalPrice: 'Ursprünglicher Preis',
    discountApplied: (discount: number) => `${discount} % Rabatt abgezogen`,
    subscriptionActive: 'Abonnement aktiv',
    points: (n: number) => `Punktestand: ${n}`,
  },
};
