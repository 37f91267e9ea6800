import { useSearchParams } from 'react-router';

/**
 * A list's filters kept in the address (so a reload or a shared link shows the same page): read
 * them, and change some — any change but the page's own goes back to page 1.
 */
export function useListParams<K extends string>(keys: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const raw = Number.parseInt(params.get('page') ?? '1', 10);
  const page = Number.isInteger(raw) && raw > 0 ? raw : 1;
  const values = Object.fromEntries(keys.map((key) => [key, params.get(key) ?? ''])) as Record<K, string>;
  const update = (changes: Partial<Record<K | 'page', string | number>>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (!('page' in changes)) next.delete('page');
      for (const [key, value] of Object.entries(changes)) {
        const text = String(value ?? '');
        if (text === '' || (key === 'page' && text === '1')) next.delete(key);
        else next.set(key, text);
      }
      return next;
    });
  return { page, values, update };
}
