/** German texts of texts.ts (docs/decisions/062). */
import type { Translation } from '@/i18n/translated';
import type { accountTexts as english } from './texts';

export const accountTexts: Translation<typeof english> = {
  account: {
    email: 'E-Mail',
    passwordUpdate: 'Passwort ändern',
    newPassword1: 'Neues Passwort',
    newPassword2: 'Neues Passwort bestätigen',
    updatePassword: 'Passwort ändern',
    activeTo: 'Aktiv bis',
    noBalance: 'Noch keine Punkte und kein Abonnement.',
    settingsHeading: 'Einstellungen',
    settingsText: 'Verwalten Sie Ihre Kontoeinstellungen und E-Mail-Benachrichtigungen.',
    goBack: 'Zurück',
    accountNavigation: 'Konto',
    notifications: 'Benachrichtigungen zu Navigationscodes',
    notificationsDescription: 'Benachrichtigungen zu Navigationscodes ein- oder ausschalten.',
    notificationsAlwaysSent:
      'PINs und Zahlungsbelege erhalten Sie immer per E-Mail, unabhängig von dieser Einstellung.',
  },
  myData: {
    downloadHeading: 'Ihre Daten',
    downloadText:
      'Laden Sie alles, was wir über Sie speichern, als JSON-Datei herunter: Profil, Bestellungen mit ihren PINs, Zahlungen, Punkte, Rechnungen, E-Mail-Einstellung und Anmeldungen.',
    download: 'Meine Daten herunterladen',
    deleteHeading: 'Mein Konto löschen',
    deleteWarning:
      'Das lässt sich nicht rückgängig machen. Sie werden überall abgemeldet, Ihre Punkte, Abonnements und Ihr ungenutztes Guthaben verfallen, und gekaufte PINs können Sie hier nicht mehr nachsehen. Bezahlte Bestellungen bewahren wir ohne Ihre E-Mail-Adresse so lange auf, wie das Steuerrecht es verlangt (10 Jahre); alles andere wird gelöscht.',
    password: 'Ihr Passwort',
    confirm: 'Mein Konto endgültig löschen',
    confirmWithGoogle: 'Mit Google bestätigen und löschen',
    googleHint: 'Mit Google registriert und kein Passwort? Bestätigen Sie stattdessen mit Google.',
    done: 'Konto gelöscht',
  },
};
