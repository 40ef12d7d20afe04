import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { AuthPaths, PropertyPaths, type DashboardInfo } from '../../src/services/contract';
import { CONSOLE_URL, ROOT } from './support/env';
import { expect, test, LOOKS, type Language, type Theme } from './support/fixtures';

const ADMIN = 'admin@poolvilla.test';
const PARTNER = 'partner@poolvilla.test';
const COUNTERS: (keyof DashboardInfo)[] = ['totalBooking', 'todayBooking', 'propertyCount', 'members'];
/** The storage keys of a session (src/lib/storage.ts): tokens, profile, sign-in state and intent. */
const SESSION_KEYS = ['a', 'r', 'p', 's', 'u'];

/** Storage keys present in local and session storage. */
const storedKeys = (page: Page) =>
  page.evaluate(() => ({
    local: Object.keys(localStorage).sort(),
    session: Object.keys(sessionStorage).sort(),
  }));

/** The stored refresh token (a [typeCode, value] pair under `r`, local or session). */
const storedRefreshToken = (page: Page) =>
  page.evaluate(() => {
    const raw = localStorage.getItem('r') ?? sessionStorage.getItem('r');
    return raw ? (JSON.parse(raw) as [string, string])[1] : null;
  });

const themeToggle = (page: Page) => page.getByRole('button', { name: /^(โหมดมืด|Dark mode)$/ });

/** Sets language and theme through the visible controls (login's corner control or the header). */
async function choosePreferences(page: Page, language: Language, theme: Theme) {
  await page.getByRole('button', { name: language === 'th' ? 'ไทย' : 'English', exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  const toggle = themeToggle(page);
  if ((await toggle.getAttribute('aria-pressed')) !== String(theme === 'dark')) await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', String(theme === 'dark'));
}

/** The page's background really is dark or light (relative luminance of the body's background). */
async function backgroundIsDark(page: Page): Promise<boolean> {
  const color = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const [r, g, b] = (color.match(/\d+(\.\d+)?/g) ?? ['255', '255', '255']).map(Number);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b < 128;
}

const digits = (text: string) => text.replace(/[^\d]/g, '');

async function expectCountersMatch(page: Page, info: DashboardInfo) {
  for (const field of COUNTERS) {
    const counter = page.getByTestId(`counter-${field}`);
    await expect(counter).toHaveAttribute('aria-busy', 'false');
    await expect
      .poll(async () => digits(await counter.innerText()), { message: field })
      .toBe(String(info[field]));
  }
}

test.describe('signing in', () => {
  test('the administrator signs in through the simulated LINE page and sees the real counts', async ({
    page,
    signIn,
    sandbox,
  }) => {
    await signIn(page, { provider: 'line', account: ADMIN });
    await expect(page).toHaveURL(/\/$/);

    const { accessToken } = await sandbox.tokensFor(ADMIN);
    const info = await sandbox.get<DashboardInfo>(PropertyPaths.propertyInfo, accessToken);
    // Real seeded figures: a console showing its 0 fallbacks must not pass.
    expect(info.totalBooking).toBeGreaterThan(0);
    expect(info.propertyCount).toBeGreaterThan(0);
    expect(info.members).toBe(sandbox.query<{ n: number }>('SELECT COUNT(*) AS n FROM profiles')[0].n);
    await expectCountersMatch(page, info);
  });

  test('the administrator signs in through the simulated Apple page', async ({ page, signIn }) => {
    await signIn(page, { provider: 'apple', account: ADMIN });
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('counter-members')).toHaveAttribute('aria-busy', 'false');
    expect((await storedKeys(page)).session).toEqual(expect.arrayContaining(['a', 'r']));
  });

  test('a reload keeps the administrator signed in', async ({ page, signIn }) => {
    await signIn(page, { provider: 'line', account: ADMIN });
    // As a person would: once home is shown (the session is saved a moment after the sign-in lands).
    await expect(page.getByTestId('counter-totalBooking')).toHaveAttribute('aria-busy', 'false');
    await page.reload();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('counter-totalBooking')).toHaveAttribute('aria-busy', 'false');
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/profile$/);
  });

  test('"remember me" keeps the session for a new tab; without it the session stays in its tab', async ({
    page,
    context,
    browser,
    signIn,
  }) => {
    await signIn(page, { provider: 'line', account: ADMIN, remember: true });
    expect((await storedKeys(page)).local).toEqual(expect.arrayContaining(['a', 'r']));
    const remembered = await context.newPage();
    await remembered.goto('/');
    await expect(remembered.getByTestId('counter-members')).toHaveAttribute('aria-busy', 'false');
    await remembered.close();

    const other = await browser.newContext({ baseURL: CONSOLE_URL });
    const otherPage = await other.newPage();
    await signIn(otherPage, { provider: 'line', account: ADMIN, remember: false });
    expect((await storedKeys(otherPage)).local).not.toContain('a');
    const tab = await other.newPage();
    await tab.goto('/');
    await expect(tab).toHaveURL(/\/login$/);
    await other.close();
  });

  test('the partner is refused with a clear message and gets no session', async ({
    page,
    chooseAccount,
    consoleProblems,
  }) => {
    // The refused exchange is a 403 answer, which Chromium logs.
    consoleProblems.allow(/status of 403/);
    await chooseAccount(page, { provider: 'line', account: PARTNER });
    const error = page.getByTestId('login-error');
    await expect(error).toBeVisible();
    await expect(error).toContainText('เฉพาะผู้ดูแลระบบ');
    await expect(page).toHaveURL(/\/login$/);
    const keys = await storedKeys(page);
    expect([...keys.local, ...keys.session].filter((key) => SESSION_KEYS.includes(key))).toEqual([]);
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a forged state is refused and no code is exchanged', async ({ page }) => {
    const exchanges: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes(AuthPaths.loginRoute.split(':')[0])) exchanges.push(request.url());
    });
    // A real attempt first, so a state is stored: the forged one must not match it.
    await page.goto('/login');
    await page.getByRole('button', { name: /line/i }).click();
    await page.waitForURL((url) => url.pathname === '/oauth/line/authorize');
    await page.goto('/login?code=x&state=forged');

    const error = page.getByTestId('login-error');
    await expect(error).toBeVisible();
    await expect(error).toContainText('state');
    await expect(page).toHaveURL(/\/login$/);
    expect(exchanges).toEqual([]);
    const keys = await storedKeys(page);
    expect([...keys.local, ...keys.session].filter((key) => SESSION_KEYS.includes(key))).toEqual([]);
  });
});

test.describe('the session', () => {
  test('signing out returns to /login, clears the session storage and revokes the refresh token', async ({
    page,
    signIn,
    sandbox,
  }) => {
    await signIn(page, { provider: 'line', account: ADMIN });
    const refreshToken = await storedRefreshToken(page);
    expect(refreshToken).toBeTruthy();

    await page.getByRole('button', { name: /^(เมนูบัญชี|Account menu)$/ }).click();
    await page.getByRole('menuitem', { name: /^(ออกจากระบบ|Sign out)$/ }).click();
    await expect(page).toHaveURL(/\/login$/);

    const keys = await storedKeys(page);
    expect([...keys.local, ...keys.session].filter((key) => SESSION_KEYS.includes(key))).toEqual([]);
    const hash = createHash('sha256').update(refreshToken!).digest('hex');
    await expect
      .poll(
        () =>
          sandbox.query<{ revoked_at: number | null }>(
            `SELECT f.revoked_at FROM refresh_tokens t JOIN refresh_families f ON f.family_id = t.family_id
             WHERE t.token_hash = ?`,
            hash,
          )[0]?.revoked_at ?? null,
      )
      .not.toBeNull();
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('language and theme survive a reload, before and after signing in', async ({ page, signIn }) => {
    await page.goto('/login');
    await choosePreferences(page, 'en', 'dark');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in');
    await expect(themeToggle(page)).toHaveAttribute('aria-pressed', 'true');
    expect(await backgroundIsDark(page)).toBe(true);

    await signIn(page, { provider: 'apple', account: ADMIN });
    await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();
    await choosePreferences(page, 'th', 'light');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');
    await expect(page.getByRole('heading', { name: 'ภาพรวม' })).toBeVisible();
    await expect(themeToggle(page)).toHaveAttribute('aria-pressed', 'false');
    expect(await backgroundIsDark(page)).toBe(false);
  });

  test('an unknown path shows the not-found page with a way home', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ไม่พบหน้าที่ต้องการ');
    await page.getByRole('link', { name: 'กลับสู่หน้าแรก' }).click();
    // Home is behind the guard: signed out, it leads to the login page.
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('the bundle', () => {
  test('the login page loads neither the DataGrid nor the image compressor', async ({ page }) => {
    // Both are chunks of their own (webpack.config.ts): make sure they exist, so their absence below means something.
    const assets = fs.readdirSync(path.join(ROOT, 'dist', 'assets'));
    for (const chunk of ['datagrid', 'compressor']) {
      expect(
        assets.some((name) => new RegExp(`^${chunk}\\.[0-9a-f]+\\.js$`).test(name)),
        chunk,
      ).toBe(true);
    }
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/login', { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((script) => /\/(datagrid|compressor)\./.test(script))).toEqual([]);
  });
});

test.describe('screenshots', () => {
  test('login at 390 and 1440 px, light and dark, Thai and English', async ({ page, saveScreenshot }) => {
    await page.goto('/login');
    for (const [language, theme] of LOOKS) {
      await page.setViewportSize({ width: 1440, height: 900 });
      await choosePreferences(page, language, theme);
      for (const width of [1440, 390])
        await saveScreenshot(page, { screen: 'login', language, theme, width });
    }
  });

  test('home at 390 and 1440 px, light and dark, Thai and English', async ({
    page,
    signIn,
    saveScreenshot,
  }) => {
    await signIn(page, { provider: 'line', account: ADMIN });
    for (const [language, theme] of LOOKS) {
      await page.setViewportSize({ width: 1440, height: 900 });
      await choosePreferences(page, language, theme);
      for (const width of [1440, 390]) {
        await page.setViewportSize({ width, height: width < 768 ? 844 : 900 });
        await expect(page.getByTestId('counter-members')).toHaveAttribute('aria-busy', 'false');
        await saveScreenshot(page, { screen: 'home', language, theme, width });
      }
    }
  });
});
