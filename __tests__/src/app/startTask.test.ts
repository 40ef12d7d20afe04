/**
 * When the console starts (src/app/startTask.ts): over a prerendered page, one task after the
 * modules' evaluation, so neither task is long; otherwise at once.
 */
import { scheduleStart } from '../../../src/app/startTask';

describe('scheduleStart', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('starts over a prerendered page in a task of its own, not in the one that evaluated the modules', () => {
    const root = document.createElement('div');
    root.setAttribute('data-prerendered', '');
    const start = jest.fn();
    scheduleStart(start, root);
    expect(start).not.toHaveBeenCalled();
    jest.runOnlyPendingTimers();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts at once when nothing is on screen yet (index.html, or no #root)', () => {
    const start = jest.fn();
    scheduleStart(start, document.createElement('div'));
    expect(start).toHaveBeenCalledTimes(1);
    scheduleStart(start, null);
    expect(start).toHaveBeenCalledTimes(2);
    jest.runOnlyPendingTimers();
    expect(start).toHaveBeenCalledTimes(2);
  });
});
