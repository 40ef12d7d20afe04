import { defineConfig } from '@playwright/test';
import { CHROMIUM, CHROMIUM_FLAGS, CONSOLE_URL, ROOT } from './support/env';
import path from 'node:path';

const ci = Boolean(process.env.CI);

/**
 * One worker: the machine has two cores, and the specs share one sandbox database. Chromium is
 * Debian's (no browser download here); the stack (sandbox + production server) is started by
 * support/globalSetup.ts.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: path.join(ROOT, 'test-results', 'e2e'),
  globalSetup: './support/globalSetup.ts',
  workers: 1,
  fullyParallel: false,
  retries: ci ? 1 : 0,
  forbidOnly: ci,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: ci
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: path.join(ROOT, 'playwright-report') }]],
  use: {
    baseURL: CONSOLE_URL,
    browserName: 'chromium',
    headless: true,
    launchOptions: {
      executablePath: CHROMIUM,
      args: CHROMIUM_FLAGS,
    },
    viewport: { width: 1440, height: 900 },
    locale: 'th-TH',
    timezoneId: 'Asia/Bangkok',
    actionTimeout: 10_000,
    navigationTimeout: 20_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
