import { messages } from '@navihub/contract/messages';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { texts } from '@/config/texts';
import { isPageLoadFailure, reloadOnceFor } from '@/lib/page-load-failure';

/** The router's error screen (errorElement of the root route). */
export function ErrorScreen() {
  const error = useRouteError();
  if (isPageLoadFailure(error)) return <PageLoadFailure />;
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : undefined;
  if (error) console.error(error);
  return (
    <main className="mx-auto grid min-h-dvh max-w-lg content-center gap-4 px-4 text-center">
      <h1 className="text-2xl font-semibold text-slate-900">{messages.unexpectedApplicationError}</h1>
      {detail && <p className="text-slate-600">{detail}</p>}
      {/* A full page load: the router itself may be what failed. */}
      <a href="/" className="font-medium text-accent-dark underline">
        {texts.errorBackHome}
      </a>
    </main>
  );
}

/**
 * A page's script file could not be fetched (a new release, or the network): the page is loaded
 * afresh once (page-load-failure.ts; the reload is already under way when vite:preloadError
 * started it), otherwise the plain offline message.
 */
function PageLoadFailure() {
  // Idempotent: a second render while the reload is under way asks for no second one.
  if (reloadOnceFor(window.location.href)) return <Spinner label={messages.loading} />;
  const t = texts.pageLoadFailed;
  return (
    <main className="mx-auto grid min-h-dvh max-w-lg content-center gap-4 px-4 text-center">
      <h1 className="text-2xl font-semibold text-slate-900">{t.heading}</h1>
      <p className="text-slate-600">{t.text}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <button type="button" className={buttonClasses()} onClick={() => window.location.reload()}>
          {t.retry}
        </button>
        <a href="/" className="self-center font-medium text-accent-dark underline">
          {texts.errorBackHome}
        </a>
      </div>
    </main>
  );
}
