import type { ReactNode } from 'react';
import { NuqsAdapter } from 'nuqs/adapters/react-router/v7';
import { BrowserRouter } from 'react-router';

/**
 * The window's history holding `entries`, the last one current: what the admin visited before
 * (Back goes to the one before). Call before rendering `InBrowserRouter`.
 */
export function visited(...entries: string[]): void {
  window.history.replaceState(null, '', entries[0]);
  for (const entry of entries.slice(1)) window.history.pushState(null, '', entry);
}

/** A hook's component under the console's router and address state, as src/app composes them. */
export function InBrowserRouter({ children }: { children: ReactNode }) {
  return (
    <NuqsAdapter defaultOptions={{ shallow: false }}>
      <BrowserRouter>{children}</BrowserRouter>
    </NuqsAdapter>
  );
}
