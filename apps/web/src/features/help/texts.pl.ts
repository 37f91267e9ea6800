/** Polish texts of texts.ts (docs/decisions/062). */
import type { Translation } from '@/i18n/translated';
import type { helpTexts as english } from './texts';

export const helpTexts: Translation<typeof english> = {
  title: 'Pomoc',
  intro: 'Co warto wiedzieć przed zamówieniem kodu PIN lub konwersją pliku kodowania.',
  units: {
    title: 'Wpisywanie kodu PIN w systemie nawigacji',
    intro:
      'To, gdzie system prosi o PIN, zależy od tego, jak otrzymuje aktualizację map; nazwy menu różnią się w zależności od systemu i wersji oprogramowania.',
    nav: 'Systemy nawigacji',
    cars: 'W jakich samochodach występuje',
    carsOnly: (unit: string) => `Tylko ${unit}:`,
    carsOneOf: (units: string) => `${units}, zależnie od daty produkcji i wyposażenia:`,
    separator: ', ',
    carsVinBefore: '',
    carsVinLink: 'Dekoder VIN',
    carsVinAfter:
      ' podaje serię i rok modelowy Twojego samochodu. Jeśli dana seria mogła mieć więcej niż jeden system, o tym, który ma samochód, decydują data produkcji i wyposażenie; sam VIN tego nie mówi.',
    prompt: 'Gdzie system prosi o PIN',
    sdCard: {
      prompt:
        'NTG 4.5 (COMAND Online, mniej więcej z lat 2011–2015) odczytuje mapę z karty SD, która pozostaje w gnieździe kart COMAND. Włóż kartę SD z nową mapą: COMAND prosi na ekranie o kod aktywacyjny (PIN), zwykle przy pierwszym odczycie nowej mapy, najpóźniej przy otwarciu nawigacji; nazwa menu zależy od wersji oprogramowania. Pierwszy odczyt nowej karty może chwilę potrwać: zapewnij zasilanie samochodu (pracujący silnik lub ładowarka akumulatora) i nie wyjmuj karty.',
      refused:
        'Sprawdź, czy w gnieździe kart COMAND jest karta SD z tą aktualizacją map, dla której zamówiono PIN: region i wersja mapy są podane na jej etykiecie.',
    },
    usb: {
      prompt:
        'Ten system przechowuje mapę we własnej pamięci; aktualizację map instaluje się zwykle z pamięci USB (niektóre aktualizacje są dostępne także na karcie SD). System prosi na ekranie o kod aktywacyjny (PIN) przy uruchomieniu aktualizacji lub przy pierwszym odczycie nowej mapy, najpóźniej przy otwarciu nawigacji; nazwa menu zależy od wersji oprogramowania. Instalacja może potrwać godzinę lub dłużej: zapewnij zasilanie samochodu (pracujący silnik lub ładowarka akumulatora) i nie wyjmuj pamięci USB do jej zakończenia.',
      refused:
        'Sprawdź, czy region i wersja mapy na pamięci USB (na etykiecie lub przy pliku do pobrania) są tymi, które zamówiono, i czy instalacja się zakończyła.',
    },
    type: 'Co wpisać',
    typeAnswer:
      'PIN dokładnie tak, jak pokazuje go strona z wynikiem i nasz e-mail, znak po znaku, a następnie potwierdź. Jest wygenerowany dla numeru VIN Twojego samochodu oraz zamówionego regionu i wersji mapy i działa tylko z nimi.',
    refused: 'Gdy PIN zostaje odrzucony',
    refusedRetype: 'Porównaj PIN znak po znaku (0 i O, 1 i I wyglądają podobnie) i wpisz go ponownie.',
    refusedBefore:
      'Sprawdź, czy system nawigacji i VIN w e-mailu z zamówieniem odpowiadają Twojemu samochodowi. Nadal odrzucony? Napisz na adres ',
    refusedAfter:
      ', podając numer zamówienia (NH-…): PIN, który nie działa z wpisanym numerem VIN, poprawimy lub zwrócimy całą kwotę.',
    order: (unit: string) => `Zamów PIN do ${unit}`,
  },
  order: {
    question: 'Czego potrzebuję, aby zamówić PIN nawigacji?',
    before:
      'Twojego systemu nawigacji (NTG 4.5, NTG 5s1, NTG 5/5s2 lub NTG 5.5), regionu i wersji mapy, którą instalujesz, oraz 17-znakowego numeru VIN (numeru nadwozia) samochodu. Wybierz je na stronie ',
    link: 'Kody nawigacji',
    after: '.',
  },
  vin: {
    question: 'Gdzie znajdę numer VIN?',
    before:
      'W dowodzie rejestracyjnym oraz u dołu przedniej szyby po stronie kierowcy. Formularz zamówienia odczytuje go podczas wpisywania i ostrzega, gdy nie wiadomo, czy dana seria samochodu może mieć wybrany system nawigacji; więcej powie Ci ',
    link: 'dekoder VIN',
    after: '.',
  },
  mapVersion: {
    question: 'Gdzie znajdę wersję mapy?',
    answer:
      'Zamów wersję, którą instalujesz: znajdziesz ją na etykiecie karty SD lub pamięci USB z aktualizacją map albo przy pliku do pobrania. Obecnie zainstalowana wersja jest widoczna w ustawieniach nawigacji, w informacjach o mapie lub systemie; nazwa menu zależy od systemu nawigacji.',
  },
  when: {
    question: 'Kiedy otrzymam PIN?',
    answer:
      'Zwykle w ciągu minuty. Gdy PIN trzeba uzyskać ręcznie, może to potrwać dłużej: strona z wynikiem odświeża się sama, a PIN i tak wyślemy Ci e-mailem. Twoje zamówienia i ich kody PIN znajdziesz też w swoim koncie w zakładce Zamówienia.',
  },
  points: {
    question: 'Jak działają punkty i subskrypcje?',
    before:
      'Jeden punkt to jeden PIN; subskrypcja pokrywa kody PIN przez cały okres jej trwania, do rozsądnej liczby dziennie. Sprzedawcy i warsztaty oszczędzają dzięki ',
    link: 'pakietom',
    after:
      '. Punkt lub użycie subskrypcji jest zużywane w chwili zamówienia kodu PIN, więc najpierw sprawdź VIN.',
  },
  converter: {
    question: 'Do czego służy konwerter?',
    before:
      'Dzieli pliki kodowania .vrx, .vcx i .sgde na pliki .aed, po jednym na sterownik, i zwraca je w jednym pliku ZIP. Wypróbuj go w ',
    link: 'konwerterze',
    after: '; konto nie jest potrzebne.',
  },
  api: {
    question: 'Sprzedaję kody PIN: czy moje oprogramowanie może je zamawiać?',
    before: 'Tak, przez to samo API, z którego korzysta ten sklep. ',
    link: 'Przewodnik i dokumentacja API',
    after: ' wyjaśniają logowanie, zamawianie za punkty i sprawdzanie zamówienia.',
  },
  support: {
    question: 'Coś poszło nie tak',
    before: 'Napisz na adres ',
    after: ', podając numer zamówienia (zaczyna się od NH-), a zajmiemy się sprawą.',
  },
};
