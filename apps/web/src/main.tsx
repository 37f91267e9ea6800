import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { catalogsLoaded } from './i18n/catalogs';
import { loadCurrentPage, pendingHref } from './app/router';
import { holdRequestsUntilPainted } from './lib/first-paint';
import { listenForPageLoadFailures } from './lib/page-load-failure';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

// A page's script file that can not be fetched (a new release): the page is loaded afresh, once.
listenForPageLoadFailures(pendingHref);

// The page's own module first (its chunk is preloaded by the page's index.html, decision 029): the
// first paint is then the page, not the router's spinner (decision 035). The first render is a
// transition: React renders it in slices of a few milliseconds instead of one long task, and
// commits the whole page at once (decision 046).
// A page in another language than English first loads, in its language, the texts of the modules
// every page runs and those of the page's own (its route awaits them, decision 064).
void Promise.all([
  catalogsLoaded().catch((error: unknown) =>
    console.warn("The page's texts in its language failed to load", error),
  ),
  loadCurrentPage(),
]).then(() => {
  const reactRoot = createRoot(root);
  holdRequestsUntilPainted();
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
});
