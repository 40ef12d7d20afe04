import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { BookingPaths, type Booking } from '../../contract';
import { SCREENSHOT_DIR } from './support/env';
import { expect, test, type SandboxHandle, LOOKS, startFromSeed } from './support/fixtures';

const ADMIN = 'admin@poolvilla.test';

startFromSeed();

async function guestBookings(sandbox: SandboxHandle): Promise<Booking[]> {
  const get = (path: string) => sandbox.adminGet<Booking[]>(path);
  return [...(await get(BookingPaths.nonAcceptedPayment)), ...(await get(BookingPaths.acceptedPayment))];
}

// The sums an accountant would make from the bookings, in satang: independent of the console's code.
const satang = (value: number | null | undefined) => Math.round((value ?? 0) * 100);
/** Earns a payout: deposit received, and not cancelled (a cancelled booking is not paid out). */
const received = (booking: Booking) =>
  (booking.period1Status === 'ACCEPT' || booking.period1Status === 'SUCCESS') && booking.status !== 'CANCEL';
const shareOf = (booking: Booking) =>
  satang(booking.period1Amount) - satang(booking.commissionAmount) - satang(booking.feeAmount);
function sums(bookings: Booking[]) {
  const counted = bookings.filter(received);
  const net = counted.reduce((sum, booking) => sum + shareOf(booking), 0);
  const transferred = counted
    .filter((booking) => booking.transferred)
    .reduce((sum, booking) => sum + shareOf(booking), 0);
  // Owed: not transferred yet and something to transfer (a deposit short of the fees is not owed).
  const owed = counted
    .filter((booking) => !booking.transferred && shareOf(booking) > 0)
    .reduce((sum, booking) => sum + shareOf(booking), 0);
  return {
    bookingCount: counted.length,
    gross: counted.reduce((sum, booking) => sum + satang(booking.totalPrice), 0) / 100,
    commission: counted.reduce((sum, booking) => sum + satang(booking.commissionAmount), 0) / 100,
    fee: counted.reduce((sum, booking) => sum + satang(booking.feeAmount), 0) / 100,
    net: net / 100,
    transferred: transferred / 100,
    owed: owed / 100,
  };
}

async function openEarnings(
  page: Page,
  signIn: (page: Page, options: { provider: 'line'; account: string }) => Promise<void>,
  query: string,
) {
  await signIn(page, { provider: 'line', account: ADMIN });
  await page.goto(`/partner-earnings${query}`);
  await expect(page.getByTestId('earnings-total-owed')).toHaveAttribute('aria-busy', 'false');
}
const totalOf = async (scope: Page | ReturnType<Page['getByRole']>, field: string) =>
  Number(await scope.getByTestId(`earnings-total-${field}`).getAttribute('data-value'));

/** CSV text → rows of cells (the kit's export: UTF-8 with BOM, comma separated, quoted when needed). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i += 1;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

test.describe('partner earnings', () => {
  test('the totals equal the sums of the bookings, over all months and for one month', async ({
    page,
    signIn,
    sandbox,
  }) => {
    const bookings = await guestBookings(sandbox);
    const all = sums(bookings);
    expect(all.bookingCount).toBeGreaterThan(10);
    await openEarnings(page, signIn, '?month=ALL');
    for (const [field, value] of Object.entries(all))
      expect({ field, value: await totalOf(page, field) }).toEqual({ field, value });

    const month = '2026-06';
    // Check-in dates are Bangkok calendar dates (YYYY-MM-DD).
    const june = bookings.filter((booking) => booking.checkinDate?.startsWith(month));
    await page.getByRole('combobox', { name: /^(เดือน|Month)$/ }).click();
    await page.getByRole('option', { name: /^(มิถุนายน 2569|June 2026)$/ }).click();
    await expect(page).toHaveURL(/month=2026-06/);
    await expect.poll(() => totalOf(page, 'net')).toBe(sums(june).net);
    expect(await totalOf(page, 'bookingCount')).toBe(sums(june).bookingCount);
  });

  test("a partner's row is the sum of their bookings, shown in the drill-down", async ({
    page,
    signIn,
    sandbox,
  }) => {
    const bookings = (await guestBookings(sandbox)).filter(received);
    const counts = new Map<string, number>();
    for (const booking of bookings)
      counts.set(String(booking.ownerProfileId), (counts.get(String(booking.ownerProfileId)) ?? 0) + 1);
    // The busiest partner whose bookings fit on one page of 30.
    const ownerId = [...counts.entries()].sort((a, b) => b[1] - a[1]).find(([, count]) => count <= 30)![0];
    const theirs = bookings.filter((booking) => booking.ownerProfileId === ownerId);
    const name = `${theirs[0].ownerFirstName} ${theirs[0].ownerLastName}`;

    // 30 partners and 30 bookings a page: everything on one page of each table.
    await openEarnings(page, signIn, '?month=ALL&size=30&bookings.size=30');
    const row = page.getByRole('row').filter({ hasText: name });
    // The partner's row in the table, before the drill-down covers it.
    const expected = sums(theirs);
    await expect(row).toContainText(
      expected.net.toLocaleString('en-US', { minimumFractionDigits: 0, maximumFractionDigits: 2 }),
    );
    await row.getByRole('button', { name: `การจองของ ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: `${name} · ทุกเดือน` });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`partner=${ownerId}`));
    expect(await totalOf(dialog, 'bookingCount')).toBe(theirs.length);
    expect(await totalOf(dialog, 'net')).toBe(expected.net);
    expect(await totalOf(dialog, 'owed')).toBe(expected.owed);

    // Booking by booking: the transfer amounts listed add up to the partner's net.
    expect(theirs.length).toBeLessThanOrEqual(30);
    const bookingGrid = dialog.getByRole('grid');
    await expect(bookingGrid.getByRole('row')).toHaveCount(theirs.length + 1);
    const transferColumn = await bookingGrid
      .getByRole('columnheader')
      .evaluateAll((headers) =>
        headers.findIndex((header) => /^(ยอดโอน|Transfer)$/.test(header.textContent ?? '')),
      );
    const amounts = await bookingGrid
      .getByRole('row')
      .evaluateAll(
        (rows, column) =>
          rows.slice(1).map((item) => item.querySelectorAll('[role="gridcell"]')[column]?.textContent ?? ''),
        transferColumn,
      );
    const shown =
      amounts.reduce((sum, text) => sum + Math.round(Number(text.replace(/[^\d.-]/g, '')) * 100), 0) / 100;
    expect(shown).toBe(expected.net);
  });

  test('the CSV export carries the rows as plain numbers that add up to the totals', async ({
    page,
    signIn,
    sandbox,
  }) => {
    const all = sums(await guestBookings(sandbox));
    await openEarnings(page, signIn, '?month=ALL');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: /^(ส่งออก CSV|Export CSV|.*CSV.*)$/ }).click();
    const file = await (await download).path();
    const text = fs.readFileSync(file, 'utf8').replace(/^\uFEFF/, '');
    const [header, ...rows] = parseCsv(text).filter((row) => row.length > 1);
    const owedColumn = header.findIndex((cell) => /ค้างโอน|Still owed/.test(cell));
    const netColumn = header.findIndex((cell) => /รายได้สุทธิ|Net earnings/.test(cell));
    expect(owedColumn).toBeGreaterThan(0);
    for (const row of rows) expect(row[owedColumn]).toMatch(/^-?\d+\.\d{2}$/);
    const sum = (column: number) =>
      rows.reduce((acc, row) => acc + Math.round(Number(row[column]) * 100), 0) / 100;
    expect(sum(owedColumn)).toBe(all.owed);
    expect(sum(netColumn)).toBe(all.net);
  });
});

test.describe('screenshots', () => {
  test('partner earnings at 390 and 1440 px, light and dark, Thai and English', async ({
    page,
    signIn,
    saveScreenshot,
  }) => {
    await openEarnings(page, signIn, '?month=2026-10');
    for (const [language, theme] of LOOKS) {
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.getByRole('button', { name: language === 'th' ? 'ไทย' : 'English', exact: true }).click();
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      const toggle = page.getByRole('button', { name: /^(โหมดมืด|Dark mode)$/ });
      if ((await toggle.getAttribute('aria-pressed')) !== String(theme === 'dark')) await toggle.click();
      for (const width of [1440, 390]) {
        await page.setViewportSize({ width, height: width < 768 ? 844 : 900 });
        await expect(page.getByTestId('earnings-total-owed')).toHaveAttribute('aria-busy', 'false');
        await saveScreenshot(page, { screen: 'partner-earnings', language, theme, width });
      }
    }
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.getByRole('row').nth(1).getByRole('button').first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    // The dialog in full: a tall viewport, captured as it is.
    await page.setViewportSize({ width: 1440, height: 1400 });
    await page.screenshot({
      path: path.join(SCREENSHOT_DIR, 'partner-earnings-drilldown-en-dark-1440.png'),
      animations: 'disabled',
    });
  });
});
