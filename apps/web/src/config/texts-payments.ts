/**
 * Texts of the card payment page, the payment and bundle outcomes of /success and the
 * subscription bundles page. Shared and validation texts live in @navihub/contract/messages.
 */
export const paymentsTexts = {
  payment: {
    title: 'Select your payment method',
    intro: 'Pay for your navigation PIN by card. The PIN is shown here and sent to your e-mail.',
    formLabel: 'Card payment',
    summary: 'Your order',
    comand: 'Comand',
    mapRegion: 'Map region',
    version: 'Version',
    vin: 'VIN',
    creditCard: 'Credit Card',
    methods: 'Payment methods',
    email: 'Email for Invoice',
    emailPlaceholder: 'Email for Invoice',
    emailHint: 'The invoice and the PIN are sent to this address.',
    generate: 'Generate',
    buyNow: 'Buy Now',
    redirecting: 'Redirecting to the secure card payment…',
    priceUnavailable: 'The price could not be loaded. Please reload the page.',
  },
  amount: {
    amount: (price: string) => `Amount: ${price}$`,
    price: (price: string) => `${price}$`,
    originalPrice: 'Original price',
    discountApplied: (discount: number) => `${discount}% discount applied`,
    subscriptionActive: 'Subscription active',
    points: (n: number) => `Points Amount: ${n}`,
  },
  success: {
    purchaseTitle: "Thank you for purchase, here's your PIN:",
    bundleTitle: 'Thank you for purchase',
    pendingTitle: 'Your payment is being confirmed',
    errorTitle: 'Payment not confirmed',
    goToCodes: 'Go to navigation codes',
    goToProfile: 'See your balance',
  },
  subscription: {
    title: 'Subscription bundles',
    duration: (days: number) => `${days} days`,
    buy: 'Buy',
    discount: (d: number) => `-${d}%`,
    unavailable: 'Subscription bundles are not available right now.',
    empty: 'No subscription bundles on offer right now.',
  },
} as const;
