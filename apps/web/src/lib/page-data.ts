/**
 * Data the server sent with the page (docs/decisions/038): the JSON data block of that id, read
 * once. The element is removed as it is read, so a query built again later (after its cache entry
 * was dropped) asks the API instead of taking the page's data, which is as old as the page.
 * Undefined without the block (the dev server's pages, the unit tests) or when it cannot be read.
 */
export function takePageData<T>(id: string): T | undefined {
  if (typeof document === 'undefined') return undefined;
  const block = document.getElementById(id);
  if (!(block instanceof HTMLScriptElement) || block.type !== 'application/json') return undefined;
  block.remove();
  try {
    return JSON.parse(block.textContent ?? '') as T;
  } catch {
    return undefined;
  }
}

/** When the page's data was made: the page's own request (epoch ms), for the queries' staleness. */
export function pageDataTime(): number {
  return Math.round(performance.timeOrigin);
}
