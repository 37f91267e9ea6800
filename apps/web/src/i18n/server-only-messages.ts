import type { messages } from '@navihub/contract/messages';

/**
 * The contract's messages that the web never reads itself: only the server's answers carry them
 * (error bodies, an order's or a payment's state), and the web shows them through `inLanguage()`.
 * A production build leaves them out of the shell every page loads; a language's build fetches
 * its texts of them with the English messages, with the first answer that needs them
 * (`serverTextsKnown()`, docs/decisions/064, "Still above the caps"). A test holds this list to
 * the web's and the contract's code: a message one of them reads must not be here.
 */
export const serverOnlyMessages = [
  'accountDisabled',
  'paypalUnavailable',
  'emailTaken',
  'currentPasswordWrong',
  'tokenNotValid',
  'notAuthenticated',
  'notFound',
  'forbidden',
  'resetEmailSent',
  'passwordChanged',
  'passwordResetDone',
  'emailConfirmed',
  'loggedOut',
  'googleNotConfigured',
  'googleTokenInvalid',
  'tooManyRequests',
  'signInLocked',
  'malformedJson',
  'bodyTooLarge',
  'unsupportedMediaType',
  'internalError',
  'overloaded',
  'convertNoFile',
  'convertTooManyFiles',
  'convertFileTooLarge',
  'convertRequestTooLarge',
  'convertUploadTooSlow',
  'convertBadMultipart',
  'amountMismatch',
  'invoiceEmailRequired',
  'vatNumberShape',
  'vatNumberNeedsCountry',
  'nothingToPay',
  'discountTooHigh',
  'paymentUnknown',
  'paymentExpired',
  'paymentFailed',
  'tokensCredited',
  'subscriptionExtended',
  'webhookInvalid',
  'noEntitlement',
  'unknownVariant',
  'subscriptionDailyLimit',
  'orderReady',
  'orderFailed',
  'demoPin',
  'badAddress',
  'addressPartTooLong',
] as const satisfies readonly (keyof typeof messages)[];
