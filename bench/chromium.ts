import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS } from '../__tests__/e2e/support/env';

/** Headless Debian Chromium for a bench, started as the e2e suite starts it. */
export const launchChromium = (): Promise<Browser> =>
  chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_FLAGS });
