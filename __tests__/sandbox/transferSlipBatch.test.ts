import {
  BatchLimits,
  BookingPaths,
  PaymentPaths,
  type Booking,
  type TransferSlipBatchResult,
} from '../../contract';
import {
  adminSandbox,
  count,
  jpegImage,
  KEYS,
  keysOf,
  multipartForm,
  pdfDocument,
  pngImage,
  sorted,
  type AdminSandbox,
  type FormPart,
} from './support/business';
import { MAX_UPLOAD_BYTES } from '../../sandbox/app';

interface ReadyPayment {
  paymentId: string;
  bookingId: string;
  ownerId: string;
  cancelled: 0 | 1;
}

describe('transfer slip batch', () => {
  let api: AdminSandbox;

  beforeEach(async () => {
    api = await adminSandbox();
  });
  afterEach(() => api.app.close());

  /** Accepted period 1 payments of guest bookings not paid out yet, with the booking's head owner. */
  const readyPayments = () =>
    api.app.db
      .prepare(
        `SELECT p.payment_id AS paymentId, b.booking_id AS bookingId, h.profile_id AS ownerId,
                b.status = 'CANCEL' AS cancelled
           FROM payments p JOIN bookings b ON b.booking_id = p.booking_id
           JOIN property_types t ON t.property_type_id = b.property_type_id
           JOIN property_owners h ON h.property_id = t.property_id AND h.is_head = 1
          WHERE p.period = 1 AND p.status IN ('ACCEPT', 'SUCCESS') AND p.admin_transfer_slip_id IS NULL
            AND b.walk_in = 0 AND p.method = 'TRANSFER'
          ORDER BY h.profile_id, b.booking_code`,
      )
      .all() as ReadyPayment[];
  /** `count` payments ready to pay, of one owner. */
  const oneOwners = (wanted: number) => {
    const ready = readyPayments().filter((payment) => !payment.cancelled);
    const owner = ready.find(
      (payment) => ready.filter((other) => other.ownerId === payment.ownerId).length >= wanted,
    )?.ownerId;
    return ready.filter((payment) => payment.ownerId === owner).slice(0, wanted);
  };
  const form = (paymentIds: string[], file: FormPart | null = { field: 'file', file: jpegImage }) =>
    multipartForm([...paymentIds.map((value) => ({ field: 'paymentIds', value })), ...(file ? [file] : [])]);
  const send = (parts: ReturnType<typeof multipartForm>) =>
    api.upload<TransferSlipBatchResult>(PaymentPaths.transferSlipBatch, parts);
  const images = () => count(api.app, 'SELECT COUNT(*) FROM images');
  const unpaid = (paymentIds: string[]) =>
    count(
      api.app,
      'SELECT COUNT(*) FROM payments WHERE admin_transfer_slip_id IS NULL AND payment_id IN (SELECT value FROM json_each(?))',
      JSON.stringify(paymentIds),
    );

  test('one slip pays every payment: one stored image, the bookings move to the transferred list', async () => {
    const payments = oneOwners(3);
    expect(payments).toHaveLength(3);
    const paymentIds = payments.map((payment) => payment.paymentId);
    const before = images();
    const { statusCode, data } = await send(form(paymentIds));
    expect(statusCode).toBe(200);
    expect(keysOf(data)).toEqual(['payments', 'slipImageId']);
    expect(data.slipImageId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(data.payments.map((payment) => payment.paymentId)).toEqual(paymentIds);
    for (const payment of data.payments) {
      expect(keysOf(payment)).toEqual(sorted(KEYS.paymentDetail));
      expect(payment.adminTransferSlip).toBe(data.slipImageId);
    }
    expect(images()).toBe(before + 1);
    expect(unpaid(paymentIds)).toBe(0);

    const bookingIds = payments.map((payment) => payment.bookingId);
    const pending = (await api.get<Booking[]>(BookingPaths.nonAcceptedPayment)).data;
    expect(pending.filter((booking) => bookingIds.includes(booking.bookingId))).toEqual([]);
    const transferred = (await api.get<Booking[]>(BookingPaths.acceptedPayment)).data.filter((booking) =>
      bookingIds.includes(booking.bookingId),
    );
    expect(transferred).toHaveLength(3);
    expect(transferred.every((booking) => booking.transferred)).toBe(true);
  });

  test('the fields may come in any order: the file first, then the payment ids', async () => {
    const paymentIds = oneOwners(2).map((payment) => payment.paymentId);
    const parts = multipartForm([
      { field: 'file', file: pngImage() },
      ...paymentIds.map((value) => ({ field: 'paymentIds', value })),
    ]);
    expect((await send(parts)).statusCode).toBe(200);
    expect(unpaid(paymentIds)).toBe(0);
  });

  describe('all or nothing: 409 naming the payments, nothing changed', () => {
    const refused = async (paymentIds: string[], named: string[]) => {
      const [imagesBefore, unpaidBefore] = [images(), unpaid(paymentIds)];
      const { statusCode, envelope } = await send(form(paymentIds));
      expect(statusCode).toBe(409);
      expect(envelope.status.description).toBe('CONFLICT');
      for (const paymentId of named) expect(envelope.status.message).toContain(paymentId);
      expect(images()).toBe(imagesBefore);
      expect(unpaid(paymentIds)).toBe(unpaidBefore);
    };

    test('an unknown payment (409, not 404: 404 means the API has no batch call)', async () => {
      const [first] = oneOwners(1);
      await refused([first.paymentId, 'missing-payment'], ['missing-payment']);
    });

    test('a period 2 payment, and a deposit not received', async () => {
      const [first] = oneOwners(1);
      const period2 = api.app.db
        .prepare('SELECT payment_id FROM payments WHERE booking_id = ? AND period = 2')
        .pluck()
        .get(first.bookingId) as string;
      const notReceived = api.app.db
        .prepare(
          "SELECT payment_id FROM payments WHERE period = 1 AND status IN ('PENDING', 'REJECT') LIMIT 1",
        )
        .pluck()
        .get() as string;
      await refused([first.paymentId, period2], [period2]);
      await refused([first.paymentId, notReceived], [notReceived]);
    });

    test('a cancelled booking', async () => {
      const cancelled = readyPayments().find((payment) => payment.cancelled === 1);
      if (!cancelled) throw new Error('the seed has no cancelled booking with its deposit received');
      const sameOwner = readyPayments().find(
        (payment) => payment.ownerId === cancelled.ownerId && !payment.cancelled,
      );
      const paymentIds = [sameOwner?.paymentId ?? '', cancelled.paymentId].filter(Boolean);
      await refused(paymentIds, [cancelled.paymentId]);
    });

    test("a partner's own walk-in booking", async () => {
      const walkIn = api.app.db
        .prepare(
          `SELECT p.payment_id FROM payments p JOIN bookings b ON b.booking_id = p.booking_id
            WHERE p.period = 1 AND p.status IN ('ACCEPT', 'SUCCESS') AND p.admin_transfer_slip_id IS NULL
              AND b.walk_in = 1 AND b.status <> 'CANCEL' LIMIT 1`,
        )
        .pluck()
        .get() as string | undefined;
      if (!walkIn) throw new Error('the seed has no walk-in booking with its deposit received');
      await refused([walkIn], [walkIn]);
    });

    test('a payment already paid (by a single slip)', async () => {
      const [first, second] = oneOwners(2);
      const single = await api.upload(
        PaymentPaths.transferSlipToPartner,
        multipartForm([{ field: 'file', file: jpegImage }]),
        { paymentId: first.paymentId, bookingId: first.bookingId },
      );
      expect(single.statusCode).toBe(200);
      await refused([first.paymentId, second.paymentId], [first.paymentId]);
    });

    test('payments of two partners: one slip pays one partner', async () => {
      const ready = readyPayments().filter((payment) => !payment.cancelled);
      const first = ready[0];
      const other = ready.find((payment) => payment.ownerId !== first.ownerId);
      if (!other) throw new Error('the seed has one owner only');
      await refused([first.paymentId, other.paymentId], [first.paymentId, other.paymentId]);
    });
  });

  describe('400 VALIDATION_ERROR naming the field, nothing stored', () => {
    const invalid = async (parts: ReturnType<typeof multipartForm>, field: string) => {
      const before = images();
      const { statusCode, envelope } = await send(parts);
      expect(statusCode).toBe(400);
      expect(envelope.status.description).toBe('VALIDATION_ERROR');
      expect(envelope.status.message).toContain(field);
      expect(images()).toBe(before);
    };

    test('a payment id twice', async () => {
      const [first, second] = oneOwners(2);
      await invalid(form([first.paymentId, second.paymentId, first.paymentId]), 'paymentIds');
      expect(unpaid([first.paymentId, second.paymentId])).toBe(2);
    });

    test('no payment id, a blank one, more than the limit', async () => {
      const [first] = oneOwners(1);
      await invalid(form([]), 'paymentIds');
      await invalid(form([first.paymentId, ' ']), 'paymentIds');
      const many = Array.from({ length: BatchLimits.payments + 1 }, (_, i) => `payment-${i}`);
      await invalid(form(many), 'paymentIds');
      await invalid(form([...many, ...many]), 'paymentIds');
    });

    test('an id longer than the contract takes, answered briefly without repeating it', async () => {
      const [first] = oneOwners(1);
      const huge = 'x'.repeat(2 * 1024 * 1024);
      for (const ids of [[first.paymentId, huge], Array.from({ length: 20 }, (_, i) => `${i}${huge}`)]) {
        const parts = form(ids);
        const answer = await api.app.inject({
          method: 'POST',
          url: PaymentPaths.transferSlipBatch,
          payload: parts.payload,
          headers: { ...parts.headers, ...api.authHeaders },
        });
        expect(answer.statusCode).toBe(400);
        expect(answer.json().status.message).toContain('paymentIds');
        expect(answer.body.length).toBeLessThan(1024);
      }
      await invalid(form([first.paymentId, 'p'.repeat(BatchLimits.paymentId + 1)]), 'paymentIds');
      // The longest id the contract takes is read, and refused only as a payment that does not exist.
      const longest = await send(form([first.paymentId, 'p'.repeat(BatchLimits.paymentId)]));
      expect(longest.statusCode).toBe(409);
      expect(unpaid([first.paymentId])).toBe(1);
    });

    test('no file, a file in another field, another text field', async () => {
      const [first] = oneOwners(1);
      await invalid(form([first.paymentId], null), 'file');
      await invalid(form([first.paymentId], { field: 'image', file: jpegImage }), 'file');
      await invalid(
        multipartForm([
          { field: 'paymentIds', value: first.paymentId },
          { field: 'bookingIds', value: first.bookingId },
          { field: 'file', file: jpegImage },
        ]),
        'bookingIds',
      );
      const json = await api.send('POST', PaymentPaths.transferSlipBatch, { paymentIds: [first.paymentId] });
      expect(json.statusCode).toBe(400);
      expect(unpaid([first.paymentId])).toBe(1);
    });
  });

  test('the image is checked as the single upload checks it: 415 for a PDF, 413 past 5 MB', async () => {
    const paymentIds = oneOwners(2).map((payment) => payment.paymentId);
    const before = images();
    const pdf = await send(form(paymentIds, { field: 'file', file: pdfDocument, contentType: 'image/jpeg' }));
    expect(pdf.statusCode).toBe(415);
    const big = Buffer.concat([pngImage(), Buffer.alloc(MAX_UPLOAD_BYTES + 1 - pngImage().length)]);
    const tooLarge = await send(form(paymentIds, { field: 'file', file: big }));
    expect(tooLarge.statusCode).toBe(413);
    expect(images()).toBe(before);
    expect(unpaid(paymentIds)).toBe(2);
  });
});
