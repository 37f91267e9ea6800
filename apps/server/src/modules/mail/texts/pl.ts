/** The customers' e-mails in Polish (formal, "Państwo"); keys as en.ts. */
import type { MailTexts } from './en.js';
import { plural } from './languages.js';

const minutes = (n: number) =>
  plural('pl', n, { one: 'minutę', few: 'minuty', many: 'minut', other: 'minuty' });
const hours = (n: number) =>
  plural('pl', n, { one: 'godzinę', few: 'godziny', many: 'godzin', other: 'godziny' });

export const pl: MailTexts = {
  hello: 'Dzień dobry,',
  helloName: (name) => `Dzień dobry, ${name},`,
  questions: (support) => `Pytania? Prosimy o kontakt: ${support}.`,
  helpOffer: (support) => `Jeśli potrzebują Państwo pomocy, prosimy pisać na adres ${support}.`,

  labels: {
    pin: 'PIN',
    headUnit: 'System nawigacji',
    mapRegion: 'Region mapy',
    version: 'Wersja mapy',
    vin: 'VIN',
  },

  consent: {
    given: (at, version) => `Przed dostawą, ${at}, wyrazili Państwo następującą zgodę (treść z ${version}):`,
    immediateDelivery:
      'Żądam dostarczenia mojego kodu PIN niezwłocznie, przed upływem 14-dniowego terminu na odstąpienie od umowy.',
    waiverAcknowledged:
      'Przyjmuję do wiadomości, że z chwilą dostarczenia kodu PIN tracę prawo odstąpienia od umowy.',
  },

  passwordReset: {
    subject: (brand) => `${brand}: resetowanie hasła`,
    asked: (brand) => `Otrzymaliśmy prośbę o zresetowanie hasła do Państwa konta ${brand}.`,
    openLink: 'Aby ustawić nowe hasło, prosimy otworzyć ten link:',
    button: 'Ustaw nowe hasło',
    validity: (n) =>
      `Link działa jednorazowo i wygasa za ${n} ${minutes(n)}. Jeśli to nie Państwo o niego prosili, prosimy zignorować tę wiadomość.`,
  },

  emailConfirmation: {
    subject: (brand) => `${brand}: potwierdzenie adresu e-mail`,
    created: (brand) => `Na ten adres e-mail założono konto ${brand}.`,
    openLink: 'Aby go potwierdzić, prosimy otworzyć ten link:',
    button: 'Potwierdź adres e-mail',
    validity: (n) =>
      `Link wygasa za ${n} ${hours(n)}. Jeśli to nie Państwo założyli konto, prosimy zignorować tę wiadomość.`,
  },

  passwordChanged: {
    subject: (brand) => `${brand}: hasło zostało zmienione`,
    body: (brand, support) =>
      `Hasło do Państwa konta ${brand} zostało właśnie zmienione. Jeśli to nie Państwo, prosimy natychmiast napisać na adres ${support}.`,
  },

  pinReady: {
    subject: (brand, vin) => `${brand}: kod PIN nawigacji dla ${vin}`,
    intro: (reference) => `Oto kod PIN do zamówienia ${reference}:`,
    demo: 'To jest kod DEMO od demonstracyjnego dostawcy kodów PIN: nie odblokowuje żadnego systemu nawigacji.',
    help: (comand) => `Jak krok po kroku wpisać kod PIN w systemie ${comand}:`,
  },

  pinCorrected: {
    subject: (brand, vin) => `${brand}: poprawiony kod PIN nawigacji dla ${vin}`,
    intro: (reference) =>
      `Kod PIN wysłany do zamówienia ${reference} był błędny — przepraszamy. Oto poprawiony kod PIN; zastępuje on kod z naszej poprzedniej wiadomości:`,
  },

  pinFailed: {
    subject: (brand, vin) => `${brand}: nie udało się uzyskać kodu PIN dla ${vin}`,
    body: (reference) => `Nie udało się nam uzyskać kodu PIN do zamówienia ${reference}.`,
  },

  orderRefunded: {
    subject: (brand, reference) => `${brand}: zwrot za zamówienie ${reference}`,
    body: (reference, vin) => `Zwróciliśmy należność za zamówienie ${reference} (VIN ${vin}).`,
    keepsPin: 'Wysłany kod PIN pozostaje Państwa.',
  },

  bulkOrderCompleted: {
    subject: (brand) => `${brand}: Państwa zamówienie hurtowe zostało zrealizowane`,
    intro: (reference) =>
      `Państwa zamówienie hurtowe ${reference} zostało zrealizowane: każdy wiersz pliku ma swój kod PIN albo powód, dla którego go nie ma.`,
    rows: 'Wiersze w pliku',
    fulfilled: 'Uzyskane kody PIN',
    failed: 'Wiersze nieudane lub niezamówione',
    pointsSpent: 'Wykorzystane tokeny',
    subscriptionUses: 'Użycia subskrypcji (nic nie pobrano)',
    givenBack:
      'Wiersze nieudane lub niezamówione nic Państwa nie kosztują: to, czym za nie zapłacono, zostało zwrócone.',
    download:
      'Kody PIN znajdują się w pliku results.csv, po jednym wierszu na każdy wiersz Państwa pliku. Można go pobrać na stronie zamówień hurtowych:',
    button: 'Przejdź do zamówień hurtowych',
    orders: 'Wiersze tego zamówienia hurtowego:',
    line: (row, vin, outcome) => `Wiersz ${row} (VIN ${vin}): ${outcome}`,
    ready: (reference) => `zamówienie ${reference}, kod PIN uzyskany`,
    orderFailed: (reference) => `zamówienie ${reference}, nieudane`,
    notOrdered: 'niezamówiony',
  },

  givenBack: {
    point: 'Token wrócił na Państwa konto.',
    subscriptionUse: 'Zamówienie opłacono z subskrypcji: nic nie zostało pobrane.',
    card: (money) => `Płatność kartą w wysokości ${money} została zwrócona.`,
    cardLater: 'Płatność kartą zostanie zwrócona.',
    nothing: 'Nic nie zostało pobrane.',
  },

  receipt: {
    subject: (brand, item) => `${brand}: potwierdzenie zakupu: ${item}`,
    thanks: 'Dziękujemy za zakup.',
    item: 'Produkt',
    amountPaid: 'Zapłacona kwota',
    date: 'Data',
    orderReference: 'Numer zamówienia',
    paymentReference: 'Numer płatności',
    invoice: 'Faktura',
    invoiceAttached: (number) => `Faktura ${number} (w załączniku)`,
  },

  creditNote: {
    subject: (brand, number) => `${brand}: faktura korygująca ${number}`,
    refunded: (money) => `Zwróciliśmy ${money}.`,
    refundedOfInvoice: (money, invoice) => `Zwróciliśmy ${money} z faktury ${invoice}.`,
    attached: (number) => `Faktura korygująca ${number} jest w załączniku.`,
  },

  withdrawal: {
    subject: (brand, receipt) => `${brand}: otrzymaliśmy odstąpienie od umowy ${receipt}`,
    intro:
      'Otrzymaliśmy Państwa oświadczenie o odstąpieniu od poniższej umowy. Prosimy zachować tę wiadomość: potwierdza, kiedy do nas dotarło.',
    receipt: 'Potwierdzenie',
    received: 'Otrzymano',
    name: 'Imię i nazwisko',
    reference: 'Numer zamówienia lub płatności',
    contract: 'Umowa',
    reason: 'Powód',
    contracts: {
      token_bundle: 'pakiet tokenów',
      subscription_bundle: 'subskrypcja',
      pin: 'kod PIN nawigacji',
    },
    closing: (support) => `Rozpatrzymy je w ciągu 14 dni i odpiszemy. Pytania: ${support}.`,
  },
};
