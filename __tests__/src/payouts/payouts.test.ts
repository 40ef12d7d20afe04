import {
  bookingEarningOf,
  earnsPayout,
  earningsTotalsOf,
  isReadyToPay,
  partnerEarningsOf,
  stillOwedOf,
  sumBaht,
  totalFeesOf,
  totalPriceOf,
  transferAmountOf,
  transferCalculationOf,
  transferReadinessOf,
} from '../../../src/payouts/payouts';
import type { Booking, PaymentDetail, PaymentRecord } from '../../../contract';

const payment = (overrides: Partial<PaymentDetail>): PaymentDetail => ({
  paymentId: 'pay-1',
  bookingId: 'b-1',
  period: 1,
  status: 'ACCEPT',
  amount: 4500,
  method: 'TRANSFER',
  createDate: '2026-04-01T03:00:00.000Z',
  updateDate: '2026-04-01T05:00:00.000Z',
  slipImage: 'slip',
  adminTransferSlip: null,
  ...overrides,
});

const record = (
  overrides: Partial<PaymentRecord['bookingDetails']> = {},
  payments?: PaymentDetail[],
): PaymentRecord => ({
  bookingDetails: {
    bookingId: 'b-1',
    bookingCode: 'BK-000001',
    firstName: 'สมหญิง',
    lastName: 'ใจงาม',
    checkinDate: '2026-05-01',
    checkoutDate: '2026-05-03',
    phoneNumber: '0812345678',
    email: 'guest@mail.test',
    bookingStatus: 'CONFIRM',
    packagePrice: 12000,
    extraBedPrice: 1000,
    totalPrice: 13000,
    commissionOnline: 10,
    feeOnline: 3,
    commissionAmount: 1300,
    feeAmount: 390,
    ...overrides,
  },
  paymentDetails: payments ?? [
    payment({}),
    payment({ paymentId: 'pay-2', period: 2, status: 'PENDING', amount: 8500 }),
  ],
  propertyOwner: null,
});

describe('the formulas', () => {
  it('total price = package + extra bed; total fees = commission + fee; transfer = period 1 − fees', () => {
    expect(totalPriceOf(12000, 1000)).toBe(13000);
    expect(totalFeesOf(1300, 390)).toBe(1690);
    expect(transferAmountOf(4500, 1300, 390)).toBe(2810);
  });

  it('adds decimals to the satang, without floating-point dust', () => {
    expect(totalPriceOf(0.1, 0.2)).toBe(0.3);
    expect(totalFeesOf(1234.56, 370.37)).toBe(1604.93);
    expect(transferAmountOf(5000.1, 1234.56, 370.37)).toBe(3395.17);
    expect(sumBaht(0.1, 0.2, 0.3)).toBe(0.6);
    // Amounts with more than two decimals are rounded to the satang first.
    expect(transferAmountOf(100.005, 0, 0)).toBe(100.01);
  });

  it('counts missing, null, text and non-finite values as 0; numeric strings as numbers', () => {
    expect(totalPriceOf(undefined, null)).toBe(0);
    expect(totalPriceOf('12000', '')).toBe(12000);
    expect(totalFeesOf(NaN, Infinity)).toBe(0);
    expect(transferAmountOf(null, 100, 'abc')).toBe(-100);
    expect(transferAmountOf({}, [], true)).toBe(0);
  });

  it('gives zero and negative transfer amounts as they are (the dialog flags them)', () => {
    expect(transferAmountOf(1690, 1300, 390)).toBe(0);
    expect(transferAmountOf(500, 1300, 390)).toBe(-1190);
  });
});

describe('transferCalculationOf', () => {
  it('reads a full record', () => {
    expect(transferCalculationOf(record())).toEqual({
      packagePrice: 12000,
      extraBedPrice: 1000,
      totalPrice: 13000,
      commissionPercent: 10,
      commissionAmount: 1300,
      feePercent: 3,
      feeAmount: 390,
      totalFees: 1690,
      period1Amount: 4500,
      transferAmount: 2810,
    });
  });

  it('computes the total from package and extra bed, not from the answer’s total', () => {
    expect(transferCalculationOf(record({ totalPrice: 999 })).totalPrice).toBe(13000);
  });

  it('finds period 1 whatever the order, and its period given as text', () => {
    const payments = [
      payment({ period: 2, amount: 1 }),
      { ...payment({ amount: 777.7 }), period: '1' as unknown as 1 },
    ];
    expect(transferCalculationOf(record({}, payments)).period1Amount).toBe(777.7);
  });

  it('is all zeros for a missing record, and negative fees-only for a record without period 1', () => {
    expect(transferCalculationOf(null)).toMatchObject({
      totalPrice: 0,
      totalFees: 0,
      period1Amount: 0,
      transferAmount: 0,
    });
    expect(transferCalculationOf(record({}, [])).transferAmount).toBe(-1690);
    const broken = { bookingDetails: { bookingId: 'x' }, paymentDetails: null } as unknown as PaymentRecord;
    expect(transferCalculationOf(broken)).toMatchObject({
      packagePrice: 0,
      commissionAmount: 0,
      transferAmount: 0,
    });
  });
});

describe('transferReadinessOf', () => {
  it('is ready on an accepted or successful period 1 without a slip', () => {
    expect(transferReadinessOf(record())).toEqual({ kind: 'ready', paymentId: 'pay-1' });
    expect(transferReadinessOf(record({}, [payment({ status: 'SUCCESS' })]))).toEqual({
      kind: 'ready',
      paymentId: 'pay-1',
    });
  });

  it('is transferred once the admin slip is there, whatever the status', () => {
    expect(transferReadinessOf(record({}, [payment({ adminTransferSlip: 'img-9' })]))).toEqual({
      kind: 'transferred',
      slipImageId: 'img-9',
    });
  });

  it('waits for the deposit while period 1 is pending or rejected, or has no status', () => {
    expect(transferReadinessOf(record({}, [payment({ status: 'PENDING' })]))).toEqual({
      kind: 'depositNotReceived',
      status: 'PENDING',
    });
    expect(transferReadinessOf(record({}, [payment({ status: 'REJECT' })]))).toEqual({
      kind: 'depositNotReceived',
      status: 'REJECT',
    });
    expect(
      transferReadinessOf(record({}, [payment({ status: null as unknown as PaymentDetail['status'] })])),
    ).toEqual({
      kind: 'depositNotReceived',
      status: null,
    });
  });

  it('never pays a cancelled booking, whatever its deposit; a transfer already made still shows', () => {
    expect(transferReadinessOf(record({ bookingStatus: 'CANCEL' }))).toEqual({ kind: 'cancelled' });
    expect(
      transferReadinessOf(record({ bookingStatus: 'CANCEL' }, [payment({ status: 'PENDING' })])),
    ).toEqual({ kind: 'cancelled' });
    expect(transferReadinessOf(record({ bookingStatus: 'CANCEL' }, []))).toEqual({ kind: 'cancelled' });
    expect(
      transferReadinessOf(record({ bookingStatus: 'CANCEL' }, [payment({ adminTransferSlip: 'slip-9' })])),
    ).toEqual({ kind: 'transferred', slipImageId: 'slip-9' });
  });

  it('has nothing to pay against without period 1 or its id', () => {
    expect(transferReadinessOf(record({}, [payment({ period: 2 })]))).toEqual({ kind: 'noDeposit' });
    expect(transferReadinessOf(record({}, [payment({ paymentId: '' })]))).toEqual({ kind: 'noDeposit' });
    expect(transferReadinessOf(undefined)).toEqual({ kind: 'noDeposit' });
  });
});

describe('partner earnings', () => {
  let sequence = 0;
  const booking = (overrides: Partial<Booking>): Booking => ({
    bookingId: `b-${++sequence}`,
    bookingCode: `BK-${sequence}`,
    status: 'CONFIRM',
    firstName: 'A',
    lastName: 'B',
    email: null,
    lineId: null,
    walkIn: false,
    propertyName: 'Villa',
    propertyTypeName: 'Pool suite',
    propertyTypeCode: 'PS',
    packagePrice: 10000,
    totalPrice: 10000,
    earnestMoney: 5000,
    image: null,
    ownerProfileId: 'owner-1',
    ownerFirstName: 'วิภา',
    ownerLastName: 'ทะเล',
    commissionAmount: 1000,
    feeAmount: 300,
    period1Amount: 5000,
    period1Status: 'ACCEPT',
    transferred: false,
    checkinDate: '2026-04-10',
    createDate: '2026-03-20T03:00:00.000Z',
    ...overrides,
  });

  it('one booking’s share', () => {
    expect(bookingEarningOf(booking({ transferred: true }))).toMatchObject({
      totalPrice: 10000,
      totalFees: 1300,
      transferAmount: 3700,
      transferred: true,
    });
  });

  it('groups by owner, counts only received deposits and no walk-ins, and sums to the satang', () => {
    const bookings = [
      booking({ transferred: true }),
      booking({ totalPrice: 10000.1, commissionAmount: 1000.01, feeAmount: 300, period1Amount: 5000.2 }),
      booking({ period1Status: 'PENDING' }),
      booking({ period1Status: 'REJECT' }),
      booking({ walkIn: true }),
      booking({
        ownerProfileId: 'owner-2',
        ownerFirstName: 'Niran',
        ownerLastName: null,
        period1Status: 'SUCCESS',
      }),
    ];
    const partners = partnerEarningsOf(bookings);
    expect(partners.map((partner) => partner.ownerProfileId)).toEqual(['owner-1', 'owner-2']);
    expect(partners[0]).toMatchObject({
      bookingCount: 2,
      gross: 20000.1,
      commission: 2000.01,
      fee: 600,
      net: 7400.19,
      transferred: 3700,
      owed: 3700.19,
      flagged: 0,
    });
    expect(partners[1]).toMatchObject({ bookingCount: 1, ownerFirstName: 'Niran', net: 3700, owed: 3700 });
    expect(earningsTotalsOf(partners)).toMatchObject({
      bookingCount: 3,
      gross: 30000.1,
      net: 11100.19,
      transferred: 3700,
      owed: 7400.19,
    });
  });

  it('leaves a cancelled booking out: it is not paid out, whatever its deposit', () => {
    const partners = partnerEarningsOf([
      booking({}),
      booking({ status: 'CANCEL', period1Status: 'ACCEPT' }),
      booking({ status: 'CANCEL', period1Status: 'SUCCESS', transferred: false }),
    ]);
    expect(partners).toHaveLength(1);
    expect(partners[0]).toMatchObject({ bookingCount: 1, net: 3700, owed: 3700 });
  });

  it('is ready to pay with the deposit received, not cancelled, not transferred, not a walk-in', () => {
    expect(isReadyToPay(booking({}))).toBe(true);
    expect(isReadyToPay(booking({ period1Status: 'SUCCESS', status: 'SUCCESS' }))).toBe(true);
    expect(isReadyToPay(booking({ status: 'CANCEL' }))).toBe(false);
    expect(isReadyToPay(booking({ period1Status: 'PENDING', status: 'PENDING' }))).toBe(false);
    expect(isReadyToPay(booking({ period1Status: 'REJECT' }))).toBe(false);
    expect(isReadyToPay(booking({ transferred: true }))).toBe(false);
    expect(isReadyToPay(booking({ walkIn: true }))).toBe(false);
    expect(earnsPayout(booking({ transferred: true }))).toBe(true);
    expect(earnsPayout(booking({ status: 'CANCEL' }))).toBe(false);
  });

  it('owes, for a list, the transfer amounts of the bookings owed, to the satang', () => {
    expect(
      stillOwedOf([
        booking({}),
        booking({ commissionAmount: 1000.01, period1Amount: 5000.2 }),
        // Its deposit does not cover the fees (−800): not owed, and no sum takes it off.
        booking({ period1Amount: 500 }),
        booking({ status: 'CANCEL' }),
        booking({ period1Status: 'PENDING', status: 'PENDING' }),
        booking({ transferred: true }),
      ]),
    ).toBe(7400.19);
    expect(stillOwedOf([])).toBe(0);
    expect(stillOwedOf([null as unknown as Booking, booking({ period1Amount: '2300' as never })])).toBe(1000);
  });

  it('keeps a negative share in the net and flags it, but owes only what is owed', () => {
    const partners = partnerEarningsOf([
      booking({ period1Amount: 500 }),
      booking({ period1Amount: 1300 }),
      booking({}),
    ]);
    expect(partners[0]).toMatchObject({ net: -800 + 0 + 3700, flagged: 2, owed: 3700 });
    expect(partners[0].bookings.map((earning) => earning.owed)).toEqual([false, false, true]);
  });

  it('puts bookings without an owner under one empty owner, and survives malformed items', () => {
    const partners = partnerEarningsOf([
      booking({ ownerProfileId: null, ownerFirstName: null }),
      null as unknown as Booking,
      booking({
        ownerProfileId: undefined,
        totalPrice: null,
        commissionAmount: null as never,
        feeAmount: null as never,
        period1Amount: null,
      }),
    ]);
    expect(partners).toHaveLength(1);
    expect(partners[0]).toMatchObject({ ownerProfileId: '', bookingCount: 2, gross: 10000, net: 3700 });
  });

  it('orders partners by what is still owed, largest first', () => {
    const partners = partnerEarningsOf([
      booking({ ownerProfileId: 'small', period1Amount: 2000 }),
      booking({ ownerProfileId: 'large', period1Amount: 9000 }),
      booking({ ownerProfileId: 'paid', period1Amount: 9000, transferred: true }),
    ]);
    expect(partners.map((partner) => partner.ownerProfileId)).toEqual(['large', 'small', 'paid']);
  });

  it('gives zero totals for no bookings', () => {
    expect(partnerEarningsOf([])).toEqual([]);
    expect(earningsTotalsOf([])).toMatchObject({ bookingCount: 0, gross: 0, net: 0, owed: 0, flagged: 0 });
  });
});
