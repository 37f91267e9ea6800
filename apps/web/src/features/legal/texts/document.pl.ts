/** Polish texts of document.ts (docs/decisions/062): the notice above every template. */
import type { Translation } from '@/i18n/translated';
import type { legalTemplateNotice as english } from './document';

export const legalTemplateNotice = {
  text: 'WZÓR – zastąp ten tekst, zanim zaczniesz sprzedawać. To punkt wyjścia dla sklepu sprzedającego konsumentom w UE i w Wielkiej Brytanii, a nie porada prawna: zleć jego sprawdzenie prawnikowi znającemu prawo Twojego kraju i Twoją działalność, a następnie umieść własny tekst w LEGAL_DIR/pl/{page}.md. Bez tego pliku wyświetla się tekst angielski (LEGAL_DIR/{page}.md).',
} satisfies Translation<typeof english>;
