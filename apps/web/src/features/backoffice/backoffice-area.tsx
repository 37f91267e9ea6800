import { type BackofficePageId, backofficePages } from '@navihub/contract/pages/backoffice';
import type { PageEntry } from '@navihub/contract/pages/page';
import type { ComponentType } from 'react';
import { Outlet } from 'react-router';
import { useSession } from '@/lib/session';
import { BackofficeNav } from './components/backoffice-nav';
import { Forbidden } from './components/forbidden';
import { staffRoleOf } from './lib/roles';
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

/** The back-office's page modules, all in this chunk. */
const modules = import.meta.glob<Record<string, unknown>>(
  ['/src/features/backoffice/pages/*.tsx', '!**/*.test.tsx'],
  {
    eager: true,
  },
);

function componentOf({ module, component, role }: PageEntry): ComponentType {
  const Page = modules[`/src/${module}.tsx`]?.[component] as ComponentType | undefined;
  if (!Page) throw new Error(`No back-office page ${component} in ${module}`);
  return role === 'admin' ? adminOnly(Page) : Page;
}

/** Every back-office page of the page manifest (the router's table names them by the same ids). */
export const backofficePageComponents = Object.fromEntries(
  Object.entries(backofficePages).map(([id, page]) => [id, componentOf(page)]),
) as Record<BackofficePageId, ComponentType>;
