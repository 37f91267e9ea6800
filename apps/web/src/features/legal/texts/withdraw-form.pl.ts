/** Polish texts of withdraw-form.ts (docs/decisions/062). */
import type { Translation } from '@/i18n/translated';
import type { withdrawFormTexts as english } from './withdraw-form';

export const withdrawFormTexts: Translation<typeof english> = {
  title: 'Odstąpienie od umowy',
  intro:
    'Za pomocą tego formularza mogą Państwo odstąpić od zawartej z nami umowy. Logowanie nie jest wymagane. Po wysłaniu otrzymają Państwo potwierdzenie wpływu z datą i godziną – tutaj i e-mailem.',
  name: 'Imię i nazwisko',
  email: 'Adres e-mail',
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
    nameRequired: 'Prosimy podać imię i nazwisko.',
    referenceRequired: 'Prosimy podać numer zamówienia lub płatności z potwierdzenia.',
    contractRequired: 'Prosimy wybrać umowę, od której Państwo odstępują.',
  },
  confirmTitle: 'Sprawdzenie i potwierdzenie odstąpienia od umowy',
  confirmIntro:
    'Odstępują Państwo od umowy wskazanej poniżej. Nic nie zostanie wysłane przed potwierdzeniem.',
  back: 'Zmień',
  confirm: 'Potwierdzam odstąpienie od umowy',
  receiptTitle: 'Otrzymaliśmy oświadczenie o odstąpieniu',
  receiptIntro:
    'Otrzymaliśmy Państwa oświadczenie o odstąpieniu od umowy {received}. Kopię tego potwierdzenia wysłaliśmy na adres {email}; prosimy zachować ją jako dowód.',
  receiptNumber: 'Numer potwierdzenia',
  receivedAt: 'Otrzymano',
  failed:
    'Nie udało się wysłać oświadczenia o odstąpieniu. Prosimy spróbować ponownie lub napisać na adres {email}.',
  pinNote:
    'Dla dostarczonego już kodu PIN prawo odstąpienia od umowy nie przysługuje (zob. stronę o odstąpieniu od umowy); mimo to rozpatrzymy Państwa zgłoszenie i odpowiemy.',
};
