/** The privacy notice template (/privacy); retention periods come from the server's settings. */
import { translated } from '@/i18n/translated';
import { heading, list, notice, paragraph, TEMPLATE_NOTICE, type LegalBlock } from './document';

export const privacyTitle = 'Privacy notice';

/** The retention lines the settings give; a period the server does not report is left out. */
export function retentionItems(retention: {
  mail_days: number;
  ip_days: number | null;
  unconfirmed_account_days: number | null;
}): string[] {
  return [
    `E-mails we send: their text is deleted once sent, the rest of the record after ${retention.mail_days} days.`,
    ...(retention.ip_days === null
      ? []
      : [`IP addresses recorded with orders and payments: deleted after ${retention.ip_days} days.`]),
    ...(retention.unconfirmed_account_days === null
      ? []
      : [
          `Accounts whose e-mail address was never confirmed: deleted after ${retention.unconfirmed_account_days} days.`,
        ]),
    'Orders, payments, invoices and withdrawals: as long as tax and commercial law require [state the period, e.g. 10 years in Germany, 6 years in the UK].',
    'Your account: until you delete it.',
  ];
}

export const privacyTemplate = (retention: string[]): LegalBlock[] => [
  notice(TEMPLATE_NOTICE),
  heading('Who is responsible'),
  paragraph(
    'The controller of your personal data is {seller_name}, {seller_address}, {seller_email}. [Name your data protection officer or representative if you have one.]',
  ),
  heading('What we process, and why'),
  list(
    'Your account: e-mail address and password (stored only as a hash), to let you sign in and keep your orders (performance of the contract, GDPR art. 6(1)(b)).',
    'Your orders: VIN, head unit, map region and version, the PIN, your e-mail address, to make and deliver the PIN (art. 6(1)(b)), and to keep records the law requires (art. 6(1)(c)).',
    'Payments: amount, status and the payment provider’s reference; your card or PayPal details go to the provider, not to us (art. 6(1)(b)).',
    'Your IP address with orders, payments and sign-ins, to prevent fraud and abuse and to limit repeated attempts (our legitimate interest, art. 6(1)(f)).',
    'Withdrawals you send: what you entered in the form, to handle the withdrawal and as proof (art. 6(1)(b) and (c)).',
  ),
  heading('Who receives it'),
  list(
    'Our payment providers (Stripe; PayPal if you pay with PayPal), for the payment.',
    'The supplier that computes PINs receives the VIN, head unit, region and version, not your name or e-mail address.',
    'Our hosting and e-mail providers, as processors bound by contract. [List them, and any transfer outside the EU/UK with its safeguard.]',
  ),
  heading('How long we keep it'),
  { kind: 'list', items: retention },
  heading('Cookies and storage'),
  paragraph(
    'We set no advertising or tracking cookies. Your browser keeps your sign-in for this shop in its storage, which is strictly necessary for the service you ask for.',
  ),
  heading('Your rights'),
  paragraph(
    'You have the right of access, rectification, erasure, restriction of processing, data portability, and to object to processing based on our legitimate interests. Write to {seller_email}. You may complain to a supervisory authority, in particular the one where you live (in the UK: the Information Commissioner’s Office).',
  ),
];

/** The template and its retention lines in the page's language (privacy.de.ts beside it, decision 062). */
export const privacyTexts = translated('privacyTexts', {
  retention: retentionItems,
  template: privacyTemplate,
});
