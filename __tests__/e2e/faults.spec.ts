import type { Locator, Page } from '@playwright/test';
import { AuthPaths, WorkQueuePaths } from '../../contract';
import { ADMIN_ACCOUNT as ADMIN, expect, startFromSeed, test } from './support/fixtures';

// The console under the sandbox's switchable faults, where only a browser shows it: two real tabs
// of one session (their own storage, Web Locks and BroadcastChannel) taking up each other's token
// rotation, and a real dropped connection. The failed mutations, expired and revoked sessions,
// network failures of each list and double clicks under latency are jest's
// (docs/testing.md, "What runs where").

startFromSeed();

test.afterEach(async ({ sandbox }) => {
  await sandbox.clearFaults();
});

test.describe('sessions', () => {
  for (const remember of [true, false]) {
    test(`two tabs of one session (${remember ? 'remembered' : 'this browser session only'}): the tokens one tab rotates, the other takes up; neither is signed out`, async ({
      page,
      signIn,
      sandbox,
      consoleProblems,
    }) => {
      consoleProblems.allow(/status of 401/);
      await signIn(page, { provider: 'line', account: ADMIN, remember });
      // The home page settles first: a tab opened from it shares its renderer process, so the
      // second console would otherwise boot while the first still draws its charts.
      await expect(page.getByTestId('counter-todayBooking')).toHaveAttribute('aria-busy', 'false');
      await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
      // The tokens expire once the second tab's menu counts are in too, or the second tab would
      // meet the expiry first.
      let countsInSecond = false;
      page.context().on('response', (response) => {
        if (new URL(response.url()).pathname === WorkQueuePaths.counts && response.frame().page() !== page)
          countsInSecond = true;
      });
      // Opened from the first, as a link opened in a new tab is: it starts with a copy of the
      // first's session storage, and shares its local storage.
      const [second] = await Promise.all([
        page.context().waitForEvent('page'),
        page.evaluate(() => void window.open('/partner-management')),
      ]);
      const rowsOf = (tab: Page) => tab.locator('[role="row"][data-id]').first();
      await expect(rowsOf(second)).toBeVisible({ timeout: 20_000 });
      await expect.poll(() => countsInSecond).toBe(true);
      const refreshes: string[] = [];
      for (const [name, tab] of [
        ['first', page],
        ['second', second],
      ] as const)
        tab.on('request', (request) => {
          if (new URL(request.url()).pathname === AuthPaths.refreshToken) refreshes.push(name);
        });

      await sandbox.setFaults({ rules: [{ pattern: '/', expireTokens: true }] });
      await page.goto('/user-management');
      await expect(rowsOf(page)).toBeVisible();
      expect(refreshes).toEqual(['first']);
      // The second tab's token expired too: it goes on with the first tab's new pair, without
      // sending the refresh token that pair replaced (the server would end the session for it).
      // (Partner management's menu group is open, and user management is in it.)
      await second
        .getByRole('navigation', { name: 'เมนูหลัก' })
        .getByRole('link', { name: 'จัดการผู้ใช้งาน' })
        .click();
      await expect(rowsOf(second)).toBeVisible();
      await expect(second.getByRole('dialog')).toHaveCount(0);
      expect(refreshes).toEqual(['first']);
      // The session lives on the server: each tab, reloaded, is still signed in.
      for (const tab of [page, second]) {
        await tab.reload();
        await expect(rowsOf(tab)).toBeVisible();
        await expect(tab).toHaveURL(/\/user-management/);
      }
      expect(refreshes).toEqual(['first']);
    });
  }
});

/** The Try again button of a list's error state. */
const tryAgain = (scope: Locator | Page) => scope.getByRole('button', { name: /^ลองใหม่อีกครั้ง$/ });

test.describe('a dropped connection', () => {
  // One real dropped TCP connection (ERR_EMPTY_RESPONSE, fetch's TypeError) through the browser,
  // on the screen with two lists: every list's network failure takes the same path (baseQuery),
  // which jest covers screen by screen with MSW's network error.
  test("on partner management shows each list's error state; Try again recovers both", async ({
    page,
    visit,
    sandbox,
    consoleProblems,
  }) => {
    consoleProblems.allow(/ERR_EMPTY_RESPONSE|Failed to load resource|Failed to fetch/);
    await visit(page, { path: '/', account: ADMIN });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await sandbox.setFaults({ rules: [{ pattern: '/', methods: ['GET'], drop: true }] });
    await page.goto('/partner-management');
    // The network failure also raises the general alert; the list keeps its own error state.
    const alert = page.getByRole('dialog').filter({ hasText: 'กรุณาลองใหม่ภายหลัง' });
    await expect(tryAgain(page).first()).toBeVisible();
    await expect(page.getByText(/เกิดข้อผิดพลาดในการ(โหลดข้อมูล|ค้นหา)/).first()).toBeVisible();
    await sandbox.clearFaults();
    // Partners has two lists, each with its own error state; a retry may refetch both.
    await expect(async () => {
      if (await alert.isVisible()) await alert.getByRole('button').last().click({ timeout: 1000 });
      if ((await tryAgain(page).count()) > 0) await tryAgain(page).first().click({ timeout: 1000 });
      await expect(tryAgain(page)).toHaveCount(0, { timeout: 2000 });
    }).toPass({ timeout: 15_000 });
    for (const region of await page.getByRole('main').getByRole('region').all())
      await expect(region.locator('[role="row"][data-id]').first()).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
