/**
 * The back-office chunk, fetched through this small one: the list of files it needs then travels
 * here, not in the entry every customer loads.
 */
export const loadBackoffice = () => import('./backoffice');
