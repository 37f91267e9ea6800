/** The online withdrawal (/withdraw, decision 056): the form, the confirmation step, the receipt. */
import { withdrawalMessages } from '@navihub/contract/withdrawals';
import { translated } from '@/i18n/translated';
export const withdrawFormTexts = translated('withdrawFormTexts', {
  title: 'Withdraw from a contract',
  intro:
    'Use this form to withdraw from a contract with us. You do not need to sign in. After you confirm, you get a receipt with the date and time, here and by e-mail.',
  name: 'Your name',
  email: 'Your e-mail address',
  emailHint: 'The receipt is sent here.',
  reference: 'Order number or payment reference',
  referenceHint: 'From your order e-mail or receipt, e.g. NH-7K3Q-92.',
  contract: 'Which contract',
  contracts: {
    token_bundle: 'A token bundle',
    subscription_bundle: 'A subscription',
    pin: 'A navigation PIN',
  },
  reason: 'Reason (optional)',
  next: 'Continue',
  /** The contract's withdrawalMessages (English, as the API answers them) in the page's language. */
  errors: withdrawalMessages,
  confirmTitle: 'Check and confirm your withdrawal',
  confirmIntro: 'You are withdrawing from the contract below. Nothing is sent until you confirm.',
  back: 'Change',
  confirm: 'Confirm withdrawal',
  receiptTitle: 'Withdrawal received',
  receiptIntro:
    'We received your withdrawal on {received}. A copy of this receipt was sent to {email}; keep it as proof.',
  receiptNumber: 'Receipt number',
  receivedAt: 'Received',
  failed: 'Your withdrawal could not be sent. Try again, or write to {email}.',
  pinNote:
    'A PIN that was delivered has no right of withdrawal (see the withdrawal page); we will still look at your request and answer.',
} as const);
