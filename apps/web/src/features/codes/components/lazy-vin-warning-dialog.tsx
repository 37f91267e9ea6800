import { lazy, Suspense, type ComponentProps } from 'react';

const Dialog = lazy(() => import('./vin-warning-dialog'));

/** The "Generate anyway?" dialog, fetched the first time it opens (it is rarely needed). */
export function LazyVinWarningDialog(props: ComponentProps<typeof Dialog>) {
  if (!props.order) return null;
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}
