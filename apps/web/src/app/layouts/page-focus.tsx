import { useEffect, useRef } from 'react';
import { useLocation, useMatches } from 'react-router';
import { texts } from '@/config/texts';
import { useSiteConfig } from '@/lib/site-config';
import { pageTitles } from '../page-titles';
import type { RouteHandle } from './header';

function titleOf(matches: ReturnType<typeof useMatches>): string | undefined {
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as RouteHandle | undefined;
    if (handle?.title) return pageTitles[handle.title] ?? handle.title;
  }
  return undefined;
}

/**
 * Each page's own browser title ("Navigation codes — NaviHub"), and on a page change the focus
 * moved to the new page's main heading, which screen readers then read out (issue 17). The first
 * load leaves the focus where the browser puts it; a change of the query alone (a list's next
 * page) moves nothing.
 */
export function PageFocus() {
  const { pathname } = useLocation();
  const matches = useMatches();
  const { config } = useSiteConfig();
  const firstPage = useRef(true);
  const title = titleOf(matches);

  useEffect(() => {
    document.title = title ? `${title} — ${config.brand}` : `${config.brand} — ${texts.headerTitle}`;
  }, [title, config.brand]);

  useEffect(() => {
    if (firstPage.current) {
      firstPage.current = false;
      return;
    }
    const main = document.getElementById('main');
    const target = main?.querySelector<HTMLElement>('h1') ?? main;
    if (!target) return;
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus();
  }, [pathname]);

  return null;
}
