import type { Locator, Page } from '@playwright/test';
import { NOISY_PHOTO_SCRIPT, type NoisyPhoto } from '../../../bench/compression/noisyPhoto';
import { BookingPaths, type Booking } from '../../../contract';
import { expect, type SandboxHandle } from './fixtures';

const round2 = (value: number) => Math.round(value * 100) / 100;

/** What the partner is owed for a booking: deposit less commission and fee (the console's rule). */
export const transferOf = (booking: Booking): number =>
  round2((booking.period1Amount ?? 0) - (booking.commissionAmount ?? 0) - (booking.feeAmount ?? 0));

/** The bookings awaiting their payout, as the administrator's API gives them. */
export const pendingList = (sandbox: SandboxHandle): Promise<Booking[]> =>
  sandbox.adminGet<Booking[]>(BookingPaths.nonAcceptedPayment);

/** The deposit is accepted and the booking stands: a cancelled booking is not paid out. */
export const depositAccepted = (booking: Booking): boolean =>
  booking.period1Status === 'ACCEPT' && booking.status !== 'CANCEL';

/** A booking awaiting its payout with the deposit accepted and something to transfer: one a slip can be uploaded for. */
export async function payableBooking(sandbox: SandboxHandle): Promise<Booking> {
  const booking = (await pendingList(sandbox)).find((item) => depositAccepted(item) && transferOf(item) > 0);
  if (!booking) throw new Error('The sandbox has no booking awaiting a payout with an amount to transfer.');
  return booking;
}

/** A photo drawn in the page (noise, so it compresses like a real one), chosen in a file input. */
export async function choosePhoto(
  page: Page,
  input: Locator,
  { width = 800, height = 600, bytes = 200_000, name = 'photo.jpg' } = {},
): Promise<void> {
  const photo = (await page.evaluate(`(${NOISY_PHOTO_SCRIPT})(${width}, ${height}, ${bytes})`)) as NoisyPhoto;
  await input.setInputFiles({ name, mimeType: 'image/jpeg', buffer: Buffer.from(photo.base64, 'base64') });
}

/** Chooses a photo as the slip in the payment-details dialog, and waits until its compressed preview is drawn. */
export async function chooseSlipPhoto(
  page: Page,
  dialog: Locator,
  size: Parameters<typeof choosePhoto>[2] = {},
): Promise<void> {
  await choosePhoto(page, dialog.getByTestId('slip-file-input'), { name: 'slip.jpg', ...size });
  await expect(dialog.getByTestId('slip-preview')).toHaveJSProperty('complete', true, { timeout: 20_000 });
}
