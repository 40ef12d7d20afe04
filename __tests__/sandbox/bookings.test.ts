import { BookingPaths, SearchLimits, type Booking } from '../../contract';
import { COMMISSION_PERCENT, FEE_PERCENT } from '../../sandbox/lib/money';
import { adminSandbox, count, KEYS, keysOf, sorted, type AdminSandbox } from './support/business';

describe('booking lists', () => {
  let api: AdminSandbox;

  beforeAll(async () => {
    api = await adminSandbox();
  });
  afterAll(() => api.app.close());

  const fetchList = async (path: string, query?: Record<string, string>) => {
    const answer = await api.get<Booking[]>(path, query);
    expect(answer.statusCode).toBe(200);
    return answer.data;
  };
  const period1 = (bookingId: string) =>
    api.app.db.prepare('SELECT * FROM payments WHERE booking_id = ? AND period = 1').get(bookingId) as {
      method: string;
      status: string;
      admin_transfer_slip_id: string | null;
      slip_image_id: string | null;
      amount: number;
    };

  test('pending: bank-transfer guest bookings whose partner is not paid yet, newest first', async () => {
    const pending = await fetchList(BookingPaths.nonAcceptedPayment);
    expect(pending.length).toBe(
      count(
        api.app,
        `SELECT COUNT(*) FROM bookings b JOIN payments p ON p.booking_id = b.booking_id AND p.period = 1
          WHERE b.walk_in = 0 AND p.method = 'TRANSFER' AND p.admin_transfer_slip_id IS NULL`,
      ),
    );
    for (const booking of pending) {
      expect(keysOf(booking)).toEqual(sorted(KEYS.booking));
      expect(booking.walkIn).toBe(false);
      expect(booking.transferred).toBe(false);
      expect(period1(booking.bookingId)).toMatchObject({ method: 'TRANSFER', admin_transfer_slip_id: null });
    }
    const dates = pending.map((booking) => booking.createDate ?? '');
    expect(dates).toEqual([...dates].sort().reverse());
  });

  test('transferred: the admin transfer slip is there', async () => {
    const transferred = await fetchList(BookingPaths.acceptedPayment);
    expect(transferred.length).toBeGreaterThan(0);
    for (const booking of transferred) {
      expect(booking.transferred).toBe(true);
      expect(booking.walkIn).toBe(false);
      expect(period1(booking.bookingId).admin_transfer_slip_id).not.toBeNull();
    }
  });

  test('walk-in: partner self-bookings only, never in the other two lists', async () => {
    const walkIn = await fetchList(BookingPaths.walkIn);
    expect(walkIn.length).toBe(count(api.app, 'SELECT COUNT(*) FROM bookings WHERE walk_in = 1'));
    expect(walkIn.every((booking) => booking.walkIn)).toBe(true);
    const others = [
      ...(await fetchList(BookingPaths.nonAcceptedPayment)),
      ...(await fetchList(BookingPaths.acceptedPayment)),
    ];
    const walkInIds = new Set(walkIn.map((booking) => booking.bookingId));
    expect(others.some((booking) => walkInIds.has(booking.bookingId))).toBe(false);
  });

  test('the ours fields: owner, charges, period 1, dates', async () => {
    const [booking] = await fetchList(BookingPaths.acceptedPayment);
    const head = api.app.db
      .prepare(
        `SELECT p.profile_id, p.first_name, p.last_name FROM bookings b
           JOIN property_types t ON t.property_type_id = b.property_type_id
           JOIN property_owners o ON o.property_id = t.property_id AND o.is_head = 1
           JOIN profiles p ON p.profile_id = o.profile_id
          WHERE b.booking_id = ?`,
      )
      .get(booking.bookingId) as { profile_id: string; first_name: string; last_name: string };
    const payment = period1(booking.bookingId);
    expect(booking).toMatchObject({
      ownerProfileId: head.profile_id,
      ownerFirstName: head.first_name,
      ownerLastName: head.last_name,
      period1Amount: payment.amount,
      period1Status: payment.status,
      image: payment.slip_image_id,
    });
    expect(booking.commissionAmount).toBeCloseTo(((booking.totalPrice ?? 0) * COMMISSION_PERCENT) / 100, 2);
    expect(booking.feeAmount).toBeCloseTo(((booking.totalPrice ?? 0) * FEE_PERCENT) / 100, 2);
    expect(booking.checkinDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(booking.bookingCode).toMatch(/^PV-2026-\d{6}$/);
  });

  describe('search', () => {
    const searches = [
      BookingPaths.nonAcceptedPaymentSearch,
      BookingPaths.acceptedPaymentSearch,
      BookingPaths.walkInSearch,
    ] as const;
    const listOf = (searchPath: string) => searchPath.replace(/\/search$/, '');

    test.each(searches)('%s: status filters on the period 1 payment status', async (path) => {
      const all = await fetchList(listOf(path));
      for (const status of ['PENDING', 'ACCEPT'] as const) {
        expect(await fetchList(path, { status })).toEqual(
          all.filter((booking) => booking.period1Status === status),
        );
      }
      expect(all.some((booking) => booking.period1Status === 'ACCEPT')).toBe(true);
    });

    test.each(searches)('%s: any other status is a 400 naming the field', async (path) => {
      for (const status of ['SUCCESS', 'accept', "' OR 1=1 --"]) {
        const { statusCode, envelope } = await api.get(path, { status });
        expect(statusCode).toBe(400);
        expect(envelope.status.message).toContain('status');
      }
    });

    test('booking code: contains, any case', async () => {
      const [first] = await fetchList(BookingPaths.nonAcceptedPayment);
      const digits = (first.bookingCode ?? '').slice(-6);
      const found = await fetchList(BookingPaths.nonAcceptedPaymentSearch, {
        bookingCode: `pv-2026-${digits}`,
      });
      expect(found.map((booking) => booking.bookingId)).toEqual([first.bookingId]);
      const partial = await fetchList(BookingPaths.nonAcceptedPaymentSearch, {
        bookingCode: digits.slice(-3),
      });
      expect(partial.map((booking) => booking.bookingId)).toContain(first.bookingId);
    });

    test('keyword: guest name, e-mail, property and type names', async () => {
      const [first] = await fetchList(BookingPaths.acceptedPayment);
      for (const keyword of [
        first.firstName,
        `${first.firstName} ${first.lastName}`,
        first.email?.toUpperCase(),
        first.propertyName,
        first.propertyTypeName,
      ]) {
        const found = await fetchList(BookingPaths.acceptedPaymentSearch, { keyword: keyword ?? '' });
        expect(found.map((booking) => booking.bookingId)).toContain(first.bookingId);
      }
    });

    test("keyword: the guest's phone number, as entered at booking time", async () => {
      const { booking_id: bookingId, phone_number: phone } = api.app.db
        .prepare(
          `SELECT booking_id, phone_number FROM bookings WHERE walk_in = 1 AND phone_number IS NOT NULL LIMIT 1`,
        )
        .get() as { booking_id: string; phone_number: string };
      const found = await fetchList(BookingPaths.walkInSearch, { keyword: phone.slice(-7) });
      expect(found.map((booking) => booking.bookingId)).toContain(bookingId);
    });

    test('filters combine, and an empty search is the whole list', async () => {
      const all = await fetchList(BookingPaths.walkIn);
      expect(await fetchList(BookingPaths.walkInSearch)).toEqual(all);
      expect(await fetchList(BookingPaths.walkInSearch, { keyword: '  ', bookingCode: '' })).toEqual(all);
      const target = all.find((booking) => booking.period1Status === 'ACCEPT');
      expect(target).toBeDefined();
      const code = target?.bookingCode ?? '';
      const found = await fetchList(BookingPaths.walkInSearch, {
        keyword: target?.firstName ?? '',
        bookingCode: code,
        status: 'ACCEPT',
      });
      expect(found.map((booking) => booking.bookingId)).toEqual([target?.bookingId]);
      expect(await fetchList(BookingPaths.walkInSearch, { bookingCode: code, status: 'PENDING' })).toEqual(
        [],
      );
    });

    test('SQL metacharacters and wildcards are text', async () => {
      const queries: Record<string, string>[] = [
        { keyword: "' OR 1=1 --" },
        { keyword: '%' },
        { bookingCode: '_' },
        { bookingCode: "%' --" },
      ];
      for (const query of queries) {
        expect(await fetchList(BookingPaths.nonAcceptedPaymentSearch, query)).toEqual([]);
      }
    });

    test('takes a keyword and a booking code up to the contract limits, and refuses one character more', async () => {
      for (const field of ['keyword', 'bookingCode'] as const) {
        const limit = SearchLimits[field];
        const longest = await api.get(BookingPaths.walkInSearch, { [field]: 'ก'.repeat(limit) });
        expect(longest.statusCode).toBe(200);
        const over = await api.get(BookingPaths.walkInSearch, { [field]: 'ก'.repeat(limit + 1) });
        expect(over.statusCode).toBe(400);
        expect(over.envelope.status.description).toBe('VALIDATION_ERROR');
        expect(over.envelope.status.message).toContain(field);
      }
    });
  });
});
