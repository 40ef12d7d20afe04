import type { BrowserContext, Page } from '@playwright/test';
import { recordLink } from '../../src/lib/recordLinks';
import {
  BookingPaths,
  PartnerPaths,
  PropertyPaths,
  ProfilePaths,
  type Booking,
  type PartnerRequest,
  type Profile,
  type PropertyListByApproval,
} from '../../contract';
import {
  ADMIN_ACCOUNT as ADMIN,
  expect,
  startFromSeed,
  test,
  text,
  type SandboxHandle,
} from './support/fixtures';

// Every record a link: each record dialog has an address (lib/recordLinks.ts) that opens it,
// is copied from the dialog, survives signing in, and says so when it names nothing.
startFromSeed();

const en = (key: string, values?: Record<string, string | number>) => text('en', key, values);
/** The code of the first booking in the pending transfer list (its first card). */
const firstPendingCode = async (sandbox: SandboxHandle) =>
  (await sandbox.adminGet<Booking[]>(BookingPaths.nonAcceptedPayment))[0].bookingCode ?? '';

interface RecordCase {
  /** The record's link (lib/recordLinks.ts), what "Copy link" copies after the origin. */
  link: string;
  dialogName: string | RegExp;
  /** The list's own parameters, as the address had them beside the record: what closing leaves. */
  listSearch: string;
  /** The button that closes the dialog. */
  closeWith: string;
}

/**
 * On the record's dialog: copies its link, opens the copy in another page of the same browser
 * (signed in alike) on the same dialog, and closes the first: the list with its filter.
 */
async function linkRoundTrip(page: Page, context: BrowserContext, record: RecordCase) {
  const origin = new URL(page.url()).origin;
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
  const dialog = page.getByRole('dialog', { name: record.dialogName });
  await expect(dialog).toBeVisible();

  await dialog.getByRole('button', { name: en('records.copyLink') }).click();
  await expect(page.getByTestId('notice')).toContainText('Link copied');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(`${origin}${record.link}`);

  const other = await context.newPage();
  await other.goto(copied);
  await expect(other.getByRole('dialog', { name: record.dialogName })).toBeVisible();
  await other.close();

  await dialog.getByRole('button', { name: record.closeWith }).last().click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(new URL(page.url()).search).toBe(record.listSearch);
}

test.describe('links to records', () => {
  test('a booking in the transferred list, from its address on a filtered transferred tab', async ({
    page,
    context,
    visit,
    sandbox,
  }) => {
    const [booking] = await sandbox.adminGet<Booking[]>(BookingPaths.acceptedPayment);
    const code = booking.bookingCode ?? '';
    const link = recordLink.booking(code, false);
    const listSearch = `?tab=transferred&bookingStatus=${booking.status}`;
    await visit(page, { path: `${link}&${listSearch.slice(1)}`, language: 'en', account: ADMIN });
    await linkRoundTrip(page, context, {
      link,
      dialogName: en('payments.dialog.title', { code }),
      listSearch,
      closeWith: en('common.close'),
    });
  });

  test('a booking opened from its card is in the address, and Back closes it', async ({
    page,
    visit,
    sandbox,
  }) => {
    const code = await firstPendingCode(sandbox);
    await visit(page, { path: '/transfer-management?bookingStatus=ALL', language: 'en', account: ADMIN });
    await page.getByRole('button', { name: `View details of ${code}` }).click();
    await expect(page.getByRole('dialog', { name: en('payments.dialog.title', { code }) })).toBeVisible();
    expect(new URL(page.url()).searchParams.get('booking')).toBe(code);
    await page.goBack();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(new URL(page.url()).search).toBe('?bookingStatus=ALL');
  });

  test('a booking opened and closed again and again, a filter chosen between: each close goes back to the list', async ({
    page,
    visit,
    sandbox,
  }) => {
    const code = await firstPendingCode(sandbox);
    await visit(page, { path: '/transfer-management', language: 'en', account: ADMIN });
    for (let time = 0; time < 3; time++) {
      await page.getByRole('button', { name: `View details of ${code}` }).click();
      await expect(page.getByRole('dialog', { name: en('payments.dialog.title', { code }) })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(page).toHaveURL(/\/transfer-management$/);
      // The admin picks a filter (not yet searched) before opening it again.
      const status = page.getByRole('combobox', { name: en('bookings.filters.status') });
      await status.click();
      await page
        .getByRole('option', { name: en(`bookings.filters.statusOption.${time % 2 ? 'ALL' : 'ACCEPT'}`) })
        .click();
      await expect(status).toHaveAttribute('aria-expanded', 'false');
    }
    // Each close went back: Back now leaves the list.
    await page.goBack();
    await expect(page).not.toHaveURL(/\/transfer-management/);
  });

  test("the page's first payment details open over the list while their code and texts still load: the list stays, and Escape closes them", async ({
    page,
    visit,
    sandbox,
  }) => {
    const code = await firstPendingCode(sandbox);
    await visit(page, { path: '/transfer-management', language: 'en', account: ADMIN });
    // The page's title as drawn: behind an open dialog it is hidden from assistive technology (aria-hidden), not from the eye.
    const list = page.locator('main h1', { hasText: en('pages.transferManagement.title') });
    await expect(list).toBeVisible();
    // From here the scripts (code, and the texts, which are scripts too) are held, as on a slow
    // connection: what the dialog loads the first time it opens (the change history's) arrives last.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const heldScripts: string[] = [];
    await page.route('**/assets/*.js', async (route) => {
      heldScripts.push(route.request().url());
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: `View details of ${code}` }).click();
    const dialog = page.getByRole('dialog', { name: en('payments.dialog.title', { code }) });
    await expect(dialog.getByTestId('payment-section-booking')).toBeVisible();
    await expect(list).toBeVisible();
    // The history waits in its place, with nothing of it yet.
    await expect(dialog.getByRole('region', { name: en('audit.timeline.title') })).toHaveCount(0);
    expect(heldScripts.length).toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL(/\/transfer-management$/);
    release();
  });

  test("a user's details, whatever the role filter shows", async ({ page, context, visit, sandbox }) => {
    const profiles = await sandbox.adminGet<Profile[]>(ProfilePaths.list);
    const customer = profiles.find((profile) => profile.email === 'customer@poolvilla.test') as Profile;
    const link = recordLink.user(customer.profileId);
    await visit(page, { path: `${link}&role=ADMIN`, language: 'en', account: ADMIN });
    // A form: Cancel closes it.
    await linkRoundTrip(page, context, {
      link,
      dialogName: /^Edit /,
      listSearch: '?role=ADMIN',
      closeWith: en('common.cancel'),
    });
  });

  test('a partner application', async ({ page, context, visit, sandbox }) => {
    const [request] = await sandbox.adminGet<PartnerRequest[]>(PartnerPaths.pendingRoleChange);
    const link = recordLink.partner(request.profilePartnerId);
    await visit(page, { path: `${link}&requests.page=1`, language: 'en', account: ADMIN });
    await linkRoundTrip(page, context, {
      link,
      dialogName: en('partners.details.title'),
      listSearch: '?requests.page=1',
      closeWith: en('common.close'),
    });
  });

  test("a property's owners, from the pending tab", async ({ page, context, visit, sandbox }) => {
    const list = await sandbox.adminGet<PropertyListByApproval>(PropertyPaths.adminWithOwner);
    const property = list.approve.find((listed) => listed.propertyOwners.length > 0);
    expect(property, 'the seed has an approved property with owners').toBeDefined();
    const link = recordLink.property(property!.propertyId);
    await visit(page, { path: `${link}&tab=pending`, language: 'en', account: ADMIN });
    await linkRoundTrip(page, context, {
      link,
      dialogName: /^Owners of /,
      listSearch: '?tab=pending',
      closeWith: en('common.close'),
    });
  });

  test('an unknown booking code says so and shows the list', async ({ page, visit }) => {
    await visit(page, {
      path: '/transfer-management?tab=transferred&booking=PV-1999-000000',
      language: 'en',
      account: ADMIN,
    });
    await expect(page.getByTestId('notice')).toContainText(en('records.notFound.booking'));
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(new URL(page.url()).search).toBe('?tab=transferred');
    await expect(page.getByTestId('booking-card').first()).toBeVisible();
  });

  test("signed out, a record's address signs in first and lands on its dialog", async ({
    page,
    sandbox,
    chooseAccount,
  }) => {
    const [booking] = await sandbox.adminGet<Booking[]>(BookingPaths.acceptedPayment);
    const code = booking.bookingCode ?? '';
    const address = `${recordLink.booking(code, false)}&tab=transferred`;
    await page.goto(address);
    await page.waitForURL((url) => url.pathname === '/login');
    await chooseAccount(page, { provider: 'line', account: ADMIN });
    await page.waitForURL((url) => url.pathname === '/transfer-management');
    expect(new URL(page.url()).searchParams.get('booking')).toBe(code);
    expect(new URL(page.url()).searchParams.get('tab')).toBe('transferred');
    await expect(
      page.getByRole('dialog', { name: text('th', 'payments.dialog.title', { code }) }),
    ).toBeVisible();
  });
});
