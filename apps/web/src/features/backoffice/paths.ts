import { backofficePages } from '@navihub/contract/pages/backoffice';

const { dashboard, orders, order, customers, customer, catalogue, invoices, audit, failedWork, withdrawals } =
  backofficePages;

/** The back-office's own addresses, from the page manifest (read by its one lazy chunk). */
export const backofficePaths = {
  dashboard: dashboard.path,
  orders: orders.path,
  order: (id: string) => order.path.replace(':id', encodeURIComponent(id)),
  customers: customers.path,
  customer: (id: number) => customer.path.replace(':id', String(id)),
  catalogue: catalogue.path,
  invoices: invoices.path,
  audit: audit.path,
  failedWork: failedWork.path,
  withdrawals: withdrawals.path,
} as const;
