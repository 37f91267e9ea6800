import { lazy, Suspense, type ComponentProps } from 'react';
import { withCatalogs } from '@/i18n/catalogs';

const Dialog = lazy(() => import('./vin-warning-dialog').then(withCatalogs));

/** The "Generate anyway?" dialog, fetched the first time it opens (it is rarely needed). */
export function LazyVinWarningDialog(props: ComponentProps<typeof Dialog>) {
  if (!props.order) return null;
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}
