import { lazy, type ComponentType } from 'react';

/**
 * `React.lazy` for code that may already be here (preloaded): when `loaded()` has the module, lazy
 * gets a thenable that resolves as it is asked, and React draws the component in the same pass.
 * A fallback shown instead would hold it back: React shows one for at least 300 ms.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any props, as React.lazy itself
export function lazyWhenReady<M extends { default: ComponentType<any> }>(
  loaded: () => M | null | undefined,
  load: () => Promise<M>,
) {
  return lazy(() => {
    const module = loaded();
    if (!module) return load();
    const ready = { then: (resolve: (value: M) => void) => resolve(module) };
    return ready as unknown as Promise<M>;
  });
}
