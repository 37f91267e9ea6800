/** The legal pages' titles in the page's language (the templates: each page's texts file). */
import { translated } from '@/i18n/translated';
import { imprintTitle } from './imprint';
import { privacyTitle } from './privacy';
import { termsTitle } from './terms';
import { withdrawalTitle } from './withdrawal';

export const legalTitles = translated('legalTitles', {
  terms: termsTitle,
  withdrawal: withdrawalTitle,
  privacy: privacyTitle,
  imprint: imprintTitle,
});
