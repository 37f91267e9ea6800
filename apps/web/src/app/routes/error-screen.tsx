import { messages } from '@navihub/contract/messages';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { texts } from '@/config/texts';

/** The router's error screen (errorElement of the root route). */
export function ErrorScreen() {
  const error = useRouteError();
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
