/** The customers' e-mails in German (formal address); keys as en.ts. */
import type { MailTexts } from './en.js';
import { plural } from './languages.js';

export const de: MailTexts = {
  hello: 'Guten Tag,',
  helloName: (name) => `Guten Tag ${name},`,
  questions: (support) => `Fragen? Schreiben Sie uns an ${support}.`,
  helpOffer: (support) => `Wenn Sie Hilfe brauchen, schreiben Sie uns an ${support}.`,

  labels: {
    pin: 'PIN',
    headUnit: 'Navigationssystem',
    mapRegion: 'Kartenregion',
    version: 'Kartenversion',
    vin: 'FIN',
  },

  consent: {
    given: (at, version) =>
      `Vor der Lieferung haben Sie am ${at} folgende Zustimmung erteilt (Wortlaut vom ${version}):`,
    immediateDelivery:
      'Ich verlange ausdrücklich, dass Sie vor Ablauf der 14-tägigen Widerrufsfrist mit der Ausführung des Vertrags beginnen (sofortige Lieferung der PIN).',
    waiverAcknowledged: 'Mir ist bekannt, dass ich mit der Lieferung der PIN mein Widerrufsrecht verliere.',
  },

  passwordReset: {
    subject: (brand) => `${brand}: Passwort zurücksetzen`,
    asked: (brand) => `Für Ihr ${brand}-Konto wurde das Zurücksetzen des Passworts angefordert.`,
    openLink: 'Öffnen Sie diesen Link, um ein neues Passwort festzulegen:',
    button: 'Neues Passwort festlegen',
    validity: (minutes) =>
      `Der Link ist einmal gültig und läuft in ${minutes} ${plural('de', minutes, { one: 'Minute', other: 'Minuten' })} ab. Falls Sie das nicht angefordert haben, ignorieren Sie diese E-Mail.`,
  },

  emailConfirmation: {
    subject: (brand) => `${brand}: Bestätigen Sie Ihre E-Mail-Adresse`,
    created: (brand) => `Mit dieser E-Mail-Adresse wurde ein ${brand}-Konto angelegt.`,
    openLink: 'Öffnen Sie diesen Link, um sie zu bestätigen:',
    button: 'E-Mail-Adresse bestätigen',
    validity: (hours) =>
      `Der Link läuft in ${hours} ${plural('de', hours, { one: 'Stunde', other: 'Stunden' })} ab. Falls Sie kein Konto angelegt haben, ignorieren Sie diese E-Mail.`,
  },

  passwordChanged: {
    subject: (brand) => `${brand}: Ihr Passwort wurde geändert`,
    body: (brand, support) =>
      `Das Passwort Ihres ${brand}-Kontos wurde soeben geändert. Falls Sie das nicht waren, schreiben Sie uns bitte sofort an ${support}.`,
  },

  pinReady: {
    subject: (brand, vin) => `${brand}: Ihre Navigations-PIN für ${vin}`,
    intro: (reference) => `Hier ist die PIN zu Ihrer Bestellung ${reference}:`,
    demo: 'Dies ist ein DEMO-Code des Demo-PIN-Anbieters: Er schaltet kein Navigationssystem frei.',
    help: (comand) => `So geben Sie die PIN in Ihr ${comand} ein, Schritt für Schritt:`,
  },

  pinCorrected: {
    subject: (brand, vin) => `${brand}: korrigierte Navigations-PIN für ${vin}`,
    intro: (reference) =>
      `Die PIN, die wir Ihnen zur Bestellung ${reference} geschickt haben, war leider falsch. Hier ist die korrigierte PIN; sie ersetzt die aus unserer vorherigen E-Mail:`,
  },

  pinFailed: {
    subject: (brand, vin) => `${brand}: Wir konnten die PIN für ${vin} nicht beschaffen`,
    body: (reference) => `Wir konnten die PIN zu Ihrer Bestellung ${reference} nicht beschaffen.`,
  },

  orderRefunded: {
    subject: (brand, reference) => `${brand}: Bestellung ${reference} erstattet`,
    body: (reference, vin) => `Wir haben Ihre Bestellung ${reference} (FIN ${vin}) erstattet.`,
    keepsPin: 'Die PIN, die wir Ihnen geschickt haben, dürfen Sie behalten.',
  },

  bulkOrderCompleted: {
    subject: (brand) => `${brand}: Ihre Sammelbestellung ist abgeschlossen`,
    intro: (reference) =>
      `Ihre Sammelbestellung ${reference} ist abgeschlossen: Zu jeder Zeile Ihrer Datei gibt es jetzt eine PIN oder den Grund, warum keine geliefert wurde.`,
    rows: 'Zeilen in der Datei',
    fulfilled: 'Erhaltene PINs',
    failed: 'Fehlgeschlagene oder nicht bestellte Zeilen',
    pointsSpent: 'Verbrauchte Punkte',
    subscriptionUses: 'Abonnement-Nutzungen (nichts berechnet)',
    givenBack:
      'Fehlgeschlagene oder nicht bestellte Zeilen kosten Sie nichts: Was dafür bezahlt wurde, haben wir zurückgegeben.',
    download:
      'Die PINs stehen in der Datei results.csv, eine Zeile je Zeile Ihrer Datei. Sie können sie auf Ihrer Seite „Sammelbestellungen“ herunterladen:',
    button: 'Zu Ihren Sammelbestellungen',
    orders: 'Die Zeilen dieser Sammelbestellung:',
    line: (row, vin, outcome) => `Zeile ${row} (FIN ${vin}): ${outcome}`,
    ready: (reference) => `Bestellung ${reference}, PIN erhalten`,
    orderFailed: (reference) => `Bestellung ${reference}, fehlgeschlagen`,
    notOrdered: 'nicht bestellt',
  },

  givenBack: {
    point: 'Ihr Punkt wurde Ihrem Konto wieder gutgeschrieben.',
    subscriptionUse: 'Die Bestellung lief über Ihr Abonnement: Es wurde nichts berechnet.',
    card: (money) => `Ihre Kartenzahlung über ${money} wurde erstattet.`,
    cardLater: 'Ihre Kartenzahlung wird erstattet.',
    nothing: 'Es wurde nichts berechnet.',
  },

  receipt: {
    subject: (brand, item) => `${brand}: Zahlungsbestätigung für ${item}`,
    thanks: 'Vielen Dank für Ihren Einkauf.',
    item: 'Artikel',
    amountPaid: 'Bezahlter Betrag',
    date: 'Datum',
    orderReference: 'Bestellnummer',
    paymentReference: 'Zahlungsreferenz',
    invoice: 'Rechnung',
    invoiceAttached: (number) => `Rechnung ${number} (im Anhang)`,
  },

  creditNote: {
    subject: (brand, number) => `${brand}: Rechnungskorrektur ${number}`,
    refunded: (money) => `Wir haben Ihnen ${money} erstattet.`,
    refundedOfInvoice: (money, invoice) => `Wir haben Ihnen ${money} aus Rechnung ${invoice} erstattet.`,
    attached: (number) => `Die Rechnungskorrektur ${number} finden Sie im Anhang.`,
  },

  withdrawal: {
    subject: (brand, receipt) => `${brand}: Ihr Widerruf ${receipt} ist eingegangen`,
    intro:
      'Ihr Widerruf des unten genannten Vertrags ist bei uns eingegangen. Bitte bewahren Sie diese E-Mail auf: Sie belegt, wann er eingegangen ist.',
    receipt: 'Eingangsbestätigung',
    received: 'Eingegangen',
    name: 'Name',
    reference: 'Bestell- oder Zahlungsreferenz',
    contract: 'Vertrag',
    reason: 'Grund',
    contracts: {
      token_bundle: 'ein Token-Paket',
      subscription_bundle: 'ein Abonnement',
      pin: 'eine Navigations-PIN',
    },
    closing: (support) =>
      `Wir bearbeiten ihn innerhalb von 14 Tagen und melden uns bei Ihnen. Fragen: ${support}.`,
  },
};
