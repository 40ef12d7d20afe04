import { Suspense, useState, type ReactNode } from 'react';

/**
 * Renders `children` from the first time `needed` is true on, and keeps them (a dialog then closes
 * with its transition): what is lazily loaded inside loads when first needed, not with the page.
 */
export function OnceNeeded({ needed, children }: { needed: boolean; children: ReactNode }) {
  const [wanted, setWanted] = useState(needed);
  if (needed && !wanted) setWanted(true);
  return wanted ? <Suspense fallback={null}>{children}</Suspense> : null;
}
