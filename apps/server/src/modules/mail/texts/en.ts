/**
 * The customers' e-mails in English: the source every other language's catalog (`de.ts`, …) has
 * the same keys as (decision 068; the parity test is catalog.test.ts). A function's arguments are
 * written into the sentence as given: plain in the text part, escaped or linked in the HTML part.
 */
import { consentTexts } from '@navihub/contract/consent-texts';

export const en = {
  hello: 'Hello,',
  helloName: (name: string) => `Hello ${name},`,
  questions: (support: string) => `Questions? Write to ${support}.`,
  helpOffer: (support: string) => `Write to ${support} if you need help.`,

  labels: {
    pin: 'PIN',
    headUnit: 'Head unit',
    mapRegion: 'Map region',
    version: 'Version',
    vin: 'VIN',
  },

  consent: {
    given: (at: string, version: string) =>
      `Before delivery, on ${at}, you gave this consent (wording of ${version}):`,
    immediateDelivery: consentTexts.immediateDelivery as string,
    waiverAcknowledged: consentTexts.waiverAcknowledged as string,
  },

  passwordReset: {
    subject: (brand: string) => `${brand}: reset your password`,
    asked: (brand: string) => `Someone asked to reset the password of your ${brand} account.`,
    openLink: 'Open this link to choose a new one:',
    button: 'Choose a new password',
    validity: (minutes: number) =>
      `The link works once and expires in ${minutes} minutes. If you did not ask for it, ignore this e-mail.`,
  },

  emailConfirmation: {
    subject: (brand: string) => `${brand}: confirm your e-mail address`,
    created: (brand: string) => `Someone created a ${brand} account with this e-mail address.`,
    openLink: 'Open this link to confirm it:',
    button: 'Confirm your e-mail address',
    validity: (hours: number) =>
      `The link expires in ${hours} hours. If you did not create the account, ignore this e-mail.`,
  },

  passwordChanged: {
    subject: (brand: string) => `${brand}: your password was changed`,
    body: (brand: string, support: string) =>
      `The password of your ${brand} account was just changed. If this was not you, write to ${support} at once.`,
  },

  pinReady: {
    subject: (brand: string, vin: string) => `${brand}: your navigation PIN for ${vin}`,
    intro: (reference: string) => `Here is the PIN of order ${reference}:`,
    demo: 'This is a DEMO code from the demo PIN provider: it does not unlock a head unit.',
    help: (comand: string) => `How to enter the PIN in your ${comand}, step by step:`,
  },

  pinCorrected: {
    subject: (brand: string, vin: string) => `${brand}: corrected navigation PIN for ${vin}`,
    intro: (reference: string) =>
      `The PIN we sent you for order ${reference} was wrong, sorry. Here is the corrected PIN; it replaces the one in our earlier e-mail:`,
  },

  pinFailed: {
    subject: (brand: string, vin: string) => `${brand}: we could not obtain the PIN for ${vin}`,
    body: (reference: string) => `We could not obtain the PIN of order ${reference}.`,
  },

  orderRefunded: {
    subject: (brand: string, reference: string) => `${brand}: order ${reference} refunded`,
    body: (reference: string, vin: string) => `We have refunded order ${reference} (VIN ${vin}).`,
    keepsPin: 'You keep the PIN we sent you.',
  },

  /**
   * A bulk order's one mail when every row has its outcome (decision 061): the counts and the link
   * to results.csv; a small batch lists its rows, never their PINs.
   */
  bulkOrderCompleted: {
    subject: (brand: string) => `${brand}: your bulk order is complete`,
    intro: (reference: string) =>
      `Your bulk order ${reference} is complete: every row of your file has its PIN or the reason it has none.`,
    rows: 'Rows in the file',
    fulfilled: 'PINs obtained',
    failed: 'Rows failed or not ordered',
    pointsSpent: 'Points spent',
    subscriptionUses: 'Subscription uses (nothing charged)',
    givenBack: 'The rows that failed or were not ordered cost nothing: what paid for them was given back.',
    download:
      'The PINs are in the file results.csv, one line per row of your file. Download it from your bulk orders page:',
    button: 'Open your bulk orders',
    orders: 'The rows of this bulk order:',
    line: (row: number, vin: string, outcome: string) => `Row ${row} (VIN ${vin}): ${outcome}`,
    ready: (reference: string) => `order ${reference}, PIN obtained`,
    orderFailed: (reference: string) => `order ${reference}, failed`,
    notOrdered: 'not ordered',
  },

  /** What was given back for a failed or refunded order, said in its mail. */
  givenBack: {
    point: 'Your point has been returned to your account.',
    subscriptionUse: 'It was paid with your subscription: nothing was charged.',
    card: (money: string) => `Your card payment of ${money} has been refunded.`,
    cardLater: 'Your card payment will be refunded.',
    nothing: 'Nothing was charged.',
  },

  receipt: {
    subject: (brand: string, item: string) => `${brand}: receipt for ${item}`,
    thanks: 'Thank you for your purchase.',
    item: 'Item',
    amountPaid: 'Amount paid',
    date: 'Date',
    orderReference: 'Order reference',
    paymentReference: 'Payment reference',
    invoice: 'Invoice',
    invoiceAttached: (number: string) => `Invoice ${number} (attached)`,
  },

  creditNote: {
    subject: (brand: string, number: string) => `${brand}: credit note ${number}`,
    refunded: (money: string) => `We refunded ${money}.`,
    refundedOfInvoice: (money: string, invoice: string) => `We refunded ${money} of invoice ${invoice}.`,
    attached: (number: string) => `The credit note ${number} is attached.`,
  },

  withdrawal: {
    subject: (brand: string, receipt: string) => `${brand}: we received your withdrawal ${receipt}`,
    intro:
      'We received your withdrawal from the contract below. Keep this e-mail: it is your proof of when it arrived.',
    receipt: 'Receipt',
    received: 'Received',
    name: 'Name',
    reference: 'Order or payment reference',
    contract: 'Contract',
    reason: 'Reason',
    contracts: {
      token_bundle: 'a token bundle',
      subscription_bundle: 'a subscription',
      pin: 'a navigation PIN',
    },
    closing: (support: string) => `We will handle it within 14 days and write to you. Questions: ${support}.`,
  },
};

/** A language's mail texts: the keys of English, each a string or a function of the same arguments. */
export type MailTexts = typeof en;
