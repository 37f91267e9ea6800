import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, NavLink, Outlet } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { texts } from '@/config/texts';
import { accountTexts } from '@/features/account/texts';
import { cn } from '@/lib/cn';

const navItems = [
  { to: paths.profile.root.getHref(), label: texts.profile, end: true },
  { to: paths.profile.orders.getHref(), label: texts.orders, end: false },
  { to: paths.profile.purchases.getHref(), label: texts.purchases.nav, end: false },
  { to: paths.profile.bulkOrders.getHref(), label: texts.bulkOrders, end: false },
  { to: paths.profile.settings.getHref(), label: texts.settings, end: false },
];

/**
 * Frame of the account area: left navigation, 'Go back', the Settings heading and its text;
 * `notice` (a note the app puts there, e.g. after sign-up) under the text.
 */
export function ProfileLayout({ notice }: { notice?: ReactNode }) {
  return (
    <div className="grid gap-6 py-6">
      <div>
        <Button variant="ghost" size="sm" asChild className="-ms-3">
          <Link to={paths.home.getHref()}>
            <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden="true" />
            {accountTexts.account.goBack}
          </Link>
        </Button>
        <h1 className="mt-2 text-2xl font-semibold text-slate-900">{accountTexts.account.settingsHeading}</h1>
        <p className="text-slate-600">{accountTexts.account.settingsText}</p>
        {notice && <div className="mt-4 max-w-xl">{notice}</div>}
      </div>
      {/* On a phone the menu wraps onto a second line: every tab, the open one too, stays in view in every language. */}
      <div className="flex min-w-0 flex-col gap-6 lg:flex-row lg:gap-10">
        <nav aria-label={accountTexts.account.accountNavigation} className="lg:w-48 lg:shrink-0">
          <ul className="flex flex-wrap gap-1 lg:flex-col">
            {navItems.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.end}
                  className={({ isActive }) =>
                    cn(
                      'block rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap hover:bg-slate-100',
                      'focus-visible:outline-2 focus-visible:outline-accent-dark',
                      isActive ? 'bg-slate-100 text-slate-900' : 'text-slate-600',
                    )
                  }
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="min-w-0 flex-1">
          <Outlet />
        </div>
      </div>
    </div>
  );
}

export default ProfileLayout;
