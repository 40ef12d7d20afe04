import { chromium, type Browser } from 'playwright-core';

/** Debian's Chromium (browsers cannot be downloaded here); CHROMIUM_PATH or CHROME_PATH overrides. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Chromium's flags for the e2e suite and the benches: nothing of its own on the network or the CPU. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Headless Chromium, started as the e2e suite starts it (the benches). */
export const launchChromium = (): Promise<Browser> =>
  chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_FLAGS });
