import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { ProfilePaths, type Profile } from '../../contract';
import {
  ADMIN_ACCOUNT as ADMIN,
  customers,
  either,
  eitherStart,
  screenInEachLook,
  expect,
  gridLoaded,
  gridRow,
  nameOf,
  profileRows,
  startFromSeed,
  test,
  text,
  type Language,
  type Theme,
  type Visit,
  LOOKS,
  WIDTHS,
} from './support/fixtures';
import { choosePhoto } from './support/slip';

// User management (spec section 2): every action, checked in the sandbox's database afterwards;
// Thai and English, 1440 and 390 px. From the seed: the tests run in order on their own accounts.
startFromSeed();

type VisitFn = (page: Page, visit: Visit) => Promise<void>;

/** Opens user management signed in (storage, not the login page), in a language. */
async function openUsers(page: Page, visit: VisitFn, query = '', language: Language = 'th', theme?: Theme) {
  await visit(page, { path: `/user-management${query}`, language, theme, account: ADMIN });
  await expect(page.getByRole('grid')).toBeVisible();
  await gridLoaded(page);
}
const forEmail = (email: string) => `?q=${encodeURIComponent(email)}`;
const storedRole = (sandbox: Parameters<typeof profileRows>[0], profileId: string) =>
  profileRows(sandbox, profileId)[0]?.role;
const showing = (language: Language, start: number, end: number, total: number) =>
  text(language, 'table.showing', { start, end, total });
const emailsShown = (page: Page) =>
  page.locator('[role="row"][data-id] [data-field="email"]').allInnerTexts();

test.describe('user management', () => {
  test('changing a role: the same role calls nothing; a new one is shown, stored and kept after a reload (th, 1440 px)', async ({
    page,
    visit,
    sandbox,
  }) => {
    const target = customers(sandbox, true)[0];
    await openUsers(page, visit, forEmail(target.email));
    const row = gridRow(page, target.email);
    const roleCalls: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/role')) roleCalls.push(request.url());
    });
    const changeRole = row.getByRole('button', { name: eitherStart('users.actions.changeRole') });

    // Saving the role the user already has closes the dialog without a call (spec section 5).
    await changeRole.click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: either('users.changeRole.save') })
      .click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(roleCalls).toEqual([]);

    await changeRole.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(text('th', 'users.changeRole.message', { name: nameOf(target) }));
    await dialog.getByRole('combobox').click();
    await page.getByRole('option', { name: either('roles.PARTNER') }).click();
    await dialog.getByRole('button', { name: either('users.changeRole.save') }).click();
    await expect(row.getByText(either('roles.PARTNER'))).toBeVisible();
    await expect.poll(() => storedRole(sandbox, target.profile_id)).toBe('PARTNER');
    expect(roleCalls).toHaveLength(1);
    await page.reload();
    await expect(gridRow(page, target.email).getByText(either('roles.PARTNER'))).toBeVisible();
  });

  test('deactivating a user flips the switch, in the database too (en, 390 px)', async ({
    page,
    visit,
    sandbox,
  }) => {
    const target = customers(sandbox, true)[1];
    await page.setViewportSize({ width: 390, height: 844 });
    await openUsers(page, visit, forEmail(target.email), 'en');
    // A phone shows the name, the switch and the actions; the email column starts hidden.
    await expect(page.getByRole('columnheader', { name: text('en', 'users.columns.email') })).toHaveCount(0);
    const toggle = gridRow(page, nameOf(target)).getByRole('switch', {
      name: text('en', 'users.activeLabel', { name: nameOf(target) }),
    });
    await expect(toggle).toBeChecked();
    await toggle.click();
    await expect(toggle).not.toBeChecked();
    await expect.poll(() => profileRows(sandbox, target.profile_id)[0].active).toBe(0);
    await page.reload();
    await expect(gridRow(page, nameOf(target)).getByRole('switch')).not.toBeChecked();
  });

  test('a user switched off in a tab opened later stays off when switched off here too (en, 1440 px)', async ({
    page,
    visit,
    sandbox,
  }) => {
    const target = customers(sandbox, true)[2];
    await openUsers(page, visit, forEmail(target.email), 'en');
    const switchIn = (tab: Page) =>
      gridRow(tab, target.email).getByRole('switch', {
        name: text('en', 'users.activeLabel', { name: nameOf(target) }),
      });
    // Another tab of the session deactivates the user after this one loaded the list.
    const other = await page.context().newPage();
    await other.goto(`/user-management${forEmail(target.email)}`);
    await gridLoaded(other);
    await switchIn(other).click();
    await expect.poll(() => profileRows(sandbox, target.profile_id)[0].active).toBe(0);
    await other.close();

    const patches: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PATCH') patches.push(new URL(request.url()).pathname);
    });
    await expect(switchIn(page)).toBeChecked();
    await switchIn(page).click();
    await expect(switchIn(page)).not.toBeChecked();
    // The first toggle turned the user back on, as its answer said: it was sent once more.
    await expect
      .poll(() => patches)
      .toEqual([ProfilePaths.active(target.profile_id), ProfilePaths.active(target.profile_id)]);
    expect(profileRows(sandbox, target.profile_id)[0].active).toBe(0);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('deleting a user asks first, naming them; then the row is gone for good (en, 1440 px)', async ({
    page,
    visit,
    sandbox,
  }) => {
    const target = customers(sandbox, false)[0];
    await openUsers(page, visit, forEmail(target.email), 'en');
    await gridRow(page, target.email)
      .getByRole('button', { name: text('en', 'users.actions.delete', { name: nameOf(target) }) })
      .click();
    const dialog = page.getByRole('dialog', { name: text('en', 'users.delete.title') });
    await expect(dialog).toContainText(
      text('en', 'users.delete.message', { name: nameOf(target), email: target.email }),
    );
    await dialog.getByRole('button', { name: text('en', 'users.delete.confirm') }).click();
    await expect(gridRow(page, target.email)).toHaveCount(0);
    await expect(page.getByText(text('en', 'table.noResults'), { exact: true })).toBeVisible();
    await expect.poll(() => profileRows(sandbox, target.profile_id)).toEqual([]);
    await page.reload();
    await expect(page.getByText(text('en', 'table.noResults'), { exact: true })).toBeVisible();
  });

  test("the admin's own account is marked and cannot be deactivated, demoted or deleted, and the page says why", async ({
    page,
    visit,
    sandbox,
  }) => {
    await openUsers(page, visit, forEmail(ADMIN));
    const row = gridRow(page, ADMIN);
    await expect(row.getByText(text('th', 'users.you'), { exact: true })).toBeVisible();
    const toggle = row.getByRole('switch');
    await expect(toggle).toHaveAttribute('aria-disabled', 'true');
    await toggle.click({ force: true });
    await expect(toggle).toBeChecked();
    await expect(row.getByRole('button', { name: eitherStart('users.actions.changeRole') })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await row.getByRole('button', { name: eitherStart('users.actions.delete') }).hover();
    await expect(page.getByRole('tooltip').filter({ hasText: either('users.self.delete') })).toBeVisible();
    const [admin] = sandbox.query<{ role: string; active: number }>(
      'SELECT role, active FROM profiles WHERE email = ?',
      ADMIN,
    );
    expect(admin).toEqual({ role: 'ADMIN', active: 1 });
  });

  test('search, role and status filters show what the API answers; paging, page size and the empty state (en)', async ({
    page,
    visit,
    sandbox,
  }) => {
    const total = sandbox.query<{ n: number }>('SELECT COUNT(*) AS n FROM profiles')[0].n;
    expect(total).toBeGreaterThan(30);
    await openUsers(page, visit, '', 'en');
    const status = page.getByRole('status').filter({ hasText: /Showing/ });
    const pagination = page.getByRole('navigation', { name: text('en', 'table.pagination') });
    await expect(status).toHaveText(showing('en', 1, 10, total));
    await expect(pagination.getByRole('button', { name: text('en', 'table.previousPage') })).toBeDisabled();
    await expect(pagination.getByRole('button', { name: 'Page 1', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // A window of five page buttons, then a jump of five pages.
    await expect(pagination.getByRole('button', { name: /^Page \d+$/ })).toHaveCount(
      Math.min(5, Math.ceil(total / 10)),
    );
    await expect(pagination.getByRole('button', { name: text('en', 'table.jumpForward') })).toBeVisible();

    // Page size 20, then a page beyond the last shows the last, with next disabled.
    await page.getByRole('combobox', { name: text('en', 'table.rowsPerPage') }).click();
    await page.getByRole('option', { name: '20', exact: true }).click();
    await expect(page).toHaveURL(/size=20/);
    await expect(status).toHaveText(showing('en', 1, 20, total));
    const lastStart = Math.floor((total - 1) / 20) * 20 + 1;
    await page.goto('/user-management?size=20&page=999');
    await expect(status).toHaveText(showing('en', lastStart, total, total));
    await expect(pagination.getByRole('button', { name: text('en', 'table.nextPage') })).toBeDisabled();
    await expect(page.locator('[role="row"][data-id]')).toHaveCount(total - lastStart + 1);

    // Role and status filters: exactly the inactive partners the database holds.
    await page.goto('/user-management');
    await page.getByRole('combobox', { name: text('en', 'users.filters.role') }).click();
    await page.getByRole('option', { name: text('en', 'roles.PARTNER'), exact: true }).click();
    await page.getByRole('combobox', { name: text('en', 'users.filters.status') }).click();
    await page.getByRole('option', { name: text('en', 'users.filters.statuses.inactive') }).click();
    await expect(page).toHaveURL(/role=PARTNER/);
    await expect(page).toHaveURL(/status=inactive/);
    const inactivePartners = sandbox
      .query<{ email: string }>("SELECT email FROM profiles WHERE role = 'PARTNER' AND active = 0")
      .map((row) => row.email);
    expect(inactivePartners.length).toBeGreaterThan(0);
    await expect.poll(async () => (await emailsShown(page)).sort()).toEqual(inactivePartners.sort());

    // A keyword: the rows the profiles search answers, on page 1.
    await page.goto('/user-management');
    await page.getByRole('searchbox').fill('inkaew');
    await expect(page).toHaveURL(/q=inkaew/);
    const found = await sandbox.adminGet<Profile[]>(`${ProfilePaths.search}?keyword=inkaew`);
    expect(found.length).toBeGreaterThan(1);
    await expect.poll(async () => (await emailsShown(page)).sort()).toEqual(found.map((p) => p.email).sort());
    await expect(status).toHaveText(showing('en', 1, found.length, found.length));

    // Nothing found: the search's empty state, and its way back.
    await page.getByRole('searchbox').fill('zzzz-nobody');
    await expect(page.getByText(text('en', 'table.noResults'), { exact: true })).toBeVisible();
    await expect(page.getByText(text('en', 'table.noResultsHint'))).toBeVisible();
    await page.getByRole('button', { name: text('en', 'table.clearFilters') }).click();
    await expect(page.getByRole('searchbox')).toHaveValue('');
    await expect(status).toHaveText(showing('en', 1, 10, total));
  });

  test('search, filter, sort and page live in the address: a reload and a shared link restore them', async ({
    page,
    visit,
  }) => {
    await openUsers(page, visit);
    await page.getByRole('searchbox').fill('a');
    await expect(page).toHaveURL(/[?&]q=a\b/);
    await page.getByRole('combobox', { name: either('users.filters.role') }).click();
    await page.getByRole('option', { name: either('roles.CUSTOMER') }).click();
    await expect(page).toHaveURL(/role=CUSTOMER/);
    // Sorted, the header's name also says the direction: found by its field.
    const email = page.locator('[role="columnheader"][data-field="email"]');
    await email.click();
    await expect(page).toHaveURL(/sort=email/);
    // The rows are read once the grid has drawn the order, not as soon as the address shows it.
    await expect(email).toHaveAttribute('aria-sort', 'ascending');
    const ascending = await emailsShown(page);
    await email.click();
    await expect(page).toHaveURL(/sort=-email/);
    await expect(email).toHaveAttribute('aria-sort', 'descending');
    await expect.poll(() => emailsShown(page)).not.toEqual(ascending);
    await email.click();
    await expect(page).toHaveURL(/sort=email/);
    await expect(email).toHaveAttribute('aria-sort', 'ascending');
    await expect.poll(() => emailsShown(page)).toEqual(ascending);
    await page
      .getByRole('navigation')
      .getByRole('button', { name: either('table.page', { page: 2 }) })
      .click();
    await expect(page).toHaveURL(/page=2/);
    // Page 2 drawn: its first row is not page 1's.
    await expect.poll(async () => (await emailsShown(page))[0]).not.toBe(ascending[0]);
    const url = page.url();
    const [firstEmail] = await emailsShown(page);

    await page.reload();
    await expect(page.getByRole('searchbox')).toHaveValue('a');
    await expect(
      page.getByRole('navigation').getByRole('button', { name: either('table.page', { page: 2 }) }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(page.locator('[role="row"][data-id]').first().locator('[data-field="email"]')).toHaveText(
      firstEmail,
    );

    await page.goto('/');
    await page.goBack();
    await expect(page).toHaveURL(url);
    await expect(page.locator('[role="row"][data-id]').first().locator('[data-field="email"]')).toHaveText(
      firstEmail,
    );
  });

  test('the row actions work from the keyboard', async ({ page, visit, sandbox }) => {
    const target = customers(sandbox, true)[2];
    await openUsers(page, visit, forEmail(target.email));
    const row = gridRow(page, target.email);
    await row.locator('[data-field="email"]').click();
    // Email → phone number → role → status.
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    const toggle = row.getByRole('switch');
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Space');
    await expect(toggle).not.toBeChecked();
    await expect.poll(() => profileRows(sandbox, target.profile_id)[0].active).toBe(0);
    await page.keyboard.press('ArrowRight');
    await expect(row.getByRole('button', { name: eitherStart('users.actions.edit') })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(row.getByRole('button', { name: eitherStart('users.actions.changeRole') })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(row.getByRole('button', { name: eitherStart('users.actions.delete') })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(profileRows(sandbox, target.profile_id)).toHaveLength(1);
  });

  test('the column chooser hides a column; CSV export then has the searched rows, visible columns only, with a BOM, Thai intact', async ({
    page,
    visit,
    sandbox,
  }) => {
    const target = customers(sandbox, true)[3];
    await openUsers(page, visit, forEmail(target.email));
    const phoneHeader = page.getByRole('columnheader', { name: text('th', 'users.columns.phoneNumber') });
    await expect(phoneHeader).toBeVisible();
    await page.getByRole('button', { name: text('th', 'table.columns') }).click();
    await page
      .locator('.MuiDataGrid-columnsManagement')
      .getByRole('checkbox', { name: text('th', 'users.columns.phoneNumber') })
      .uncheck();
    await page.keyboard.press('Escape');
    await expect(phoneHeader).toHaveCount(0);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: text('th', 'table.exportCsv') }).click();
    const file = await (await download).path();
    const bytes = fs.readFileSync(file);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').trim().split(/\r?\n/);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain(text('th', 'users.columns.email'));
    expect(lines[0]).not.toContain(text('th', 'users.columns.phoneNumber'));
    expect(lines[1]).toContain(nameOf(target));
    expect(lines[1]).toContain(target.email);
  });

  test('hostile seeded values render as text', async ({ page, visit }) => {
    page.on('dialog', (dialog) => {
      throw new Error(`A script ran and opened a ${dialog.type()} dialog`);
    });
    await openUsers(page, visit, '?q=script');
    await expect(page.getByText('<script>alert(1)</script>', { exact: false }).first()).toBeVisible();
    expect(await page.evaluate(() => document.querySelectorAll('[role="grid"] script').length)).toBe(0);
  });

  test("editing a user's details and photo: checked before sending, stored, shown in the row (th, 1440 px)", async ({
    page,
    visit,
    sandbox,
  }) => {
    const target = customers(sandbox, true)[4];
    await openUsers(page, visit, forEmail(target.email));
    const puts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT') puts.push(request.postData() ?? '');
    });
    await gridRow(page, target.email)
      .getByRole('button', { name: text('th', 'users.actions.edit', { name: nameOf(target) }) })
      .click();
    const dialog = page.getByRole('dialog', {
      name: text('th', 'users.edit.title', { name: nameOf(target) }),
    });
    const field = (key: string) =>
      dialog.getByRole('textbox', { name: text('th', `users.edit.fields.${key}`) });
    await expect(field('email')).toHaveValue(target.email);

    await field('phoneNumber').fill('08-12');
    await dialog.getByRole('button', { name: text('th', 'users.edit.save') }).click();
    await expect(field('phoneNumber')).toBeFocused();
    await expect(dialog).toContainText(text('th', 'users.edit.problem.invalidPhone'));
    expect(puts).toEqual([]);

    await field('phoneNumber').fill('081-234-5678');
    await field('firstName').fill('มานี');
    // A real photo through the real compression (compressorjs on a canvas).
    await choosePhoto(page, dialog.getByTestId('profile-image-input'), {
      width: 2400,
      height: 1800,
      bytes: 1_500_000,
    });
    await expect(dialog.getByText(/^รูปใหม่: photo\.jpg/)).toBeVisible({ timeout: 20_000 });
    await dialog.getByRole('button', { name: text('th', 'users.edit.save') }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByTestId('notice')).toContainText(
      text('th', 'users.done.edit', { name: nameOf(target) }),
    );
    // The number as typed, sent and stored as its digits.
    expect(puts.map((body) => JSON.parse(body))).toEqual([{ firstName: 'มานี', phoneNumber: '0812345678' }]);
    const [stored] = sandbox.query<{
      first_name: string;
      phone_number: string;
      image_id: string | null;
    }>('SELECT first_name, phone_number, image_id FROM profiles WHERE profile_id = ?', target.profile_id);
    expect(stored).toMatchObject({ first_name: 'มานี', phone_number: '0812345678' });
    expect(stored.image_id).toBeTruthy();
    const row = gridRow(page, target.email);
    await expect(row.getByText(`มานี ${target.last_name}`)).toBeVisible();
    // The stored photo, drawn in the row: compressed to at most 1920 px on its longest side.
    const drawnWidth = () => row.getByRole('img').evaluate((image: HTMLImageElement) => image.naturalWidth);
    await expect.poll(drawnWidth).toBeGreaterThan(0);
    expect(await drawnWidth()).toBeLessThanOrEqual(1920);
  });

  test('the edit dialog in Thai and English at 390 and 1440 px, light and dark (screenshots)', async ({
    page,
    visit,
    sandbox,
    saveScreenshot,
  }) => {
    const target = customers(sandbox, true)[5];
    for (const [language, theme] of LOOKS)
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: width < 768 ? 844 : 900 });
        await openUsers(page, visit, forEmail(target.email), language, theme);
        await gridRow(page, nameOf(target))
          .getByRole('button', { name: text(language, 'users.actions.edit', { name: nameOf(target) }) })
          .click();
        const dialog = page.getByRole('dialog');
        await dialog
          .getByRole('textbox', { name: text(language, 'users.edit.fields.email') })
          .fill('not-an-email');
        await dialog.getByRole('button', { name: text(language, 'users.edit.save') }).click();
        await expect(dialog).toContainText(text(language, 'users.edit.problem.invalidEmail'));
        await saveScreenshot(page, { screen: 'user-edit', language, theme, width });
      }
  });

  test('Thai and English at 390 and 1440 px, light and dark: translated, fits the phone (screenshots)', async ({
    page,
    visit,
    saveScreenshot,
  }) => {
    await openUsers(page, visit);
    await screenInEachLook(
      page,
      saveScreenshot,
      ['user-management', 'pages.userManagement.title'],
      (look) => [
        page.getByRole('columnheader', { name: text(look.language, 'users.columns.user') }),
        page.locator('[role="row"][data-id]').first(),
      ],
    );
  });
});
