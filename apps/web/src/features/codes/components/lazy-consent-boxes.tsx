import { lazy, Suspense, type ComponentProps } from 'react';
import { withCatalogs } from '@/i18n/catalogs';

const Boxes = lazy(() => import('./consent-boxes').then(withCatalogs));

/**
 * The consent boxes (issue 32) on /navipin, in a chunk of their own: shown only when 'Generate'
 * spends a point or a subscription day, so the page's first load does not carry them.
 */
export function ConsentBoxes(props: ComponentProps<typeof Boxes>) {
  return (
    <Suspense fallback={null}>
      <Boxes {...props} />
    </Suspense>
  );
}
