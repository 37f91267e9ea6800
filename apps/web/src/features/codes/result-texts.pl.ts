/** Polish texts of result-texts.ts (docs/decisions/062): the same keys, in the trade's Polish. */
import type { Translation } from '@/i18n/translated';
import type { orderTexts as orders, paymentPageTexts as paymentPage } from './result-texts';

export const orderTexts: Translation<typeof orders> = {
  success: {
    conversionTitle: 'Dziękujemy za konwersję',
    purchaseTitle: 'Dziękujemy za zakup. Oto kod PIN:',
    pinLabel: 'PIN',
    copy: 'Kopiuj',
    copied: 'Skopiowano!',
    sentByEmail: 'Kod wysłaliśmy też e-mailem',
    pendingTitle: 'Kod PIN jest w drodze',
    errorTitle: 'Nie udało się uzyskać kodu PIN',
    nextStep:
      'Co dalej: w samochodzie należy uruchomić aktualizację map i wpisać ten PIN, gdy system nawigacji o niego poprosi. Numer zamówienia warto zachować na potrzeby obsługi klienta.',
    yourOrders: 'Zamówienia',
    howToEnter: (unit: string) => `Jak wpisać PIN w systemie ${unit}`,
  },
  orders: {
    heading: 'Zamówienia',
    caption: 'Ostatnie zamówienia.',
    orderId: 'Nr zamówienia',
    createdAt: 'Utworzono',
    vin: 'VIN',
    region: 'Region',
    version: 'Wersja',
    empty: 'Brak zamówień.',
    unavailable: 'Nie udało się wczytać zamówień. Prosimy sprawdzić połączenie i spróbować ponownie.',
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
    failed: 'Nie udało się pobrać pliku PDF. Prosimy spróbować ponownie.',
  },
};

export const paymentPageTexts: Translation<typeof paymentPage> = {
  payment: {
    title: 'Wybierz sposób płatności',
    intro:
      'Płatność kartą za kod PIN nawigacji. Kod PIN pojawi się na tej stronie i zostanie też wysłany e-mailem.',
    formLabel: 'Płatność kartą',
    summary: 'Zamówienie',
    reference: 'Zamówienie',
    comand: 'Comand',
    mapRegion: 'Region mapy',
    version: 'Wersja',
    vin: 'VIN',
    creditCard: 'Karta płatnicza',
    methods: 'Sposoby płatności',
    email: 'E-mail do faktury',
    emailPlaceholder: 'E-mail do faktury',
    emailHint: 'Na ten adres wyślemy fakturę i PIN.',
    changeOrder: 'Zmień zamówienie',
    generate: 'Generuj',
    buyNow: 'Zamawiam z obowiązkiem zapłaty',
    redirecting: 'Przekierowanie do bezpiecznej płatności kartą…',
    priceUnavailable: 'Nie udało się wczytać ceny. Prosimy odświeżyć stronę.',
    vinWarning:
      'Przed zapłatą prosimy sprawdzić numer VIN: kod PIN zostanie wygenerowany dla wpisanego numeru VIN.',
    boughtBefore: (ago: string) => `Ten PIN kupiono ${ago}:`,
    seeIt: 'Zobacz',
    sentTo: (email: string) => `został wysłany na adres ${email}.`,
    buyAgain: 'Kup ponownie',
    nothingCharged: 'Nie pobrano żadnej opłaty.',
    tryAgain: 'Spróbuj ponownie',
  },
  success: {
    purchaseTitle: 'Dziękujemy za zakup. Oto kod PIN:',
  },
};
