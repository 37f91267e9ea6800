/** Every route of spec §2 in one typed table; links use these instead of string literals. */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  login: {
    path: '/login',
    getHref: (query?: { forgot?: boolean; required?: boolean }) =>
      query?.forgot ? '/login?forgot=true' : query?.required ? '/login?required=true' : '/login',
  },
  register: { path: '/register', getHref: () => '/register' },
  createPassword: { path: '/create-password', getHref: () => '/create-password' },
  confirmEmail: {
    path: '/confirm-email/:key',
    getHref: (key: string) => `/confirm-email/${encodeURIComponent(key)}`,
  },
  navipin: {
    path: '/navipin',
    /** `comand`: the head unit the form opens with (the home page's head units, issue 31). */
    getHref: (query?: { comand?: string }) =>
      query?.comand ? `/navipin?${new URLSearchParams({ comand: query.comand }).toString()}` : '/navipin',
  },
  payment: { path: '/payment', getHref: () => '/payment' },
  vrxtool: { path: '/vrxtool', getHref: () => '/vrxtool' },
  vinCode: { path: '/vin-code', getHref: () => '/vin-code' },
  vinTable: { path: '/vin-table', getHref: () => '/vin-table' },
  subscription: { path: '/subscription', getHref: () => '/subscription' },
  success: { path: '/success', getHref: () => '/success' },
  help: { path: '/help', getHref: () => '/help' },
  paymentError: { path: '/error', getHref: () => '/error' },
  paymentCancel: { path: '/cancel', getHref: () => '/cancel' },
  /** The legal pages and the online withdrawal (issue 32). */
  terms: { path: '/terms', getHref: () => '/terms' },
  withdrawal: { path: '/withdrawal', getHref: () => '/withdrawal' },
  privacy: { path: '/privacy', getHref: () => '/privacy' },
  imprint: { path: '/imprint', getHref: () => '/imprint' },
  withdraw: { path: '/withdraw', getHref: () => '/withdraw' },
  /** The staff back-office: its own sections live in features/backoffice/paths.ts. */
  backoffice: { path: '/admin', getHref: () => '/admin' },
  profile: {
    root: { path: '/profile', getHref: () => '/profile' },
    orders: { path: '/profile/orders', getHref: () => '/profile/orders' },
    settings: { path: '/profile/settings', getHref: () => '/profile/settings' },
    purchases: { path: '/profile/purchases', getHref: () => '/profile/purchases' },
  },
} as const;
