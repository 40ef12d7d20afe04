import { lazy, type ComponentType } from 'react';

/** A dynamic import that keeps its module once it has arrived, so it can be used without waiting. */
export interface RememberedImport<M> {
  /** Loads the module once; a load that failed may be tried again. */
  (): Promise<M>;
  /** The module when it is already here. */
  loaded: () => M | undefined;
}

export function rememberedImport<M>(load: () => Promise<M>): RememberedImport<M> {
  let module: M | undefined;
  let loading: Promise<M> | null = null;
  const remembered = () =>
    (loading ??= load().then(
      (arrived) => (module = arrived),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  return Object.assign(remembered, { loaded: () => module });
}

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
