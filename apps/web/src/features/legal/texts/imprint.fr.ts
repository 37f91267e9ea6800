/** French texts of imprint.ts (docs/decisions/062): the labels and the template. */
import type { Translation } from '@/i18n/translated';
import { notice, paragraph } from './document';
import { legalTemplateNotice } from './document.fr';
import type { imprintLabels as english, imprintTexts as englishTexts } from './imprint';

export const imprintLabels: Translation<typeof english> = {
  provider: 'Éditeur du site',
  address: 'Adresse',
  country: 'Pays',
  email: 'E-mail',
  register: 'Registre du commerce et des sociétés',
  vatId: 'Numéro de TVA intracommunautaire',
  notSet: 'non renseigné',
};

export const imprintTexts: Translation<typeof englishTexts> = {
  template: [
    notice(legalTemplateNotice.text),
    paragraph(
      'Informations prévues par le § 5 DDG (Allemagne), l’art. 5 de la directive 2000/31/CE et les UK Electronic Commerce Regulations 2002. [Ajoutez ce que votre pays exige\u00a0: le représentant légal de la société, l’autorité de contrôle d’une activité soumise à autorisation, les règles professionnelles d’une profession réglementée.]',
    ),
  ],
};
