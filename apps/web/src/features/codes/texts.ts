/**
 * Texts of the code form and its amount lines: what /navipin's first load shows. The results of
 * /success, the order history, the invoices and the card payment page are in result-texts.ts.
 * App-wide texts live in config/texts.ts; shared and validation texts in @navihub/contract/messages.
 */
import { translated } from '@/i18n/translated';
export const codesTexts = translated('codesTexts', {
  form: {
    title: 'Navigation codes',
    intro: 'Choose your head unit, map region and map version, then enter the 17-character VIN.',
    formLabel: 'Navigation code',
    comand: 'Comand',
    mapRegion: 'Map region',
    version: 'Version',
    vin: 'VIN',
    selectPlaceholder: 'Select...',
    vinPlaceholder: '17-character VIN',
    generate: 'Generate',
    buyNow: 'Buy Now',
    vinWarningsTitle: 'Please check',
    /** Not in the specification (issue 17): a token or subscription use is not refundable by the customer. */
    confirmTitle: 'Generate anyway?',
    confirmIntro:
      'The VIN check found something to look at. A used point or subscription use cannot be taken back.',
    confirmGenerate: 'Generate anyway',
    confirmCheck: 'Check the VIN',
  },
  amount: {
    subscriptionActive: 'Subscription active',
    points: (n: number) => `Points Amount: ${n}`,
    amount: (price: string) => `Amount: ${price}$`,
    discountApplied: (discount: number) => `${discount}% discount applied`,
    /** The amount with its currency sign as the shop writes it: 39.00$. */
    price: (price: string) => `${price}$`,
    originalPrice: 'Original price',
  },
} as const);

/** Texts of the card payment page and of the payment outcome of /success. */
export const paymentsTexts = translated('paymentsTexts', {
  amount: {
    amount: (price: string) => `Amount: ${price}$`,
    price: (price: string) => `${price}$`,
    originalPrice: 'Original price',
    discountApplied: (discount: number) => `${discount}% discount applied`,
    subscriptionActive: 'Subscription active',
    points: (n: number) => `Points Amount: ${n}`,
  },
} as const);
