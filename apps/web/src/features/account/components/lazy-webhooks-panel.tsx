import { lazy, Suspense } from 'react';
import { withCatalogs } from '@/i18n/catalogs';

// Its own chunk: the settings page shows without waiting for it, and no first load carries it.
const WebhooksPanel = lazy(() => import('./webhooks-panel').then(withCatalogs));

export function LazyWebhooksPanel() {
  return (
    // Below the rest of the page: nothing in its place while its chunk loads.
    <Suspense fallback={null}>
      <WebhooksPanel />
    </Suspense>
  );
}
