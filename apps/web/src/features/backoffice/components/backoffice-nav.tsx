import { NavLink } from 'react-router';
import { cn } from '@/lib/cn';
import type { StaffRole } from '../lib/roles';
import { backofficePaths } from '../paths';
import { backofficeTexts } from '../texts';

const t = backofficeTexts.nav;

const sections: { to: string; label: string; end?: boolean; adminOnly?: boolean }[] = [
  { to: backofficePaths.dashboard, label: t.dashboard, end: true },
  { to: backofficePaths.orders, label: t.orders },
  { to: backofficePaths.customers, label: t.customers },
  { to: backofficePaths.withdrawals, label: t.withdrawals },
  { to: backofficePaths.failedWork, label: t.failedWork },
  { to: backofficePaths.catalogue, label: t.catalogue, adminOnly: true },
  { to: backofficePaths.invoices, label: t.invoices, adminOnly: true },
  { to: backofficePaths.audit, label: t.audit },
];

/** The back-office sections the role reaches; the current one is marked for screen readers too. */
export function BackofficeNav({ role }: { role: StaffRole }) {
  return (
    <nav aria-label={t.label} className="overflow-x-auto">
      <ul className="flex gap-1 border-b border-slate-200">
        {sections
          .filter((section) => role === 'admin' || !section.adminOnly)
          .map((section) => (
            <li key={section.to}>
              <NavLink
                to={section.to}
                end={section.end}
                className={({ isActive }) =>
                  cn(
                    'block rounded-t-md px-3 py-2 text-sm font-medium whitespace-nowrap',
                    'focus-visible:outline-2 focus-visible:outline-accent-dark',
                    isActive
                      ? 'border-b-2 border-accent-dark text-slate-900'
                      : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
                  )
                }
              >
                {section.label}
              </NavLink>
            </li>
          ))}
      </ul>
    </nav>
  );
}
