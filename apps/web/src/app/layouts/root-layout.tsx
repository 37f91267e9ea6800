import { Navigate, Outlet, useLocation, useNavigation } from 'react-router';
import { texts } from '@/config/texts';
import { Footer } from './footer';
import { Header } from './header';
import { PageFocus } from './page-focus';

/** A path with a trailing slash, without it (query and hash kept); null when there is none. */
export function withoutTrailingSlash(pathname: string): string | null {
  if (pathname.length <= 1 || !pathname.endsWith('/')) return null;
  return pathname.replace(/\/+$/, '') || '/';
}

/** General layout: header, page area, footer. */
export function RootLayout() {
  const location = useLocation();
  const navigation = useNavigation();
  const stripped = withoutTrailingSlash(location.pathname);
  if (stripped)
    return <Navigate replace to={{ pathname: stripped, search: location.search, hash: location.hash }} />;

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:start-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        {texts.skipToContent}
      </a>
      {navigation.state === 'loading' && (
        <div className="fixed inset-x-0 top-0 z-50 h-0.5 animate-pulse bg-accent" aria-hidden="true" />
      )}
      <PageFocus />
      <Header />
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 focus:outline-none">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
