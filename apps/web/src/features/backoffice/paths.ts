/** The back-office's own addresses (under /admin, read by its one lazy chunk). */
export const backofficePaths = {
  dashboard: '/admin',
  orders: '/admin/orders',
  order: (id: string) => `/admin/orders/${encodeURIComponent(id)}`,
  customers: '/admin/customers',
  customer: (id: number) => `/admin/customers/${id}`,
  catalogue: '/admin/catalogue',
  audit: '/admin/audit',
  failedWork: '/admin/failed',
} as const;
