/** Italian texts of document.ts (docs/decisions/062): the notice above every template. */
import type { Translation } from '@/i18n/translated';
import type { legalTemplateNotice as english } from './document';

export const legalTemplateNotice = {
  text: 'MODELLO — sostituisca questo testo prima di vendere. È un punto di partenza scritto per un negozio che vende a consumatori nell’UE e nel Regno Unito, non una consulenza legale: lo faccia verificare da un avvocato per il Suo Paese e la Sua attività, poi inserisca il Suo testo in LEGAL_DIR/it/{page}.md. Senza questo file viene mostrato il testo inglese (LEGAL_DIR/{page}.md).',
} satisfies Translation<typeof english>;
