/** Polish texts of texts.ts (docs/decisions/062). */
import type { Translation } from '@/i18n/translated';
import type { helpTexts as english } from './texts';

export const helpTexts: Translation<typeof english> = {
  title: 'Pomoc',
  intro: 'Co warto wiedzieć przed zamówieniem kodu PIN lub konwersją pliku kodowania.',
  units: {
    title: 'Wpisywanie kodu PIN w systemie nawigacji',
    intro:
      'To, gdzie system nawigacji prosi o kod PIN, zależy od sposobu, w jaki otrzymuje on aktualizację map; nazwy menu różnią się w zależności od systemu i wersji oprogramowania.',
    nav: 'Systemy nawigacji',
    cars: 'W jakich samochodach występuje',
    carsOnly: (unit: string) => `Tylko ${unit}:`,
    carsOneOf: (units: string) => `${units}, zależnie od daty produkcji i wyposażenia:`,
    separator: ', ',
    carsVinBefore: '',
    carsVinLink: 'Dekoder VIN',
    carsVinAfter:
      ' podaje serię i rok modelowy samochodu. Jeśli w danej serii montowano więcej niż jeden system, o tym, który jest w samochodzie, decydują data produkcji i wyposażenie; sam numer VIN tego nie rozstrzyga.',
    prompt: 'Gdzie system prosi o kod PIN',
    sdCard: {
      prompt:
        'NTG 4.5 (COMAND Online, mniej więcej z lat 2011–2015) odczytuje mapę z karty SD, która pozostaje w gnieździe kart COMAND. Należy włożyć kartę SD z nową mapą: COMAND prosi na ekranie o kod aktywacyjny (PIN), zwykle przy pierwszym odczycie nowej mapy, najpóźniej przy otwarciu nawigacji; nazwa menu zależy od wersji oprogramowania. Pierwszy odczyt nowej karty może chwilę potrwać: prosimy zapewnić zasilanie samochodu (pracujący silnik lub podłączona ładowarka akumulatora) i nie wyjmować karty.',
      refused:
        'Prosimy sprawdzić, czy w gnieździe kart COMAND jest karta SD z tą aktualizacją map, dla której zamówiono kod PIN: region i wersja mapy są podane na jej etykiecie.',
    },
    usb: {
      prompt:
        'Ten system przechowuje mapę we własnej pamięci; aktualizację map instaluje się zwykle z pamięci USB (niektóre aktualizacje są dostępne także na karcie SD). System prosi na ekranie o kod aktywacyjny (PIN) przy uruchomieniu aktualizacji lub przy pierwszym odczycie nowej mapy, najpóźniej przy otwarciu nawigacji; nazwa menu zależy od wersji oprogramowania. Instalacja może potrwać godzinę lub dłużej: prosimy zapewnić zasilanie samochodu (pracujący silnik lub podłączona ładowarka akumulatora) i nie wyjmować pamięci USB do zakończenia instalacji.',
      refused:
        'Prosimy sprawdzić, czy region i wersja mapy na pamięci USB (na etykiecie lub przy pliku do pobrania) są zgodne z zamówionymi i czy instalacja się zakończyła.',
    },
    type: 'Co wpisać',
    typeAnswer:
      'Kod PIN należy wpisać dokładnie tak, jak pokazują go strona z wynikiem i nasz e-mail, znak po znaku, a następnie zatwierdzić. Kod jest wygenerowany dla numeru VIN samochodu oraz zamówionego regionu i wersji mapy i działa tylko z nimi.',
    refused: 'Gdy kod PIN zostanie odrzucony',
    refusedRetype:
      'Prosimy porównać kod PIN znak po znaku (0 i O, 1 i I wyglądają podobnie) i wpisać go ponownie.',
    refusedBefore:
      'Prosimy sprawdzić, czy system nawigacji i numer VIN w e-mailu z zamówieniem odpowiadają samochodowi. Kod nadal jest odrzucany? Prosimy napisać na adres ',
    refusedAfter:
      ', podając numer zamówienia (NH-…): jeśli kod PIN nie działa z wpisanym numerem VIN, poprawimy go lub zwrócimy całą kwotę.',
    order: (unit: string) => `Zamów kod PIN do ${unit}`,
  },
  order: {
    question: 'Co jest potrzebne do zamówienia kodu PIN nawigacji?',
    before:
      'System nawigacji (NTG 4.5, NTG 5s1, NTG 5/5s2 lub NTG 5.5), region i wersja instalowanej mapy oraz 17-znakowy numer VIN (numer nadwozia) samochodu. Można je wybrać na stronie ',
    link: 'Kody nawigacji',
    after: '.',
  },
  vin: {
    question: 'Gdzie znaleźć numer VIN?',
    before:
      'W dowodzie rejestracyjnym oraz u dołu przedniej szyby po stronie kierowcy. Formularz zamówienia odczytuje go podczas wpisywania i ostrzega, gdy nie wiadomo, by dana seria samochodu miała wybrany system nawigacji; więcej informacji podaje ',
    link: 'dekoder VIN',
    after: '.',
  },
  mapVersion: {
    question: 'Gdzie znaleźć wersję mapy?',
    answer:
      'Należy zamówić wersję, która będzie instalowana: jest podana na etykiecie karty SD lub pamięci USB z aktualizacją map albo przy pliku do pobrania. Obecnie zainstalowana wersja jest widoczna w ustawieniach nawigacji, w informacjach o mapie lub systemie; nazwa menu zależy od systemu nawigacji.',
  },
  when: {
    question: 'Kiedy przychodzi kod PIN?',
    answer:
      'Zwykle w ciągu minuty. Gdy kod PIN trzeba uzyskać ręcznie, może to potrwać dłużej: strona z wynikiem odświeża się sama, a kod PIN i tak wyślemy e-mailem. Zamówienia i ich kody PIN są też widoczne na koncie, w zakładce Zamówienia.',
  },
  points: {
    question: 'Jak działają tokeny i subskrypcje?',
    before:
      'Jeden token to jeden kod PIN; subskrypcja pokrywa kody PIN przez cały okres jej trwania, do rozsądnej liczby dziennie. Sprzedawcy i warsztaty oszczędzają dzięki ',
    link: 'pakietom',
    after:
      '. Token lub użycie subskrypcji zostaje wykorzystane w chwili zamówienia kodu PIN, dlatego prosimy najpierw sprawdzić numer VIN.',
  },
  converter: {
    question: 'Do czego służy konwerter?',
    before:
      'Dzieli pliki kodowania .vrx, .vcx i .sgde na pliki .aed, po jednym na sterownik, i zwraca je w jednym pliku ZIP. Można go wypróbować w ',
    link: 'konwerterze',
    after: '; konto nie jest potrzebne.',
  },
  api: {
    question: 'Sprzedaję kody PIN: czy moje oprogramowanie może je zamawiać?',
    before: 'Tak, przez to samo API, z którego korzysta ten sklep. ',
    link: 'Przewodnik i dokumentacja API',
    after: ' wyjaśniają logowanie, zamawianie za tokeny i sprawdzanie zamówienia.',
  },
  support: {
    question: 'Coś poszło nie tak',
    before: 'Prosimy napisać na adres ',
    after: ', podając numer zamówienia (zaczyna się od NH-), a zajmiemy się sprawą.',
  },
};
