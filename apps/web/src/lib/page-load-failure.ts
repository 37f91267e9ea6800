/**
 * A page's script file that can not be fetched (issue 31): after a new release the open tab asks
 * for files the server no longer has, or the network dropped. Vite reports the failed fetch as a
 * `vite:preloadError` event on window; the tab then loads the page it was going to once, afresh
 * (the new release's files). A second failure soon after, or a browser that knows it is offline,
 * shows the error screen's plain offline message instead of reloading again.
 */
const KEY = 'navihub.page-reloaded-at';
/** A failure this soon after the last reload is not a new release: the connection is the trouble. */
export const RELOAD_WINDOW_MS = 60_000;

let reloading = false;

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** True for the errors a browser gives when a module script can not be fetched. */
export function isPageLoadFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return /dynamically imported module|Importing a module script failed|Unable to preload CSS|error loading dynamically imported module/i.test(
    error.message,
  );
}

/** A reload for a failed script file is under way (the error screen shows the spinner, not the message). */
export function isReloadingForPage(): boolean {
  return reloading;
}

/**
 * Loads `target` afresh unless the browser is offline or a reload for a failed file happened less
 * than RELOAD_WINDOW_MS ago. Returns whether it did.
 */
export function reloadOnceFor(target: string, now = Date.now()): boolean {
  if (reloading) return true;
  if (!navigator.onLine) return false;
  const store = storage();
  const last = Number(store?.getItem(KEY) ?? 0);
  if (now - last < RELOAD_WINDOW_MS) return false;
  try {
    store?.setItem(KEY, String(now));
  } catch {
    // Without storage a reload could repeat: better the offline message than a loop.
    return false;
  }
  if (!store) return false;
  reloading = true;
  window.location.assign(target);
  return true;
}

/**
 * Listens for Vite's `vite:preloadError` from now on. `target` gives the address being opened (the
 * router's pending navigation). The error still reaches the router, whose error screen shows a
 * spinner while the reload is under way, or the offline message.
 */
export function listenForPageLoadFailures(target: () => string): () => void {
  const onPreloadError = () => {
    reloadOnceFor(target());
  };
  window.addEventListener('vite:preloadError', onPreloadError);
  return () => window.removeEventListener('vite:preloadError', onPreloadError);
}
