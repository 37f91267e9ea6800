import { BACKOFFICE_PATH } from './backoffice-path.js';
import type { LayoutEntry, PageEntry } from './page.js';

/**
 * The staff back-office's pages (issue 12), in one chunk that customers never download: the web
 * app adds their routes on the way to /admin. Admin-only pages show staff the 403 page.
 */
export const backofficePages = {
  dashboard: {
    path: '/admin',
    module: 'features/backoffice/pages/dashboard',
    component: 'DashboardPage',
    title: 'Dashboard',
    role: 'staff',
    layout: 'backoffice',
  },
  orders: {
    path: '/admin/orders',
    module: 'features/backoffice/pages/orders',
    component: 'OrdersPage',
    title: 'Orders',
    role: 'staff',
    layout: 'backoffice',
  },
  order: {
    path: '/admin/orders/:id',
    module: 'features/backoffice/pages/order',
    component: 'OrderPage',
    title: 'Order',
    role: 'staff',
    layout: 'backoffice',
  },
  customers: {
    path: '/admin/customers',
    module: 'features/backoffice/pages/customers',
    component: 'CustomersPage',
    title: 'Customers',
    role: 'staff',
    layout: 'backoffice',
  },
  customer: {
    path: '/admin/customers/:id',
    module: 'features/backoffice/pages/customer',
    component: 'CustomerPage',
    title: 'Customer',
    role: 'staff',
    layout: 'backoffice',
  },
  catalogue: {
    path: '/admin/catalogue',
    module: 'features/backoffice/pages/catalogue',
    component: 'CataloguePage',
    title: 'Catalogue',
    role: 'admin',
    layout: 'backoffice',
  },
  // A period's invoices and credit notes for the accountant (issue 33, decision 054).
  invoices: {
    path: '/admin/invoices',
    module: 'features/backoffice/pages/invoices',
    component: 'InvoicesPage',
    title: 'Invoices',
    role: 'admin',
    layout: 'backoffice',
  },
  // Staff read their own entries, admins every entry (the server decides; decision 042).
  audit: {
    path: '/admin/audit',
    module: 'features/backoffice/pages/audit',
    component: 'AuditPage',
    title: 'Audit log',
    role: 'staff',
    layout: 'backoffice',
  },
  failedWork: {
    path: '/admin/failed',
    module: 'features/backoffice/pages/failed-work',
    component: 'FailedWorkPage',
    title: 'Failed work',
    role: 'staff',
    layout: 'backoffice',
  },
  // Withdrawals sent online, refunded or closed by staff (issue 32, decision 056).
  withdrawals: {
    path: '/admin/withdrawals',
    module: 'features/backoffice/pages/withdrawals',
    component: 'WithdrawalsPage',
    title: 'Withdrawals',
    role: 'staff',
    layout: 'backoffice',
  },
} as const satisfies Record<string, PageEntry>;

/** The back-office's frame: its pages render inside it (sections, role check). */
export const backofficeLayout = {
  path: BACKOFFICE_PATH,
  module: 'app/layouts/backoffice-route',
  component: 'BackofficeRoute',
  title: 'Back-office',
} as const satisfies LayoutEntry;

export type BackofficePageId = keyof typeof backofficePages;
