/** The home page's first screen (issue 32): what is sold, for which head units, at what price. */
import { translated } from '@/i18n/translated';
export const homeTexts = translated('homeTexts', {
  title: 'Map update PINs for Mercedes-Benz COMAND',
  headUnits: 'Head units',
  price: (amount: string) => `${amount}$ per PIN`,
  delivery: 'On screen and by e-mail, usually within a minute.',
  wrongVin:
    'No refund for a mistyped VIN; a PIN that fails for the VIN you entered is corrected or refunded.',
  start: 'Get your PIN',
} as const);
