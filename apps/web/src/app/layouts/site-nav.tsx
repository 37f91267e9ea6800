import { Menu, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { texts } from '@/config/texts';
import { cn } from '@/lib/cn';

const t = texts.nav;

/** Every tool of the shop, one click from any page (issue 17); its name read in the page's language. */
const items = [
  { to: paths.navipin.getHref(), label: 'navigationCodes' },
  { to: paths.vrxtool.getHref(), label: 'converter' },
  { to: paths.vinCode.getHref(), label: 'vinDecoder' },
  { to: paths.subscription.getHref(), label: 'bundles' },
  { to: paths.help.getHref(), label: 'help' },
] as const;

function NavItems({ className, onChoose }: { className?: string; onChoose?: () => void }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.to}>
          <NavLink
            to={item.to}
            onClick={onChoose}
            className={({ isActive }) =>
              cn(
                'block rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap hover:bg-slate-100',
                'focus-visible:outline-2 focus-visible:outline-accent-dark',
                isActive ? 'bg-slate-100 text-slate-900' : 'text-slate-700',
              )
            }
          >
            {t[item.label]}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * The header's navigation: a row of links from 640 px; below, a `Menu` button that opens them as
 * a list (Escape or a chosen link closes it, and a page change too).
 */
export function SiteNav() {
  const listId = useId();
  const { pathname } = useLocation();
  // Open on the page it was opened on: a page change closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (next: boolean) => setOpenOn(next ? pathname : null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpenOn(null);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <nav aria-label={t.label} className="w-full sm:w-auto">
      <NavItems className="hidden gap-1 sm:flex sm:flex-wrap" />
      <div className="sm:hidden">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen(!open)}
          className="flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-accent-dark"
        >
          {open ? (
            <X className="size-5" aria-hidden="true" />
          ) : (
            <Menu className="size-5" aria-hidden="true" />
          )}
          {t.menu}
        </button>
        <div id={listId} hidden={!open}>
          <NavItems className="grid gap-1 border-t border-slate-200 pt-2" onChoose={() => setOpen(false)} />
        </div>
      </div>
    </nav>
  );
}
