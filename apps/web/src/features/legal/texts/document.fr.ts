/** French texts of document.ts (docs/decisions/062): the notice above every template. */
import type { Translation } from '@/i18n/translated';
import type { legalTemplateNotice as english } from './document';

export const legalTemplateNotice = {
  text: 'MODÈLE — remplacez ce texte avant de vendre. Il s’agit d’un point de départ rédigé pour une boutique vendant à des consommateurs dans l’UE et au Royaume-Uni, et non d’un conseil juridique\u00a0: faites-le vérifier par un avocat pour votre pays et votre activité, puis placez votre propre texte dans LEGAL_DIR/fr/{page}.md. Sans ce fichier, c’est le texte anglais (LEGAL_DIR/{page}.md) qui s’affiche.',
} satisfies Translation<typeof english>;
