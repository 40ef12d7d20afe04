import {
  BookingPaths,
  PaymentPaths,
  type Booking,
  type PaymentDetail,
  type PaymentRecord,
} from '../../contract';
import { COMMISSION_PERCENT, FEE_PERCENT } from '../../sandbox/lib/money';
import {
  adminSandbox,
  count,
  jpegImage,
  KEYS,
  keysOf,
  multipart,
  pdfDocument,
  sorted,
  type AdminSandbox,
} from './support/business';

const round2 = (value: number) => Math.round(value * 100) / 100;

describe('payments', () => {
  let api: AdminSandbox;

  beforeAll(async () => {
    api = await adminSandbox();
  });
  afterAll(() => api.app.close());

  const record = async (path: string, bookingId: string) => api.get<PaymentRecord>(path, { bookingId });
  const ids = (bookings: Booking[]) => bookings.map((booking) => booking.bookingId);

  test('the record: booking details, both periods, the head owner with their bank', async () => {
    const [booking] = (await api.get<Booking[]>(BookingPaths.nonAcceptedPayment)).data;
    const { statusCode, data } = await record(PaymentPaths.withPackagePrice, booking.bookingId);
    expect(statusCode).toBe(200);
    expect(keysOf(data)).toEqual(['bookingDetails', 'paymentDetails', 'propertyOwner']);
    expect(keysOf(data.bookingDetails)).toEqual(sorted(KEYS.bookingDetails));
    expect(data.paymentDetails.map((payment) => payment.period)).toEqual([1, 2]);
    for (const payment of data.paymentDetails) expect(keysOf(payment)).toEqual(sorted(KEYS.paymentDetail));
    expect(data.bookingDetails).toMatchObject({
      bookingId: booking.bookingId,
      bookingCode: booking.bookingCode,
      commissionOnline: COMMISSION_PERCENT,
      feeOnline: FEE_PERCENT,
      commissionAmount: booking.commissionAmount,
      feeAmount: booking.feeAmount,
    });
    expect(data.propertyOwner).not.toBeNull();
    expect(keysOf(data.propertyOwner ?? {})).toEqual(sorted(KEYS.paymentOwner));
    expect(data.propertyOwner?.firstName).toBe(booking.ownerFirstName);
  });

  test('an owner who gave no bank details has partnerBank null; one who did has all four fields', async () => {
    const bookingOf = (withBank: boolean) =>
      api.app.db
        .prepare(
          `SELECT b.booking_id FROM bookings b
             JOIN property_types t ON t.property_type_id = b.property_type_id
             JOIN property_owners o ON o.property_id = t.property_id AND o.is_head = 1
            WHERE ${withBank ? '' : 'NOT '}EXISTS (SELECT 1 FROM partner_banks k WHERE k.profile_id = o.profile_id) LIMIT 1`,
        )
        .pluck()
        .get() as string;
    const withBank = (await record(PaymentPaths.all, bookingOf(true))).data;
    expect(keysOf(withBank.propertyOwner?.partnerBank ?? {})).toEqual(sorted(KEYS.partnerBank));
    expect(withBank.propertyOwner?.partnerBank?.accountNumber).toMatch(/^\d{10}$/);
    const without = (await record(PaymentPaths.all, bookingOf(false))).data;
    expect(without.propertyOwner).not.toBeNull();
    expect(without.propertyOwner?.partnerBank).toBeNull();
  });

  test('the formulas hold for every seeded booking', async () => {
    const bookingIds = api.app.db.prepare('SELECT booking_id FROM bookings').pluck().all() as string[];
    expect(bookingIds.length).toBeGreaterThanOrEqual(150);
    const transfers: number[] = [];
    for (const bookingId of bookingIds) {
      const { statusCode, data } = await record(PaymentPaths.all, bookingId);
      expect(statusCode).toBe(200);
      const details = data.bookingDetails;
      const [period1, period2] = data.paymentDetails;
      const total = details.totalPrice ?? NaN;
      expect(total).toBe((details.packagePrice ?? NaN) + (details.extraBedPrice ?? NaN));
      expect(details.commissionAmount).toBe(round2((total * COMMISSION_PERCENT) / 100));
      expect(details.feeAmount).toBe(round2((total * FEE_PERCENT) / 100));
      expect(round2((period1.amount ?? NaN) + (period2.amount ?? NaN))).toBe(total);
      const totalFees = (details.commissionAmount ?? NaN) + (details.feeAmount ?? NaN);
      transfers.push(round2((period1.amount ?? NaN) - totalFees));
    }
    // Positive for normal bookings; the seed keeps one that nets to zero and one that nets below.
    expect(transfers.filter((amount) => amount === 0)).toHaveLength(1);
    expect(transfers.filter((amount) => amount < 0)).toHaveLength(1);
    expect(transfers.filter((amount) => amount > 0)).toHaveLength(bookingIds.length - 2);
  });

  test('each lookup serves its own tab', async () => {
    const [guest] = (await api.get<Booking[]>(BookingPaths.nonAcceptedPayment)).data;
    const [walkIn] = (await api.get<Booking[]>(BookingPaths.walkIn)).data;
    expect((await record(PaymentPaths.withPackagePrice, guest.bookingId)).statusCode).toBe(200);
    expect((await record(PaymentPaths.withPackagePrice, walkIn.bookingId)).statusCode).toBe(404);
    expect((await record(PaymentPaths.walkIn, walkIn.bookingId)).statusCode).toBe(200);
    expect((await record(PaymentPaths.walkIn, guest.bookingId)).statusCode).toBe(404);
    expect((await record(PaymentPaths.all, walkIn.bookingId)).statusCode).toBe(200);
    expect((await record(PaymentPaths.all, 'missing')).statusCode).toBe(404);
    const noId = await api.get(PaymentPaths.all);
    expect(noId.statusCode).toBe(400);
    expect(noId.envelope.status.message).toContain('bookingId');
  });

  describe('transfer slip to partner', () => {
    const depositReceived = (item: Booking) =>
      item.period1Status === 'ACCEPT' || item.period1Status === 'SUCCESS';
    /** A pending booking whose period 1 is accepted, not cancelled: ready to be paid out. */
    const readyBooking = async () => {
      const pending = (await api.get<Booking[]>(BookingPaths.nonAcceptedPayment)).data;
      const booking = pending.find((item) => depositReceived(item) && item.status !== 'CANCEL');
      if (!booking) throw new Error('no booking ready for transfer');
      const [period1, period2] = (await record(PaymentPaths.withPackagePrice, booking.bookingId)).data
        .paymentDetails;
      return { booking, period1, period2 };
    };
    const upload = (
      paymentId: string,
      bookingId: string,
      part = multipart('file', jpegImage, 'slip.jpg', 'image/jpeg'),
    ) => api.upload<PaymentDetail>(PaymentPaths.transferSlipToPartner, part, { paymentId, bookingId });
    const images = () => count(api.app, 'SELECT COUNT(*) FROM images');
    const unpaid = (paymentId: string) =>
      count(
        api.app,
        'SELECT COUNT(*) FROM payments WHERE payment_id = ? AND admin_transfer_slip_id IS NULL',
        paymentId,
      ) === 1;

    test('stores the slip and moves the booking from pending to transferred', async () => {
      const { booking, period1 } = await readyBooking();
      const before = images();
      const { statusCode, data } = await upload(period1.paymentId, booking.bookingId);
      expect(statusCode).toBe(200);
      expect(keysOf(data)).toEqual(sorted(KEYS.paymentDetail));
      expect(data.adminTransferSlip).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(images()).toBe(before + 1);
      expect(
        api.app.db.prepare('SELECT mime FROM images WHERE image_id = ?').pluck().get(data.adminTransferSlip),
      ).toBe('image/jpeg');

      expect(ids((await api.get<Booking[]>(BookingPaths.nonAcceptedPayment)).data)).not.toContain(
        booking.bookingId,
      );
      const transferred = (await api.get<Booking[]>(BookingPaths.acceptedPayment)).data;
      expect(transferred.find((item) => item.bookingId === booking.bookingId)?.transferred).toBe(true);
      const after = (await record(PaymentPaths.all, booking.bookingId)).data.paymentDetails[0];
      expect(after.adminTransferSlip).toBe(data.adminTransferSlip);
      // The partner is paid once.
      expect((await upload(period1.paymentId, booking.bookingId)).statusCode).toBe(409);
      expect(images()).toBe(before + 1);
    });

    test('409 when the payment is of another booking, is period 2, or is not accepted', async () => {
      const { booking, period1, period2 } = await readyBooking();
      const other = api.app.db
        .prepare('SELECT booking_id FROM bookings WHERE booking_id <> ? LIMIT 1')
        .pluck()
        .get(booking.bookingId) as string;
      const unaccepted = api.app.db
        .prepare(
          "SELECT payment_id, booking_id FROM payments WHERE period = 1 AND status IN ('PENDING', 'REJECT') LIMIT 1",
        )
        .get() as { payment_id: string; booking_id: string };
      const before = images();
      for (const [paymentId, bookingId] of [
        [period1.paymentId, other],
        [period2.paymentId, booking.bookingId],
        [unaccepted.payment_id, unaccepted.booking_id],
      ]) {
        const { statusCode, envelope } = await upload(paymentId, bookingId);
        expect(statusCode).toBe(409);
        expect(envelope.status.description).toBe('CONFLICT');
      }
      expect(images()).toBe(before);
      expect(unpaid(period1.paymentId)).toBe(true);
    });

    test('409 for a cancelled booking: it is not paid out, nothing stored', async () => {
      const pending = (await api.get<Booking[]>(BookingPaths.nonAcceptedPayment)).data;
      const cancelled = pending.find((item) => depositReceived(item) && item.status === 'CANCEL');
      if (!cancelled) throw new Error('the seed has no cancelled booking with its deposit received');
      const [period1] = (await record(PaymentPaths.withPackagePrice, cancelled.bookingId)).data
        .paymentDetails;
      const before = images();
      const { statusCode, envelope } = await upload(period1.paymentId, cancelled.bookingId);
      expect(statusCode).toBe(409);
      expect(envelope.status.message).toContain('the booking is cancelled');
      expect(images()).toBe(before);
      expect(unpaid(period1.paymentId)).toBe(true);
    });

    test("409 for a partner's own walk-in booking: its guest paid the partner, nothing stored", async () => {
      const walkIn = api.app.db
        .prepare(
          `SELECT p.payment_id AS paymentId, b.booking_id AS bookingId
             FROM payments p JOIN bookings b ON b.booking_id = p.booking_id
            WHERE p.period = 1 AND p.status IN ('ACCEPT', 'SUCCESS') AND p.admin_transfer_slip_id IS NULL
              AND b.walk_in = 1 AND b.status <> 'CANCEL' LIMIT 1`,
        )
        .get() as { paymentId: string; bookingId: string } | undefined;
      if (!walkIn) throw new Error('the seed has no walk-in booking with its deposit received');
      const before = images();
      const audited = count(api.app, 'SELECT COUNT(*) FROM audit_log');
      const { statusCode, envelope } = await upload(walkIn.paymentId, walkIn.bookingId);
      expect(statusCode).toBe(409);
      expect(envelope.status.message).toContain("the booking is the partner's own (walk-in)");
      expect(images()).toBe(before);
      expect(count(api.app, 'SELECT COUNT(*) FROM audit_log')).toBe(audited);
      expect(unpaid(walkIn.paymentId)).toBe(true);
    });

    test('400 naming the missing query field, 404 for unknown ids, nothing stored', async () => {
      const { booking, period1 } = await readyBooking();
      const before = images();
      const noPayment = await api.upload(PaymentPaths.transferSlipToPartner, multipart('file', jpegImage), {
        bookingId: booking.bookingId,
      });
      expect(noPayment.statusCode).toBe(400);
      expect(noPayment.envelope.status.message).toContain('paymentId');
      const noBooking = await api.upload(PaymentPaths.transferSlipToPartner, multipart('file', jpegImage), {
        paymentId: period1.paymentId,
      });
      expect(noBooking.envelope.status.message).toContain('bookingId');
      expect((await upload('missing', booking.bookingId)).statusCode).toBe(404);
      expect((await upload(period1.paymentId, 'missing')).statusCode).toBe(404);
      expect(images()).toBe(before);
    });

    test('the slip must be an image, in the field `file`', async () => {
      const { booking, period1 } = await readyBooking();
      const before = images();
      const pdf = await upload(
        period1.paymentId,
        booking.bookingId,
        multipart('file', pdfDocument, 'slip.jpg', 'image/jpeg'),
      );
      expect(pdf.statusCode).toBe(415);
      const wrongField = await upload(
        period1.paymentId,
        booking.bookingId,
        multipart('image', jpegImage, 'slip.jpg', 'image/jpeg'),
      );
      expect(wrongField.statusCode).toBe(400);
      expect(wrongField.envelope.status.message).toContain('file');
      expect(images()).toBe(before);
      expect(unpaid(period1.paymentId)).toBe(true);
    });
  });
});
