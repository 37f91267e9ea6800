/** German texts of withdraw-form.ts (docs/decisions/062). */
import type { Translation } from '@/i18n/translated';
import type { withdrawFormTexts as english } from './withdraw-form';

export const withdrawFormTexts: Translation<typeof english> = {
  title: 'Vertrag widerrufen',
  intro:
    'Mit diesem Formular widerrufen Sie einen Vertrag mit uns. Sie müssen sich nicht anmelden. Nach Ihrer Bestätigung erhalten Sie eine Eingangsbestätigung mit Datum und Uhrzeit, hier und per E-Mail.',
  name: 'Ihr Name',
  email: 'Ihre E-Mail-Adresse',
  emailHint: 'Die Eingangsbestätigung wird hierhin gesendet.',
  reference: 'Bestellnummer oder Zahlungsreferenz',
  referenceHint: 'Aus Ihrer Bestell-E-Mail oder Ihrem Beleg, z. B. NH-7K3Q-92.',
  contract: 'Welcher Vertrag',
  contracts: {
    token_bundle: 'Ein Token-Paket',
    subscription_bundle: 'Ein Abonnement',
    pin: 'Eine Navigations-PIN',
  },
  reason: 'Grund (freiwillig)',
  next: 'Weiter',
  errors: {
    nameRequired: 'Geben Sie Ihren Namen ein.',
    referenceRequired: 'Geben Sie die Bestellnummer oder die Zahlungsreferenz aus Ihrem Beleg ein.',
    contractRequired: 'Wählen Sie den Vertrag, den Sie widerrufen.',
  },
  confirmTitle: 'Widerruf prüfen und bestätigen',
  confirmIntro: 'Sie widerrufen den unten genannten Vertrag. Es wird nichts gesendet, bevor Sie bestätigen.',
  back: 'Ändern',
  confirm: 'Widerruf bestätigen',
  receiptTitle: 'Widerruf eingegangen',
  receiptIntro:
    'Ihr Widerruf ist am {received} bei uns eingegangen. Eine Kopie dieser Bestätigung wurde an {email} gesendet; bewahren Sie sie als Nachweis auf.',
  receiptNumber: 'Nummer der Bestätigung',
  receivedAt: 'Eingegangen',
  failed:
    'Ihr Widerruf konnte nicht gesendet werden. Versuchen Sie es erneut, oder schreiben Sie an {email}.',
  pinNote:
    'Für eine bereits gelieferte PIN besteht kein Widerrufsrecht (siehe Widerrufsbelehrung); wir prüfen Ihr Anliegen trotzdem und antworten Ihnen.',
};
