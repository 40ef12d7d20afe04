import Papa from 'papaparse';
import { HOSTILE_VALUES, readCsv } from '../../support/hostileCsv';
import { thaiBankOf } from '../../../src/payouts/bankCodes';
import { bankFileNameOf, bankFileOf, BANK_FILE_COLUMNS } from '../../../src/payouts/bankFile';
import {
  bankFilePlanOf,
  maskedAccountNumber,
  nothingToTransferOf,
  owedInOtherMonthsOf,
  paidPartnersOf,
  payoutAccountOf,
  payoutHistoryOf,
  payoutPartnersOf,
  paymentReferenceOf,
  runBookingsOf,
  type AccountReading,
} from '../../../src/payouts/payoutRun';
import type { Booking, PartnerBank } from '../../../contract';

let bookingNumber = 0;
const booking = (overrides: Partial<Booking>): Booking => {
  bookingNumber += 1;
  return {
    bookingId: `b-${bookingNumber}`,
    bookingCode: `BK-${String(bookingNumber).padStart(6, '0')}`,
    status: 'CONFIRM',
    firstName: 'สมหญิง',
    lastName: 'ใจงาม',
    email: null,
    lineId: null,
    walkIn: false,
    propertyName: 'บ้านสวนริมทะเล',
    propertyTypeName: 'พูลวิลล่า 2 ห้องนอน',
    propertyTypeCode: 'PV2',
    packagePrice: 4500,
    totalPrice: 4500,
    earnestMoney: 2250,
    image: null,
    ownerProfileId: 'owner-a',
    ownerFirstName: 'วิภาวรรณ',
    ownerLastName: 'รักษ์ทะเล',
    commissionAmount: 225,
    feeAmount: 67.5,
    period1Amount: 2250,
    period1Status: 'ACCEPT',
    transferred: false,
    checkinDate: '2026-11-20',
    createDate: '2026-11-01T03:00:00.000Z',
    ...overrides,
  };
};

const bank = (overrides: Partial<PartnerBank> = {}): PartnerBank => ({
  bankName: 'ธนาคารกสิกรไทย',
  accountNumber: '012-3-45678-9',
  accountName: 'วิภาวรรณ รักษ์ทะเล',
  branchName: 'สาขาหัวหิน',
  ...overrides,
});

describe('the Bank of Thailand bank codes', () => {
  it.each([
    ['ธนาคารกสิกรไทย', '004'],
    ['ธนาคารกสิกรไทย จำกัด (มหาชน)', '004'],
    ['กสิกรไทย', '004'],
    ['KBank', '004'],
    ['Kasikornbank Public Company Limited', '004'],
    ['ธนาคารไทยพาณิชย์', '014'],
    ['SCB', '014'],
    ['ธนาคารกรุงเทพ', '002'],
    ['ธนาคารกรุงไทย', '006'],
    ['ธนาคารกรุงศรีอยุธยา', '025'],
    ['Krungsri', '025'],
    ['ธนาคารทหารไทยธนชาต', '011'],
    ['ttb', '011'],
    ['ธ.ก.ส.', '034'],
    ['ธนาคารออมสิน', '030'],
  ])('%s is bank %s', (name, code) => {
    expect(thaiBankOf(name)?.code).toBe(code);
  });

  it.each([['ธนาคารแห่งอนาคต'], [''], ['   '], [null], [42]])('%p is no known bank', (name) => {
    expect(thaiBankOf(name)).toBeNull();
  });
});

describe('a partner account', () => {
  it('reads a complete account, the number in digits only', () => {
    const reading = payoutAccountOf(bank());
    expect(reading.problem).toBeNull();
    expect(reading.account).toMatchObject({ accountNumber: '0123456789', bank: { code: '004' } });
  });

  it.each<[string, PartnerBank | null, AccountReading['problem']]>([
    ['no account', null, 'missing'],
    ['no bank name', bank({ bankName: null }), 'incomplete'],
    ['no holder', bank({ accountName: '  ' }), 'incomplete'],
    ['a short number', bank({ accountNumber: '12345' }), 'incomplete'],
    ['letters in the number', bank({ accountNumber: '01234S6789' }), 'incomplete'],
    ['a bank without a code', bank({ bankName: 'ธนาคารแห่งอนาคต' }), 'unknownBank'],
  ])('%s', (_case, details, problem) => {
    expect(payoutAccountOf(details).problem).toBe(problem);
  });

  it('masks all but the last four digits', () => {
    expect(maskedAccountNumber('0123456789')).toBe('••••••6789');
    expect(maskedAccountNumber('6789')).toBe('6789');
  });
});

describe('the partners of a run', () => {
  it('keeps only the bookings ready to pay, per partner, exact to the satang', () => {
    const partners = payoutPartnersOf([
      booking({ period1Amount: 1000.1, commissionAmount: 100.2, feeAmount: 0.3 }),
      booking({ period1Amount: 2000.2, commissionAmount: 200.1, feeAmount: 0.1 }),
      booking({ transferred: true }),
      booking({ status: 'CANCEL' }),
      booking({ period1Status: 'PENDING' }),
      booking({ walkIn: true }),
      booking({ ownerProfileId: null }),
      booking({ ownerProfileId: 'owner-b', ownerFirstName: 'Somchai', ownerLastName: 'Jaidee' }),
      // Deposits that do not cover the fees: nothing to transfer, so not owed.
      booking({ period1Amount: 300, commissionAmount: 200, feeAmount: 100 }),
      booking({ ownerProfileId: 'owner-c', period1Amount: 100, commissionAmount: 200, feeAmount: 0 }),
    ]);
    expect(partners.map((partner) => [partner.id, partner.bookingCount])).toEqual([
      ['owner-a', 2],
      ['owner-b', 1],
    ]);
    // (1000.10 − 100.20 − 0.30) + (2000.20 − 200.10 − 0.10) = 899.60 + 1800.00
    expect(partners[0].transferAmount).toBe(2699.6);
    expect(partners[0].partnerName).toBe('วิภาวรรณ รักษ์ทะเล');
  });

  it('lists apart the bookings ready to pay whose deposit does not cover the fees', () => {
    const zero = booking({ period1Amount: 300, commissionAmount: 200, feeAmount: 100 });
    const negative = booking({
      ownerProfileId: 'owner-c',
      period1Amount: 100,
      commissionAmount: 200,
      feeAmount: 0,
    });
    const listed = nothingToTransferOf([
      booking({}),
      zero,
      booking({ status: 'CANCEL', period1Amount: 100 }),
      booking({ transferred: true, period1Amount: 100 }),
      negative,
    ]);
    expect(listed.map((earning) => [earning.booking.bookingId, earning.transferAmount])).toEqual([
      [zero.bookingId, 0],
      [negative.bookingId, -100],
    ]);
  });

  it("takes each booking once: the transferred list's copy, else the pending one, else the one recorded", () => {
    const paid = booking({});
    const waiting = booking({});
    const moving = booking({});
    const fresh = { ...paid, transferred: true };
    expect(runBookingsOf([fresh], [paid, waiting], [paid, moving])).toEqual([fresh, waiting, moving]);
  });

  it('says in which other months partners are still owed, how many and how much, latest first', () => {
    const monthOf = (b: Booking) => b.checkinDate?.slice(0, 7) ?? null;
    const owed = owedInOtherMonthsOf(
      [
        // The run's own month: not another month.
        booking({ checkinDate: '2026-11-20' }),
        // September: two partners, 2250 − 225 − 67.50 = 1957.50 each.
        booking({ checkinDate: '2026-09-03' }),
        booking({ checkinDate: '2026-09-28', ownerProfileId: 'owner-b' }),
        // October: one partner, two bookings.
        booking({ checkinDate: '2026-10-01' }),
        booking({ checkinDate: '2026-10-31', period1Amount: 1000.01 }),
        // Nothing owed in August, July or December: paid, cancelled, no head owner, nothing to transfer.
        booking({ checkinDate: '2026-08-15', transferred: true }),
        booking({ checkinDate: '2026-08-16', status: 'CANCEL' }),
        booking({ checkinDate: '2026-07-16', ownerProfileId: null }),
        booking({ checkinDate: '2026-12-01', period1Amount: 200 }),
        // In no month at all.
        booking({ checkinDate: null as never }),
      ],
      monthOf,
      '2026-11',
    );
    expect(owed).toEqual([
      // 1957.50 + (1000.01 − 225 − 67.50)
      { month: '2026-10', partners: 1, total: 2665.01 },
      { month: '2026-09', partners: 2, total: 3915 },
    ]);
    expect(owedInOtherMonthsOf([booking({ checkinDate: '2026-11-02' })], monthOf, '2026-11')).toEqual([]);
  });

  it("a paid partner's statement: the bookings paid, month by month, latest first", () => {
    const monthOf = (b: Booking) => b.checkinDate?.slice(0, 7) ?? null;
    const bookings = [
      // September: two paid, one still owed (not on the statement of what was paid).
      booking({ checkinDate: '2026-09-03', transferred: true }),
      booking({ checkinDate: '2026-09-28', transferred: true, period1Amount: 1000.01 }),
      booking({ checkinDate: '2026-09-29' }),
      // October: one paid; another partner's paid booking is not this partner's.
      booking({ checkinDate: '2026-10-01', transferred: true }),
      booking({ checkinDate: '2026-10-02', transferred: true, ownerProfileId: 'owner-b' }),
      // August: paid, then cancelled: not paid out, so no statement.
      booking({ checkinDate: '2026-08-15', transferred: true, status: 'CANCEL' }),
    ];
    const history = payoutHistoryOf(bookings, 'owner-a', monthOf);
    expect(
      history.map(({ month, partner }) => [month, partner.bookingCount, partner.transferAmount]),
    ).toEqual([
      ['2026-10', 1, 1957.5],
      // 1957.50 + (1000.01 − 225 − 67.50)
      ['2026-09', 2, 2665.01],
    ]);
    expect(history[1].partner.bookings.map(({ booking: b }) => b.checkinDate)).toEqual([
      '2026-09-03',
      '2026-09-28',
    ]);
    expect(
      paidPartnersOf(bookings)
        .map((partner) => partner.id)
        .sort(),
    ).toEqual(['owner-a', 'owner-b']);
    expect(payoutHistoryOf(bookings, 'owner-c', monthOf)).toEqual([]);
  });

  it('the reference names the month and the partner in letters every bank takes', () => {
    expect(paymentReferenceOf('3f2a9c1b-77aa-4e0e-9d1c-0f7b0e9a1c2d', '2026-11')).toBe('202611-3F2A9C1B');
  });
});

describe('the bank file', () => {
  const partnerOf = (overrides: Partial<Booking>) => payoutPartnersOf([booking(overrides)])[0];

  it('has the header, a BOM, two decimals without separators, and Thai, commas and quotes intact', () => {
    const thai = partnerOf({
      ownerProfileId: 'owner-thai',
      period1Amount: 1234567.8,
      commissionAmount: 0,
      feeAmount: 0,
    });
    const quoted = partnerOf({
      ownerProfileId: 'owner-quoted',
      period1Amount: 1000,
      commissionAmount: 0.5,
      feeAmount: 0,
    });
    const plan = bankFilePlanOf(
      [thai, quoted],
      {
        'owner-thai': payoutAccountOf(bank({ accountName: 'บริษัท บ้านสวน, จำกัด' })),
        'owner-quoted': payoutAccountOf(bank({ bankName: 'SCB', accountName: 'Villa "Sea Breeze" Co.' })),
      },
      '2026-11',
    );
    expect(plan.total).toBe(1235567.3);
    const file = bankFileOf(plan.lines);
    expect(file.startsWith('\uFEFF')).toBe(true);
    expect(file).toContain('"บริษัท บ้านสวน, จำกัด"');
    expect(file).toContain('"Villa ""Sea Breeze"" Co."');
    expect(file.split('\r\n')[0]).toBe(`\uFEFF${BANK_FILE_COLUMNS.join(',')}`);
    const parsed = Papa.parse<string[]>(file.slice(1), { skipEmptyLines: true }).data;
    expect(parsed).toEqual([
      [...BANK_FILE_COLUMNS],
      ['004', 'ธนาคารกสิกรไทย', '0123456789', 'บริษัท บ้านสวน, จำกัด', '1234567.80', '202611-OWNERTHA'],
      ['014', 'ธนาคารไทยพาณิชย์', '0123456789', 'Villa "Sea Breeze" Co.', '999.50', '202611-OWNERQUO'],
    ]);
    expect(bankFileNameOf('2026-11')).toBe('payout-2026-11.csv');
  });

  it('writes each payment on one line and defuses formulas in a name, bank or branch', () => {
    const lines = HOSTILE_VALUES.map(({ value }, index) => ({
      bankCode: '004',
      bankName: value,
      accountNumber: '0123456789',
      accountName: value,
      amount: 100 + index,
      reference: `202611-PARTNER${index}`,
    }));
    const file = bankFileOf(lines);
    // A bank reads one record a line: the header, one line a payment, and the final CRLF.
    const physical = file.slice(1).split('\r\n');
    expect(physical).toHaveLength(lines.length + 2);
    for (const line of physical) expect(line).not.toMatch(/[\r\n]/);
    expect(readCsv(file).slice(1)).toEqual(
      HOSTILE_VALUES.map(({ bankCell }, index) => [
        '004',
        bankCell,
        '0123456789',
        bankCell,
        `${100 + index}.00`,
        `202611-PARTNER${index}`,
      ]),
    );
  });

  it('leaves out the accounts it cannot pay, and says why', () => {
    const noBank = partnerOf({ ownerProfileId: 'owner-nobank' });
    const unread = partnerOf({ ownerProfileId: 'owner-unread' });
    const paid = partnerOf({ ownerProfileId: 'owner-paid' });
    const plan = bankFilePlanOf(
      [noBank, unread, paid],
      {
        'owner-nobank': payoutAccountOf(null),
        'owner-paid': payoutAccountOf(bank()),
      },
      '2026-11',
    );
    expect(plan.lines.map((line) => line.reference)).toEqual(['202611-OWNERPAI']);
    expect(plan.total).toBe(1957.5);
    expect(plan.leftOut.map(({ partner, warnings }) => [partner.id, warnings])).toEqual([
      ['owner-nobank', ['missing']],
      ['owner-unread', ['unread']],
    ]);
    expect(bankFileOf([])).toBe(`\uFEFF${BANK_FILE_COLUMNS.join(',')}\r\n`);
  });
});
