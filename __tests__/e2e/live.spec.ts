import type { Page } from '@playwright/test';
import { BookingPaths, ProfilePaths, TrendPaths, WorkQueuePaths } from '../../contract';
import { TREND_LISTS } from '../support/trends';
import { QUEUE_LISTS } from '../support/workQueues';
import { expect, startFromSeed, test, text } from './support/fixtures';

const ADMIN = 'admin@poolvilla.test';

// The simulated marketplace adds bookings and applications: this file starts from the seed, and
// leaves the seed behind for the next file of its worker.
startFromSeed();
test.afterAll(async ({ sandbox }) => sandbox.reset());

const figure = async (page: Page, testId: string) => Number(await page.getByTestId(testId).textContent());

/** The console's own polling, 30 s on: the page's clock is moved on instead of the test waiting. */
const nextPoll = (page: Page) => page.clock.fastForward(31_000);

test.describe('a console that stays current by itself', () => {
  test('home, the menu badges and an open transfer list take in new work without a reload', async ({
    page,
    visit,
    sandbox,
    saveScreenshot,
  }) => {
    await page.clock.install();
    await visit(page, { path: '/', account: ADMIN, language: 'en', theme: 'light' });
    await expect(page.getByTestId('queue-periodTwo-figure')).toHaveAttribute('aria-busy', 'false');
    await expect(page.getByTestId('counter-todayBooking')).toHaveAttribute('aria-busy', 'false');
    const applications = await figure(page, 'queue-partnerApplications-figure');
    const periodTwo = await figure(page, 'queue-periodTwo-figure');
    const today = await figure(page, 'counter-todayBooking');
    const nav = page.getByRole('navigation', { name: text('en', 'layout.menu.label') });
    await expect(
      nav.getByRole('button', { name: `User ${applications} pending`, exact: true }),
    ).toBeVisible();

    // Guests book twice and one sends a second slip; someone applies to become a partner.
    const made = await sandbox.simulate({ bookings: 2, periodTwo: 1, applications: 1 });
    expect([made.bookings.length, made.periodTwo.length, made.applications.length]).toEqual([2, 1, 1]);
    await nextPoll(page);
    await expect(page.getByTestId('queue-partnerApplications-figure')).toHaveText(String(applications + 1));
    await expect(page.getByTestId('queue-periodTwo-figure')).toHaveText(String(periodTwo + 1));
    await expect(page.getByTestId('counter-todayBooking')).toHaveText(String(today + 2));
    await expect(
      nav.getByRole('button', { name: `User ${applications + 1} pending`, exact: true }),
    ).toBeVisible();

    // An open transfer list: new bookings wait behind "N new bookings · Show".
    await page.getByTestId('queue-transfersDue').getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      text('en', 'pages.transferManagement.title'),
    );
    // The queue's link lands on exactly the bookings ready to pay; then every pending booking.
    await expect(page).toHaveURL(/bookingStatus=READY/);
    await expect(page.getByTestId('tab-count-pending')).not.toHaveText('…');
    const readyToPay = await figure(page, 'tab-count-pending');
    await page.getByRole('combobox', { name: text('en', 'bookings.bookingStatus.label') }).click();
    await page.getByRole('option', { name: text('en', 'bookings.bookingStatus.ALL') }).click();
    await expect(page).not.toHaveURL(/bookingStatus/);
    await expect(page.getByTestId('tab-count-pending')).not.toHaveText(String(readyToPay));
    const pending = await figure(page, 'tab-count-pending');
    await sandbox.simulate({ bookings: 3 });
    await nextPoll(page);
    const arrivals = page.getByTestId('new-arrivals');
    await expect(arrivals).toContainText(text('en', 'bookings.arrivals.message_other', { count: 3 }));
    await expect(page.getByTestId('tab-count-pending')).toHaveText(String(pending));
    await saveScreenshot(page, {
      screen: 'transfer-new-arrivals',
      language: 'en',
      theme: 'light',
      width: 1440,
    });
    await arrivals.getByRole('button', { name: text('en', 'bookings.arrivals.show') }).click();
    await expect(page.getByTestId('tab-count-pending')).toHaveText(String(pending + 3));
    await expect(arrivals).toBeHidden();
  });

  test('the queues and the trends come in small answers: a screen asks for no whole list for them; without those calls (404) they are as before', async ({
    page,
    visit,
    sandbox,
    consoleProblems,
  }) => {
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    const nav = page.getByRole('navigation', { name: text('en', 'layout.menu.label') });
    // The figures on the menu, whichever of its groups are open (a closed group shows its pages' sum).
    const badges = async () =>
      (await nav.getByTestId('menu-badge').locator('[aria-hidden]').allTextContents()).sort();
    await visit(page, { path: '/user-management', account: ADMIN, language: 'en', theme: 'light' });
    await expect(page.getByRole('grid').getByRole('row').nth(1)).toBeVisible();
    await expect(nav.getByRole('button', { name: /^Bookings \d+ pending$/ })).toBeVisible();
    expect(asked).toContain(WorkQueuePaths.counts);
    expect(asked.filter((path) => QUEUE_LISTS.includes(path))).toEqual([]);

    const cards = async () => {
      await expect(page.getByTestId('queue-periodTwo-figure')).toHaveAttribute('aria-busy', 'false');
      return page.locator('section[aria-labelledby="home-queues"] a').allInnerTexts();
    };
    // Home as first drawn, with the counts call and then without it: the same cards, and the menu
    // showing the cards' applications, property types and transfers due.
    await page.goto('/');
    const fromCounts = await cards();
    expect(fromCounts).toHaveLength(5);
    const menuFigures = (
      await Promise.all(
        ['partnerApplications', 'propertyTypes', 'transfersDue'].map((id) =>
          page.getByTestId(`queue-${id}-figure`).textContent(),
        ),
      )
    ).sort();
    await expect.poll(badges).toEqual(menuFigures);

    // Home's trends, drawn at 1440 px: from one call, no booking list.
    const trendFigures = async () => {
      const trends = page.locator('section[aria-labelledby="home-trends"]');
      await trends.scrollIntoViewIfNeeded();
      await expect(trends.locator('figure')).toHaveCount(3);
      return trends.locator('figure figcaption').allTextContents();
    };
    const trendsFromCall = await trendFigures();
    expect(asked).toContain(TrendPaths.bookings);
    expect(asked.filter((path) => TREND_LISTS.includes(path))).toEqual([]);

    consoleProblems.allow(/(work-queues|trends)(\?\S*)?: .*status of 404/);
    await sandbox.setFaults({
      rules: [WorkQueuePaths.counts, TrendPaths.bookings].map((pattern) => ({
        pattern,
        errorRate: 1,
        status: 404,
      })),
    });
    await page.reload();
    await expect
      .poll(() => asked.filter((path) => QUEUE_LISTS.includes(path)).length)
      .toBeGreaterThanOrEqual(4);
    expect(await cards()).toEqual(fromCounts);
    await expect.poll(badges).toEqual(menuFigures);
    expect(await trendFigures()).toEqual(trendsFromCall);
    expect(asked).toContain(BookingPaths.walkIn);
    await sandbox.clearFaults();
  });

  test('offline: a notice, changes disabled with the reason; back online, the lists refresh', async ({
    page,
    visit,
    context,
  }) => {
    await visit(page, { path: '/user-management', account: ADMIN, language: 'th', theme: 'dark' });
    const grid = page.getByRole('grid');
    await expect(grid.getByRole('row').nth(1)).toBeVisible();
    // The screen drawn whole before the connection goes: the avatars shown have loaded (an image
    // still on its way when it goes fails, and the browser logs that).
    await expect
      .poll(() =>
        grid
          .locator('img')
          .evaluateAll((images) => images.every((image) => (image as HTMLImageElement).complete)),
      )
      .toBe(true);
    await context.setOffline(true);
    await expect(page.getByTestId('connection-notice')).toHaveText(text('th', 'connection.offline'));
    const action = grid.getByRole('button', { name: /^ลบ/ }).first();
    await expect(action).toHaveAttribute('aria-disabled', 'true');
    // Back online, what is on the screen is asked for again (RTK Query's refetchOnReconnect).
    const reloaded = page.waitForRequest(
      (request) => new URL(request.url()).pathname === ProfilePaths.search,
    );
    await context.setOffline(false);
    await reloaded;
    await expect(page.getByTestId('connection-notice')).toHaveText(text('th', 'connection.backOnline'));
    await expect(action).not.toHaveAttribute('aria-disabled');
  });

  test('offline, the active switch sends nothing and says why, and a failure still says so (th)', async ({
    page,
    visit,
    context,
    consoleProblems,
  }) => {
    await visit(page, { path: '/user-management', account: ADMIN, language: 'th', theme: 'light' });
    const grid = page.getByRole('grid');
    await expect(grid.getByRole('row').nth(1)).toBeVisible();
    // The feedback's code is fetched while the browser is idle after sign-in: by the time the
    // network has been quiet for a moment, it is in.
    await page.waitForLoadState('networkidle');
    await context.setOffline(true);
    const activeSwitch = grid.getByRole('switch').first();
    await expect(activeSwitch).toHaveAttribute('aria-disabled', 'true');
    await expect(activeSwitch).toHaveAccessibleDescription(text('th', 'connection.offlineReason'));
    const patches: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PATCH') patches.push(request.url());
    });
    const checked = await activeSwitch.isChecked();
    // aria-disabled keeps it focusable, so an admin can still press it: Playwright must be told to.
    await activeSwitch.click({ force: true });
    await expect(activeSwitch).toBeChecked({ checked });
    expect(patches).toEqual([]);

    // Something that can still fail offline: the audit log's export, which loads every entry first.
    // Its alert's code was never needed before, and cannot be fetched now.
    consoleProblems.allow(/ERR_INTERNET_DISCONNECTED/);
    await context.setOffline(false);
    await page
      .getByRole('link', { name: text('th', 'pages.auditLog.title') })
      .first()
      .click();
    await expect(
      page.getByRole('heading', { level: 1, name: text('th', 'pages.auditLog.title') }),
    ).toBeVisible();
    await expect(page.locator('[role="row"][data-id]').first()).toBeVisible();
    await context.setOffline(true);
    await page.getByRole('button', { name: text('th', 'table.exportCsv') }).click();
    const alert = page.getByRole('dialog');
    await expect(alert).toContainText(text('th', 'table.exportFailed.title'));
    await expect(alert).toContainText(text('th', 'table.exportFailed.message'));
    await context.setOffline(false);
  });

  test('after a redeploy, a notice offers to reload when the admin comes back to the tab', async ({
    page,
    visit,
  }) => {
    await visit(page, { path: '/', account: ADMIN, language: 'en', theme: 'dark' });
    await expect(page.getByTestId('counter-members')).toHaveAttribute('aria-busy', 'false');
    // The server now serves another build's index.html.
    await page.route('**/index.html', async (route) => {
      const served = await route.fetch();
      const html = (await served.text()).replace(/(name="?build-id"? content="?)[^"\s>]+/, '$1a-new-build');
      await route.fulfill({ response: served, body: html });
    });
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    const notice = page.getByTestId('redeploy-notice');
    await expect(notice).toContainText(text('en', 'connection.newVersion'));
    await expect(notice.getByRole('button', { name: text('en', 'connection.reload') })).toBeVisible();
    // It waits for the admin: the page is the same one a moment later.
    await page.waitForTimeout(500);
    await expect(page).toHaveURL(/\/$/);
    await expect(notice).toBeVisible();
  });
});
