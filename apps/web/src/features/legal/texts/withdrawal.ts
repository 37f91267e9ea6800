/**
 * The withdrawal policy template (/withdrawal): the instructions, the exception for PINs, and the
 * model withdrawal form of Annex I(B) of Directive 2011/83/EU.
 */
import { translated } from '@/i18n/translated';
import { heading, list, notice, paragraph, TEMPLATE_NOTICE, type LegalBlock } from './document';

export const withdrawalTitle = 'Right of withdrawal';

export const withdrawalTemplate: LegalBlock[] = [
  notice(TEMPLATE_NOTICE),
  heading('Right of withdrawal'),
  paragraph(
    'You have the right to withdraw from a contract for a token bundle or a subscription within 14 days without giving any reason. The withdrawal period expires 14 days after the day the contract was concluded.',
  ),
  paragraph(
    'To exercise the right of withdrawal, you must inform us ({seller_name}, {seller_address}, {seller_email}) of your decision to withdraw from the contract by an unequivocal statement: use the online withdrawal (the link “Withdraw from contract here” at the bottom of every page), send an e-mail or a letter. You may use the model withdrawal form below, but it is not obligatory. To meet the withdrawal deadline, it is sufficient for you to send your communication before the withdrawal period has expired.',
  ),
  heading('Effects of withdrawal'),
  paragraph(
    'If you withdraw from this contract, we shall reimburse to you all payments received from you without undue delay and in any event not later than 14 days from the day on which we are informed about your decision. We will use the same means of payment as you used for the initial transaction; you will not incur any fees as a result. The tokens or subscription days of the bundle end with the reimbursement.',
  ),
  heading('When there is no right of withdrawal'),
  list(
    'A navigation PIN is digital content not supplied on a tangible medium. It is delivered at once after payment, with your express prior consent and your acknowledgement that you thereby lose your right of withdrawal (Directive 2011/83/EU, art. 16(m); UK Consumer Contracts Regulations 2013, regulation 37; § 356(5) BGB). Once the PIN is delivered, there is no right of withdrawal.',
    'The same holds for each PIN you obtain with a token or a subscription day: tokens and days not yet used keep the right of withdrawal.',
  ),
  heading('Model withdrawal form'),
  paragraph('(complete and return this form only if you wish to withdraw from the contract)'),
  list(
    'To {seller_name}, {seller_address}, {seller_email}:',
    'I/We (*) hereby give notice that I/We (*) withdraw from my/our (*) contract of sale of the following goods (*)/for the provision of the following service (*),',
    'Ordered on (*)/received on (*),',
    'Name of consumer(s),',
    'Address of consumer(s),',
    'Signature of consumer(s) (only if this form is notified on paper),',
    'Date',
  ),
  paragraph('(*) Delete as appropriate.'),
];

/** The template in the page's language (withdrawal.de.ts beside it, docs/decisions/062). */
export const withdrawalTexts = translated('withdrawalTexts', { template: withdrawalTemplate });
