/**
 * Polish template of withdrawal.ts (docs/decisions/062): pouczenie o prawie odstąpienia od umowy,
 * wyłączenie tego prawa dla kodów PIN i wzór formularza odstąpienia od umowy (załącznik nr 2 do
 * ustawy o prawach konsumenta, załącznik I B dyrektywy 2011/83/UE).
 */
import type { Translation } from '@/i18n/translated';
import { heading, list, notice, paragraph } from './document';
import { legalTemplateNotice } from './document.pl';
import type { withdrawalTexts as english } from './withdrawal';

export const withdrawalTexts: Translation<typeof english> = {
  template: [
    notice(legalTemplateNotice.text),
    heading('Prawo odstąpienia od umowy'),
    paragraph(
      'Mają Państwo prawo odstąpić od umowy dotyczącej pakietu tokenów lub subskrypcji w terminie 14 dni bez podania jakiejkolwiek przyczyny. Termin do odstąpienia od umowy wygasa po upływie 14 dni od dnia zawarcia umowy.',
    ),
    paragraph(
      'Aby skorzystać z prawa odstąpienia od umowy, muszą Państwo poinformować nas ({seller_name}, {seller_address}, {seller_email}) o swojej decyzji o odstąpieniu od niniejszej umowy w drodze jednoznacznego oświadczenia: przez odstąpienie online (link „Odstąp od umowy tutaj” na dole każdej strony), e-mailem lub listem. Mogą Państwo skorzystać z poniższego wzoru formularza odstąpienia od umowy, jednak nie jest to obowiązkowe. Aby zachować termin do odstąpienia od umowy, wystarczy, że wyślą Państwo informację dotyczącą wykonania przysługującego Państwu prawa odstąpienia od umowy przed upływem terminu do odstąpienia od umowy.',
    ),
    heading('Skutki odstąpienia od umowy'),
    paragraph(
      'W przypadku odstąpienia od niniejszej umowy zwracamy Państwu wszystkie otrzymane od Państwa płatności niezwłocznie, a w każdym przypadku nie później niż 14 dni od dnia, w którym zostaliśmy poinformowani o Państwa decyzji o wykonaniu prawa odstąpienia od niniejszej umowy. Zwrotu płatności dokonamy przy użyciu takich samych sposobów płatności, jakie zostały przez Państwa użyte w pierwotnej transakcji; w żadnym przypadku nie poniosą Państwo żadnych opłat w związku z tym zwrotem. Tokeny lub dni subskrypcji z pakietu wygasają z chwilą zwrotu.',
    ),
    heading('Kiedy prawo odstąpienia od umowy nie przysługuje'),
    list(
      'PIN nawigacji jest treścią cyfrową niedostarczaną na nośniku materialnym. Jest dostarczany natychmiast po zapłacie, za Państwa wyraźną uprzednią zgodą i po przyjęciu przez Państwa do wiadomości, że tracą Państwo w ten sposób prawo odstąpienia od umowy (dyrektywa 2011/83/UE, art. 16 lit. m; art. 38 ust. 1 pkt 13 ustawy o prawach konsumenta; UK Consumer Contracts Regulations 2013, regulation 37; § 356 ust. 5 BGB). Po dostarczeniu kodu PIN prawo odstąpienia od umowy nie przysługuje.',
      'To samo dotyczy każdego kodu PIN uzyskanego za token lub dzień subskrypcji: niewykorzystane tokeny i dni zachowują prawo odstąpienia od umowy.',
    ),
    heading('Wzór formularza odstąpienia od umowy'),
    paragraph('(formularz ten należy wypełnić i odesłać tylko w przypadku chęci odstąpienia od umowy)'),
    list(
      'Adresat: {seller_name}, {seller_address}, {seller_email}:',
      'Ja/My(*) niniejszym informuję/informujemy(*) o moim/naszym odstąpieniu od umowy sprzedaży następujących rzeczy(*)/umowy o świadczenie następującej usługi(*),',
      'Data zawarcia umowy(*)/odbioru(*),',
      'Imię i nazwisko konsumenta(-ów),',
      'Adres konsumenta(-ów),',
      'Podpis konsumenta(-ów) (tylko jeżeli formularz jest przesyłany w wersji papierowej),',
      'Data',
    ),
    paragraph('(*) Niepotrzebne skreślić.'),
  ],
};
