/** Polish template of privacy.ts (docs/decisions/062): polityka prywatności (klauzula informacyjna RODO). */
import { plural } from '@/i18n/plural';
import type { Translation } from '@/i18n/translated';
import { heading, list, notice, paragraph, type LegalBlock } from './document';
import { legalTemplateNotice } from './document.pl';
import type { privacyTexts as english } from './privacy';

const days = (n: number) => plural(n, { one: '# dniu', few: '# dniach', many: '# dniach', other: '# dnia' });

export const privacyTexts: Translation<typeof english> = {
  retention: (retention) => [
    `Wysyłane przez nas e-maile: ich treść jest usuwana po wysłaniu, reszta zapisu po ${days(retention.mail_days)}.`,
    ...(retention.ip_days === null
      ? []
      : [`Adresy IP zapisywane przy zamówieniach i płatnościach: usuwane po ${days(retention.ip_days)}.`]),
    ...(retention.unconfirmed_account_days === null
      ? []
      : [
          `Konta, których adres e-mail nigdy nie został potwierdzony: usuwane po ${days(retention.unconfirmed_account_days)}.`,
        ]),
    'Zamówienia, płatności, faktury i odstąpienia od umowy: tak długo, jak wymagają tego przepisy podatkowe i handlowe [proszę podać okres, np. 5 lat od końca roku podatkowego w Polsce, 10 lat w Niemczech].',
    'Konto klienta: do czasu jego usunięcia.',
  ],
  template: (retention): LegalBlock[] => [
    notice(legalTemplateNotice.text),
    heading('Administrator danych'),
    paragraph(
      'Administratorem Państwa danych osobowych jest {seller_name}, {seller_address}, {seller_email}. [Proszę podać dane inspektora ochrony danych lub przedstawiciela, jeśli go wyznaczono.]',
    ),
    heading('Co przetwarzamy i dlaczego'),
    list(
      'Konto: adres e-mail i hasło (przechowywane wyłącznie jako skrót), aby umożliwić logowanie i przechowywać zamówienia (wykonanie umowy, art. 6 ust. 1 lit. b RODO).',
      'Zamówienia: VIN, system nawigacji, region i wersja mapy, PIN oraz adres e-mail, aby wygenerować i dostarczyć PIN (art. 6 ust. 1 lit. b) oraz prowadzić wymaganą prawem dokumentację (art. 6 ust. 1 lit. c).',
      'Płatności: kwota, status i identyfikator operatora płatności; dane karty lub konta PayPal trafiają do operatora, nie do nas (art. 6 ust. 1 lit. b).',
      'Adres IP przy zamówieniach, płatnościach i logowaniu, aby zapobiegać oszustwom i nadużyciom oraz ograniczać powtarzane próby (nasz prawnie uzasadniony interes, art. 6 ust. 1 lit. f).',
      'Przesłane przez Państwa odstąpienia od umowy: dane wpisane w formularzu, aby obsłużyć odstąpienie i jako dowód (art. 6 ust. 1 lit. b i c).',
    ),
    heading('Odbiorcy danych'),
    list(
      'Nasi operatorzy płatności (Stripe; PayPal, jeśli płatność następuje przez PayPal) w celu realizacji płatności.',
      'Dostawca generujący kody PIN otrzymuje VIN, system nawigacji, region i wersję, ale nie imię i nazwisko ani adres e-mail klienta.',
      'Nasi dostawcy hostingu i poczty e-mail jako podmioty przetwarzające związane umową. [Proszę wymienić ich oraz każde przekazanie danych poza UE/Wielką Brytanię wraz z jego zabezpieczeniem.]',
    ),
    heading('Jak długo przechowujemy dane'),
    { kind: 'list', items: [...retention] },
    heading('Pliki cookie i pamięć przeglądarki'),
    paragraph(
      'Nie używamy reklamowych ani śledzących plików cookie. Przeglądarka przechowuje w swojej pamięci informację o zalogowaniu w tym sklepie, co jest niezbędne do świadczenia usługi, z której Państwo korzystają.',
    ),
    heading('Państwa prawa'),
    paragraph(
      'Mają Państwo prawo dostępu do danych, ich sprostowania, usunięcia, ograniczenia przetwarzania, przenoszenia danych oraz sprzeciwu wobec przetwarzania opartego na naszych prawnie uzasadnionych interesach. Prosimy pisać na adres {seller_email}. Mogą Państwo wnieść skargę do organu nadzorczego, w szczególności w państwie swojego miejsca zamieszkania (w Polsce: do Prezesa Urzędu Ochrony Danych Osobowych).',
    ),
  ],
};
