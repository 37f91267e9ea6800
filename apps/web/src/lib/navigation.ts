/**
 * Lets code outside React (the api client's logout) move the router. The app registers the data
 * router's navigate once it exists; until then a navigation request is a full page load.
 */
type NavigateOptions = { replace?: boolean; state?: unknown };
type Navigate = (to: string, options?: NavigateOptions) => void | Promise<void>;

let navigator: Navigate | null = null;

export function registerNavigator(navigate: Navigate | null): void {
  navigator = navigate;
}

/** `state` reaches the page only through the router (a full page load has none). */
export function navigateTo(to: string, options?: NavigateOptions): void {
  if (navigator) void navigator(to, options);
  else window.location.assign(to);
}
