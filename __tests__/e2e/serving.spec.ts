import type { APIResponse, Locator } from '@playwright/test';
import { choosePreferences, expect, test } from './support/fixtures';

/**
 * How the build is served, by the production server of `npm start` and by nginx with the README's
 * configuration: CI runs these (@smoke) against both.
 */
const ADMIN = 'admin@poolvilla.test';

function expectSecurityHeaders(response: APIResponse) {
  const headers = response.headers();
  const policy = headers['content-security-policy'] ?? '';
  const directive = (name: string) =>
    policy
      .split(';')
      .map((part) => part.trim())
      .find((part) => part.startsWith(`${name} `));
  expect(directive('script-src')).toBe("script-src 'self'");
  expect(directive('object-src')).toBe("object-src 'none'");
  expect(directive('base-uri')).toBe("base-uri 'none'");
  expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'");
  expect(policy).not.toContain('unsafe-eval');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
}

/**
 * A page the server sent prerendered, in the default look (Thai, light): the headers of every
 * page, revalidated and varying by cookie, the drawing inert in #root. Its HTML.
 */
async function expectPrerenderedThaiLight(response: APIResponse): Promise<string> {
  expectSecurityHeaders(response);
  expect(response.headers()['cache-control']).toBe('no-cache');
  expect(response.headers()['vary']).toMatch(/cookie/i);
  const html = await response.text();
  expect(html).toMatch(/<html lang="th">/);
  expect(html).toContain('<div id="root" data-prerendered inert>');
  // The drawing's classes come with their rules in Emotion's own form, named, for it to take over.
  const named = new Set(/<style data-emotion="css ([^"]+)">/.exec(html)?.[1].split(' '));
  const used = [...html.matchAll(/ class="([^"]*)"/g)]
    .flatMap((match) => match[1].split(' '))
    .filter((name) => name.startsWith('css-'))
    .map((name) => name.slice('css-'.length));
  expect(used.length).toBeGreaterThan(10);
  expect(used.filter((name) => !named.has(name))).toEqual([]);
  return html;
}

/** What the eye sees of a heading: compared between the drawing and the console's own. */
const headingLook = (heading: Locator) =>
  heading.evaluate((element) => {
    const style = getComputedStyle(element);
    return [style.fontSize, style.fontWeight, style.lineHeight, style.color, style.margin].join(' ');
  });

test.describe('serving the build', { tag: '@smoke' }, () => {
  test('the page, a deep link and config.json carry the security headers and are never cached', async ({
    request,
  }) => {
    const home = await request.get('/');
    expect(home.status()).toBe(200);
    expectSecurityHeaders(home);
    expect(home.headers()['cache-control']).toBe('no-cache');
    const page = await home.text();
    expect(page).toContain('<div id="root">');
    // No inline script: everything the page runs comes from a file of this origin.
    expect(page).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);

    const deepLink = await request.get('/user-management?page=2');
    expect(deepLink.status()).toBe(200);
    expect(deepLink.headers()['cache-control']).toBe('no-cache');
    expect(await deepLink.text()).toBe(page);

    const config = await request.get('/config.json');
    expect(config.status()).toBe(200);
    expectSecurityHeaders(config);
    expect(config.headers()['cache-control']).toBe('no-cache');
    expect(await config.json()).toEqual(expect.objectContaining({ apiBaseUrl: expect.any(String) }));
  });

  test('hashed assets are cached for a year and sent gzipped; source maps and missing files are not served', async ({
    request,
  }) => {
    const page = await (await request.get('/')).text();
    const scripts = [...page.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((match) => match[1]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      const asset = await request.get(script, { headers: { 'accept-encoding': 'gzip' } });
      expect(asset.status(), script).toBe(200);
      expectSecurityHeaders(asset);
      expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(asset.headers()['content-type']).toMatch(/^(application|text)\/javascript/);
      if (script.includes('framework')) expect(asset.headers()['content-encoding']).toBe('gzip');
    }

    expect((await request.get(`${scripts[0]}.map`)).status()).toBe(404);
    const missing = await request.get('/assets/missing.0123456789ab.js');
    expect(missing.status()).toBe(404);
    // A file that is not there yet (a deploy half done) must be asked for again.
    expect(missing.headers()['cache-control'] ?? '').not.toContain('immutable');
    expect((await request.get('/no-such-file.txt')).status()).toBe(404);
  });

  test('/login comes drawn in the look its cookie names, inert, and the console takes it over', async ({
    page,
    request,
  }) => {
    const index = await (await request.get('/')).text();
    const firstVisit = await request.get('/login');
    expect(firstVisit.status()).toBe(200);
    const thaiLight = await expectPrerenderedThaiLight(firstVisit);
    expect(thaiLight).toContain('>เข้าสู่ระบบ</h1>');
    expect(thaiLight).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
    // Its one script asks for the console's own: the same files index.html names.
    const entry = /data-entry="([^"]+)"/.exec(thaiLight)?.[1].split(' ');
    expect(entry).toEqual(
      [...index.matchAll(/<script defer="defer" src="([^"]+)"/g)].map((match) => match[1]),
    );

    const englishDark = await (await request.get('/login', { headers: { cookie: 'look=en-dark' } })).text();
    expect(englishDark).toMatch(/<html lang="en" class="dark">/);
    expect(englishDark).toContain('>Sign in</h1>');
    expect(await (await request.get('/login', { headers: { cookie: 'look=xx-pink' } })).text()).toBe(
      thaiLight,
    );
    // The provider's return shows the sign-in finishing, not the page to start it.
    expect(await (await request.get('/login?code=abc&state=def')).text()).toBe(index);

    // In the browser: a choice made on the page goes into the cookie, and the next visit is drawn in it.
    await page.goto('/login');
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    await choosePreferences(page, 'en', 'dark');
    expect(await page.evaluate(() => document.cookie)).toContain('look=en-dark');
    const reloaded = await page.reload();
    expect(await reloaded?.text()).toBe(englishDark);
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    await expect(page.locator('style[data-prerendered]')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in');
    await expect(page.locator('html')).toHaveClass('dark');
    // The console's page now: a ticked box stays ticked.
    await page.getByRole('checkbox').check();
    await expect(page.getByRole('checkbox')).toBeChecked();
  });

  test('home comes drawn for an administrator this device remembers, greeted by name before the console arrives', async ({
    page,
    request,
    signIn,
  }) => {
    const index = await (await request.get('/')).text();
    expect(index).not.toContain('data-prerendered');
    const thaiLight = await expectPrerenderedThaiLight(
      await request.get('/', { headers: { cookie: 'remembered=1' } }),
    );
    // One drawing per layout of the shell; the greeting and the date left to boot.js.
    for (const width of ['mobile', 'tablet', 'desktop'])
      expect(thaiLight).toContain(`<div data-drawn-for="${width}">`);
    expect(thaiLight).toMatch(/<h1[^>]*data-fill="greeting"[^>]*data-texts="[^"]*สวัสดีตอนเช้า/);
    // The sandbox's runtime config is in testing mode: the drawing with its notice.
    expect(thaiLight).toContain('>โหมดทดสอบ<');
    // Ids and test ids are the console's: three drawings would repeat them.
    expect(thaiLight).not.toMatch(/<div id="root"[^]*\s(id|data-testid)=/);
    expect(thaiLight).toMatch(/<link rel="preload" href="\/assets\/[^"]+\.woff2" as="font"/);
    const englishDark = await (
      await request.get('/', { headers: { cookie: 'look=en-dark; remembered=1' } })
    ).text();
    expect(englishDark).toMatch(/<html lang="en" class="dark">/);
    expect(await (await request.get('/?from=mail', { headers: { cookie: 'remembered=1' } })).text()).toBe(
      index,
    );

    // In the browser: the console sets the hint when "remember me" keeps the session.
    await signIn(page, { provider: 'line', account: ADMIN, remember: true });
    await expect(page.getByTestId('counter-members')).toHaveAttribute('aria-busy', 'false');
    const cookies = await page.evaluate(() => document.cookie);
    expect(cookies).toContain('remembered=1');
    const greeting = await page.getByRole('heading', { level: 1 }).textContent();
    expect(greeting).toMatch(/คุณ\S+/);
    const date = await page.locator('[data-fill="date"]').textContent();

    // The console's scripts held back: the page is drawn, inert, already greeting the admin.
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/(?!boot\.)[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const reloaded = await page.reload({ waitUntil: 'domcontentloaded' });
    expect(await reloaded?.text()).toBe(thaiLight);
    await expect(page.locator('#root')).toHaveAttribute('inert');
    await expect(page.locator('[data-drawn-for]:visible h1')).toHaveText(greeting!);
    await expect(page.locator('[data-drawn-for]:visible [data-fill="date"]')).toHaveText(date!);
    const drawnHeading = await headingLook(page.locator('[data-drawn-for]:visible h1'));
    release();
    // Then the console draws the same page over it, and it is live.
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    await expect(page.locator('style[data-prerendered], [data-drawn-for]')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(greeting!);
    await expect(page.getByTestId('counter-members')).toHaveAttribute('aria-busy', 'false');
    // Styled by the rules Emotion took over from the drawing, the same as the drawing's.
    await expect(page.locator('style[data-emotion^="css "]')).toHaveCount(1);
    expect(await headingLook(page.getByRole('heading', { level: 1 }))).toBe(drawnHeading);
    // Those rules hold no page-wide styles: a change of look reaches the whole page.
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const headingColor = () =>
      page.getByRole('heading', { level: 1 }).evaluate((h1) => getComputedStyle(h1).color);
    const [lightBackground, lightHeading] = [await background(), await headingColor()];
    await choosePreferences(page, 'th', 'dark');
    await expect.poll(background).not.toBe(lightBackground);
    await expect.poll(headingColor).not.toBe(lightHeading);
  });

  test('the administrator signs in, and a reload of a deep link stays on its page', async ({
    page,
    signIn,
  }) => {
    await signIn(page, { provider: 'line', account: ADMIN });
    await expect(page.getByTestId('counter-members')).toHaveAttribute('aria-busy', 'false');
    await page.goto('/profile');
    await page.reload();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('a console page opened at its address is first drawn in its own fonts, even when they come late', async ({
    page,
    signIn,
  }) => {
    await signIn(page, { provider: 'line', account: ADMIN });
    await expect(page.getByTestId('counter-members')).toHaveAttribute('aria-busy', 'false');
    // Slow fonts: a console that drew without them would draw in a fallback, then reflow.
    await page.route(/\.woff2$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await page.addInitScript(() => {
      const observer = new MutationObserver(() => {
        if (!document.getElementById('main-content')) return;
        observer.disconnect();
        (window as unknown as { fontsAtFirstDrawing: boolean }).fontsAtFirstDrawing = [400, 500, 600].every(
          (weight) => document.fonts.check(`${weight} 1em "IBM Plex Sans Thai"`, 'กa'),
        );
      });
      observer.observe(document, { childList: true, subtree: true });
    });
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { fontsAtFirstDrawing?: boolean }).fontsAtFirstDrawing),
    ).toBe(true);
  });

  test('the policy blocks an inline script and its report reaches the suite', async ({
    page,
    consoleProblems,
  }) => {
    consoleProblems.allow(/Content Security Policy|CSP report/);
    await page.goto('/login');
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'document.body.dataset.injected = "yes"';
      document.head.append(script);
      return document.body.dataset.injected ?? 'no';
    });
    expect(ran).toBe('no');
    // What makes every other test fail on a violation: the report is collected, also behind nginx.
    await expect
      .poll(async () => JSON.stringify(await (await page.request.get('/__csp-report')).json()))
      .toContain('script-src');
  });

  test('a page whose code is gone (a redeploy) offers a reload, which brings it back', async ({
    page,
    signIn,
    consoleProblems,
    saveScreenshot,
  }) => {
    consoleProblems.allow(/status of 404|failed:/);
    await signIn(page, { provider: 'line', account: ADMIN });
    await expect(page.getByTestId('counter-members')).toHaveAttribute('aria-busy', 'false');
    const gone = /\/assets\/(?!framework|main)[^/]+\.js$/;
    await page.route(gone, (route) => route.fulfill({ status: 404 }));
    await page.getByRole('button', { name: 'เมนูบัญชี' }).click();
    await page.getByRole('menuitem', { name: 'โปรไฟล์ของฉัน' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'ไม่สามารถโหลดหน้านี้ได้' })).toBeVisible();
    // The shell stays: the menu still leads elsewhere.
    await expect(page.getByRole('navigation', { name: 'เมนูหลัก' })).toBeVisible();
    await saveScreenshot(page, { screen: 'route-error', language: 'th', theme: 'light', width: 1440 });

    await page.unroute(gone);
    await page.getByRole('button', { name: 'โหลดหน้าใหม่' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { level: 1, name: 'โปรไฟล์' })).toBeVisible();
  });

  test('an unknown address shows the not-found page', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1, name: 'ไม่พบหน้าที่ต้องการ' })).toBeVisible();
  });
});
