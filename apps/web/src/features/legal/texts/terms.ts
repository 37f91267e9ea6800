/** The terms and conditions template (/terms); `{placeholders}` come from the shop's settings. */
import { translated } from '@/i18n/translated';
import { heading, list, notice, paragraph, TEMPLATE_NOTICE, type LegalBlock } from './document';

export const termsTitle = 'Terms and conditions';

export const termsTemplate: LegalBlock[] = [
  notice(TEMPLATE_NOTICE),
  heading('1. Who sells to you'),
  paragraph(
    'These terms apply to every purchase in the {brand} shop. The seller is {seller_name}, {seller_address} (the legal notice gives all details). Write to {seller_email} with any question.',
  ),
  heading('2. What we sell'),
  list(
    'Navigation PINs: an activation code for a map update of a Mercedes-Benz COMAND head unit, made for the vehicle identification number (VIN), head unit, map region and map version you enter. A PIN is digital content not supplied on a tangible medium.',
    'Token bundles: a number of tokens, each of which pays for one PIN later.',
    'Subscriptions: PINs ordered while the subscription runs, up to a fair number a day, for the days it was sold with.',
  ),
  heading('3. Contract and payment'),
  paragraph(
    'The contract is made when you pay. Prices include VAT where it is due. You pay by card or PayPal through our payment providers; we never see your card number. Your order reference (NH-…) and the PIN are shown on screen and e-mailed to you.',
  ),
  heading('4. Delivery of PINs at once'),
  paragraph(
    'A PIN is delivered immediately after payment (or after you spend a token or a subscription day on it): on screen, by e-mail, and in your account. Before you pay for a PIN you expressly agree that we begin supplying it at once, before the withdrawal period ends, and you acknowledge that you thereby lose your right of withdrawal once the PIN is delivered (Directive 2011/83/EU, art. 16(m); in the UK, regulation 37 of the Consumer Contracts (Information, Cancellation and Additional Charges) Regulations 2013; in Germany, § 356(5) BGB). We confirm your agreement and acknowledgement in the e-mail with the PIN.',
  ),
  heading('5. Right of withdrawal'),
  list(
    'A PIN: no right of withdrawal once it is delivered (section 4).',
    'A token bundle or a subscription you have not used yet: you may withdraw within 14 days of buying it, without giving a reason, and get back everything you paid. Tokens and subscription days not yet used keep this right.',
    'When you spend a token or a subscription day on a PIN, that PIN is delivered at once as in section 4.',
  ),
  paragraph('How to withdraw, and the model withdrawal form, are on the withdrawal page.'),
  heading('6. A wrong VIN'),
  paragraph(
    'A PIN is made for the VIN you enter, and works only in that vehicle. Check the VIN (it is on the registration document and at the bottom of the windscreen) before you pay: the order form checks its length and warns when the car series does not match the head unit. A PIN made correctly for a VIN you entered wrongly is not a defect, and its price, token or subscription day is not refunded; write to {support_email} and we will see what we can do. If the PIN we deliver does not work for the VIN you entered, or we delivered the wrong one, we correct it or refund you in full.',
  ),
  heading('7. Your statutory rights'),
  paragraph(
    'Your statutory rights for digital content that is faulty or not as described stay unaffected. Nothing in these terms limits our liability for death or personal injury caused by negligence, for fraud, or where the law does not allow it.',
  ),
  heading('8. Law and disputes'),
  paragraph(
    'The law of {seller_country} applies; as a consumer you keep the protection of the mandatory law of the country you live in. [State whether you take part in dispute resolution before a consumer arbitration body, and which one.]',
  ),
];

/** The template in the page's language (terms.de.ts beside it, docs/decisions/062). */
export const termsTexts = translated('termsTexts', { template: termsTemplate });
