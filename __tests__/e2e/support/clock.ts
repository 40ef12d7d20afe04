import type { Page } from '@playwright/test';

// Playwright's clock, as the timing spec uses it (`timings.spec.ts`):
// installed before the first page, it flows normally until a test pauses it just before the moment
// it checks, then `page.clock.runFor()` moves it by hand.

/** The page's clock now (fake, and frozen while paused). */
export const pageNow = (page: Page) => page.evaluate(() => Date.now());

/** Freezes the page's clock where it is (a moment later, so it never has to go back in time). */
export async function pauseClock(page: Page): Promise<number> {
  const at = (await pageNow(page)) + 1000;
  await page.clock.pauseAt(at);
  return at;
}

/**
 * Lets the page finish what a fired timer would have started (promises, renders, fetch calls):
 * none of that waits for the paused clock, and all of it takes milliseconds. A settle, not a
 * measurement: a missing call must still be missing after it.
 */
export const settle = (page: Page) => page.waitForTimeout(500);
