import type { Locator, Page } from '@playwright/test';
import { expect, test, LOOKS, type Language, type Theme } from './support/fixtures';

const ADMIN = 'admin@poolvilla.test';

interface RequestRow {
  profile_partner_id: string;
  profile_id: string;
  first_name: string | null;
  last_name: string | null;
  email: string;
  location: string | null;
}

type Sandbox = { query<T>(sql: string, ...params: unknown[]): T[] };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const nameOf = (request: RequestRow) => [request.first_name, request.last_name].filter(Boolean).join(' ');

const SELECT = `SELECT r.profile_partner_id, r.profile_id, p.first_name, p.last_name, p.email, r.location
  FROM partner_requests r JOIN profiles p ON p.profile_id = r.profile_id`;
/** Pending requests, picked by SQL so each test works on its own applicant whatever ran before. */
const pendingRequests = (sandbox: Sandbox) =>
  sandbox.query<RequestRow>(
    `${SELECT} WHERE r.status = 'PENDING' AND r.location NOT LIKE 'javascript:%' ORDER BY p.email`,
  );
const partnersWithoutProperties = (sandbox: Sandbox) =>
  sandbox.query<RequestRow>(
    `${SELECT} WHERE r.status = 'APPROVED' AND p.role = 'PARTNER'
       AND NOT EXISTS (SELECT 1 FROM property_owners o WHERE o.profile_id = r.profile_id) ORDER BY p.email`,
  );
const roleOf = (sandbox: Sandbox, profileId: string) =>
  sandbox.query<{ role: string }>('SELECT role FROM profiles WHERE profile_id = ?', profileId)[0]?.role;

/** A list's section: its title, toolbar, grid and footer. */
const pendingSection = (page: Page) =>
  page.getByRole('region', { name: /^(คำขอเป็นพาร์ทเนอร์ที่รอการอนุมัติ|Pending partner requests)$/ });
const approvedSection = (page: Page) =>
  page.getByRole('region', { name: /^(พาร์ทเนอร์ที่ยังไม่มีที่พัก|Partners without properties)$/ });
const rowOf = (section: Locator, email: string) =>
  section.locator('[role="row"][data-id]', { hasText: email });

async function openPartners(page: Page) {
  await page.goto('/partner-management');
  await expect(
    pendingSection(page).locator('[role="row"][data-id], .MuiDataGrid-overlay').first(),
  ).toBeVisible();
  await expect(
    approvedSection(page).locator('[role="row"][data-id], .MuiDataGrid-overlay').first(),
  ).toBeVisible();
}

async function acknowledgeSuccess(page: Page, text: string) {
  const alert = page.getByRole('dialog', { name: /^(Success Alert!|.+)$/ });
  await expect(alert).toContainText(text);
  await alert.getByRole('button').last().click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

async function choosePreferences(page: Page, language: Language, theme: Theme) {
  await page.getByRole('button', { name: language === 'th' ? 'ไทย' : 'English', exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  const toggle = page.getByRole('button', { name: /^(โหมดมืด|Dark mode)$/ });
  if ((await toggle.getAttribute('aria-pressed')) !== String(theme === 'dark')) await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', String(theme === 'dark'));
}

test.describe('partner management', () => {
  test.beforeEach(async ({ page, signIn }) => {
    await signIn(page, { provider: 'line', account: ADMIN });
  });

  test('approving a request makes the account a partner, as user management then shows', async ({
    page,
    sandbox,
  }) => {
    const request = pendingRequests(sandbox)[0];
    await openPartners(page);
    await rowOf(pendingSection(page), request.email)
      .getByRole('button', { name: new RegExp(`^(อนุมัติ|Approve) ${escapeRegExp(nameOf(request))}$`) })
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(nameOf(request));
    await dialog.getByRole('button', { name: /^(อนุมัติ|Approve)$/ }).click();
    await expect(rowOf(pendingSection(page), request.email)).toHaveCount(0);
    await expect(rowOf(approvedSection(page), request.email)).toBeVisible();
    await expect.poll(() => roleOf(sandbox, request.profile_id)).toBe('PARTNER');

    await page.goto(`/user-management?q=${encodeURIComponent(request.email)}`);
    await expect(
      page.locator('[role="row"][data-id]', { hasText: request.email }).getByText(/^(พาร์ทเนอร์|Partner)$/),
    ).toBeVisible();
  });

  test('rejecting a request deletes it and says so', async ({ page, sandbox }) => {
    const request = pendingRequests(sandbox)[1];
    await openPartners(page);
    await rowOf(pendingSection(page), request.email)
      .getByRole('button', { name: /^(ปฏิเสธ|Reject) / })
      .click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /^(ปฏิเสธ|Reject)$/ })
      .click();
    await acknowledgeSuccess(page, nameOf(request));
    await expect(rowOf(pendingSection(page), request.email)).toHaveCount(0);
    expect(
      sandbox.query(
        'SELECT 1 FROM partner_requests WHERE profile_partner_id = ?',
        request.profile_partner_id,
      ),
    ).toHaveLength(0);
    await page.reload();
    await expect(pendingSection(page).getByRole('grid')).toBeVisible();
    await expect(rowOf(pendingSection(page), request.email)).toHaveCount(0);
  });

  test('cancelling an approval deletes it, the account is a customer again', async ({ page, sandbox }) => {
    const partner = partnersWithoutProperties(sandbox)[0];
    await openPartners(page);
    await rowOf(approvedSection(page), partner.email)
      .getByRole('button', { name: /^(ยกเลิกการอนุมัติ|Cancel the approval of) / })
      .click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /^(ยกเลิกการอนุมัติ|Cancel approval)$/ })
      .click();
    await acknowledgeSuccess(page, nameOf(partner));
    await expect(rowOf(approvedSection(page), partner.email)).toHaveCount(0);
    expect(roleOf(sandbox, partner.profile_id)).toBe('CUSTOMER');
  });

  test('the view dialog shows the application; the hostile location stays plain text', async ({
    page,
    sandbox,
  }) => {
    page.on('dialog', (dialog) => {
      throw new Error(`A script ran and opened a ${dialog.type()} dialog`);
    });
    const hostile = sandbox.query<RequestRow>(
      `${SELECT} WHERE r.location = 'javascript:alert(1)' AND r.status = 'PENDING'`,
    )[0];
    test.skip(!hostile, 'the hostile request was handled by an earlier run');
    await openPartners(page);
    await rowOf(pendingSection(page), hostile.email)
      .getByRole('button', { name: /^(ดูข้อมูลของ|View) / })
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('javascript:alert(1)')).toBeVisible();
    await expect(dialog.getByRole('link')).toHaveCount(0);
    await expect(dialog.getByText(/^\d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('screenshots at 390 and 1440 px, light and dark, Thai and English', async ({
    page,
    sandbox,
    saveScreenshot,
  }) => {
    await openPartners(page);
    for (const [language, theme] of LOOKS) {
      await page.setViewportSize({ width: 1440, height: 900 });
      await choosePreferences(page, language, theme);
      for (const width of [1440, 390]) {
        await page.setViewportSize({ width, height: width < 768 ? 844 : 900 });
        await expect(pendingSection(page).locator('[role="row"][data-id]').first()).toBeVisible();
        await saveScreenshot(page, { screen: 'partner-management', language, theme, width });
      }
    }
    const withMap = sandbox.query<RequestRow>(
      `${SELECT} WHERE r.status = 'PENDING' AND r.location LIKE 'https://%'`,
    )[0];
    await page.setViewportSize({ width: 1440, height: 900 });
    await rowOf(pendingSection(page), withMap.email)
      .getByRole('button', { name: /^(ดูข้อมูลของ|View) / })
      .click();
    await expect(page.getByRole('dialog').getByRole('link', { name: /^(ดูแผนที่|View map)$/ })).toBeVisible();
    await saveScreenshot(page, { screen: 'partner-view', language: 'en', theme: 'dark', width: 1440 });
  });
});
