import { settledWithin } from '../../../src/lib/settledWithin';

afterEach(() => jest.useRealTimers());

describe('settledWithin', () => {
  it('resolves when the promise fulfils, or rejects, before the limit', async () => {
    await expect(settledWithin(Promise.resolve('answer'), 60_000)).resolves.toBeUndefined();
    await expect(settledWithin(Promise.reject(new Error('failed')), 60_000)).resolves.toBeUndefined();
  });

  it('resolves at the limit when the promise is still pending, not before', async () => {
    jest.useFakeTimers();
    let done = false;
    void settledWithin(new Promise(() => undefined), 500).then(() => {
      done = true;
    });
    await jest.advanceTimersByTimeAsync(499);
    expect(done).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });
});
