import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test, LOOKS, type Language, type Theme } from './support/fixtures';

const ADMIN = 'admin@poolvilla.test';

interface ProfileRow {
  profile_id: string;
  first_name: string | null;
  last_name: string | null;
  email: string;
  role: string;
  active: number;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const nameOf = (profile: ProfileRow) => [profile.first_name, profile.last_name].filter(Boolean).join(' ');

/** Users of the seed picked by SQL, so every test works on its own account whatever ran before. */
function customers(
  sandbox: { query<T>(sql: string, ...params: unknown[]): T[] },
  active: boolean,
): ProfileRow[] {
  return sandbox.query<ProfileRow>(
    `SELECT profile_id, first_name, last_name, email, role, active FROM profiles
      WHERE role = 'CUSTOMER' AND active = ? AND email NOT LIKE '%.test' AND first_name NOT LIKE '%<%'
      ORDER BY email`,
    active ? 1 : 0,
  );
}

async function openUsers(page: Page, query = '') {
  await page.goto(`/user-management${query}`);
  await expect(page.getByRole('grid')).toBeVisible();
  // Loaded: the first data row or an empty state.
  await expect(page.locator('[role="row"][data-id], .MuiDataGrid-overlay').first()).toBeVisible();
}

const rowOf = (page: Page, email: string) => page.locator('[role="row"][data-id]', { hasText: email });

async function choosePreferences(page: Page, language: Language, theme: Theme) {
  await page.getByRole('button', { name: language === 'th' ? 'ไทย' : 'English', exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  const toggle = page.getByRole('button', { name: /^(โหมดมืด|Dark mode)$/ });
  if ((await toggle.getAttribute('aria-pressed')) !== String(theme === 'dark')) await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', String(theme === 'dark'));
}

test.describe('user management', () => {
  test.beforeEach(async ({ page, signIn }) => {
    await signIn(page, { provider: 'line', account: ADMIN });
  });

  test('changing a role shows the new role, still there after a reload', async ({ page, sandbox }) => {
    const target = customers(sandbox, true)[0];
    await openUsers(page, `?q=${encodeURIComponent(target.email)}`);
    const row = rowOf(page, target.email);
    await row.getByRole('button', { name: /^(Change the role of|เปลี่ยนบทบาทของ) / }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox').click();
    await page.getByRole('option', { name: /^(Partner|พาร์ทเนอร์)$/ }).click();
    await dialog.getByRole('button', { name: /^(Save|บันทึก)$/ }).click();
    await expect(row.getByText(/^(Partner|พาร์ทเนอร์)$/)).toBeVisible();
    await expect
      .poll(
        () =>
          sandbox.query<{ role: string }>(
            'SELECT role FROM profiles WHERE profile_id = ?',
            target.profile_id,
          )[0].role,
      )
      .toBe('PARTNER');
    await page.reload();
    await expect(rowOf(page, target.email).getByText(/^(Partner|พาร์ทเนอร์)$/)).toBeVisible();
  });

  test('deactivating a user flips the switch, in the database too', async ({ page, sandbox }) => {
    const target = customers(sandbox, true)[1];
    await openUsers(page, `?q=${encodeURIComponent(target.email)}`);
    const toggle = rowOf(page, target.email).getByRole('switch');
    await expect(toggle).toBeChecked();
    await toggle.click();
    await expect(toggle).not.toBeChecked();
    await expect
      .poll(
        () =>
          sandbox.query<{ active: number }>(
            'SELECT active FROM profiles WHERE profile_id = ?',
            target.profile_id,
          )[0].active,
      )
      .toBe(0);
    await page.reload();
    await expect(rowOf(page, target.email).getByRole('switch')).not.toBeChecked();
  });

  test('deleting a user asks first, then the row is gone for good', async ({ page, sandbox }) => {
    const target = customers(sandbox, false)[0];
    await openUsers(page, `?q=${encodeURIComponent(target.email)}`);
    await rowOf(page, target.email)
      .getByRole('button', { name: new RegExp(`^(Delete|ลบ) ${escapeRegExp(nameOf(target))}$`) })
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(target.email);
    await dialog.getByRole('button', { name: /^(Delete user|ลบผู้ใช้งาน)$/ }).click();
    await expect(rowOf(page, target.email)).toHaveCount(0);
    await expect(page.getByText(/^(No entries match your search|ไม่พบข้อมูลที่ตรงกับการค้นหา)$/)).toBeVisible();
    expect(sandbox.query('SELECT 1 FROM profiles WHERE profile_id = ?', target.profile_id)).toHaveLength(0);
    await page.reload();
    await expect(page.getByText(/^(No entries match your search|ไม่พบข้อมูลที่ตรงกับการค้นหา)$/)).toBeVisible();
  });

  test("the admin's own account cannot be deactivated, demoted or deleted, and the page says why", async ({
    page,
  }) => {
    await openUsers(page, `?q=${encodeURIComponent(ADMIN)}`);
    const row = rowOf(page, ADMIN);
    const toggle = row.getByRole('switch');
    await expect(toggle).toHaveAttribute('aria-disabled', 'true');
    await toggle.click({ force: true });
    await expect(toggle).toBeChecked();
    await row.getByRole('button', { name: /^(Delete|ลบ) / }).hover();
    await expect(
      page
        .getByRole('tooltip')
        .filter({ hasText: /^(You cannot delete your own account\.|คุณไม่สามารถลบบัญชีของตนเองได้)$/ }),
    ).toBeVisible();
  });

  test('search, filter, sort and page live in the address: a reload and a shared link restore them', async ({
    page,
  }) => {
    await openUsers(page);
    await page.getByRole('searchbox').fill('a');
    await expect(page).toHaveURL(/[?&]q=a\b/);
    await page.getByRole('combobox', { name: /^(Role|บทบาท)$/ }).click();
    await page.getByRole('option', { name: /^(Customer|ลูกค้า)$/ }).click();
    await expect(page).toHaveURL(/role=CUSTOMER/);
    await page.getByRole('columnheader', { name: /^(Email|อีเมล)$/ }).click();
    await expect(page).toHaveURL(/sort=email/);
    await page
      .getByRole('navigation')
      .getByRole('button', { name: /^(Page|หน้า) 2$/ })
      .click();
    await expect(page).toHaveURL(/page=2/);
    const url = page.url();
    const firstEmail = await page
      .locator('[role="row"][data-id]')
      .first()
      .locator('[data-field="email"]')
      .innerText();

    await page.reload();
    await expect(page.getByRole('searchbox')).toHaveValue('a');
    await expect(
      page.getByRole('navigation').getByRole('button', { name: /^(Page|หน้า) 2$/ }),
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

  test('the row actions work from the keyboard', async ({ page, sandbox }) => {
    const target = customers(sandbox, true)[2];
    await openUsers(page, `?q=${encodeURIComponent(target.email)}`);
    const row = rowOf(page, target.email);
    await row.locator('[data-field="email"]').click();
    // Email → phone number → role → status.
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    const toggle = row.getByRole('switch');
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Space');
    await expect(toggle).not.toBeChecked();
    await page.keyboard.press('ArrowRight');
    await expect(row.getByRole('button', { name: /^(Change the role of|เปลี่ยนบทบาทของ) / })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(row.getByRole('button', { name: /^(Delete|ลบ) / })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('CSV export downloads the searched rows with a UTF-8 BOM, Thai intact', async ({ page, sandbox }) => {
    const target = customers(sandbox, true)[3];
    await openUsers(page, `?q=${encodeURIComponent(target.email)}`);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: /^(Export CSV|ส่งออก CSV)$/ }).click();
    const file = await (await download).path();
    const bytes = fs.readFileSync(file);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').trim().split(/\r?\n/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(nameOf(target));
    expect(lines[1]).toContain(target.email);
  });

  test('hostile seeded values render as text', async ({ page }) => {
    page.on('dialog', (dialog) => {
      throw new Error(`A script ran and opened a ${dialog.type()} dialog`);
    });
    await openUsers(page, '?q=script');
    await expect(page.getByText('<script>alert(1)</script>', { exact: false }).first()).toBeVisible();
    expect(await page.evaluate(() => document.querySelectorAll('[role="grid"] script').length)).toBe(0);
  });

  test('screenshots at 390 and 1440 px, light and dark, Thai and English', async ({
    page,
    saveScreenshot,
  }) => {
    await openUsers(page);
    for (const [language, theme] of LOOKS) {
      await page.setViewportSize({ width: 1440, height: 900 });
      await choosePreferences(page, language, theme);
      for (const width of [1440, 390]) {
        await page.setViewportSize({ width, height: width < 768 ? 844 : 900 });
        await expect(page.locator('[role="row"][data-id]').first()).toBeVisible();
        await saveScreenshot(page, { screen: 'user-management', language, theme, width });
      }
    }
  });
});
