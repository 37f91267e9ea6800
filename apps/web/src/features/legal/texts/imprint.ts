/** The legal notice (/imprint): who runs the shop, from the SELLER_* settings. */
import { translated } from '@/i18n/translated';
import { notice, paragraph, TEMPLATE_NOTICE, type LegalBlock } from './document';

export const imprintTitle = 'Legal notice';

export const imprintLabels = translated('imprintLabels', {
  provider: 'Service provider',
  address: 'Address',
  country: 'Country',
  email: 'E-mail',
  register: 'Trade register',
  vatId: 'VAT identification number',
  notSet: 'not set',
} as const);

/** Above the seller's details, while the operator has not written their own notice. */
export const imprintTemplate: LegalBlock[] = [
  notice(TEMPLATE_NOTICE),
  paragraph(
    'Information under § 5 DDG (Germany), art. 5 of Directive 2000/31/EC and the UK Electronic Commerce Regulations 2002. [Add what your country asks for: the person authorised to represent the company, the supervisory authority of a licensed trade, the professional rules of a regulated profession.]',
  ),
];

/** The template in the page's language (imprint.de.ts beside it, docs/decisions/062). */
export const imprintTexts = translated('imprintTexts', { template: imprintTemplate });
