import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { formatPhone } from '../../src/lib/format';
import { AuthPaths, PropertyPaths, type DashboardInfo } from '../../contract';
import { CONSOLE_URL, ROOT } from './support/env';
import {
  ADMIN_ACCOUNT as ADMIN,
  choosePreferences,
  detailValue,
  eachLook,
  escapeRegExp,
  expect,
  expectNoSideScroll,
  type Language,
  test,
  text,
} from './support/fixtures';
import { stillness } from './support/looks';

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
    // The sign-in state is single-use: removed once the code is exchanged.
    const keys = await storedKeys(page);
    expect([...keys.local, ...keys.session]).not.toContain('s');
  });

  test('the administrator signs in through the simulated Apple page', async ({ page, signIn }) => {
    const authorize = page.waitForRequest(
      (request) => new URL(request.url()).pathname === '/oauth/apple/authorize',
    );
    await signIn(page, { provider: 'apple', account: ADMIN });
    const sent = new URL((await authorize).url()).searchParams;
    expect(sent.get('response_type')).toBe('code');
    expect(sent.get('client_id')).toBe('poolvilla-admin-apple');
    expect(sent.get('redirect_uri')).toBe(`${CONSOLE_URL}/login`);
    expect(sent.get('state')).toMatch(/^a.{8,}/);
    expect(sent.has('scope')).toBe(false);
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

    // The login page with no code and state signs out: the logout call, then no session.
    const logout = page.waitForRequest((request) => new URL(request.url()).pathname === AuthPaths.logout);
    await page.goto('/login');
    expect((await logout).method()).toBe('DELETE');
    await expect
      .poll(async () => {
        const keys = await storedKeys(page);
        return [...keys.local, ...keys.session].filter((key) => SESSION_KEYS.includes(key));
      })
      .toEqual([]);
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
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
      if (request.url().includes(AuthPaths.login.route.split(':')[0])) exchanges.push(request.url());
    });
    // A real attempt first, so a state is stored: the forged one must not match it.
    await page.goto('/login');
    await page.getByRole('button', { name: /line/i }).click();
    await page.waitForURL((url) => url.pathname === '/oauth/line/authorize');
    const sent = new URL(page.url()).searchParams;
    expect(sent.get('response_type')).toBe('code');
    expect(sent.get('client_id')).toBe('poolvilla-admin-line');
    expect(sent.get('redirect_uri')).toBe(`${CONSOLE_URL}/login`);
    expect(sent.get('scope')).toBe('profile');
    const state = sent.get('state') ?? '';
    expect(state).toMatch(/^l.{8,}/);
    await page.goto('/login?code=x&state=forged');

    const error = page.getByTestId('login-error');
    await expect(error).toBeVisible();
    await expect(error).toHaveText(new RegExp(escapeRegExp(text('th', 'login.errors.stateRefused'))));
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

  test('an unknown path shows the not-found page with a way home, in Thai and English at 390 and 1440 px', async ({
    page,
    visit,
  }) => {
    const year = String(new Date().getFullYear());
    for (const [language, width] of [
      ['th', 1440],
      ['en', 390],
      ['en', 1440],
      ['th', 390],
    ] as const) {
      await page.setViewportSize({ width, height: width < 768 ? 844 : 900 });
      await visit(page, { path: '/no/such-page', language });
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(language, 'notFound.title'));
      await expect(page.getByText(text(language, 'notFound.message'))).toBeVisible();
      await expect(page.locator('main svg[aria-hidden]').first()).toBeVisible();
      await expect(page.getByRole('contentinfo')).toContainText(text(language, 'common.copyright', { year }));
      await expectNoSideScroll(page);
    }
    await page.getByRole('link', { name: text('th', 'notFound.backHome') }).click();
    // Home is behind the guard: signed out, it leads to the login page.
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('the bundle', () => {
  test('the login page does not load the DataGrid', async ({ page }) => {
    // The grid is the build's one named chunk (webpack.config.ts): make sure it exists, so its
    // absence below means something.
    const assets = fs.readdirSync(path.join(ROOT, 'dist', 'assets'));
    expect(assets.some((name) => /^datagrid\.[0-9a-f]+\.js$/.test(name))).toBe(true);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/login', { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((script) => /\/datagrid\./.test(script))).toEqual([]);
  });
});

/** The console's runtime config, as the browser gets it. */
const runtimeConfig = async () =>
  (await (await fetch(`${CONSOLE_URL}/config.json`)).json()) as { consumerSiteUrl: string };

/** A moment of yesterday in Bangkok at hh:mm (earlier than now, so the session's tokens stay valid). */
function yesterdayAt(hour: number, minute: number): Date {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok' }).format(Date.now() - 86_400_000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return new Date(`${day}T${pad(hour)}:${pad(minute)}:00+07:00`);
}

test.describe('the shell', () => {
  test('sidebar, header search, breadcrumb, user menu and profile at 1440 px in English', async ({
    page,
    visit,
    sandbox,
  }) => {
    const { consumerSiteUrl } = await runtimeConfig();
    await visit(page, { path: '/user-management?size=30', language: 'en', account: ADMIN });
    const nav = page.getByRole('navigation', { name: text('en', 'layout.menu.label') });
    const width = async () => (await nav.boundingBox())?.width;
    await expect.poll(width).toBe(290);
    await expect(nav.getByRole('link', { name: text('en', 'layout.infoCard.action') })).toHaveAttribute(
      'href',
      consumerSiteUrl,
    );
    // The groups: the current page's group starts open, and one submenu at most is open.
    const group = (key: string) => nav.getByRole('button', { name: text('en', `layout.menu.${key}`) });
    await expect(group('user')).toHaveAttribute('aria-expanded', 'true');
    await group('bookings').click();
    await expect(group('bookings')).toHaveAttribute('aria-expanded', 'true');
    await expect(group('user')).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: text('en', 'pages.userManagement.title') })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: text('en', 'pages.partnerBookings.title') })).toBeVisible();
    await group('poolVilla').click();
    await expect(group('bookings')).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: text('en', 'pages.propertyManagement.title') })).toBeVisible();
    await expect(nav.getByRole('link', { name: text('en', 'pages.home.title') })).toBeVisible();

    // Collapsed to 90 px by the header's toggle; hovering expands it over the page.
    const toggle = page.getByRole('button', { name: text('en', 'layout.header.toggleSidebar') });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await page.mouse.move(1000, 500);
    await expect.poll(width).toBe(90);
    await nav.hover();
    await expect.poll(width).toBe(290);
    await page.mouse.move(1000, 500);
    await expect.poll(width).toBe(90);
    await toggle.click();
    await expect.poll(width).toBe(290);

    // A page scrolled down starts at the top after a path change (the breadcrumb's home link).
    await expect(page.locator('[role="row"][data-id]')).toHaveCount(30);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    const breadcrumb = page.getByRole('navigation', { name: text('en', 'layout.breadcrumb') });
    await expect(breadcrumb).toContainText(text('en', 'pages.userManagement.title'));
    await breadcrumb.getByRole('link', { name: text('en', 'pages.home.title') }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    // Ctrl+K opens the palette with its box focused; it finds pages too and jumps to the one chosen.
    await page.keyboard.press('Control+k');
    const search = page.getByRole('combobox', { name: text('en', 'find.label') });
    await expect(search).toBeFocused();
    await search.fill('zzqqzz');
    await expect(page.getByText(text('en', 'find.noMatch', { term: 'zzqqzz' }))).toBeVisible();
    await search.fill('transfer');
    await page.getByRole('option', { name: text('en', 'pages.transferManagement.title') }).click();
    await expect(page).toHaveURL(/\/transfer-management$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      text('en', 'pages.transferManagement.title'),
    );

    // The user menu: first name on the button; full name, email, profile and sign-out inside.
    const [admin] = sandbox.query<{ first_name: string; last_name: string; phone_number: string }>(
      'SELECT first_name, last_name, phone_number FROM profiles WHERE email = ?',
      ADMIN,
    );
    const account = page.getByRole('button', { name: text('en', 'layout.userMenu.open') });
    await expect(account).toContainText(admin.first_name);
    await account.click();
    const popover = page.locator('.MuiPopover-paper');
    await expect(popover).toContainText(`${admin.first_name} ${admin.last_name}`);
    await expect(popover).toContainText(ADMIN);
    await expect(page.getByRole('menuitem', { name: text('en', 'layout.userMenu.signOut') })).toBeVisible();
    await page.getByRole('menuitem', { name: text('en', 'layout.userMenu.profile') }).click();
    await expect(page).toHaveURL(/\/profile$/);

    // The profile: the signed-in admin as the sandbox knows them.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', 'pages.profile.title'));
    const main = page.getByRole('main');
    for (const [label, value] of [
      ['firstName', admin.first_name],
      ['lastName', admin.last_name],
      ['email', ADMIN],
      ['phoneNumber', formatPhone(admin.phone_number)],
      ['role', text('en', 'roles.ADMIN')],
      ['version', '1.1.0'],
    ])
      await expect(detailValue(main, text('en', `profile.${label}`))).toHaveText(value);
    await expect(main.getByRole('img').first()).toBeVisible();
    await expect(main.getByText(text('en', 'profile.application'), { exact: true }).first()).toBeVisible();
  });

  test('at 390 px in Thai: the sidebar is an overlay; the profile signs out', async ({ page, visit }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await visit(page, { path: '/', account: ADMIN });
    const nav = page.getByRole('navigation', { name: text('th', 'layout.menu.label') });
    await expect(page.getByTestId('counter-members')).toHaveAttribute('aria-busy', 'false');
    await expect(nav).toBeHidden();
    await page.getByRole('button', { name: text('th', 'layout.header.toggleSidebar') }).click();
    await expect(nav).toBeVisible();
    await nav.getByRole('button', { name: text('th', 'layout.menu.user') }).click();
    // Once the submenu has slid open (a click into a region still growing can be lost).
    await stillness(page);
    await nav.getByRole('link', { name: text('th', 'pages.partnerManagement.title') }).click();
    await expect(page).toHaveURL(/\/partner-management$/);
    await expect(nav).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      text('th', 'pages.partnerManagement.title'),
    );
    await expectNoSideScroll(page);

    // The header has no room for the language switch on a phone: the menu has it.
    const languages = (language: 'th' | 'en') =>
      page.getByRole('group', { name: text(language, 'preferences.language.label') });
    const heading = page.getByRole('heading', { level: 1 });
    await expect(languages('th')).toBeHidden();
    for (const [from, to, name] of [
      ['th', 'en', 'English'],
      ['en', 'th', 'ไทย'],
    ] as const) {
      await page.getByRole('button', { name: text(from, 'layout.header.toggleSidebar') }).click();
      await languages(from).getByRole('button', { name }).click();
      await page.keyboard.press('Escape');
      await expect(nav).toBeHidden();
      await expect(heading).toHaveText(text(to, 'pages.partnerManagement.title'));
    }

    await page.getByRole('button', { name: text('th', 'layout.userMenu.open') }).click();
    await page.getByRole('menuitem', { name: text('th', 'layout.userMenu.profile') }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('th', 'pages.profile.title'));
    await expect(page.getByRole('main')).toContainText(text('th', 'profile.informationNote'));
    await expectNoSideScroll(page);
    await page
      .getByRole('main')
      .getByRole('button', { name: text('th', 'profile.signOut') })
      .click();
    await expect(page).toHaveURL(/\/login$/);
    const keys = await storedKeys(page);
    expect([...keys.local, ...keys.session].filter((key) => SESSION_KEYS.includes(key))).toEqual([]);
  });

  test('the theme marks the document root: dark adds the marker, light removes it', async ({
    page,
    visit,
  }) => {
    await visit(page, { path: '/login', theme: 'dark' });
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await themeToggle(page).click();
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
    expect(await backgroundIsDark(page)).toBe(false);
  });
});

test.describe('home', () => {
  test('greeting by the hour, long date, counters, feature cards, notice and copyright, in Thai and English at 390 and 1440 px', async ({
    page,
    visit,
    sandbox,
  }) => {
    const { consumerSiteUrl } = await runtimeConfig();
    const [{ first_name: name }] = sandbox.query<{ first_name: string }>(
      'SELECT first_name FROM profiles WHERE email = ?',
      ADMIN,
    );
    // The cut-offs: before 12 morning, before 17 afternoon, otherwise evening.
    const cases: [Language, number, Date, string][] = [
      ['th', 1440, yesterdayAt(11, 59), 'morning'],
      ['en', 390, yesterdayAt(12, 0), 'afternoon'],
      ['th', 390, yesterdayAt(16, 59), 'afternoon'],
      ['en', 1440, yesterdayAt(17, 0), 'evening'],
    ];
    for (const [language, width, now, part] of cases) {
      await page.clock.setFixedTime(now);
      await page.setViewportSize({ width, height: width < 768 ? 844 : 900 });
      await visit(page, { path: '/', language, account: ADMIN });
      const greeting = text(language, `home.greeting.${part}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        text(language, 'home.greetingWithName', { greeting, name }),
      );
      const longDate = new Intl.DateTimeFormat(language === 'th' ? 'th-TH-u-ca-buddhist' : 'en-GB', {
        timeZone: 'Asia/Bangkok',
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
      }).format(now);
      await expect(page.getByText(longDate, { exact: true })).toBeVisible();
      await expect(page.getByText(text(language, 'home.welcome'))).toBeVisible();
      for (const counter of COUNTERS) {
        await expect(page.getByTestId(`counter-${counter}`)).toHaveAttribute('aria-busy', 'false');
        await expect(
          page.getByText(text(language, `home.counters.${counter}`), { exact: true }),
        ).toBeVisible();
      }
      const notice = page.getByTestId('testing-mode-notice');
      await expect(notice).toContainText(text(language, 'home.testingMode.message'));
      await expect(
        notice.getByRole('link', { name: text(language, 'home.testingMode.visitWebsite') }),
      ).toHaveAttribute('href', consumerSiteUrl);
      for (const [feature, path] of [
        ['userManagement', '/user-management'],
        ['partnerManagement', '/partner-management'],
        ['propertyManagement', '/property-management'],
      ])
        await expect(
          page.getByRole('link', { name: text(language, `home.features.${feature}.action`), exact: true }),
        ).toHaveAttribute('href', path);
      await expect(page.getByText(text(language, 'home.features.systemSettings.title'))).toBeVisible();
      const year = String(now.getFullYear());
      await expect(
        page.getByText(
          `${text(language, 'common.copyright', { year })} · ${text(language, 'common.version', { version: '1.1.0' })}`,
        ),
      ).toBeVisible();
      await expectNoSideScroll(page);
    }
    // System settings opens the preferences: the language chosen there applies at once.
    await page.getByRole('button', { name: text('en', 'home.features.systemSettings.action') }).click();
    const settings = page.getByRole('dialog');
    await expect(settings).toHaveAccessibleName(text('en', 'preferences.title'));
    await settings.getByRole('radio', { name: text('en', 'preferences.language.names.th') }).check();
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');
    await page.keyboard.press('Escape');
    await page
      .getByRole('link', { name: text('th', 'home.features.partnerManagement.action'), exact: true })
      .click();
    await expect(page).toHaveURL(/\/partner-management$/);
  });
});

test.describe('screenshots', () => {
  test('login at 390 and 1440 px, light and dark, Thai and English: its texts, both providers, the version', async ({
    page,
    saveScreenshot,
  }) => {
    await page.goto('/login');
    await eachLook(page, async ({ language, theme, width }) => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(language, 'login.title'));
      await expect(page.getByText(text(language, 'login.subtitle'))).toBeVisible();
      await expect(page.getByRole('button', { name: text(language, 'login.withLine') })).toBeVisible();
      await expect(page.getByRole('button', { name: text(language, 'login.withApple') })).toBeVisible();
      await expect(page.getByRole('checkbox', { name: text(language, 'login.rememberMe') })).toBeVisible();
      await expect(page.getByText(text(language, 'common.version', { version: '1.1.0' }))).toBeVisible();
      // The split layout: the description beside the form on large screens only.
      const description = page.getByText(text(language, 'login.description'));
      if (width >= 1200) await expect(description).toBeVisible();
      else await expect(description).toBeHidden();
      await saveScreenshot(page, { screen: 'login', language, theme, width });
    });
  });

  test('home at 390 and 1440 px, light and dark, Thai and English', async ({
    page,
    visit,
    saveScreenshot,
  }) => {
    await visit(page, { path: '/', account: ADMIN });
    await eachLook(page, async ({ language, theme, width }) => {
      await expect(page.getByText(text(language, 'home.counters.title'), { exact: true })).toBeVisible();
      await expect(page.getByTestId('counter-members')).toHaveAttribute('aria-busy', 'false');
      // The trends' charts load as their section nears the screen: the picture shows them drawn.
      const trends = page.locator('section[aria-labelledby="home-trends"]');
      await trends.scrollIntoViewIfNeeded();
      await expect(trends.locator('figure')).toHaveCount(3);
      await page.evaluate(() => window.scrollTo(0, 0));
      await saveScreenshot(page, { screen: 'home', language, theme, width });
    });
  });
});
