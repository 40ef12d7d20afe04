import type { Locator, Page } from '@playwright/test';
import {
  AuthPaths,
  PropertyPaths,
  type ApiEnvelope,
  type PropertyListByApproval,
  type Tokens,
} from '../../src/services/contract';
import { StorageKey } from '../../src/lib/storage';
import {
  ADMIN_ACCOUNT as ADMIN,
  customers,
  escapeRegExp,
  expect,
  gridRow as userRow,
  nameOf,
  pendingRequests,
  profileRows as profileRow,
  startFromSeed,
  test,
  type SandboxHandle,
} from './support/fixtures';
import { chooseSlipPhoto, payableBooking } from './support/slip';

// The console under the sandbox's switchable faults (issue 7): failed mutations change nothing,
// expired tokens are refreshed unseen, a revoked session ends at /login, dropped lists recover.

const MUTATIONS = ['POST', 'PUT', 'PATCH', 'DELETE'];

startFromSeed();

/** Every mutation the sandbox answers fails with 500 INJECTED_FAULT; reads still work. */
const failMutations = (sandbox: SandboxHandle) =>
  sandbox.setFaults({ rules: [{ pattern: '/', methods: MUTATIONS, errorRate: 1 }] });

async function openUsers(page: Page, email: string) {
  await page.goto(`/user-management?q=${encodeURIComponent(email)}`);
  await expect(userRow(page, email)).toBeVisible();
}

/** The sandbox's simulated-fault message, as the console shows it in Thai. */
const FAULT_MESSAGE = 'กรุณาลองใหม่ภายหลัง';

/** The console's error alert with the sandbox's message; then dismissed. */
async function acknowledgeFailure(page: Page) {
  const alert = page.getByRole('dialog').filter({ hasText: FAULT_MESSAGE });
  await expect(alert).toBeVisible();
  await alert.getByRole('button').last().click();
  await expect(alert).toBeHidden();
}

const pendingSection = (page: Page) => page.getByRole('region', { name: /^คำขอเป็นพาร์ทเนอร์ที่รอการอนุมัติ$/ });

test.afterEach(async ({ sandbox }) => {
  await sandbox.clearFaults();
});

interface MutationCase {
  name: string;
  /**
   * Opens the screen on its own target and returns what the failed mutation must leave as it is:
   * `stored()` reads the database, `act()` performs the mutation, `shown()` proves the screen kept its
   * state, and `told()` that the admin was told (the alert, by default).
   */
  prepare: (
    page: Page,
    sandbox: SandboxHandle,
  ) => Promise<{
    stored: () => unknown;
    act: () => Promise<void>;
    shown: () => Promise<void>;
    told?: () => Promise<void>;
  }>;
}

const MUTATION_CASES: MutationCase[] = [
  {
    name: 'role change',
    prepare: async (page, sandbox) => {
      const target = customers(sandbox, true)[0];
      await openUsers(page, target.email);
      const row = userRow(page, target.email);
      return {
        stored: () => profileRow(sandbox, target.profile_id),
        act: async () => {
          await row.getByRole('button', { name: /^เปลี่ยนบทบาทของ / }).click();
          const dialog = page.getByRole('dialog');
          await dialog.getByRole('combobox').click();
          await page.getByRole('option', { name: /^พาร์ทเนอร์$/ }).click();
          await dialog.getByRole('button', { name: /^บันทึก$/ }).click();
        },
        shown: async () => {
          await expect(page.getByRole('dialog')).toHaveCount(0);
          await expect(row.getByText(/^ลูกค้า$/)).toBeVisible();
        },
      };
    },
  },
  {
    name: 'active switch',
    prepare: async (page, sandbox) => {
      const target = customers(sandbox, true)[1];
      await openUsers(page, target.email);
      const toggle = userRow(page, target.email).getByRole('switch');
      await expect(toggle).toBeChecked();
      return {
        stored: () => profileRow(sandbox, target.profile_id),
        act: () => toggle.click(),
        shown: () => expect(toggle).toBeChecked(),
      };
    },
  },
  {
    name: 'delete',
    prepare: async (page, sandbox) => {
      const target = customers(sandbox, false)[0];
      await openUsers(page, target.email);
      return {
        stored: () => profileRow(sandbox, target.profile_id),
        act: async () => {
          await userRow(page, target.email)
            .getByRole('button', { name: new RegExp(`^ลบ ${escapeRegExp(nameOf(target))}$`) })
            .click();
          await page
            .getByRole('dialog')
            .getByRole('button', { name: /^ลบผู้ใช้งาน$/ })
            .click();
        },
        shown: () => expect(userRow(page, target.email)).toBeVisible(),
      };
    },
  },
  {
    name: 'partner decision',
    prepare: async (page, sandbox) => {
      const [request] = pendingRequests(sandbox);
      await page.goto('/partner-management');
      const row = userRow(pendingSection(page), request.email);
      await expect(row).toBeVisible();
      return {
        stored: () => [
          sandbox.query(
            'SELECT status FROM partner_requests WHERE profile_partner_id = ?',
            request.profile_partner_id,
          ),
          profileRow(sandbox, request.profile_id),
        ],
        act: async () => {
          await row
            .getByRole('button', { name: new RegExp(`^อนุมัติ ${escapeRegExp(nameOf(request))}$`) })
            .click();
          await page
            .getByRole('dialog')
            .getByRole('button', { name: /^อนุมัติ$/ })
            .click();
        },
        shown: () => expect(row).toBeVisible(),
      };
    },
  },
  {
    name: 'property approval',
    prepare: async (page, sandbox) => {
      const list = await sandbox.adminGet<PropertyListByApproval>(PropertyPaths.adminWithOwner);
      const property = list.notApprove.find((candidate) => candidate.propertyTypes.length > 0)!;
      const type = property.propertyTypes[0];
      await page.goto('/property-management');
      await page
        .locator(`[data-testid="property-card"][data-property-id="${property.propertyId}"]`)
        .getByRole('button', { name: /^แสดงประเภทห้องพัก$/ })
        .click();
      const typeCard = page.locator(
        `[data-testid="property-type"][data-property-type-id="${type.propertyTypeId}"]`,
      );
      await expect(typeCard).toBeVisible();
      return {
        stored: () =>
          sandbox.query(
            'SELECT approved FROM property_types WHERE property_type_id = ?',
            type.propertyTypeId,
          ),
        act: async () => {
          await typeCard.getByRole('button', { name: /^อนุมัติ:/ }).click();
          await page
            .getByRole('dialog')
            .getByRole('button', { name: /^อนุมัติ$/ })
            .click();
        },
        shown: () => expect(typeCard).toBeVisible(),
        // The page's own feedback line carries the failure.
        told: () => expect(page.getByText(FAULT_MESSAGE)).toBeVisible(),
      };
    },
  },
  {
    name: 'slip upload',
    prepare: async (page, sandbox) => {
      const booking = await payableBooking(sandbox);
      await page.goto('/transfer-management');
      const bookingCard = page.locator(
        `[data-testid="booking-card"][data-booking-id="${booking.bookingId}"]`,
      );
      await bookingCard.getByRole('button', { name: `ดูรายละเอียด ${booking.bookingCode}` }).click();
      const dialog = page.getByRole('dialog');
      await chooseSlipPhoto(page, dialog);
      return {
        stored: () =>
          sandbox.query(
            'SELECT period, admin_transfer_slip_id FROM payments WHERE booking_id = ? ORDER BY period',
            booking.bookingId,
          ),
        act: () => dialog.getByRole('button', { name: /^อัปโหลดสลิป/ }).click(),
        shown: async () => {
          await expect(page.getByTestId('slip-uploaded')).toHaveCount(0);
          await page.keyboard.press('Escape');
          await page.keyboard.press('Escape');
          await expect(bookingCard).toBeVisible();
        },
        // Under the upload box, and in the alert.
        told: () => expect(page.getByText(FAULT_MESSAGE).first()).toBeVisible(),
      };
    },
  },
];

test.describe('a 500 on each kind of mutation changes nothing and tells the admin', () => {
  for (const mutation of MUTATION_CASES) {
    test(mutation.name, async ({ page, visit, sandbox, consoleProblems }) => {
      // The browser logs each failed call; they are the point of these tests.
      consoleProblems.allow(/status of 500/);
      await visit(page, { path: '/', account: ADMIN });
      const {
        stored,
        act,
        shown,
        told = () => acknowledgeFailure(page),
      } = await mutation.prepare(page, sandbox);
      const before = stored();
      await failMutations(sandbox);
      await act();
      await told();
      await shown();
      expect(stored()).toEqual(before);
    });
  }
});

test.describe('sessions', () => {
  test('tokens expired mid-session are refreshed without the admin noticing', async ({
    page,
    visit,
    sandbox,
    consoleProblems,
  }) => {
    // The browser logs the 401 the console recovers from; the admin sees nothing.
    consoleProblems.allow(/status of 401/);
    const target = customers(sandbox, true)[2];
    await visit(page, { path: '/', account: ADMIN });
    await openUsers(page, target.email);
    const refreshes: string[] = [];
    const unauthorized: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === AuthPaths.refreshToken) refreshes.push(request.url());
    });
    page.on('response', (response) => {
      if (response.status() === 401) unauthorized.push(response.url());
    });
    await sandbox.setFaults({ rules: [{ pattern: '/', expireTokens: true }] });
    const toggle = userRow(page, target.email).getByRole('switch');
    await toggle.click();
    await expect(toggle).not.toBeChecked();
    await expect.poll(() => profileRow(sandbox, target.profile_id)[0].active).toBe(0);
    // The fault did bite (the first try was refused), and one refresh mended it.
    expect(unauthorized.length).toBeGreaterThan(0);
    expect(refreshes).toHaveLength(1);
    // A list read after the refresh works too, with no alert at any point.
    await page.goto('/partner-management');
    await expect(page.getByRole('region').first().locator('[role="row"][data-id]').first()).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL(/\/partner-management$/);
  });

  for (const remember of [true, false]) {
    test(`two tabs of one session (${remember ? 'remembered' : 'this browser session only'}): the tokens one tab rotates, the other takes up; neither is signed out`, async ({
      page,
      signIn,
      sandbox,
      consoleProblems,
    }) => {
      consoleProblems.allow(/status of 401/);
      await signIn(page, { provider: 'line', account: ADMIN, remember });
      // The home page settles first: a tab opened from it shares its renderer process, so the
      // second console would otherwise boot while the first still draws its charts.
      await expect(page.getByTestId('counter-todayBooking')).toHaveAttribute('aria-busy', 'false');
      await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
      // Opened from the first, as a link opened in a new tab is: it starts with a copy of the
      // first's session storage, and shares its local storage.
      const [second] = await Promise.all([
        page.context().waitForEvent('page'),
        page.evaluate(() => void window.open('/partner-management')),
      ]);
      const rowsOf = (tab: Page) => tab.locator('[role="row"][data-id]').first();
      await expect(rowsOf(second)).toBeVisible({ timeout: 20_000 });
      const refreshes: string[] = [];
      for (const [name, tab] of [
        ['first', page],
        ['second', second],
      ] as const)
        tab.on('request', (request) => {
          if (new URL(request.url()).pathname === AuthPaths.refreshToken) refreshes.push(name);
        });

      await sandbox.setFaults({ rules: [{ pattern: '/', expireTokens: true }] });
      await page.goto('/user-management');
      await expect(rowsOf(page)).toBeVisible();
      expect(refreshes).toEqual(['first']);
      // The second tab's token expired too: it goes on with the first tab's new pair, without
      // sending the refresh token that pair replaced (the server would end the session for it).
      // (Partner management's menu group is open, and user management is in it.)
      await second
        .getByRole('navigation', { name: 'เมนูหลัก' })
        .getByRole('link', { name: 'จัดการผู้ใช้งาน' })
        .click();
      await expect(rowsOf(second)).toBeVisible();
      await expect(second.getByRole('dialog')).toHaveCount(0);
      expect(refreshes).toEqual(['first']);
      // The session lives on the server: each tab, reloaded, is still signed in.
      for (const tab of [page, second]) {
        await tab.reload();
        await expect(rowsOf(tab)).toBeVisible();
        await expect(tab).toHaveURL(/\/user-management/);
      }
      expect(refreshes).toEqual(['first']);
    });
  }

  test('a revoked refresh token ends at /login with the alert; signing in again returns to the page', async ({
    page,
    visit,
    sandbox,
    consoleProblems,
  }) => {
    consoleProblems.allow(/status of (401|403)/);
    await visit(page, { path: '/user-management', account: ADMIN });
    await expect(page.locator('[role="row"][data-id]').first()).toBeVisible();
    const stored = await page.evaluate((key) => localStorage.getItem(key), StorageKey.refreshToken);
    expect(stored).not.toBeNull();
    const [, refreshToken] = JSON.parse(stored!) as [string, string];
    // Rotating the console's refresh token away, using the new one, then reusing the old one
    // revokes the whole family (a repeat before the new one is used would get the same pair).
    const rotate = async (token: string) => {
      const answer = await fetch(`${sandbox.url}${AuthPaths.refreshToken}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ refreshToken: token }),
      });
      return { ok: answer.ok, tokens: ((await answer.json()) as ApiEnvelope<Tokens | null>).data };
    };
    const rotated = await rotate(refreshToken);
    expect(rotated.ok).toBe(true);
    expect((await rotate(rotated.tokens!.refreshToken)).ok).toBe(true);
    expect((await rotate(refreshToken)).ok).toBe(false);
    await sandbox.setFaults({ rules: [{ pattern: '/', expireTokens: true }] });
    // The next call the page makes (user management searches in the browser; partner management asks).
    await page
      .getByRole('navigation', { name: 'เมนูหลัก' })
      .getByRole('link', { name: 'จัดการพาร์ทเนอร์' })
      .click();
    const alert = page.getByRole('dialog').filter({ hasText: 'เซสชันของคุณหมดอายุ กรุณาเข้าสู่ระบบอีกครั้ง' });
    await expect(alert).toBeVisible();
    await alert.getByRole('button').last().click();
    await expect(page).toHaveURL(/\/login/);
    await sandbox.clearFaults();
    await page.getByRole('button', { name: /LINE/ }).click();
    await page.getByRole('button', { name: new RegExp(escapeRegExp(ADMIN)) }).click();
    await expect(page).toHaveURL(/\/partner-management/);
    await expect(page.locator('[role="row"][data-id]').first()).toBeVisible();
  });
});

/** The Try again button of a list's error state. */
const tryAgain = (scope: Locator | Page) => scope.getByRole('button', { name: /^ลองใหม่อีกครั้ง$/ });

const LISTS: { name: string; path: string; loaded: (page: Page) => Locator }[] = [
  {
    name: 'users',
    path: '/user-management',
    loaded: (page) => page.locator('[role="row"][data-id]').first(),
  },
  {
    name: 'partners',
    path: '/partner-management',
    loaded: (page) => page.locator('[role="row"][data-id]').first(),
  },
  {
    name: 'properties',
    path: '/property-management',
    loaded: (page) => page.getByTestId('property-card').first(),
  },
  {
    name: 'transfer management',
    path: '/transfer-management',
    loaded: (page) => page.getByTestId('booking-card').first(),
  },
  {
    name: 'partner bookings',
    path: '/partner-bookings',
    loaded: (page) => page.getByTestId('booking-card').first(),
  },
];

test.describe('a dropped connection on each list shows its error state; Try again recovers', () => {
  for (const list of LISTS) {
    test(list.name, async ({ page, visit, sandbox, consoleProblems }) => {
      consoleProblems.allow(/ERR_EMPTY_RESPONSE|Failed to load resource|Failed to fetch/);
      await visit(page, { path: '/', account: ADMIN });
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await sandbox.setFaults({ rules: [{ pattern: '/', methods: ['GET'], drop: true }] });
      await page.goto(list.path);
      // The network failure also raises the general alert; the list keeps its own error state.
      const alert = page.getByRole('dialog').filter({ hasText: 'กรุณาลองใหม่ภายหลัง' });
      await expect(tryAgain(page).first()).toBeVisible();
      await expect(page.getByText(/เกิดข้อผิดพลาดในการ(โหลดข้อมูล|ค้นหา)/).first()).toBeVisible();
      await sandbox.clearFaults();
      // Partners has two lists, each with its own error state; a retry may refetch both.
      await expect(async () => {
        if (await alert.isVisible()) await alert.getByRole('button').last().click({ timeout: 1000 });
        if ((await tryAgain(page).count()) > 0) await tryAgain(page).first().click({ timeout: 1000 });
        await expect(tryAgain(page)).toHaveCount(0, { timeout: 2000 });
      }).toPass({ timeout: 15_000 });
      await expect(list.loaded(page)).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });
  }
});

interface DoubleClickCase {
  name: string;
  /** Opens the screen on its target; `confirm` is the dialog's button to double-click after `ask()`. */
  prepare: (
    page: Page,
    sandbox: SandboxHandle,
  ) => Promise<{
    ask: () => Promise<void>;
    confirm: RegExp;
    gone: Locator;
    stored: () => unknown;
    expected: unknown;
  }>;
}

const DOUBLE_CLICK_CASES: DoubleClickCase[] = [
  {
    name: 'deleting a user',
    prepare: async (page, sandbox) => {
      const target = customers(sandbox, false)[1];
      await page.goto(`/user-management?q=${encodeURIComponent(target.email)}`);
      // Skeletons while the grid has no rows yet (MUI's skeleton overlay or the chunk's fallback).
      await expect(
        page.locator('.MuiSkeleton-root, .MuiDataGrid-skeletonLoadingOverlay').first(),
      ).toBeVisible();
      const row = userRow(page, target.email);
      await expect(row).toBeVisible({ timeout: 10_000 });
      return {
        ask: () =>
          row.getByRole('button', { name: new RegExp(`^ลบ ${escapeRegExp(nameOf(target))}$`) }).click(),
        confirm: /^ลบผู้ใช้งาน$/,
        gone: row,
        stored: () => profileRow(sandbox, target.profile_id),
        expected: [],
      };
    },
  },
  {
    name: 'approving a partner',
    prepare: async (page, sandbox) => {
      const [request] = pendingRequests(sandbox);
      await page.goto('/partner-management');
      const row = userRow(pendingSection(page), request.email);
      await expect(row).toBeVisible({ timeout: 10_000 });
      return {
        ask: () =>
          row.getByRole('button', { name: new RegExp(`^อนุมัติ ${escapeRegExp(nameOf(request))}$`) }).click(),
        confirm: /^อนุมัติ$/,
        gone: row,
        stored: () => profileRow(sandbox, request.profile_id)[0].role,
        expected: 'PARTNER',
      };
    },
  },
];

test.describe('a 2 s latency shows the loader, and a double click on a confirm button makes one call', () => {
  for (const action of DOUBLE_CLICK_CASES) {
    test(action.name, async ({ page, visit, sandbox }) => {
      await visit(page, { path: '/', account: ADMIN });
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await sandbox.setFaults({ rules: [{ pattern: '/', latencyMs: 2000 }] });
      const { ask, confirm, gone, stored, expected } = await action.prepare(page, sandbox);
      const mutations: string[] = [];
      page.on('request', (sent) => {
        if (sent.method() !== 'GET' && sent.url().startsWith(sandbox.url)) mutations.push(sent.url());
      });
      await ask();
      await page.getByRole('dialog').getByRole('button', { name: confirm }).dblclick();
      // While the slow call runs, the loader covers the screen.
      await expect(page.getByRole('progressbar').first()).toBeVisible();
      await expect(gone).toHaveCount(0, { timeout: 10_000 });
      expect(mutations).toHaveLength(1);
      await expect.poll(stored).toEqual(expected);
    });
  }
});
