import type { APIResponse } from '@playwright/test';
import { CONSOLE_SERVER } from './support/env';
import { expect, test } from './support/fixtures';

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

    // Every address that is not a file gets that same page, the login page and its return from
    // the provider too: the console draws the route.
    for (const address of [
      '/user-management?page=2',
      '/login',
      '/login?code=abc&state=def',
      '/no/such/page',
    ]) {
      const deepLink = await request.get(address);
      expect(deepLink.status(), address).toBe(200);
      expectSecurityHeaders(deepLink);
      expect(deepLink.headers()['cache-control'], address).toBe('no-cache');
      expect(await deepLink.text(), address).toBe(page);
    }

    const config = await request.get('/config.json');
    expect(config.status()).toBe(200);
    expectSecurityHeaders(config);
    expect(config.headers()['cache-control']).toBe('no-cache');
    expect(await config.json()).toEqual(expect.objectContaining({ apiBaseUrl: expect.any(String) }));
  });

  test('hashed assets are cached for a year and sent pre-compressed; source maps and missing files are not served', async ({
    request,
  }) => {
    const page = await (await request.get('/')).text();
    const scripts = [...page.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((match) => match[1]);
    expect(scripts.length).toBeGreaterThan(0);
    // The production server sends the build's Brotli twin to a browser that takes it; nginx, whose
    // Debian build has no brotli_static, the gzip twin.
    const bestEncoding = CONSOLE_SERVER === 'nginx' ? 'gzip' : 'br';
    let large = 0;
    for (const script of scripts) {
      const plain = await request.get(script, { headers: { 'accept-encoding': 'identity' } });
      expect(plain.status(), script).toBe(200);
      expectSecurityHeaders(plain);
      expect(plain.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(plain.headers()['content-type']).toMatch(/^(application|text)\/javascript/);
      expect(plain.headers()['content-encoding'], script).toBeUndefined();
      const body = await plain.body();
      // The build compresses every file worth it: any script over 10 KiB has its twins.
      if (body.length < 10 * 1024) continue;
      large += 1;
      for (const [accepted, sent] of [
        ['gzip', 'gzip'],
        ['br, gzip', bestEncoding],
      ]) {
        const encoded = await request.get(script, { headers: { 'accept-encoding': accepted } });
        expect(encoded.headers()['content-encoding'], `${script} (${accepted})`).toBe(sent);
        expect(encoded.headers()['vary'] ?? '', script).toMatch(/accept-encoding/i);
        expect(encoded.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
        expect((await encoded.body()).equals(body), `${script} (${accepted}) decoded`).toBe(true);
      }
    }
    expect(large).toBeGreaterThan(0);

    expect((await request.get(`${scripts[0]}.map`)).status()).toBe(404);
    const missing = await request.get('/assets/missing.01234567.js');
    expect(missing.status()).toBe(404);
    // A file that is not there yet (a deploy half done) must be asked for again.
    expect(missing.headers()['cache-control'] ?? '').not.toContain('immutable');
    expect((await request.get('/no-such-file.txt')).status()).toBe(404);
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
    // Every script asked for from now on: those the page runs are in already, so only the
    // profile page's own chunks are asked for, and they are gone.
    const gone = /\/assets\/[^/]+\.js$/;
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

  test('the page asks for its fonts itself, so no text is drawn in another font and moves when they arrive', async ({
    page,
  }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    const fonts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.woff2'))
        .map((entry) => `${(entry as PerformanceResourceTiming).initiatorType} ${entry.name}`),
    );
    // Thai and Latin, each in the theme's three weights; every one from the page's preload links,
    // none found by the stylesheet once text needed it (the initiator would be 'css').
    expect(fonts).toHaveLength(6);
    for (const font of fonts) expect(font).toMatch(/^link /);
    const faces = await page.evaluate(() => [...document.fonts].map((face) => face.status));
    expect(faces).toEqual(Array(6).fill('loaded'));
  });

  test('an unknown address shows the not-found page', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1, name: 'ไม่พบหน้าที่ต้องการ' })).toBeVisible();
  });
});
