/**
 * How the console's start is cut into steps (src/app/startTask.ts): over a prerendered page each
 * step in a task of its own, so no task is long; otherwise every step at once, in the same task.
 */
import { startSteps } from '../../../src/app/startTask';

describe('startSteps', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  /** Lets the promise callbacks queued so far run, without any timer firing. */
  const settle = async () => {
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
  };

  it('runs each step over a prerendered page in a task of its own, in order, and passes on its result', async () => {
    const root = document.createElement('div');
    root.setAttribute('data-prerendered', '');
    const step = startSteps(root);
    const ran: string[] = [];
    const steps = (async () => {
      const first = await step(() => {
        ran.push('first');
        return 1;
      });
      await step(async () => {
        ran.push(`second after ${first}`);
      });
    })();

    await settle();
    expect(ran).toEqual([]);
    jest.advanceTimersToNextTimer();
    await settle();
    expect(ran).toEqual(['first']);
    jest.advanceTimersToNextTimer();
    await settle();
    expect(ran).toEqual(['first', 'second after 1']);
    await steps;
  });

  it('runs every step at once, without a timer, when nothing is on screen yet (index.html, or no #root)', async () => {
    for (const root of [document.createElement('div'), null]) {
      const step = startSteps(root);
      const ran: number[] = [];
      const steps = (async () => {
        await step(() => ran.push(1));
        await step(() => ran.push(2));
      })();
      await settle();
      expect(ran).toEqual([1, 2]);
      expect(jest.getTimerCount()).toBe(0);
      await steps;
    }
  });
});
