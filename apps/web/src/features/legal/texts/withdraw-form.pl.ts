/** Polish texts of withdraw-form.ts (docs/decisions/062). */
import type { Translation } from '@/i18n/translated';
import type { withdrawFormTexts as english } from './withdraw-form';

export const withdrawFormTexts: Translation<typeof english> = {
  title: 'Odstąpienie od umowy',
  intro:
    'Skorzystaj z tego formularza, aby odstąpić od zawartej z nami umowy. Nie musisz się logować. Po potwierdzeniu otrzymasz potwierdzenie wpływu z datą i godziną, tutaj i e-mailem.',
  name: 'Imię i nazwisko',
  email: 'Twój adres e-mail',
  emailHint: 'Na ten adres wyślemy potwierdzenie.',
  reference: 'Numer zamówienia lub płatności',
  referenceHint: 'Z e-maila z zamówieniem lub z potwierdzenia, np. NH-7K3Q-92.',
  contract: 'Której umowy dotyczy',
  contracts: {
    token_bundle: 'Pakietu tokenów',
    subscription_bundle: 'Subskrypcji',
    pin: 'Kodu PIN nawigacji',
  },
  reason: 'Powód (opcjonalnie)',
  next: 'Dalej',
  errors: {
    nameRequired: 'Podaj imię i nazwisko.',
    referenceRequired: 'Podaj numer zamówienia lub płatności z potwierdzenia.',
    contractRequired: 'Wybierz umowę, od której odstępujesz.',
  },
  confirmTitle: 'Sprawdź i potwierdź odstąpienie od umowy',
  confirmIntro: 'Odstępujesz od umowy wskazanej poniżej. Nic nie zostanie wysłane, dopóki nie potwierdzisz.',
  back: 'Zmień',
  confirm: 'Potwierdzam odstąpienie od umowy',
  receiptTitle: 'Otrzymaliśmy oświadczenie o odstąpieniu',
  receiptIntro:
    'Otrzymaliśmy Twoje oświadczenie o odstąpieniu od umowy {received}. Kopię tego potwierdzenia wysłaliśmy na adres {email}; zachowaj ją jako dowód.',
  receiptNumber: 'Numer potwierdzenia',
  receivedAt: 'Otrzymano',
  failed: 'Nie udało się wysłać oświadczenia o odstąpieniu. Spróbuj ponownie lub napisz na adres {email}.',
  pinNote:
    'Dla dostarczonego już kodu PIN prawo odstąpienia od umowy nie przysługuje (zob. stronę o odstąpieniu od umowy); mimo to rozpatrzymy Twoje zgłoszenie i odpowiemy.',
};
