import { BACKOFFICE_PATH } from '@navihub/contract/pages/backoffice-path';
import { shopPages } from '@navihub/contract/pages/shop';

/** Links to every page of the page manifest (packages/contract/src/pages), with their queries. */
export const paths = {
  home: { path: shopPages.home.path, getHref: () => shopPages.home.path },
  login: {
    path: shopPages.login.path,
    getHref: (query?: { forgot?: boolean; required?: boolean }) =>
      `${shopPages.login.path}${query?.forgot ? '?forgot=true' : query?.required ? '?required=true' : ''}`,
  },
  register: { path: shopPages.register.path, getHref: () => shopPages.register.path },
  createPassword: { path: shopPages.createPassword.path, getHref: () => shopPages.createPassword.path },
  confirmEmail: {
    path: shopPages.confirmEmail.path,
    getHref: (key: string) => shopPages.confirmEmail.path.replace(':key', encodeURIComponent(key)),
  },
  navipin: {
    path: shopPages.navipin.path,
    /** `comand`: the head unit the form opens with (the home page's head units, issue 31). */
    getHref: (query?: { comand?: string }) =>
      `${shopPages.navipin.path}${query?.comand ? `?${new URLSearchParams({ comand: query.comand }).toString()}` : ''}`,
  },
  payment: { path: shopPages.payment.path, getHref: () => shopPages.payment.path },
  vrxtool: { path: shopPages.vrxtool.path, getHref: () => shopPages.vrxtool.path },
  vinCode: { path: shopPages.vinCode.path, getHref: () => shopPages.vinCode.path },
  vinTable: { path: shopPages.vinTable.path, getHref: () => shopPages.vinTable.path },
  subscription: { path: shopPages.subscription.path, getHref: () => shopPages.subscription.path },
  success: { path: shopPages.success.path, getHref: () => shopPages.success.path },
  help: { path: shopPages.help.path, getHref: () => shopPages.help.path },
  paymentError: { path: shopPages.paymentError.path, getHref: () => shopPages.paymentError.path },
  paymentCancel: { path: shopPages.paymentCancel.path, getHref: () => shopPages.paymentCancel.path },
  /** The legal pages and the online withdrawal (issue 32). */
  terms: { path: shopPages.terms.path, getHref: () => shopPages.terms.path },
  withdrawal: { path: shopPages.withdrawal.path, getHref: () => shopPages.withdrawal.path },
  privacy: { path: shopPages.privacy.path, getHref: () => shopPages.privacy.path },
  imprint: { path: shopPages.imprint.path, getHref: () => shopPages.imprint.path },
  withdraw: { path: shopPages.withdraw.path, getHref: () => shopPages.withdraw.path },
  /** The staff back-office: its own sections live in features/backoffice/paths.ts. */
  backoffice: { path: BACKOFFICE_PATH, getHref: () => BACKOFFICE_PATH },
  profile: {
    root: { path: shopPages.profile.path, getHref: () => shopPages.profile.path },
    orders: { path: shopPages.orders.path, getHref: () => shopPages.orders.path },
    settings: { path: shopPages.settings.path, getHref: () => shopPages.settings.path },
    purchases: { path: shopPages.purchases.path, getHref: () => shopPages.purchases.path },
    bulkOrders: { path: shopPages.bulkOrders.path, getHref: () => shopPages.bulkOrders.path },
  },
} as const;
