/** The home page's first screen (issue 32): what is sold, for which head units, at what price. */
import { translated } from '@/i18n/translated';
export const homeTexts = translated('homeTexts', {
  title: 'Map update PINs for Mercedes-Benz COMAND',
  intro:
    'The activation code your head unit asks for after a navigation map update, made for your car’s VIN.',
  headUnits: 'Head units',
  price: (amount: string) => `${amount}$ per PIN`,
  delivery: 'On screen and by e-mail, usually within a minute.',
  wrongVin:
    'Check your VIN: a PIN made for a mistyped VIN is not refunded. A PIN that does not work for the VIN you entered is corrected or refunded in full.',
  start: 'Get your PIN',
} as const);
