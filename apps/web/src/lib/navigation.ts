/**
 * Lets code outside React (the api client's logout) move the router. The app registers the data
 * router's navigate once it exists; until then a navigation request is a full page load.
 */
type NavigateOptions = { replace?: boolean; state?: unknown };
type Navigate = (to: string, options?: NavigateOptions) => void | Promise<void>;

let navigator: Navigate | null = null;
let locate: (() => string) | null = null;

/** `where` gives the router's current address (path, query and hash). */
export function registerNavigator(navigate: Navigate | null, where?: () => string): void {
  navigator = navigate;
  locate = where ?? null;
}

/** The address the app shows now (the router's, else the window's). */
export function currentPath(): string {
  return locate?.() ?? window.location.pathname + window.location.search + window.location.hash;
}

/** `state` reaches the page only through the router (a full page load has none). */
export function navigateTo(to: string, options?: NavigateOptions): void {
  if (navigator) void navigator(to, options);
  else window.location.assign(to);
}
