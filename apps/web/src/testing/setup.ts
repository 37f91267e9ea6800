import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { registerNavigator } from '@/lib/navigation';
import { reloadSession } from '@/lib/session';
import { dismissToast } from '@/lib/toast';
import { takeContractViolations } from './fake-server';

// findBy…/waitFor wait for what the user waits for (a page, its data, a status). Testing Library's
// default of 1 s is shorter than a lazy page's first load in a test file when the machine is busy:
// on CI's 2 cores beside other work, the VIN result page was still 'Loading...' after 1 s and
// failed the run (issue 19). 5 s was still too short with the machine's load average at 20 (the
// back-office catalogue and the login page, 2026-11-25): 10 s, and a real hang still fails.
configure({ asyncUtilTimeout: 10_000 });

// The parts of the shell that a browser fetches on demand (the toaster, the account menu) are loaded
// before the tests: under Vite's test runner a first dynamic import is transformed on the spot,
// which can take longer than the moments the tests look at (a toast shown before a navigation).
await Promise.all([import('@/components/ui/toaster'), import('@/app/layouts/account-dropdown')]);

// jsdom lacks a few browser APIs Radix primitives call.
if (!('ResizeObserver' in globalThis)) {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => {};

afterEach(() => {
  // A fake server that answered outside the contract fails the test, even where the page coped.
  const violations = takeContractViolations();
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
  reloadSession();
  dismissToast();
  registerNavigator(null);
  document.cookie = 'csrftoken=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
  if (violations.length > 0) throw new Error(violations.join('\n'));
});
