/**
 * Requests wait for the first paint of the page (decision 035). The first render starts the
 * page's queries (site config, session, lists); answered within a frame, as they are from a near
 * server, they and the renders they cause ran before the browser painted anything, so the page's
 * text appeared only once every answer was in. main.tsx holds them from just before the first
 * render until the browser reports that first paint: the page paints with its loading states, then
 * the requests go out. Tests never hold them.
 */
let firstPaint: Promise<void> = Promise.resolve();

/**
 * Longest hold: the browser paints nothing in a hidden tab, and nothing contentful for a page
 * without text; the requests then go out after this long.
 */
const MAX_HOLD_MS = 300;

/** Holds requests until the browser reports its first contentful paint (at most MAX_HOLD_MS). */
export function holdRequestsUntilPainted(): void {
  if (typeof PerformanceObserver === 'undefined') return;
  if (!PerformanceObserver.supportedEntryTypes.includes('paint')) return;
  firstPaint = new Promise<void>((resolve) => {
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      done();
    });
    const timer = setTimeout(() => done(), MAX_HOLD_MS);
    function done() {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    }
    observer.observe({ type: 'paint', buffered: true });
  });
}

/** Resolves once requests may go out (at once unless holdRequestsUntilPainted holds them). */
export function afterFirstPaint(): Promise<void> {
  return firstPaint;
}
