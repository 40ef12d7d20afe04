import { defineConfig } from '@playwright/test';
import {
  browserEnvironment,
  CHROMIUM,
  CHROMIUM_FLAGS,
  CONSOLE_URL,
  OTHER_DAY,
  ROOT,
  WORKERS,
} from './support/env';
import path from 'node:path';

const ci = Boolean(process.env.CI);

/**
 * Two workers, each with its own stack (sandbox, database and production server) started by
 * support/globalSetup.ts; a spec file runs whole in one worker. `baseURL` is the worker's console:
 * workers load this file after Playwright has set their TEST_PARALLEL_INDEX. Chromium is Debian's
 * (no browser download here).
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: path.join(ROOT, 'test-results', 'e2e'),
  globalSetup: './support/globalSetup.ts',
  workers: WORKERS,
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
      ...(OTHER_DAY ? { env: browserEnvironment() } : {}),
    },
    viewport: { width: 1440, height: 900 },
    locale: 'th-TH',
    timezoneId: 'Asia/Bangkok',
    actionTimeout: 10_000,
    navigationTimeout: 20_000,
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
});
