import { chromium, type Browser } from 'playwright-core';

/** Debian's Chromium: browsers cannot be downloaded here (CHROMIUM_PATH or CHROME_PATH override). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** The flags the benches start it with: headless, and nothing of its own on the network or the CPU. */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Headless Chromium for a bench, driven by Playwright. */
export const launchChromium = (): Promise<Browser> =>
  chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_FLAGS });
