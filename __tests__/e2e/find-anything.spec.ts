import type { BrowserContext, Locator, Page } from '@playwright/test';
import {
  BookingPaths,
  ProfilePaths,
  PropertyPaths,
  type Booking,
  type Profile,
  type PropertyListByApproval,
} from '../../contract';
import { ADMIN_ACCOUNT as ADMIN, escapeRegExp, expect, startFromSeed, test, text } from './support/fixtures';

// Find anything: the palette finds a record as the admin types, opens it with the keyboard alone
// where it lives, and the record's dialog gives a link that opens the same dialog elsewhere.
startFromSeed();

const en = (key: string, values?: Record<string, string | number>) => text('en', key, values);

/** Ctrl+K once the console is up, from wherever the focus is, then the term typed into the palette's box. */
async function search(page: Page, term: string, language: 'th' | 'en' = 'en'): Promise<Locator> {
  await expect(
    page.getByRole('banner').getByRole('button', { name: text(language, 'find.openLabel') }),
  ).toBeVisible();
  await page.keyboard.press('Control+k');
  const box = page.getByRole('combobox', { name: text(language, 'find.label') });
  await expect(box).toBeFocused();
  await page.keyboard.type(term);
  await expect(page.getByRole('dialog').getByRole('progressbar')).toHaveCount(0);
  return box;
}

/**
 * Arrows down (keyboard only) until the highlighted option holds `pattern`, then Enter: the
 * palette closes and the record opens.
 */
async function openWithKeyboard(page: Page, box: Locator, pattern: RegExp) {
  await expect(page.getByRole('option', { name: pattern }).first()).toBeVisible();
  const options = await page.getByRole('option').count();
  for (let step = 0; step < options; step += 1) {
    const active = await box.getAttribute('aria-activedescendant');
    const name = active ? await page.locator(`[id="${active}"]`).innerText() : '';
    if (pattern.test(name)) break;
    await page.keyboard.press('ArrowDown');
  }
  await page.keyboard.press('Enter');
  await expect(page.getByRole('combobox', { name: en('find.label') })).toHaveCount(0);
}

/** "Copy link" in the dialog, and the copy opened in a new page of the same browser: the same dialog. */
async function copiedLinkOpensTheSameDialog(
  page: Page,
  context: BrowserContext,
  dialogName: string | RegExp,
) {
  const origin = new URL(page.url()).origin;
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
  const dialog = page.getByRole('dialog', { name: dialogName });
  await dialog.getByRole('button', { name: en('records.copyLink') }).click();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(page.url());
  const other = await context.newPage();
  await other.goto(copied);
  await expect(other.getByRole('dialog', { name: dialogName })).toBeVisible();
  await other.close();
}

test.describe('find anything', () => {
  test('a booking by the last digits of its code, by its Thai guest name and by its e-mail, opened with the keyboard', async ({
    page,
    context,
    visit,
    sandbox,
  }) => {
    const bookings = await sandbox.adminGet<Booking[]>(BookingPaths.nonAcceptedPayment);
    const booking = bookings.find(
      (candidate) => candidate.bookingCode && candidate.email && candidate.firstName,
    );
    if (!booking?.bookingCode)
      throw new Error('The seed has no pending booking with a code, a guest and an e-mail.');
    const code = booking.bookingCode;
    const codePattern = new RegExp(escapeRegExp(code));
    const dialogName = en('payments.dialog.title', { code });
    await visit(page, { path: '/', language: 'en', account: ADMIN });

    const terms = [code.slice(-4), `${booking.firstName} ${booking.lastName}`, booking.email ?? ''];
    for (const term of terms) {
      const box = await search(page, term);
      // The booking's key facts on its line: its list, its status badge, its guest.
      const option = page.getByRole('option', { name: codePattern }).first();
      await expect(option).toContainText(en('find.marker.pending'));
      await expect(option).toContainText(booking.firstName ?? '');
      // The matched text is marked.
      await expect(option.locator('mark').first()).toBeVisible();
      await openWithKeyboard(page, box, codePattern);
      await expect(page).toHaveURL(new RegExp(`/transfer-management\\?booking=${escapeRegExp(code)}$`));
      await expect(page.getByRole('dialog', { name: dialogName })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    }

    // Opened last, listed first when the box is empty.
    await page.keyboard.press('Control+k');
    const recent = page.getByRole('option').first();
    await expect(recent).toContainText(code);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: dialogName })).toBeVisible();
    await copiedLinkOpensTheSameDialog(page, context, dialogName);
  });

  test('every key typed at once after Ctrl+K lands in the box, on the first opening after a page load', async ({
    page,
    visit,
  }) => {
    for (const typed of ['000147', 'malee@poolvilla.test']) {
      await visit(page, { path: '/', language: 'en', account: ADMIN });
      await expect(
        page.getByRole('banner').getByRole('button', { name: en('find.openLabel') }),
      ).toBeVisible();
      // No wait for the palette: its code is still on its way while the keys are typed.
      await page.keyboard.press('Control+k');
      await page.keyboard.type(typed);
      const box = page.getByRole('combobox', { name: en('find.label') });
      await expect(box).toBeFocused();
      await expect(box).toHaveValue(typed);
    }
  });

  test('an Enter pressed at once after the code opens its booking, on a fresh load and on a warm page', async ({
    page,
    visit,
    sandbox,
  }) => {
    const [{ code }] = sandbox.query<{ code: string }>(
      "SELECT booking_code AS code FROM bookings WHERE booking_code LIKE '%000147'",
    );
    await visit(page, { path: '/', language: 'en', account: ADMIN });
    await expect(page.getByRole('banner').getByRole('button', { name: en('find.openLabel') })).toBeVisible();
    for (const load of ['fresh', 'warm']) {
      // A touch typist's Enter: no wait for the palette, nor for the search's answer.
      await page.keyboard.press('Control+k');
      await page.keyboard.type('000147');
      await page.keyboard.press('Enter');
      await expect(page, load).toHaveURL(new RegExp(`[?&]booking=${escapeRegExp(code)}$`));
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    }
  });

  test('a user by e-mail in capitals and a property by its name, each opened and linked', async ({
    page,
    context,
    visit,
    sandbox,
  }) => {
    const profiles = await sandbox.adminGet<Profile[]>(ProfilePaths.list);
    const profile = profiles.find((candidate) => candidate.role === 'CUSTOMER' && candidate.email);
    const { approve } = await sandbox.adminGet<PropertyListByApproval>(PropertyPaths.adminWithOwner);
    const property = approve.find((candidate) => candidate.propertyName);
    if (!profile?.email || !property?.propertyName)
      throw new Error('The seed has no customer or named property.');
    await visit(page, { path: '/', language: 'en', account: ADMIN });

    let box = await search(page, profile.email.toUpperCase());
    // The user's line, not a booking the same guest made: its role is on it.
    await openWithKeyboard(
      page,
      box,
      new RegExp(`${escapeRegExp(profile.email)}[\\s\\S]*${en('roles.CUSTOMER')}`),
    );
    await expect(page).toHaveURL(new RegExp(`/user-management\\?user=${escapeRegExp(profile.profileId)}$`));
    await expect(page.getByRole('dialog', { name: /^Edit / })).toBeVisible();
    await copiedLinkOpensTheSameDialog(page, context, /^Edit /);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    box = await search(page, property.propertyName);
    await openWithKeyboard(page, box, new RegExp(`^${escapeRegExp(property.propertyName)}`));
    await expect(page).toHaveURL(
      new RegExp(`/property-management\\?property=${escapeRegExp(property.propertyId)}$`),
    );
    await expect(page.getByRole('dialog', { name: /^Owners of / })).toBeVisible();
    await copiedLinkOpensTheSameDialog(page, context, /^Owners of /);
  });

  test('says when nothing matches, and keeps the palette open when a search fails', async ({
    page,
    visit,
    sandbox,
    consoleProblems,
  }) => {
    // The browser reports the failed search itself.
    consoleProblems.allow(/profiles\/search.*status of 500/);
    await visit(page, { path: '/', language: 'th', account: ADMIN });
    await search(page, 'ไม่มีสิ่งนี้แน่นอน', 'th');
    await expect(page.getByText(text('th', 'find.noMatch', { term: 'ไม่มีสิ่งนี้แน่นอน' }))).toBeVisible();

    await sandbox.setFaults({ rules: [{ pattern: ProfilePaths.search, errorRate: 1 }] });
    try {
      const box = page.getByRole('combobox', { name: text('th', 'find.label') });
      await box.fill('admin');
      const warning = page.getByRole('alert').filter({ hasText: text('th', 'find.groups.user') });
      await expect(warning).toBeVisible();
      await expect(box).toBeFocused();
    } finally {
      await sandbox.setFaults({ rules: [] });
    }
    await page.getByRole('button', { name: text('th', 'common.tryAgain') }).click();
    await expect(page.getByRole('option', { name: /admin@poolvilla\.test/ })).toBeVisible();
  });
});
