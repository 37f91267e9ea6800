/** Spanish texts of document.ts (docs/decisions/062): the notice above every template. */
import type { Translation } from '@/i18n/translated';
import type { legalTemplateNotice as english } from './document';

export const legalTemplateNotice = {
  text: 'PLANTILLA: sustituya este texto antes de vender. Es un punto de partida redactado para una tienda que vende a consumidores de la UE y del Reino Unido, no asesoramiento jurídico: haga que lo revise un abogado de su país y su actividad, y coloque después su propio texto en LEGAL_DIR/es/{page}.md. Sin ese archivo se muestra el texto en inglés (LEGAL_DIR/{page}.md).',
} satisfies Translation<typeof english>;
