import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS } from '../__tests__/e2e/support/env';

/** Headless Debian Chromium, started as the e2e suite starts it (the benches, the login page prerender). */
export const launchChromium = (): Promise<Browser> =>
  chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_FLAGS });
