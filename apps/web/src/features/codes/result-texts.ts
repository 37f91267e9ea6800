/**
 * Texts of the code results (/success, the order history, the invoices) and of the card payment
 * page: apart from texts.ts, so that the code form's first load does not carry them (decision 064).
 */
import { translated } from '@/i18n/translated';

export const orderTexts = translated('orderTexts', {
  success: {
    conversionTitle: 'Thank you for conversion',
    purchaseTitle: "Thank you for purchase, here's your PIN:",
    pinLabel: 'PIN',
    copy: 'Copy',
    copied: 'Copied!',
    sentByEmail: 'Code was also sent to your email',
    pendingTitle: 'Your PIN is on its way',
    errorTitle: 'We could not obtain your PIN',
    /** Issue 31: what to do with the PIN, and where the order is kept. */
    nextStep:
      'Next: start the map update in the car and enter this PIN when the head unit asks for it. Keep the order reference for support.',
    yourOrders: 'Your orders',
    /** Issue 32: the help page's steps for the order's head unit. */
    howToEnter: (unit: string) => `How to enter the PIN on ${unit}`,
  },
  orders: {
    heading: 'Orders',
    caption: 'A list of your recent conversions.',
    orderId: 'Order Id',
    createdAt: 'Created at',
    vin: 'VIN',
    region: 'Region',
    version: 'Version',
    empty: 'No conversions yet.',
    /** Not in the specification (issue 17): a failed load is not an empty history. */
    unavailable: 'Your orders could not be loaded. Check your connection and try again.',
    retry: 'Retry',
    details: 'Details',
    detailsDescription: 'The navigation code of this order.',
    command: 'Command',
    pin: 'PIN',
    date: 'Date',
    noPin: 'Not ready yet',
    /** Not in the specification (issue 17): the PIN copied from a card or the details. */
    copyPinOf: (reference: string) => `Copy PIN of ${reference}`,
    headUnit: 'Head unit',
    close: 'Close',
    previous: 'Previous',
    next: 'Next',
    pagination: 'Order pages',
    pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  },
  /** Not in the specification (issue 33, decision 054): an order's invoice and credit notes. */
  invoices: {
    heading: 'Invoice',
    invoice: 'Invoice (PDF)',
    invoiceOf: (reference: string) => `Invoice of ${reference} (PDF)`,
    creditNote: (number: string) => `Credit note ${number} (PDF)`,
    creditNoteOf: (number: string, reference: string) => `Credit note ${number} of ${reference} (PDF)`,
    failed: 'The PDF could not be downloaded. Try again.',
  },
} as const);

export const paymentPageTexts = translated('paymentPageTexts', {
  payment: {
    title: 'Select your payment method',
    intro: 'Pay for your navigation PIN by card. The PIN is shown here and sent to your e-mail.',
    formLabel: 'Card payment',
    summary: 'Your order',
    reference: 'Order',
    comand: 'Comand',
    mapRegion: 'Map region',
    version: 'Version',
    vin: 'VIN',
    creditCard: 'Credit Card',
    methods: 'Payment methods',
    email: 'Email for Invoice',
    emailPlaceholder: 'Email for Invoice',
    emailHint: 'The invoice and the PIN are sent to this address.',
    /** Not in the specification (issue 17): the way back to the form, which keeps the order. */
    changeOrder: 'Change order',
    generate: 'Generate',
    buyNow: 'Buy Now',
    redirecting: 'Redirecting to the secure card payment…',
    priceUnavailable: 'The price could not be loaded. Please reload the page.',
    /** Issue 31: the VIN check's warnings, repeated beside the button. */
    vinWarning: 'Check the VIN before you pay: the PIN is made for the VIN as entered.',
    /** Before a second purchase of the same PIN within a day (issue 31). */
    boughtBefore: (ago: string) => `You bought this PIN ${ago}:`,
    seeIt: 'See it',
    sentTo: (email: string) => `it was sent to ${email}.`,
    buyAgain: 'Buy again',
    /** Under 'Ops! Payment Error.' (issue 31). */
    nothingCharged: 'Nothing was charged.',
    tryAgain: 'Try again',
  },
  success: {
    purchaseTitle: "Thank you for purchase, here's your PIN:",
  },
} as const);
