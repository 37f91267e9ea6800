/** The legal pages' names where every page links to them (the footer) and near the pay button. */
import { translated } from '@/i18n/translated';
export const legalLinkTexts = translated('legalLinkTexts', {
  navLabel: 'Legal',
  terms: 'Terms',
  withdrawal: 'Withdrawal',
  privacy: 'Privacy',
  imprint: 'Imprint',
  withdrawOnline: 'Withdraw from contract here',
  /** Near the pay button. */
  beforePaying: 'By paying you accept the {terms}; read about {withdrawal} and {privacy}.',
} as const);
