/** Polish texts of texts.ts (docs/decisions/062). */
import type { Translation } from '@/i18n/translated';
import type { accountTexts as english } from './texts';

export const accountTexts: Translation<typeof english> = {
  account: {
    email: 'E-mail',
    passwordUpdate: 'Zmiana hasła',
    newPassword1: 'Nowe hasło',
    newPassword2: 'Powtórz nowe hasło',
    updatePassword: 'Zmień hasło',
    activeTo: 'Aktywna do',
    noBalance: 'Brak tokenów i subskrypcji.',
    settingsHeading: 'Ustawienia',
    settingsText: 'Zarządzaj ustawieniami konta i powiadomieniami e-mail.',
    goBack: 'Wróć',
    accountNavigation: 'Konto',
    notifications: 'Powiadomienia o kodach nawigacji',
    notificationsDescription: 'Włącz lub wyłącz wysyłanie powiadomień o kodach nawigacji.',
    notificationsAlwaysSent:
      'Kody PIN i potwierdzenia płatności zawsze wysyłamy e-mailem, niezależnie od tego ustawienia.',
  },
  myData: {
    downloadHeading: 'Dane konta',
    downloadText:
      'Wszystkie przechowywane przez nas dane konta do pobrania jako plik JSON: profil, zamówienia z kodami PIN, płatności, tokeny, faktury, ustawienia e-mail i logowania.',
    download: 'Pobierz moje dane',
    deleteHeading: 'Usuń moje konto',
    deleteWarning:
      'Tej operacji nie można cofnąć. Nastąpi wylogowanie na wszystkich urządzeniach, tokeny, subskrypcje i niewykorzystane saldo przepadną, a kupionych kodów PIN nie będzie można tu już sprawdzić. Opłacone zamówienia przechowujemy bez adresu e-mail tak długo, jak wymagają tego przepisy podatkowe (10 lat); wszystko inne zostanie usunięte.',
    password: 'Hasło do konta',
    confirm: 'Usuń moje konto na zawsze',
    confirmWithGoogle: 'Potwierdź przez Google i usuń',
    googleHint: 'Konto założone przez Google, bez hasła? Potwierdź przez Google.',
    done: 'Konto usunięte',
  },
};
