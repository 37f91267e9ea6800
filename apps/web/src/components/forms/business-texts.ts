import { translated } from '@/i18n/translated';

/** The words of the business details (decision 065): the payment page, bundles and the settings. */
export const businessTexts = translated('businessTexts', {
  summary: 'Buying as a business? Add your company details (optional)',
  heading: 'Business details',
  intro: 'Printed on your invoices. An EU business with a VAT number from another EU country pays no VAT.',
  companyName: 'Company name',
  address: 'Address',
  addressHint: 'Street, postcode and city, one per line.',
  country: 'Country',
  noCountry: 'Choose a country',
  vatNumber: 'VAT number',
  vatNumberHint: 'With its country prefix, e.g. DE123456789.',
  save: 'Save business details',
  saved: 'Business details saved',
  remembered: 'Saved on your account for your next purchases.',
  taxLine: (rate: string, country: string, tax: string, net: string) =>
    `Includes VAT ${rate} % (${country}): ${tax}$ on ${net}$ net.`,
  reverseCharge: 'No VAT: reverse charge (the VAT is yours to account for).',
  bundleNote: 'Buying as a business? The business details in your settings go on the invoice.',
  bundleNoteLink: 'Business details',
  taxUnknown: 'The total with VAT could not be worked out. Try again.',
});
