/** Texts only the web app shows; shared and validation texts live in @navihub/contract/messages. */
import { translated } from '@/i18n/translated';
export const texts = translated('texts', {
  headerTitle: 'Maps update pin',
  tagline: 'Available worldwide',
  myAccount: 'My Account',
  backoffice: 'Back-office',
  profile: 'Profile',
  orders: 'Orders',
  settings: 'Settings',
  bulkOrders: 'Bulk orders',
  logOut: 'Log out',
  signUp: 'Sign Up',
  logIn: 'Log in',
  /** The header's language selector (issue 32). */
  language: 'Language',
  /** The link that skips the header, for keyboard users (issue 32). */
  skipToContent: 'Skip to content',
  /** The toasts' region, named to screen readers ("Notifications (F8)"). */
  notifications: 'Notifications',
  /** The close button of a toast or a dialog. */
  close: 'Close',
  /** The header's navigation (issue 17; not in the specification). */
  nav: {
    label: 'Main',
    menu: 'Menu',
    navigationCodes: 'Navigation codes',
    converter: 'Converter',
    vinDecoder: 'VIN decoder',
    bundles: 'Bundles',
    help: 'Help',
  },
  home: {
    heading: 'Our services',
    navigationCodes: 'Navigation codes',
    navigationCodesItems: ['NTG 4.5', 'NTG 5s1', 'NTG 5*2', 'NTG 5.5'],
    buyInBundle: 'Buy in bundle',
    bundleDiscount: 'discount',
    converter: 'ONLINE VRX to AED converter',
    converterText:
      'Split .vrx, .vcx and .sgde files into .aed coding files, one per module, in a single zip.',
    remoteService: 'Remote service',
  },
  login: {
    title: 'Log in',
    restoreTitle: 'Restore password',
    email: 'Email',
    password: 'Password',
    submit: 'Log in',
    restoreSubmit: 'Send',
    notRegistered: 'Not registered yet?',
    forgotPassword: 'Forgot your password?',
    backToLogin: 'Back to log in',
  },
  register: {
    title: 'Create account',
    email: 'Email',
    password1: 'Password',
    password2: 'Confirm password',
    submit: 'Create account',
    haveAccount: 'Already have an account? Sign in',
    google: 'Sign up with Google',
    googleUnavailable: 'Google sign-up is not available on this shop.',
    or: 'or',
  },
  /** The account's bundle purchases (issue 17; not in the specification). */
  purchases: {
    nav: 'Purchases',
    heading: 'Bundle purchases',
    date: 'Date',
    bundle: 'Bundle',
    amount: 'Amount',
    gives: 'Tokens or period',
    status: 'Status',
    tokens: (n: number) => (n === 1 ? '1 token' : `${n} tokens`),
    days: (n: number) => (n === 1 ? '1 day' : `${n} days`),
    statuses: { pending: 'Awaiting payment', fulfilled: 'Paid', failed: 'Failed', expired: 'Not completed' },
    empty: 'No bundle purchases yet.',
    unavailable: 'Your purchases could not be loaded. Check your connection and try again.',
    retry: 'Retry',
  },
  paymentError: 'Ops! Payment Error.',
  /** The frame of every /success outcome, for codes and bundles alike. */
  result: {
    support: 'If you have any questions, contact us at',
    paymentNotConfirmed: 'Payment not confirmed',
  },
  backToHome: 'Back to home page',
  notFound: 'Page not found',
  notFoundText: 'The page you are looking for does not exist.',
  errorBackHome: 'Go to the home page',
  /** On the page a new account lands on (issue 31). */
  confirmationSent: {
    heading: 'Confirm your e-mail',
    text: (email: string) =>
      `We sent a confirmation e-mail to ${email}. Open the link in it to confirm your address.`,
    resend: 'Send it again',
    resent: 'Sent again. Check your inbox and spam folder.',
  },
  /** A page's script file could not be fetched, and reloading did not help (issue 31). */
  pageLoadFailed: {
    heading: 'This page could not be loaded',
    text: 'You seem to be offline, or the connection dropped. Check your connection and try again.',
    retry: 'Try again',
  },
  placeholders: {
    navipin: 'Navigation codes',
    payment: 'Select your payment method',
    vrxtool: 'Upload your File',
    vinCode: 'VIN Decoder',
    vinTable: 'VIN Decoder',
    subscription: 'Subscription bundles',
    orders: 'Orders',
    ordersCaption: 'A list of your recent conversions.',
    successConversion: 'Thank you for conversion',
    successPurchase: "Thank you for purchase, here's your PIN:",
    support: 'If you have any questions, contact us at',
  },
} as const);
