/** Polish texts of texts.ts (docs/decisions/062): the same keys, in the trade's Polish. */
import type { Translation } from '@/i18n/translated';
import { formatMoney } from '@/lib/format';
import type { codesTexts as codes, paymentsTexts as payments } from './texts';

/** '39.00' → '39,00 USD': the amount as Polish writes dollars. */
const dollars = (price: string) => formatMoney(price, 'USD');

export const codesTexts: Translation<typeof codes> = {
  form: {
    title: 'Kody nawigacji',
    intro:
      'Wybierz system nawigacji, region mapy i wersję mapy, a następnie wpisz 17-znakowy numer VIN (numer nadwozia).',
    formLabel: 'Kod nawigacji',
    comand: 'Comand',
    mapRegion: 'Region mapy',
    version: 'Wersja',
    vin: 'VIN',
    selectPlaceholder: 'Wybierz…',
    vinPlaceholder: '17-znakowy VIN',
    generate: 'Generuj',
    buyNow: 'Kup teraz',
    vinWarningsTitle: 'Sprawdź',
    confirmTitle: 'Wygenerować mimo to?',
    confirmIntro:
      'Sprawdzenie numeru VIN wykazało coś, na co warto spojrzeć. Wykorzystanego punktu ani użycia subskrypcji nie można cofnąć.',
    confirmGenerate: 'Generuj mimo to',
    confirmCheck: 'Sprawdź VIN',
  },
  amount: {
    subscriptionActive: 'Subskrypcja aktywna',
    points: (n: number) => `Liczba punktów: ${n}`,
    amount: (price: string) => `Kwota: ${dollars(price)}`,
    discountApplied: (discount: number) => `Naliczono rabat ${discount}%`,
    price: (price: string) => dollars(price),
    originalPrice: 'Cena pierwotna',
  },
  success: {
    conversionTitle: 'Dziękujemy za konwersję',
    purchaseTitle: 'Dziękujemy za zakup, oto Twój PIN:',
    pinLabel: 'PIN',
    copy: 'Kopiuj',
    copied: 'Skopiowano!',
    sentByEmail: 'Kod wysłaliśmy też na Twój e-mail',
    pendingTitle: 'Twój PIN jest w drodze',
    errorTitle: 'Nie udało się uzyskać Twojego kodu PIN',
    nextStep:
      'Dalej: uruchom aktualizację map w samochodzie i wpisz ten PIN, gdy system nawigacji o niego poprosi. Zachowaj numer zamówienia na potrzeby obsługi klienta.',
    yourOrders: 'Twoje zamówienia',
    howToEnter: (unit: string) => `Jak wpisać PIN w systemie ${unit}`,
  },
  orders: {
    heading: 'Zamówienia',
    caption: 'Twoje ostatnie konwersje.',
    orderId: 'Nr zamówienia',
    createdAt: 'Utworzono',
    vin: 'VIN',
    region: 'Region',
    version: 'Wersja',
    empty: 'Brak konwersji.',
    unavailable: 'Nie udało się wczytać Twoich zamówień. Sprawdź połączenie i spróbuj ponownie.',
    retry: 'Spróbuj ponownie',
    details: 'Szczegóły',
    detailsDescription: 'Kod nawigacji tego zamówienia.',
    command: 'Polecenie',
    pin: 'PIN',
    date: 'Data',
    noPin: 'Jeszcze niegotowy',
    copyPinOf: (reference: string) => `Kopiuj PIN zamówienia ${reference}`,
    headUnit: 'System nawigacji',
    close: 'Zamknij',
    previous: 'Poprzednia',
    next: 'Następna',
    pagination: 'Strony zamówień',
    pageOf: (page: number, pages: number) => `Strona ${page} z ${pages}`,
  },
  invoices: {
    heading: 'Faktura',
    invoice: 'Faktura (PDF)',
    invoiceOf: (reference: string) => `Faktura do zamówienia ${reference} (PDF)`,
    creditNote: (number: string) => `Faktura korygująca ${number} (PDF)`,
    creditNoteOf: (number: string, reference: string) =>
      `Faktura korygująca ${number} do zamówienia ${reference} (PDF)`,
    failed: 'Nie udało się pobrać pliku PDF. Spróbuj ponownie.',
  },
};

export const paymentsTexts: Translation<typeof payments> = {
  payment: {
    title: 'Wybierz sposób płatności',
    intro: 'Zapłać za PIN nawigacji kartą. PIN zobaczysz na tej stronie i otrzymasz go też na swój e-mail.',
    formLabel: 'Płatność kartą',
    summary: 'Twoje zamówienie',
    reference: 'Zamówienie',
    comand: 'Comand',
    mapRegion: 'Region mapy',
    version: 'Wersja',
    vin: 'VIN',
    creditCard: 'Karta kredytowa',
    methods: 'Sposoby płatności',
    email: 'E-mail do faktury',
    emailPlaceholder: 'E-mail do faktury',
    emailHint: 'Na ten adres wyślemy fakturę i PIN.',
    changeOrder: 'Zmień zamówienie',
    generate: 'Generuj',
    buyNow: 'Zamawiam z obowiązkiem zapłaty',
    redirecting: 'Przekierowanie do bezpiecznej płatności kartą…',
    priceUnavailable: 'Nie udało się wczytać ceny. Odśwież stronę.',
    vinWarning: 'Sprawdź VIN przed zapłatą: PIN zostanie wygenerowany dla wpisanego numeru VIN.',
    boughtBefore: (ago: string) => `Ten PIN kupiono ${ago}:`,
    seeIt: 'Zobacz',
    sentTo: (email: string) => `został wysłany na adres ${email}.`,
    buyAgain: 'Kup ponownie',
    nothingCharged: 'Nie pobrano żadnej opłaty.',
    tryAgain: 'Spróbuj ponownie',
  },
  amount: {
    amount: (price: string) => `Kwota: ${dollars(price)}`,
    price: (price: string) => dollars(price),
    originalPrice: 'Cena pierwotna',
    discountApplied: (discount: number) => `Naliczono rabat ${discount}%`,
    subscriptionActive: 'Subskrypcja aktywna',
    points: (n: number) => `Liczba punktów: ${n}`,
  },
  success: {
    purchaseTitle: 'Dziękujemy za zakup, oto Twój PIN:',
  },
};
