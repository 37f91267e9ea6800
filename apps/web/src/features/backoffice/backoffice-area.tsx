import type { ComponentType } from 'react';
import { Outlet } from 'react-router';
import { useSession } from '@/lib/session';
import { BackofficeNav } from './components/backoffice-nav';
import { Forbidden } from './components/forbidden';
import { staffRoleOf } from './lib/roles';
import { AuditPage } from './pages/audit';
import { FailedWorkPage } from './pages/failed-work';
import { CataloguePage } from './pages/catalogue';
import { CustomerPage } from './pages/customer';
import { CustomersPage } from './pages/customers';
import { DashboardPage } from './pages/dashboard';
import { OrderPage } from './pages/order';
import { OrdersPage } from './pages/orders';
import './backoffice.css';

/**
 * The back-office's frame: its sections for the signed-in user's role around the current one; a
 * customer gets the 403 page.
 */
export function BackofficeArea() {
  const { user } = useSession();
  const role = staffRoleOf(user);
  if (!role) return <Forbidden />;
  return (
    <div className="grid gap-4 py-4">
      <BackofficeNav role={role} />
      <Outlet />
    </div>
  );
}

/** An admin's section: staff get the 403 page of the admin-only sections. */
function adminOnly(Page: ComponentType) {
  return function AdminOnly() {
    return staffRoleOf(useSession().user) === 'admin' ? <Page /> : <Forbidden adminOnly />;
  };
}

/** Every back-office page by its path (the router's table names them; all come in this chunk). */
export const backofficePages: Record<string, ComponentType> = {
  '/admin': DashboardPage,
  '/admin/orders': OrdersPage,
  '/admin/orders/:id': OrderPage,
  '/admin/customers': CustomersPage,
  '/admin/customers/:id': CustomerPage,
  '/admin/catalogue': adminOnly(CataloguePage),
  // Staff read their own entries, admins every entry (the server decides; decision 042).
  '/admin/audit': AuditPage,
  '/admin/failed': FailedWorkPage,
};
