/**
 * Resolves once `promise` has settled (either way) or `ms` have passed, whichever comes first: a
 * wait that gives up, for what the first render would rather have but must not hang on.
 */
export function settledWithin(promise: Promise<unknown>, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => resolve();
    promise.then(done, done);
    setTimeout(done, ms);
  });
}
