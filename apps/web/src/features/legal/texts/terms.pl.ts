/** Polish template of terms.ts (docs/decisions/062): Regulamin sklepu. */
import type { Translation } from '@/i18n/translated';
import { heading, list, notice, paragraph } from './document';
import { legalTemplateNotice } from './document.pl';
import type { termsTexts as english } from './terms';

export const termsTexts: Translation<typeof english> = {
  template: [
    notice(legalTemplateNotice.text),
    heading('1. Sprzedawca'),
    paragraph(
      'Niniejszy Regulamin dotyczy każdego zakupu w sklepie {brand}. Sprzedawcą jest {seller_name}, {seller_address} (wszystkie dane podaje strona z danymi sprzedawcy). Pytania prosimy kierować na adres {seller_email}.',
    ),
    heading('2. Przedmiot sprzedaży'),
    list(
      'Kody PIN nawigacji: kod aktywacyjny aktualizacji map systemu nawigacji Mercedes-Benz COMAND, wygenerowany dla podanego przez Państwa numeru identyfikacyjnego pojazdu (VIN), systemu nawigacji, regionu i wersji mapy. PIN jest treścią cyfrową niedostarczaną na nośniku materialnym.',
      'Pakiety tokenów: określona liczba tokenów, z których każdy opłaca później jeden PIN.',
      'Subskrypcje: kody PIN zamawiane w czasie trwania subskrypcji, do rozsądnej liczby dziennie, przez liczbę dni, na którą subskrypcję sprzedano.',
    ),
    heading('3. Zawarcie umowy i płatność'),
    paragraph(
      'Umowa zostaje zawarta z chwilą zapłaty. Ceny zawierają podatek VAT, jeśli jest należny. Płatność odbywa się kartą lub przez PayPal za pośrednictwem naszych operatorów płatności; nigdy nie widzimy numeru Państwa karty. Numer zamówienia (NH-…) i PIN są wyświetlane na ekranie i wysyłane do Państwa e-mailem.',
    ),
    heading('4. Natychmiastowe dostarczenie kodów PIN'),
    paragraph(
      'PIN jest dostarczany natychmiast po zapłacie (lub po wykorzystaniu na niego tokenu albo dnia subskrypcji): na ekranie, e-mailem i na koncie klienta. Przed zapłatą za PIN wyrażają Państwo wyraźną zgodę na rozpoczęcie jego dostarczania od razu, przed upływem terminu do odstąpienia od umowy, i przyjmują do wiadomości, że z chwilą dostarczenia kodu PIN tracą Państwo prawo odstąpienia od umowy (dyrektywa 2011/83/UE, art. 16 lit. m; w Polsce art. 38 ust. 1 pkt 13 ustawy o prawach konsumenta; w Wielkiej Brytanii regulation 37 Consumer Contracts (Information, Cancellation and Additional Charges) Regulations 2013; w Niemczech § 356 ust. 5 BGB). Państwa zgodę i przyjęcie tego do wiadomości potwierdzamy w e-mailu z kodem PIN.',
    ),
    heading('5. Prawo odstąpienia od umowy'),
    list(
      'PIN: po jego dostarczeniu prawo odstąpienia od umowy nie przysługuje (punkt 4).',
      'Niewykorzystany jeszcze pakiet tokenów lub subskrypcja: mogą Państwo odstąpić od umowy w ciągu 14 dni od zakupu bez podania przyczyny i otrzymać zwrot całej zapłaconej kwoty. Niewykorzystane tokeny i dni subskrypcji zachowują to prawo.',
      'Gdy token lub dzień subskrypcji zostaje wykorzystany na PIN, ten PIN jest dostarczany natychmiast, jak opisano w punkcie 4.',
    ),
    paragraph(
      'Sposób odstąpienia od umowy i wzór formularza odstąpienia od umowy znajdują się na stronie o odstąpieniu od umowy.',
    ),
    heading('6. Błędny numer VIN'),
    paragraph(
      'PIN jest generowany dla wpisanego przez Państwa numeru VIN i działa tylko w tym pojeździe. Przed zapłatą prosimy sprawdzić VIN (znajduje się w dowodzie rejestracyjnym i u dołu przedniej szyby): formularz zamówienia sprawdza jego długość i ostrzega, gdy seria samochodu nie pasuje do systemu nawigacji. PIN wygenerowany poprawnie dla błędnie wpisanego numeru VIN nie jest wadą, a jego cena, token ani dzień subskrypcji nie podlegają zwrotowi; prosimy napisać na adres {support_email}, a zobaczymy, co da się zrobić. Jeśli dostarczony przez nas PIN nie działa z wpisanym przez Państwa numerem VIN albo dostarczyliśmy niewłaściwy PIN, poprawimy go lub zwrócimy całą kwotę.',
    ),
    heading('7. Uprawnienia ustawowe klienta'),
    paragraph(
      'Państwa ustawowe uprawnienia z tytułu niezgodności treści cyfrowej z umową pozostają nienaruszone. Nic w niniejszym Regulaminie nie ogranicza naszej odpowiedzialności za śmierć lub uszkodzenie ciała spowodowane niedbalstwem, za oszustwo ani w przypadkach, w których prawo na to nie pozwala.',
    ),
    heading('8. Prawo właściwe i spory'),
    paragraph(
      'Zastosowanie ma prawo państwa {seller_country}; jako konsument zachowują Państwo ochronę bezwzględnie obowiązujących przepisów państwa, w którym Państwo mieszkają. [Proszę podać, czy sprzedawca uczestniczy w postępowaniu w sprawie pozasądowego rozwiązywania sporów konsumenckich, a jeśli tak, przed którym podmiotem.]',
    ),
  ],
};
