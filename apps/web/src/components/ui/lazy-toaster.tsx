import { lazy, Suspense, useState } from 'react';
import { withCatalogs } from '@/i18n/catalogs';
import { useCurrentToast } from '@/lib/toast';

const Toaster = lazy(() => import('./toaster').then(withCatalogs).then((m) => ({ default: m.Toaster })));

/**
 * The toaster, fetched when the first toast is shown: its library (Radix Toast) is not part of a
 * page's first load, and most visits show no toast at all. Once there, it stays.
 */
export function LazyToaster() {
  const current = useCurrentToast();
  const [needed, setNeeded] = useState(false);
  if (current && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
