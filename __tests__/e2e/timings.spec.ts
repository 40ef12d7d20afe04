import type { Locator, Page, Request } from '@playwright/test';
import { AuthPaths, BookingPaths, PartnerPaths, PaymentPaths } from '../../contract';
import { StorageKey } from '../../src/lib/storage';
import {
  ADMIN_ACCOUNT as ADMIN,
  choosePreferences,
  escapeRegExp,
  expect,
  gridLoaded,
  startFromSeed,
  test,
  text,
} from './support/fixtures';
import { stillness } from './support/looks';
import { pageNow, pauseClock, settle } from './support/clock';
import { chooseSlipPhoto, payableBooking } from './support/slip';
import { chooseAccount } from './support/signIn';

// The spec's timings (section 9), under Playwright's clock: time moves only when a test moves it,
// so each one is asserted at the millisecond rather than raced against a machine's speed. The
// clock is installed before the first page loads; it flows normally until a test pauses it just
// before the moment it checks, then runs it on by hand (support/clock.ts). The location dropdown's
// 150 ms is jest's (LocationPicker.test.tsx, under jest's fake timers).

// The slip test uploads a slip: the file starts from the seed.
startFromSeed();

const pathOf = (request: Request) => new URL(request.url()).pathname;

/** Every API call the page makes, in order (the console calls the sandbox directly; images aside). */
function apiCalls(page: Page, sandboxUrl: string): Request[] {
  const calls: Request[] = [];
  page.on('request', (request) => {
    if (
      request.url().startsWith(sandboxUrl) &&
      request.resourceType() === 'fetch' &&
      request.method() !== 'OPTIONS'
    )
      calls.push(request);
  });
  return calls;
}

/** A stored session value: the pair [typeCode, value] that src/lib/storage.ts writes. */
const stored = (page: Page, key: string) =>
  page.evaluate((name) => {
    const raw = localStorage.getItem(name) ?? sessionStorage.getItem(name);
    return raw ? (JSON.parse(raw) as [string, string])[1] : null;
  }, key);

/** The `exp` claim of a JWT, in milliseconds. */
const expiresAt = (token: string) =>
  (JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as { exp: number }).exp * 1000;

/** MUI's Fade writes the opacity it is heading for on the element: '1' shown, '0' fading out. */
const fadeOpacity = (element: Locator) => element.evaluate((node) => (node as HTMLElement).style.opacity);

test.describe('timings under a controlled clock', () => {
  test('the access token is refreshed once it has less than 60 s left, not earlier, and the admin notices nothing', async ({
    page,
    visit,
    sandbox,
  }) => {
    await page.clock.install();
    await visit(page, { path: '/user-management', account: ADMIN });
    await gridLoaded(page);
    const nav = page.getByRole('navigation', { name: text('th', 'layout.menu.label') });
    const token = (await stored(page, StorageKey.accessToken))!;
    const refreshToken = (await stored(page, StorageKey.refreshToken))!;
    const expiry = expiresAt(token);
    const calls = apiCalls(page, sandbox.url);
    const refreshes = () => calls.filter((call) => pathOf(call) === AuthPaths.refreshToken);
    const bearer = (call: Request) => call.headers().authorization?.replace(/^Bearer /, '');

    // 65 s before expiry (the clock flows on, so a little less by the time the page calls, still
    // over 60): a page's first call goes out with the token it has.
    await page.clock.pauseAt(expiry - 65_000);
    await page.clock.resume();
    // Calls the menu's work queues do not make (they load, and poll, the applications and the
    // transfer lists on every screen): the partners without properties, then the partners' bookings.
    const partners = page.waitForRequest((request) => pathOf(request) === PartnerPaths.withoutProperties);
    await nav.getByRole('link', { name: text('th', 'pages.partnerManagement.title') }).click();
    const partnersCall = await partners;
    const leftAtPartners = expiry - (await pageNow(page));
    expect(leftAtPartners).toBeGreaterThan(60_000);
    expect(refreshes()).toHaveLength(0);
    expect(bearer(partnersCall)).toBe(token);
    await gridLoaded(page.getByRole('region').first());

    // 55 s before expiry: the next call first refreshes (with the stored refresh token), then goes
    // out with the new access token.
    await page.clock.pauseAt(expiry - 55_000);
    await page.clock.resume();
    const bookings = page.waitForRequest((request) => pathOf(request) === BookingPaths.walkIn);
    await nav.getByRole('button', { name: text('th', 'layout.menu.bookings') }).click();
    // Once the submenu has slid open (a click into a region still growing can be lost).
    await stillness(page);
    await nav.getByRole('link', { name: text('th', 'pages.partnerBookings.title') }).click();
    const bookingsCall = await bookings;
    expect(refreshes()).toHaveLength(1);
    const [refresh] = refreshes();
    expect(calls.indexOf(refresh)).toBeLessThan(calls.indexOf(bookingsCall));
    expect(refresh.postDataJSON()).toEqual({ refreshToken });
    const renewed = (await (await refresh.response())!.json()) as { data: { accessToken: string } };
    expect(bearer(bookingsCall)).toBe(renewed.data.accessToken);
    expect(bearer(bookingsCall)).not.toBe(token);

    // Nothing for the admin to notice: the page, its cards, no alert, the new session stored.
    await expect(page).toHaveURL(/\/partner-bookings$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      text('th', 'pages.partnerBookings.title'),
    );
    await expect(page.getByTestId('booking-card').first()).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await stored(page, StorageKey.accessToken)).not.toBe(token);
    expect(await stored(page, StorageKey.refreshToken)).not.toBe(refreshToken);
  });

  test('a language change re-runs the active list 400 ms later, not before', async ({
    page,
    visit,
    sandbox,
  }) => {
    await page.clock.install();
    await visit(page, { path: '/partner-management', language: 'th', account: ADMIN });
    await gridLoaded(page.getByRole('region').first());
    const calls = apiCalls(page, sandbox.url);
    const inEnglish = () =>
      calls.filter(
        (call) =>
          pathOf(call) === PartnerPaths.pendingRoleChange && call.headers()['accept-language'] === 'en',
      );

    await pauseClock(page);
    await choosePreferences(page, 'en', 'light');
    // The texts switch at once; the list is asked for again only when the 400 ms are up.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      text('en', 'pages.partnerManagement.title'),
    );
    await page.clock.runFor(399);
    await settle(page);
    // Nothing asked in English yet, named when there is something. A live list may be asked for in
    // Thai meanwhile, in the language it was in (seen: the two booking lists the work queues poll,
    // in 1 run of 30, with the window's focus event, on which RTK Query refetches them).
    const english = (call: Request) => call.headers()['accept-language'] === 'en';
    expect(calls.filter(english).map((call) => `${call.method()} ${call.url()}`)).toEqual([]);
    await page.clock.runFor(1);
    await expect.poll(() => inEnglish().length).toBe(1);

    await page.clock.resume();
    await gridLoaded(page.getByRole('region').first());
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('the loader fades out over 300 ms and is removed 300 ms after the call ends, not before', async ({
    page,
  }) => {
    await page.clock.install();
    // The code exchange is held on its way until the clock is paused, however slow the machine:
    // the loader shows all the while.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname === AuthPaths.login('lineWeb'),
      async (route) => {
        if (route.request().method() === 'POST') await held;
        await route.continue();
      },
    );
    const exchanged = page.waitForResponse(
      (response) => pathOf(response.request()) === AuthPaths.login('lineWeb'),
    );
    await chooseAccount(page, { provider: 'line', account: ADMIN });
    const overlay = page.getByTestId('loader-overlay');
    await expect(overlay).toBeVisible();
    await expect.poll(() => fadeOpacity(overlay)).toBe('1');

    await pauseClock(page);
    release();
    await exchanged;
    // The call is over: the overlay fades (opacity heading to 0 over 0.3 s) but stays.
    await expect.poll(() => fadeOpacity(overlay)).toBe('0');
    expect(await overlay.evaluate((node) => getComputedStyle(node).transitionDuration)).toBe('0.3s');
    await page.clock.runFor(299);
    await settle(page);
    await expect(overlay).toHaveCount(1);
    await page.clock.runFor(1);
    await expect(overlay).toHaveCount(0);

    await page.clock.resume();
    await page.waitForURL((url) => url.pathname === '/');
  });

  test('the payment details close 500 ms after a successful slip upload, not before', async ({
    page,
    visit,
    sandbox,
  }) => {
    const booking = await payableBooking(sandbox);
    await page.clock.install();
    await visit(page, { path: '/transfer-management', language: 'en', account: ADMIN });
    await page
      .locator(`[data-testid="booking-card"][data-booking-id="${booking.bookingId}"]`)
      .getByRole('button', {
        name: text('en', 'bookings.card.viewDetailsOf', { code: booking.bookingCode! }),
      })
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByTestId('payment-section-booking')).toBeVisible();
    // Settled (its change history loaded), so nothing moves the upload button under the click.
    await expect(dialog.locator('[aria-busy="true"]')).toHaveCount(0);
    await chooseSlipPhoto(page, dialog);
    const container = page.locator('.MuiDialog-container');
    await expect.poll(() => fadeOpacity(container)).toBe('1');

    await pauseClock(page);
    const uploaded = page.waitForResponse(
      (response) => pathOf(response.request()) === PaymentPaths.transferSlipToPartner,
    );
    await dialog
      .getByRole('button', {
        name: new RegExp(`^${escapeRegExp(text('en', 'payments.upload.send').split(' (')[0])}`),
      })
      .click();
    expect((await uploaded).ok()).toBe(true);
    await expect(dialog.getByTestId('slip-uploaded')).toHaveText(text('en', 'payments.upload.success'));
    await page.clock.runFor(499);
    await settle(page);
    await expect(dialog.getByTestId('slip-uploaded')).toBeVisible();
    expect(await fadeOpacity(container)).toBe('1');
    await page.clock.runFor(1);
    // Closing: the dialog fades out, then leaves the page.
    await expect.poll(() => fadeOpacity(container)).toBe('0');
    await page.clock.runFor(1000);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.clock.resume();
    expect(
      sandbox.query<{ slip: string | null }>(
        'SELECT admin_transfer_slip_id AS slip FROM payments WHERE booking_id = ? AND period = 1',
        booking.bookingId,
      )[0].slip,
    ).not.toBeNull();
  });
});
