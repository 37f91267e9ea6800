/** German texts of result-texts.ts (docs/decisions/062): the same keys, in the trade's German. */
import type { Translation } from '@/i18n/translated';
import type { orderTexts as orders, paymentPageTexts as paymentPage } from './result-texts';

export const orderTexts: Translation<typeof orders> = {
  success: {
    conversionTitle: 'Vielen Dank für Ihre Umwandlung',
    purchaseTitle: 'Vielen Dank für Ihren Kauf, hier ist Ihre PIN:',
    pinLabel: 'PIN',
    copy: 'Kopieren',
    copied: 'Kopiert!',
    sentByEmail: 'Die PIN wurde Ihnen auch per E-Mail gesendet',
    pendingTitle: 'Ihre PIN ist unterwegs',
    errorTitle: 'Wir konnten Ihre PIN nicht abrufen',
    nextStep:
      'Als Nächstes: Starten Sie die Kartenaktualisierung im Fahrzeug und geben Sie diese PIN ein, wenn das Navigationssystem danach fragt. Bewahren Sie die Bestellnummer für den Support auf.',
    yourOrders: 'Ihre Bestellungen',
    howToEnter: (unit: string) => `So geben Sie die PIN am ${unit} ein`,
  },
  orders: {
    heading: 'Bestellungen',
    caption: 'Ihre letzten Bestellungen.',
    orderId: 'Bestellnummer',
    createdAt: 'Erstellt am',
    vin: 'FIN',
    region: 'Region',
    version: 'Version',
    empty: 'Noch keine Bestellungen.',
    unavailable:
      'Ihre Bestellungen konnten nicht geladen werden. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
    retry: 'Erneut versuchen',
    details: 'Details',
    detailsDescription: 'Der Navigationscode dieser Bestellung.',
    command: 'Navigationssystem',
    pin: 'PIN',
    date: 'Datum',
    noPin: 'Noch nicht bereit',
    copyPinOf: (reference: string) => `PIN von ${reference} kopieren`,
    headUnit: 'Navigationssystem',
    close: 'Schließen',
    previous: 'Zurück',
    next: 'Weiter',
    pagination: 'Seiten der Bestellungen',
    pageOf: (page: number, pages: number) => `Seite ${page} von ${pages}`,
  },
  invoices: {
    heading: 'Rechnung',
    invoice: 'Rechnung (PDF)',
    invoiceOf: (reference: string) => `Rechnung zu ${reference} (PDF)`,
    creditNote: (number: string) => `Rechnungskorrektur ${number} (PDF)`,
    creditNoteOf: (number: string, reference: string) => `Rechnungskorrektur ${number} zu ${reference} (PDF)`,
    failed: 'Das PDF konnte nicht heruntergeladen werden. Versuchen Sie es erneut.',
  },
};

export const paymentPageTexts: Translation<typeof paymentPage> = {
  payment: {
    title: 'Zahlungsart wählen',
    intro:
      'Bezahlen Sie Ihre Navigations-PIN mit Karte. Die PIN wird hier angezeigt und an Ihre E-Mail-Adresse gesendet.',
    formLabel: 'Kartenzahlung',
    summary: 'Ihre Bestellung',
    reference: 'Bestellung',
    comand: 'Comand',
    mapRegion: 'Kartenregion',
    version: 'Version',
    vin: 'FIN',
    creditCard: 'Kreditkarte',
    methods: 'Zahlungsarten',
    email: 'E-Mail für die Rechnung',
    emailPlaceholder: 'E-Mail für die Rechnung',
    emailHint: 'Rechnung und PIN werden an diese Adresse gesendet.',
    changeOrder: 'Bestellung ändern',
    generate: 'Erzeugen',
    buyNow: 'Zahlungspflichtig bestellen',
    redirecting: 'Weiterleitung zur sicheren Kartenzahlung …',
    priceUnavailable: 'Der Preis konnte nicht geladen werden. Bitte laden Sie die Seite neu.',
    vinWarning: 'Prüfen Sie die FIN vor dem Bezahlen: Die PIN wird für die eingegebene FIN erzeugt.',
    boughtBefore: (ago: string) => `Sie haben diese PIN ${ago} gekauft:`,
    seeIt: 'Ansehen',
    sentTo: (email: string) => `sie wurde an ${email} gesendet.`,
    buyAgain: 'Erneut kaufen',
    nothingCharged: 'Es wurde nichts abgebucht.',
    tryAgain: 'Erneut versuchen',
  },
  success: {
    purchaseTitle: 'Vielen Dank für Ihren Kauf, hier ist Ihre PIN:',
  },
};
