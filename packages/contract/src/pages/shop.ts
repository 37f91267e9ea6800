import type { LayoutEntry, PageEntry } from './page.js';

/**
 * The shop's pages (spec §2), in the order of the route table; the staff back-office's are in
 * backoffice.ts. One entry per page: the router, the build, the server and the e2e suite read it
 * (docs/decisions/051). The order of the `firstLoad` pages names the chunks they share.
 */
export const shopPages = {
  home: {
    path: '/',
    module: 'features/home/pages/home',
    component: 'HomePage',
    role: 'public',
    firstLoad: true,
  },
  login: {
    path: '/login',
    module: 'features/auth/pages/login',
    component: 'LoginPage',
    title: 'Log in',
    role: 'public',
    firstLoad: true,
  },
  register: {
    path: '/register',
    module: 'features/auth/pages/register',
    component: 'RegisterPage',
    title: 'Create account',
    role: 'public',
    firstLoad: true,
  },
  createPassword: {
    path: '/create-password',
    module: 'features/auth/pages/create-password',
    component: 'CreatePasswordPage',
    title: 'Create a password',
    role: 'public',
  },
  confirmEmail: {
    path: '/confirm-email/:key',
    module: 'features/auth/pages/confirm-email',
    component: 'ConfirmEmailPage',
    title: 'Confirm your e-mail',
    role: 'public',
  },
  navipin: {
    path: '/navipin',
    module: 'app/pages/navipin',
    component: 'NavipinPage',
    title: 'Navigation codes',
    role: 'public',
    carMake: 'Mercedes-Benz',
    firstLoad: true,
  },
  payment: {
    path: '/payment',
    module: 'features/codes/pages/payment',
    component: 'PaymentPage',
    title: 'Payment',
    role: 'public',
  },
  vrxtool: {
    path: '/vrxtool',
    module: 'features/converter/pages/vrxtool',
    component: 'VrxToolPage',
    title: 'Converter',
    role: 'public',
    firstLoad: true,
  },
  vinCode: {
    path: '/vin-code',
    module: 'features/vin/pages/vin-code',
    component: 'VinCodePage',
    title: 'VIN decoder',
    role: 'public',
    firstLoad: true,
  },
  vinTable: {
    path: '/vin-table',
    module: 'features/vin/pages/vin-table',
    component: 'VinTablePage',
    title: 'VIN decoder',
    role: 'public',
  },
  subscription: {
    path: '/subscription',
    module: 'features/bundles/pages/subscription',
    component: 'SubscriptionPage',
    title: 'Bundles',
    role: 'public',
    firstLoad: true,
  },
  success: {
    path: '/success',
    module: 'app/pages/success',
    component: 'SuccessPage',
    title: 'Your order',
    role: 'public',
  },
  help: {
    path: '/help',
    module: 'features/help/pages/help',
    component: 'HelpPage',
    title: 'Help',
    role: 'public',
  },
  // The legal pages and the online withdrawal (issue 32).
  terms: {
    path: '/terms',
    module: 'features/legal/pages/terms',
    component: 'TermsPage',
    title: 'Terms',
    role: 'public',
  },
  withdrawal: {
    path: '/withdrawal',
    module: 'features/legal/pages/withdrawal',
    component: 'WithdrawalPage',
    title: 'Withdrawal',
    role: 'public',
  },
  privacy: {
    path: '/privacy',
    module: 'features/legal/pages/privacy',
    component: 'PrivacyPage',
    title: 'Privacy',
    role: 'public',
  },
  imprint: {
    path: '/imprint',
    module: 'features/legal/pages/imprint',
    component: 'ImprintPage',
    title: 'Imprint',
    role: 'public',
  },
  withdraw: {
    path: '/withdraw',
    module: 'features/legal/pages/withdraw',
    component: 'WithdrawPage',
    title: 'Withdraw from a contract',
    role: 'public',
  },
  paymentError: {
    path: '/error',
    module: 'features/codes/pages/payment-error',
    component: 'PaymentErrorPage',
    title: 'Payment error',
    role: 'public',
  },
  paymentCancel: {
    path: '/cancel',
    module: 'features/codes/pages/payment-error',
    component: 'PaymentErrorPage',
    title: 'Payment error',
    role: 'public',
  },
  profile: {
    path: '/profile',
    module: 'features/account/pages/profile',
    component: 'ProfilePage',
    title: 'Profile',
    role: 'customer',
    layout: 'profile',
  },
  orders: {
    path: '/profile/orders',
    module: 'features/codes/pages/orders',
    component: 'OrdersPage',
    title: 'Orders',
    role: 'customer',
    layout: 'profile',
  },
  purchases: {
    path: '/profile/purchases',
    module: 'features/account/pages/purchases',
    component: 'PurchasesPage',
    title: 'Purchases',
    role: 'customer',
    layout: 'profile',
  },
  bulkOrders: {
    path: '/profile/bulk-orders',
    module: 'features/bulk-orders/pages/bulk-orders',
    component: 'BulkOrdersPage',
    title: 'Bulk orders',
    role: 'customer',
    layout: 'profile',
  },
  settings: {
    path: '/profile/settings',
    module: 'features/account/pages/settings',
    component: 'SettingsPage',
    title: 'Settings',
    role: 'customer',
    layout: 'profile',
  },
  notFound: {
    path: '*',
    module: 'features/site/pages/not-found',
    component: 'NotFoundPage',
    title: 'Page not found',
    role: 'public',
  },
} as const satisfies Record<string, PageEntry>;

/** The layout routes of the shop's pages (`layout` of a page). */
export const shopLayouts = {
  profile: {
    path: '/profile',
    module: 'app/layouts/profile-route',
    component: 'ProfileRoute',
  },
} as const satisfies Record<string, LayoutEntry>;

export type ShopPageId = keyof typeof shopPages;
