import { Link, useMatches } from 'react-router';
import { paths } from '@/config/paths';
import { texts } from '@/config/texts';
import { useSiteConfig } from '@/lib/site-config';
import { AccountMenu } from './account-menu';
import { LanguageMenu } from './language-menu';
import { SiteNav } from './site-nav';

/**
 * Route handle: a page may name a car make shown under the header title, and its own title for
 * the browser tab (page-focus.tsx).
 */
export type RouteHandle = { carMake?: string; title?: string };

function useCarMake(): string | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as RouteHandle | undefined;
    if (handle?.carMake) return handle.carMake;
  }
  return undefined;
}

export function Header() {
  const { config } = useSiteConfig();
  const carMake = useCarMake();
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3">
        <Link
          to={paths.home.getHref()}
          className="flex items-center gap-2 rounded-md focus-visible:outline-2 focus-visible:outline-offset-2"
        >
          <img src="/logo.svg" alt="" width={32} height={32} className="size-8" />
          <span className="text-lg font-bold text-slate-900">{config.brand}</span>
        </Link>
        <div className="order-last w-full text-center sm:order-none sm:w-auto">
          <p className="text-base font-semibold text-slate-800">{texts.headerTitle}</p>
          {carMake && <p className="text-xs text-slate-500">{carMake}</p>}
        </div>
        <div className="flex items-center gap-2">
          <LanguageMenu />
          <AccountMenu />
        </div>
      </div>
      <div className="mx-auto max-w-6xl px-4 pb-2">
        <SiteNav />
      </div>
    </header>
  );
}
