import path from 'node:path';
import type { Locator, Page, Request } from '@playwright/test';
import { jpegSize, NOISY_PHOTO_SCRIPT, type NoisyPhoto } from '../../bench/compression/noisyPhoto';
import { BOOKINGS_PER_PAGE } from '../../src/bookings/bookingSearch';
import { BookingPaths, PaymentPaths, type Booking, type PaymentRecord } from '../../contract';
import { SCREENSHOT_DIR } from './support/env';
import { chooseSlipPhoto, depositAccepted, payableBooking, pendingList, transferOf } from './support/slip';
import { bookingStatusStyles } from '../../src/theme/statusColors';
import {
  ADMIN_ACCOUNT as ADMIN,
  choosePreferences,
  eachLook,
  expect,
  test,
  text,
  type SandboxHandle,
  startFromSeed,
  type Language,
  type Theme,
} from './support/fixtures';

const MB = 1024 * 1024;

startFromSeed();

const api = <T>(sandbox: SandboxHandle, path: string) => sandbox.adminGet<T>(path);
const round2 = (value: number) => Math.round(value * 100) / 100;
const transferredList = (sandbox: SandboxHandle) => api<Booking[]>(sandbox, BookingPaths.acceptedPayment);

async function openPage(
  page: Page,
  signIn: (page: Page, options: { provider: 'line'; account: string }) => Promise<void>,
  route: string,
) {
  await signIn(page, { provider: 'line', account: ADMIN });
  await page.goto(route);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

const card = (page: Page, bookingId: string) =>
  page.locator(`[data-testid="booking-card"][data-booking-id="${bookingId}"]`);
/** The cards the first page shows of a list. */
const onFirstPage = (list: Booking[]) => Math.min(list.length, BOOKINGS_PER_PAGE);
/** The transfer-management address of the page of cards that holds `booking`, as the API orders the list. */
function pageWith(list: Booking[], booking: Booking): string {
  const page =
    Math.floor(list.findIndex((item) => item.bookingId === booking.bookingId) / BOOKINGS_PER_PAGE) + 1;
  return page > 1 ? `/transfer-management?page=${page}` : '/transfer-management';
}
const tabCount = (page: Page, tab: 'pending' | 'transferred') => page.getByTestId(`tab-count-${tab}`);

async function openDetails(page: Page, booking: Booking): Promise<Locator> {
  await card(page, booking.bookingId)
    .getByRole('button', { name: new RegExp(`^(ดูรายละเอียด|View details of) ${booking.bookingCode}$`) })
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('payment-section-booking')).toBeVisible();
  // Settled: the change history at the bottom loads last, and its skeleton giving way to shorter
  // entries moves a scrolled dialog's content, so a click meanwhile can land beside its button.
  await expect(dialog.locator('[aria-busy="true"]')).toHaveCount(0);
  return dialog;
}

/** Every call to the transfer-slip upload seen on the page. */
function uploadCalls(page: Page): Request[] {
  const calls: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === PaymentPaths.transferSlipToPartner) calls.push(request);
  });
  return calls;
}

const digits = (value: number | null | undefined) =>
  (value ?? 0).toLocaleString('en-US', { maximumFractionDigits: 2 });
/** The spec's Thai-locale (or English) long date, Bangkok time. */
const longDate = (value: string | null | undefined, language: Language) =>
  new Intl.DateTimeFormat(language === 'th' ? 'th-TH-u-ca-buddhist' : 'en-GB', {
    timeZone: 'Asia/Bangkok',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(value ?? ''));
/** dd/mm/yyyy HH:mm, Bangkok time. */
function dateTime(value: string | null | undefined): string {
  if (!value) return '-';
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Bangkok',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(value))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`;
}
/** Card statuses with the spec's badges (section 4); every other status has its own badge too. */
const CARD_BADGES = ['CONFIRM', 'PAYMENT2', 'SUCCESS'];
/** The chip class of a booking status's one colour (src/theme/statusColors.ts), e.g. "Success". */
const chipColourOf = (status: string | null) => {
  const color = bookingStatusStyles[status as keyof typeof bookingStatusStyles]?.color ?? 'default';
  return color[0].toUpperCase() + color.slice(1);
};

test.describe('transfer management', () => {
  test('both lists load with their counts; a pending booking shows the sandbox figures', async ({
    page,
    signIn,
    sandbox,
  }) => {
    const [pending, transferred] = [await pendingList(sandbox), await transferredList(sandbox)];
    const booking = pending.find((item) => depositAccepted(item) && transferOf(item) > 0)!;
    const record = await api<PaymentRecord>(
      sandbox,
      `${PaymentPaths.withPackagePrice}?bookingId=${booking.bookingId}`,
    );
    const [period1] = record.paymentDetails;

    await openPage(page, signIn, '/transfer-management');
    await expect(tabCount(page, 'pending')).toHaveText(String(pending.length));
    await expect(tabCount(page, 'transferred')).toHaveText(String(transferred.length));
    await expect(page.getByTestId('booking-card')).toHaveCount(onFirstPage(pending));
    await expect(
      page.getByText(
        text('th', 'table.showing', {
          start: '1',
          end: String(BOOKINGS_PER_PAGE),
          total: String(pending.length),
        }),
      ),
    ).toBeVisible();
    // The next page of cards, in the address; the list's start scrolled into view.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.getByRole('button', { name: text('th', 'table.page', { page: 2 }) }).click();
    await expect(page).toHaveURL(/\?page=2$/);
    const secondPageFirst = page.getByTestId('booking-card').first();
    await expect(secondPageFirst).toHaveAttribute('data-booking-id', pending[BOOKINGS_PER_PAGE].bookingId);
    await expect(secondPageFirst).toBeInViewport();
    await page.getByRole('button', { name: text('th', 'table.page', { page: 1 }) }).click();
    await expect(page).toHaveURL(/\/transfer-management$/);

    const dialog = await openDetails(page, booking);
    const details = record.bookingDetails;
    const fees = round2((details.commissionAmount ?? 0) + (details.feeAmount ?? 0));
    const amount = round2((period1.amount ?? 0) - fees);
    const digits = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 2 });
    await expect(dialog.getByTestId('detail-totalPrice')).toContainText(
      digits((details.packagePrice ?? 0) + (details.extraBedPrice ?? 0)),
    );
    await expect(dialog.getByTestId('detail-totalFees')).toContainText(digits(fees));
    await expect(dialog.getByTestId('transfer-period1')).toContainText(digits(period1.amount ?? 0));
    await expect(dialog.getByTestId('transfer-amount')).toHaveAttribute('data-amount', String(amount));
    await expect(dialog.getByTestId('transfer-amount')).toContainText(digits(amount));
    // What the sandbox stores is what the dialog shows.
    const stored = sandbox.query<{ amount: number }>(
      'SELECT amount FROM payments WHERE booking_id = ? AND period = 1',
      booking.bookingId,
    )[0];
    expect(stored.amount).toBe(period1.amount);
  });

  test('the cards and the payment details show every field the API holds; status filter, Clear and the empty state (en)', async ({
    page,
    visit,
    sandbox,
  }) => {
    const pending = await pendingList(sandbox);
    const booking = pending.find(
      (item) => depositAccepted(item) && transferOf(item) > 0 && CARD_BADGES.includes(item.status ?? ''),
    )!;
    const record = await api<PaymentRecord>(
      sandbox,
      `${PaymentPaths.withPackagePrice}?bookingId=${booking.bookingId}`,
    );
    await visit(page, { path: '/transfer-management', language: 'en', account: ADMIN });
    await expect(
      page.getByRole('tab', { name: new RegExp(`^${text('en', 'bookings.tabs.pending')}`) }),
    ).toBeVisible();

    // The card: code, badge, project · room type, room type code, guest, the three prices.
    const found = card(page, booking.bookingId);
    await expect(found.getByRole('heading', { level: 3 })).toHaveText(booking.bookingCode!);
    await expect(found.getByTestId('booking-status')).toHaveAttribute('data-status', booking.status!);
    await expect(found).toContainText(`${booking.propertyName} · ${booking.propertyTypeName}`);
    await expect(found).toContainText(
      text('en', 'bookings.card.propertyTypeCode', { code: booking.propertyTypeCode! }),
    );
    await expect(found).toContainText(`${booking.firstName} ${booking.lastName}`);
    for (const field of ['packagePrice', 'totalPrice', 'earnestMoney'] as const)
      await expect(found.getByTestId(`detail-${field}`)).toContainText(digits(booking[field]));
    // Every other status has its badge too: a cancelled or unpaid booking never looks payable.
    const other = pending
      .slice(0, BOOKINGS_PER_PAGE)
      .find((item) => item.status && !CARD_BADGES.includes(item.status));
    if (other)
      await expect(card(page, other.bookingId).getByTestId('booking-status')).toHaveAttribute(
        'data-status',
        other.status!,
      );

    // The payment details: booking, prices, fees, both periods, owner and bank.
    const dialog = await openDetails(page, booking);
    const details = record.bookingDetails;
    const owner = record.propertyOwner!;
    const expected: [string, string][] = [
      ['bookingCode', details.bookingCode!],
      ['customer', `${details.firstName} ${details.lastName}`],
      ['checkin', longDate(details.checkinDate, 'en')],
      ['checkout', longDate(details.checkoutDate, 'en')],
      ['phone', details.phoneNumber ?? '-'],
      ['email', details.email ?? '-'],
      ['ownerName', `${owner.firstName} ${owner.lastName}`],
      ['bankName', owner.partnerBank?.bankName ?? '-'],
      ['accountNumber', owner.partnerBank?.accountNumber ?? '-'],
      ['accountName', owner.partnerBank?.accountName ?? '-'],
      ['branchName', owner.partnerBank?.branchName ?? '-'],
    ];
    for (const [id, value] of expected) await expect(dialog.getByTestId(`detail-${id}`)).toContainText(value);
    await expect(dialog.getByTestId('detail-bookingStatus').locator('[data-status]')).toHaveAttribute(
      'data-status',
      details.bookingStatus!,
    );
    await expect(dialog.getByTestId('detail-packagePrice')).toContainText(digits(details.packagePrice));
    await expect(dialog.getByTestId('detail-extraBedPrice')).toContainText(digits(details.extraBedPrice));
    await expect(dialog.getByTestId('detail-commission')).toContainText(digits(details.commissionAmount));
    await expect(dialog.getByTestId('detail-fee')).toContainText(digits(details.feeAmount));
    for (const payment of record.paymentDetails) {
      const period = dialog.getByTestId(`payment-period-${payment.period}`);
      await expect(period.getByTestId(`period-${payment.period}-status`)).toBeVisible();
      await expect(period.getByTestId(`detail-period${payment.period}-amount`)).toContainText(
        digits(payment.amount),
      );
      await expect(period.getByTestId(`detail-period${payment.period}-method`)).toContainText(
        text('en', `payments.method.${payment.method}`),
      );
      await expect(period.getByTestId(`detail-period${payment.period}-created`)).toContainText(
        dateTime(payment.createDate),
      );
      await expect(period.getByTestId(`detail-period${payment.period}-updated`)).toContainText(
        dateTime(payment.updateDate),
      );
    }
    await expect(dialog.getByTestId('payment-period-1').getByTestId('slip-image')).toHaveJSProperty(
      'complete',
      true,
    );
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();

    // The status filter: what the search call answers; Clear brings the whole list back.
    const accepted = await api<Booking[]>(sandbox, `${BookingPaths.nonAcceptedPaymentSearch}?status=ACCEPT`);
    expect(accepted.length).toBeLessThan(pending.length);
    await page.getByRole('combobox', { name: text('en', 'bookings.filters.status') }).click();
    await page.getByRole('option', { name: text('en', 'bookings.filters.statusOption.ACCEPT') }).click();
    await page.getByRole('button', { name: text('en', 'bookings.filters.search'), exact: true }).click();
    await expect(page).toHaveURL(/status=ACCEPT/);
    await expect(page.getByTestId('booking-card')).toHaveCount(onFirstPage(accepted));
    await page.getByRole('button', { name: text('en', 'bookings.filters.clear') }).click();
    await expect(page).toHaveURL(/\/transfer-management$/);
    await expect(page.getByTestId('booking-card')).toHaveCount(onFirstPage(pending));

    // A search that matches nothing: its own empty state, not the "no data" one.
    await page
      .getByRole('textbox', { name: text('en', 'bookings.filters.bookingCode') })
      .fill('NO-SUCH-CODE');
    await page.getByRole('button', { name: text('en', 'bookings.filters.search'), exact: true }).click();
    await expect(page.getByText(text('en', 'bookings.empty.noResults'))).toBeVisible();
    await expect(page.getByTestId('booking-card')).toHaveCount(0);
  });

  test('a 4000 px photo over 4 MB is compressed under 1 MB, sent, and the booking moves to transferred', async ({
    page,
    signIn,
    sandbox,
  }) => {
    const [pending, transferred] = [await pendingList(sandbox), await transferredList(sandbox)];
    const booking = pending.find((item) => depositAccepted(item) && transferOf(item) > 0)!;
    await openPage(page, signIn, '/transfer-management');
    await expect(tabCount(page, 'pending')).toHaveText(String(pending.length));
    const calls = uploadCalls(page);

    const photo = (await page.evaluate(
      `(${NOISY_PHOTO_SCRIPT})(4000, 3000, ${5 * MB - 64 * 1024})`,
    )) as NoisyPhoto;
    const buffer = Buffer.from(photo.base64, 'base64');
    expect(buffer.length).toBeGreaterThan(4 * MB);
    expect(jpegSize(buffer)).toEqual({ width: 4000, height: 3000 });

    const dialog = await openDetails(page, booking);
    await dialog
      .getByTestId('slip-file-input')
      .setInputFiles({ name: 'transfer-slip.jpg', mimeType: 'image/jpeg', buffer });
    await expect(dialog.getByTestId('slip-preview')).toBeVisible({ timeout: 20_000 });
    await expect(dialog.getByTestId('slip-sizes')).toContainText('1920 × 1440');
    expect(calls).toHaveLength(0);

    // The success message lives for the 500 ms before the dialog closes: an observer catches it.
    await page.evaluate(() => {
      const seen: string[] = [];
      Object.assign(window, { seenSuccess: seen });
      new MutationObserver(() => {
        const message = document.querySelector('[data-testid="slip-uploaded"]');
        if (message && !seen.includes(message.textContent ?? '')) seen.push(message.textContent ?? '');
      }).observe(document.body, { childList: true, subtree: true });
    });
    await dialog.getByRole('button', { name: /^(อัปโหลดสลิป|Upload slip)/ }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    expect(await page.evaluate(() => (window as unknown as { seenSuccess: string[] }).seenSuccess)).toEqual([
      'อัปโหลดสลิปสำเร็จ',
    ]);
    expect(calls).toHaveLength(1);
    expect(calls[0].headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const query = new URL(calls[0].url()).searchParams;
    expect(query.get('bookingId')).toBe(booking.bookingId);

    const [slip] = sandbox.query<{ size: number; mime: string; bytes: Buffer }>(
      `SELECT length(i.bytes) AS size, i.mime, i.bytes FROM payments p JOIN images i ON i.image_id = p.admin_transfer_slip_id
        WHERE p.booking_id = ? AND p.period = 1`,
      booking.bookingId,
    );
    expect(slip.size).toBeLessThanOrEqual(MB);
    expect(slip.mime).toBe('image/jpeg');
    expect(Math.max(...Object.values(jpegSize(slip.bytes) ?? { width: 0 }))).toBeLessThanOrEqual(1920);

    await expect(tabCount(page, 'pending')).toHaveText(String(pending.length - 1));
    await expect(tabCount(page, 'transferred')).toHaveText(String(transferred.length + 1));
    await expect(card(page, booking.bookingId)).toHaveCount(0);
    await page.getByRole('tab', { name: /^(โอนแล้ว|Transferred)/ }).click();
    await expect(card(page, booking.bookingId)).toBeVisible();
    const again = await openDetails(page, booking);
    await expect(again.getByTestId('transfer-slip-image')).toHaveJSProperty('complete', true);
    await expect(again.getByTestId('slip-upload-box')).toHaveCount(0);
  });

  test('a PDF renamed .jpg is refused before any call', async ({ page, signIn, sandbox }) => {
    const booking = (await pendingList(sandbox)).find(
      (item) => depositAccepted(item) && transferOf(item) > 0,
    )!;
    await openPage(page, signIn, '/transfer-management');
    const calls = uploadCalls(page);
    const dialog = await openDetails(page, booking);
    const pdf = Buffer.from(
      '%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
    );
    await dialog
      .getByTestId('slip-file-input')
      .setInputFiles({ name: 'slip.jpg', mimeType: 'image/jpeg', buffer: pdf });
    await expect(dialog.getByTestId('slip-problem')).toHaveText('อัปโหลดได้เฉพาะรูปภาพ JPG หรือ PNG เท่านั้น');
    await expect(dialog.getByTestId('slip-preview')).toHaveCount(0);
    await dialog.getByRole('button', { name: /^อัปโหลดสลิป/ }).click();
    await expect(dialog.getByTestId('slip-problem')).toHaveText('กรุณาเลือกไฟล์ก่อนทำการอัปโหลด');
    expect(calls).toHaveLength(0);
  });

  test('the payment details cannot be dismissed while the slip uploads, so its failure is seen', async ({
    page,
    signIn,
    sandbox,
    consoleProblems,
  }) => {
    // The browser logs the injected 500 itself.
    consoleProblems.allow(/transfer-slip-to-partner.*status of 500/);
    const booking = await payableBooking(sandbox);
    await openPage(page, signIn, '/transfer-management');
    const dialog = await openDetails(page, booking);
    await chooseSlipPhoto(page, dialog);
    await sandbox.setFaults({ rules: [{ pattern: PaymentPaths.transferSlipToPartner, errorRate: 1 }] });
    // The upload is held on its way until the tries to close below are done, however slow the
    // machine: it is running all through them, and its failure comes after.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname === PaymentPaths.transferSlipToPartner,
      async (route) => {
        await held;
        await route.continue();
      },
    );
    const upload = dialog.getByRole('button', { name: /^อัปโหลดสลิป/ });
    const calls = uploadCalls(page);
    const answers: number[] = [];
    page.on('response', (response) => {
      if (calls.includes(response.request())) answers.push(response.status());
    });
    await upload.click();
    await expect(upload).toHaveAttribute('aria-busy', 'true');
    const closes = dialog.getByRole('button', { name: text('th', 'common.close'), exact: true });
    // Before any try to close: both close buttons are already disabled with the upload running.
    await expect(closes).toHaveCount(2);
    for (const close of await closes.all()) await expect(close).toBeDisabled();

    await page.keyboard.press('Escape');
    // The backdrop: a corner of the page, outside the dialog.
    await page.mouse.click(4, 4);
    // The tries to close happened while the upload was on its way: sent once (the browser's report
    // of it may come after the button's state), not answered.
    await expect.poll(() => calls.length).toBe(1);
    expect(answers).toEqual([]);
    await expect(closes).toHaveCount(2);
    for (const close of await closes.all()) await expect(close).toBeDisabled();
    await expect(upload).toHaveAttribute('aria-busy', 'true');
    await expect(dialog).toBeVisible();

    release();
    await expect(dialog.getByTestId('slip-outcome')).toContainText(text('th', 'payments.upload.failure'));
    await expect.poll(() => answers).toEqual([500]);
    await closes.last().click();
    await expect(dialog).toBeHidden();
    const [payment] = sandbox.query<{ slip: string | null }>(
      'SELECT admin_transfer_slip_id AS slip FROM payments WHERE booking_id = ? AND period = 1',
      booking.bookingId,
    );
    expect(payment.slip).toBeNull();
  });

  test('searches with the filters kept in the address', async ({ page, signIn, sandbox }) => {
    const [booking] = await pendingList(sandbox);
    await openPage(page, signIn, '/transfer-management');
    await page
      .getByRole('textbox', { name: /^(รหัสการจอง|Booking code)$/ })
      .fill(`  ${booking.bookingCode}  `);
    await page.getByRole('button', { name: /^(ค้นหา|Search)$/ }).click();
    await expect(page).toHaveURL(new RegExp(`\\?bookingCode=${booking.bookingCode}$`));
    await expect(page.getByTestId('booking-card')).toHaveCount(1);
    await page.reload();
    await expect(page.getByTestId('booking-card')).toHaveCount(1);
    await expect(page.getByRole('textbox', { name: /^(รหัสการจอง|Booking code)$/ })).toHaveValue(
      booking.bookingCode ?? '',
    );
  });
});

test.describe('partner bookings', () => {
  test('lists the self-bookings with their count; the details use the walk-in lookup', async ({
    page,
    signIn,
    sandbox,
  }) => {
    const walkIns = await api<Booking[]>(sandbox, BookingPaths.walkIn);
    await openPage(page, signIn, '/partner-bookings');
    await expect(page.getByRole('heading', { level: 2, name: 'การจองด้วยตนเองของพาร์ทเนอร์' })).toBeVisible();
    await expect(page.getByTestId('walk-in-count')).toHaveText(`${walkIns.length} รายการ`);
    await expect(page.getByTestId('booking-card')).toHaveCount(onFirstPage(walkIns));

    const booking = walkIns[0];
    const lookup = page.waitForRequest((request) => new URL(request.url()).pathname === PaymentPaths.walkIn);
    const dialog = await openDetails(page, booking);
    expect(new URL((await lookup).url()).searchParams.get('bookingId')).toBe(booking.bookingId);
    const record = await api<PaymentRecord>(sandbox, `${PaymentPaths.walkIn}?bookingId=${booking.bookingId}`);
    for (const payment of record.paymentDetails) {
      await expect(dialog.getByTestId(`payment-period-${payment.period}`)).toBeVisible();
      await expect(dialog.getByTestId(`detail-period${payment.period}-amount`)).toContainText(
        (payment.amount ?? 0).toLocaleString('en-US', { maximumFractionDigits: 2 }),
      );
    }
    await expect(dialog.getByTestId('walk-in-note')).toBeVisible();
    await expect(dialog.getByTestId('slip-upload-box')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();

    // The booking detail (slip) dialog: every field, the badge's colour, the slip at most 24rem high.
    const withSlip =
      walkIns.find((item) => item.image && item.status === 'CONFIRM') ?? walkIns.find((item) => item.image)!;
    await card(page, withSlip.bookingId)
      .getByRole('button', {
        name: text('th', 'bookings.card.bookingInfoOf', { code: withSlip.bookingCode! }),
      })
      .click();
    const detail = page.getByRole('dialog', {
      name: text('th', 'bookings.detail.title', { code: withSlip.bookingCode! }),
    });
    for (const [id, value] of [
      ['bookingId', withSlip.bookingId],
      ['bookingCode', withSlip.bookingCode],
      ['name', `${withSlip.firstName} ${withSlip.lastName}`],
      ['email', withSlip.email],
      ['project', withSlip.propertyName],
      ['propertyTypeName', withSlip.propertyTypeName],
      ['propertyTypeCode', withSlip.propertyTypeCode],
      ['lineId', withSlip.lineId ?? '-'],
      ['walkIn', text('th', withSlip.walkIn ? 'bookings.detail.yes' : 'bookings.detail.no')],
    ] as const)
      await expect(detail.getByTestId(`detail-${id}`)).toContainText(value ?? '-');
    for (const field of ['packagePrice', 'totalPrice', 'earnestMoney'] as const)
      await expect(detail.getByTestId(`detail-${field}`)).toContainText(digits(withSlip[field]));
    // One colour per status, the card's (CONFIRM blue, SUCCESS green, never red for a paid booking).
    const colour = chipColourOf(withSlip.status);
    await expect(detail.getByTestId('booking-detail-status')).toHaveClass(
      new RegExp(`MuiChip-color${colour}`),
    );
    const slip = detail.getByTestId('slip-image');
    await expect(slip).toHaveJSProperty('complete', true);
    expect(await slip.evaluate((image) => getComputedStyle(image).maxHeight)).toBe('384px');
  });
});

/**
 * A dialog in full: the page's full-page capture would cut it at the viewport, so the viewport is
 * made tall enough for the whole dialog, and only the viewport is captured.
 */
async function saveDialogScreenshot(
  page: Page,
  screen: string,
  language: Language,
  theme: Theme,
  width: number,
) {
  await page.setViewportSize({ width, height: width < 768 ? 3400 : 2000 });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.screenshot({
    path: path.join(SCREENSHOT_DIR, `${screen}-${language}-${theme}-${width}.png`),
    animations: 'disabled',
  });
}

test.describe('screenshots', () => {
  test('transfer management, the payment details and partner bookings', async ({
    page,
    signIn,
    sandbox,
    saveScreenshot,
  }) => {
    // Two screens and a dialog in eight looks each: the longest test of the suite.
    test.slow();
    const booking = (await pendingList(sandbox)).find(
      (item) => depositAccepted(item) && transferOf(item) > 0,
    )!;
    await openPage(page, signIn, '/transfer-management');
    await eachLook(page, async ({ language, theme, width }) => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        text(language, 'pages.transferManagement.title'),
      );
      await expect(tabCount(page, 'pending')).not.toHaveText('…');
      await saveScreenshot(page, { screen: 'transfer-management', language, theme, width });
      const dialog = await openDetails(page, booking);
      await expect(dialog.getByTestId('payment-period-1').getByTestId('slip-image')).toHaveJSProperty(
        'complete',
        true,
      );
      await expect(
        dialog.getByRole('heading', { name: text(language, 'payments.booking.title') }),
      ).toBeVisible();
      await saveDialogScreenshot(page, 'payment-details', language, theme, width);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();
      await page.setViewportSize({ width, height: width < 768 ? 844 : 900 });
    });
    // A transfer amount that is not positive, flagged; and a chosen slip, compressed and previewed.
    await page.setViewportSize({ width: 1440, height: 900 });
    await choosePreferences(page, 'en', 'light');
    const pending = await pendingList(sandbox);
    const flagged = pending.find((item) => depositAccepted(item) && transferOf(item) < 0)!;
    await page.goto(pageWith(pending, flagged));
    await openDetails(page, flagged);
    await saveDialogScreenshot(page, 'payment-details-flagged', 'en', 'light', 1440);
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(pageWith(pending, booking));
    const dialog = await openDetails(page, booking);
    await chooseSlipPhoto(page, dialog, { width: 1600, height: 1200, bytes: 2 * MB });
    await saveDialogScreenshot(page, 'payment-details-preview', 'en', 'light', 1440);
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 1440, height: 900 });

    await page.goto('/partner-bookings');
    await eachLook(page, async ({ language, theme, width }) => {
      await expect(
        page.getByRole('heading', { level: 2, name: text(language, 'bookings.walkIn.title') }),
      ).toBeVisible();
      await expect(page.getByTestId('walk-in-count')).toHaveText(/\d/);
      await saveScreenshot(page, { screen: 'partner-bookings', language, theme, width });
    });
    await page.setViewportSize({ width: 1440, height: 900 });
    await choosePreferences(page, 'th', 'light');
    const walkIn = (await api<Booking[]>(sandbox, BookingPaths.walkIn)).find((item) => item.image)!;
    await card(page, walkIn.bookingId)
      .getByRole('button', { name: /^ข้อมูลการจองและสลิป/ })
      .click();
    await expect(page.getByRole('dialog').getByTestId('slip-image')).toHaveJSProperty('complete', true);
    await saveDialogScreenshot(page, 'booking-detail', 'th', 'light', 1440);
  });
});
