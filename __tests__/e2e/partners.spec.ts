import type { Page } from '@playwright/test';
import { formatPhone } from '../../src/lib/format';
import { detailValue, expect, type SandboxHandle, startFromSeed, test, type Visit } from './support/fixtures';
// The texts, rows and looks the partner tests read.
import { ADMIN_ACCOUNT as ADMIN, REQUESTS_SQL, pendingRequests, type RequestRow } from './support/fixtures';
import { either, eitherStart, text, type Language } from './support/fixtures';
import { gridLoaded, gridRow, nameOf, screenInEachLook } from './support/fixtures';

// Partner management (spec section 2): both lists, every decision checked in the sandbox's
// database afterwards; Thai and English, 1440 and 390 px. From the seed, tests in order.
startFromSeed();

const partnersWithoutProperties = (sandbox: SandboxHandle) =>
  sandbox.query<RequestRow>(
    `${REQUESTS_SQL} WHERE r.status = 'APPROVED' AND p.role = 'PARTNER'
       AND NOT EXISTS (SELECT 1 FROM property_owners o WHERE o.profile_id = r.profile_id) ORDER BY p.email`,
  );
const requestRows = (sandbox: SandboxHandle, id: string) =>
  sandbox.query<{ status: string }>('SELECT status FROM partner_requests WHERE profile_partner_id = ?', id);
/** Applications without a map link: the decisions take these, the view tests keep the others. */
const plainRequests = (sandbox: SandboxHandle) =>
  pendingRequests(sandbox).filter((request) => !request.location?.startsWith('https://'));
const roleOf = (sandbox: SandboxHandle, profileId: string) =>
  sandbox.query<{ role: string }>('SELECT role FROM profiles WHERE profile_id = ?', profileId)[0]?.role;

/** A list's section: its title, toolbar, grid and footer. */
const pendingSection = (page: Page) => page.getByRole('region', { name: either('partners.pending.title') });
const approvedSection = (page: Page) => page.getByRole('region', { name: either('partners.approved.title') });

async function openPartners(
  page: Page,
  visit: (page: Page, visit: Visit) => Promise<void>,
  language: Language = 'th',
) {
  await visit(page, { path: '/partner-management', language, account: ADMIN });
  await gridLoaded(pendingSection(page));
  await gridLoaded(approvedSection(page));
}

/** The console's notice (the snackbar that confirms every change), and no dialog left open. */
async function confirmedByNotice(page: Page, message: string) {
  await expect(page.getByTestId('notice')).toContainText(message);
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/** dd/mm/yyyy on Bangkok's calendar, the year in the Buddhist era as the Thai console shows it. */
const ddmmyyyy = (iso: string) =>
  new Intl.DateTimeFormat('th-TH', {
    timeZone: 'Asia/Bangkok',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date(iso));

test.describe('partner management', () => {
  test('approving a request asks naming the partner; the account becomes a partner, as user management then shows (en, 390 px)', async ({
    page,
    visit,
    sandbox,
  }) => {
    const request = plainRequests(sandbox)[0];
    await page.setViewportSize({ width: 390, height: 844 });
    await openPartners(page, visit, 'en');
    // A phone shows the names and the actions; the email column starts hidden.
    await gridRow(pendingSection(page), nameOf(request))
      .getByRole('button', { name: text('en', 'partners.actions.approve', { name: nameOf(request) }) })
      .click();
    const dialog = page.getByRole('dialog', { name: text('en', 'partners.approve.title') });
    await expect(dialog).toContainText(text('en', 'partners.approve.message', { name: nameOf(request) }));
    await dialog.getByRole('button', { name: text('en', 'partners.approve.confirm') }).click();
    await expect(gridRow(pendingSection(page), nameOf(request))).toHaveCount(0);
    await expect.poll(() => roleOf(sandbox, request.profile_id)).toBe('PARTNER');
    expect(requestRows(sandbox, request.profile_partner_id)).toEqual([{ status: 'APPROVED' }]);
    await approvedSection(page).getByRole('searchbox').fill(request.email);
    await expect(gridRow(approvedSection(page), nameOf(request))).toBeVisible();

    // User management shows the role column from 600 px.
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`/user-management?q=${encodeURIComponent(request.email)}`);
    await expect(
      gridRow(page, request.email).getByText(text('en', 'roles.PARTNER'), { exact: true }),
    ).toBeVisible();
  });

  test('rejecting a request asks, deletes it and says so in the notice (th, 1440 px)', async ({
    page,
    visit,
    sandbox,
  }) => {
    const request = plainRequests(sandbox)[1];
    await openPartners(page, visit);
    await gridRow(pendingSection(page), request.email)
      .getByRole('button', { name: text('th', 'partners.actions.reject', { name: nameOf(request) }) })
      .click();
    const dialog = page.getByRole('dialog', { name: text('th', 'partners.reject.title') });
    await expect(dialog).toContainText(text('th', 'partners.reject.message', { name: nameOf(request) }));
    await dialog.getByRole('button', { name: text('th', 'partners.reject.confirm') }).click();
    await confirmedByNotice(page, text('th', 'partners.reject.done', { name: nameOf(request) }));
    await expect(gridRow(pendingSection(page), request.email)).toHaveCount(0);
    expect(requestRows(sandbox, request.profile_partner_id)).toEqual([]);
    expect(roleOf(sandbox, request.profile_id)).toBe('CUSTOMER');
    await page.reload();
    await gridLoaded(pendingSection(page));
    await expect(gridRow(pendingSection(page), request.email)).toHaveCount(0);
  });

  test('cancelling an approval asks, deletes it, the account is a customer again (en, 1440 px)', async ({
    page,
    visit,
    sandbox,
  }) => {
    const partner = partnersWithoutProperties(sandbox)[0];
    await openPartners(page, visit, 'en');
    await gridRow(approvedSection(page), partner.email)
      .getByRole('button', { name: text('en', 'partners.actions.cancelApproval', { name: nameOf(partner) }) })
      .click();
    const dialog = page.getByRole('dialog', { name: text('en', 'partners.cancelApproval.title') });
    await expect(dialog).toContainText(
      text('en', 'partners.cancelApproval.message', { name: nameOf(partner) }),
    );
    await dialog.getByRole('button', { name: text('en', 'partners.cancelApproval.confirm') }).click();
    await confirmedByNotice(page, text('en', 'partners.cancelApproval.done', { name: nameOf(partner) }));
    await expect(gridRow(approvedSection(page), partner.email)).toHaveCount(0);
    await expect.poll(() => roleOf(sandbox, partner.profile_id)).toBe('CUSTOMER');
    expect(requestRows(sandbox, partner.profile_partner_id)).toEqual([]);
  });

  test('each list counts what the database holds and searches on its own; the view dialog shows the whole application', async ({
    page,
    visit,
    sandbox,
  }) => {
    page.on('dialog', (dialog) => {
      throw new Error(`A script ran and opened a ${dialog.type()} dialog`);
    });
    const pending = sandbox.query<RequestRow>(`${REQUESTS_SQL} WHERE r.status = 'PENDING' ORDER BY p.email`);
    const approved = partnersWithoutProperties(sandbox);
    await openPartners(page, visit);
    for (const [section, rows] of [
      [pendingSection(page), pending],
      [approvedSection(page), approved],
    ] as const)
      await expect(section.getByRole('status')).toHaveText(
        text('th', 'table.showing', { start: 1, end: Math.min(10, rows.length), total: rows.length }),
      );

    // A search in one list leaves the other alone; both live in the address under their prefix.
    const wanted = pending.find((request) => request.location?.startsWith('https://'))!;
    await pendingSection(page).getByRole('searchbox').fill(wanted.email);
    await expect(page).toHaveURL(/requests\.q=/);
    await expect(pendingSection(page).locator('[role="row"][data-id]')).toHaveCount(1);
    await expect(approvedSection(page).locator('[role="row"][data-id]')).toHaveCount(
      Math.min(10, approved.length),
    );

    // The whole application, '-' for nothing missing here, the https location as a map link.
    await gridRow(pendingSection(page), wanted.email)
      .getByRole('button', { name: text('th', 'partners.actions.view', { name: nameOf(wanted) }) })
      .click();
    const dialog = page.getByRole('dialog', { name: text('th', 'partners.details.title') });
    const expected: [string, string][] = [
      ['fullName', nameOf(wanted)],
      ['email', wanted.email],
      ['phoneNumber', formatPhone(wanted.phone_number)],
      ['createDate', ddmmyyyy(wanted.create_date)],
      ['lineId', wanted.line_id ?? '-'],
      ['facebook', wanted.facebook ?? '-'],
      ['propertyName', wanted.property_name ?? '-'],
      [
        'maxCapacity',
        wanted.max_capacity ? text('th', 'partners.details.people', { capacity: wanted.max_capacity }) : '-',
      ],
    ];
    for (const [key, value] of expected)
      await expect(detailValue(dialog, text('th', `partners.details.${key}`))).toHaveText(value);
    await expect(
      detailValue(dialog, text('th', 'partners.details.location')).getByRole('link', {
        name: text('th', 'partners.details.viewMap'),
      }),
    ).toHaveAttribute('href', wanted.location!);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // The hostile javascript: location stays plain text, never a link.
    const [hostile] = sandbox.query<RequestRow>(
      `${REQUESTS_SQL} WHERE r.location = 'javascript:alert(1)' AND r.status = 'PENDING'`,
    );
    await pendingSection(page).getByRole('searchbox').fill(hostile.email);
    await gridRow(pendingSection(page), hostile.email)
      .getByRole('button', { name: eitherStart('partners.actions.view') })
      .click();
    await expect(detailValue(dialog, text('th', 'partners.details.location'))).toHaveText(
      'javascript:alert(1)',
    );
    await expect(dialog.getByRole('link')).toHaveCount(0);
    await dialog
      .getByRole('button', { name: text('th', 'common.close') })
      .last()
      .click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // An approved partner's application opens from the second list.
    const partner = approved[0];
    await gridRow(approvedSection(page), partner.email)
      .getByRole('button', { name: text('th', 'partners.actions.view', { name: nameOf(partner) }) })
      .click();
    await expect(detailValue(dialog, text('th', 'partners.details.email'))).toHaveText(partner.email);
  });

  test('Thai and English at 390 and 1440 px, light and dark: translated, fits the phone (screenshots)', async ({
    page,
    visit,
    sandbox,
    saveScreenshot,
  }) => {
    // Both lists: the second by its translated title, the first with its rows.
    const bothLists = ({ language }: { language: Language }) => [
      page.getByRole('region', { name: text(language, 'partners.approved.title') }),
      pendingSection(page).locator('[role="row"][data-id]').first(),
    ];
    await openPartners(page, visit);
    await screenInEachLook(
      page,
      saveScreenshot,
      ['partner-management', 'pages.partnerManagement.title'],
      bothLists,
    );
    const withMap = sandbox.query<RequestRow>(
      `${REQUESTS_SQL} WHERE r.status = 'PENDING' AND r.location LIKE 'https://%'`,
    )[0];
    await page.setViewportSize({ width: 1440, height: 900 });
    await gridRow(pendingSection(page), withMap.email)
      .getByRole('button', { name: text('en', 'partners.actions.view', { name: nameOf(withMap) }) })
      .click();
    const dialog = page.getByRole('dialog', { name: text('en', 'partners.details.title') });
    await expect(detailValue(dialog, text('en', 'partners.details.email'))).toHaveText(withMap.email);
    await expect(dialog.getByRole('link', { name: text('en', 'partners.details.viewMap') })).toBeVisible();
    await saveScreenshot(page, { screen: 'partner-view', language: 'en', theme: 'dark', width: 1440 });
  });
  test('a tab opened before another approved a request cannot reject it: nothing is deleted, the admin is told, the lists show it as it is (en, 1440 px)', async ({
    page,
    visit,
    sandbox,
  }) => {
    const request = plainRequests(sandbox)[0];
    await openPartners(page, visit, 'en');
    // The second tab shares the session (local storage) and loads the lists before the approval.
    const stale = await page.context().newPage();
    await stale.goto('/partner-management');
    await gridLoaded(pendingSection(stale));
    await gridLoaded(approvedSection(stale));

    await gridRow(pendingSection(page), request.email)
      .getByRole('button', { name: text('en', 'partners.actions.approve', { name: nameOf(request) }) })
      .click();
    await page
      .getByRole('dialog', { name: text('en', 'partners.approve.title') })
      .getByRole('button', { name: text('en', 'partners.approve.confirm') })
      .click();
    await expect.poll(() => roleOf(sandbox, request.profile_id)).toBe('PARTNER');

    // The second tab still shows the request as pending, and rejects it.
    await gridRow(pendingSection(stale), request.email)
      .getByRole('button', { name: text('en', 'partners.actions.reject', { name: nameOf(request) }) })
      .click();
    await stale
      .getByRole('dialog', { name: text('en', 'partners.reject.title') })
      .getByRole('button', { name: text('en', 'partners.reject.confirm') })
      .click();
    const alert = stale.getByRole('dialog', { name: text('en', 'partners.failed.reject') });
    await expect(alert).toContainText(text('en', 'errors.changedElsewhere'));
    await alert.getByRole('button', { name: text('en', 'alert.acknowledge') }).click();
    expect(requestRows(sandbox, request.profile_partner_id)).toEqual([{ status: 'APPROVED' }]);
    expect(roleOf(sandbox, request.profile_id)).toBe('PARTNER');
    await expect(gridRow(pendingSection(stale), request.email)).toHaveCount(0);
    await approvedSection(stale).getByRole('searchbox').fill(request.email);
    await expect(gridRow(approvedSection(stale), request.email)).toBeVisible();
    await stale.close();
  });
});
