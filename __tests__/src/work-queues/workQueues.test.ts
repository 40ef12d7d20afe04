import type { Booking, PartnerRequest, Property, PropertyType } from '../../../contract';
import {
  ageOf,
  owedToPartnersQueue,
  partnerApplicationsQueue,
  periodTwoQueue,
  propertyTypesQueue,
  transfersDueQueue,
  workQueuesOf,
} from '../../../src/work-queues/workQueues';

const booking = (overrides: Partial<Booking>): Booking => ({
  bookingId: 'b',
  bookingCode: 'PV-2026-000001',
  status: 'CONFIRM',
  firstName: null,
  lastName: null,
  email: null,
  lineId: null,
  walkIn: false,
  propertyName: null,
  propertyTypeName: null,
  propertyTypeCode: null,
  packagePrice: 10000,
  totalPrice: 10000,
  earnestMoney: 5000,
  image: null,
  ownerProfileId: 'owner-1',
  commissionAmount: 1000,
  feeAmount: 300,
  period1Amount: 5000,
  period1Status: 'ACCEPT',
  transferred: false,
  createDate: '2026-11-20T03:00:00.000Z',
  ...overrides,
});

const request = (createDate: string | null): PartnerRequest =>
  ({ profilePartnerId: `p-${createDate}`, profileId: 'x', createDate }) as PartnerRequest;

const type = (overrides: Partial<PropertyType>): PropertyType => ({
  propertyTypeId: 't',
  propertyTypeName: 'วิลล่า',
  code: null,
  banner: null,
  startPrice: 5000,
  maxPeople: 4,
  approved: false,
  active: true,
  maintenance: false,
  updateDate: '2026-11-24T03:00:00.000Z',
  ...overrides,
});

const property = (propertyTypes: PropertyType[]): Property => ({
  propertyId: 'p',
  propertyName: 'บ้านริมทะเล',
  code: null,
  locationId: null,
  locationName: null,
  propertyTypes,
  propertyOwners: [],
});

const NOW = new Date('2026-11-26T03:00:00.000Z');

describe('work queues on edge data', () => {
  it('counts nothing waiting as an empty queue with no oldest item, not as an error', () => {
    expect(partnerApplicationsQueue([])).toMatchObject({ count: 0, oldest: null, undated: 0 });
    expect(transfersDueQueue([])).toMatchObject({ count: 0, oldest: null });
    expect(owedToPartnersQueue([])).toMatchObject({ count: 0, amount: 0, oldest: null });
    expect(periodTwoQueue([], [])).toMatchObject({ count: 0, oldest: null });
    expect(propertyTypesQueue({ approve: [], notApprove: [] })).toMatchObject({ count: 0, oldest: null });
  });

  it('finds the oldest application, and counts undated ones without letting them be the oldest', () => {
    const queue = partnerApplicationsQueue([
      request('2026-11-25T03:00:00.000Z'),
      request(null),
      request('not a date'),
      request('2026-11-22T09:30:00.000Z'),
    ]);
    expect(queue.count).toBe(4);
    expect(queue.undated).toBe(2);
    expect(queue.oldest?.toISOString()).toBe('2026-11-22T09:30:00.000Z');
    expect(ageOf(queue.oldest, NOW)).toEqual({ unit: 'day', value: 3 });
  });

  it('gives no age when no item has a date, so the card says so instead of "0 days"', () => {
    const queue = partnerApplicationsQueue([request(null), request('')]);
    expect(queue).toMatchObject({ count: 2, oldest: null, undated: 2 });
    expect(ageOf(queue.oldest, NOW)).toBeNull();
  });

  it('says hours within the first day, and never a negative age for a clock ahead of the browser', () => {
    expect(ageOf(new Date('2026-11-26T00:10:00.000Z'), NOW)).toEqual({ unit: 'hour', value: 2 });
    expect(ageOf(new Date('2026-11-26T02:59:59.000Z'), NOW)).toEqual({ unit: 'hour', value: 0 });
    expect(ageOf(new Date('2026-11-26T05:00:00.000Z'), NOW)).toEqual({ unit: 'hour', value: 0 });
    expect(ageOf(new Date('2026-11-25T03:00:00.000Z'), NOW)).toEqual({ unit: 'day', value: 1 });
  });

  it('counts the pending property types only, from the properties awaiting approval', () => {
    const queue = propertyTypesQueue({
      approve: [property([type({ approved: true, updateDate: '2020-01-01T00:00:00.000Z' })])],
      notApprove: [
        property([type({ updateDate: '2026-11-20T00:00:00.000Z' }), type({ approved: true })]),
        property([type({ updateDate: null })]),
      ],
    });
    expect(queue).toMatchObject({ count: 2, undated: 1 });
    expect(queue.oldest?.toISOString()).toBe('2026-11-20T00:00:00.000Z');
  });

  it('counts as due only the guest bookings owed: not cancelled, walk-in, transferred, unverified or short of the fees', () => {
    const pending = [
      booking({ bookingId: 'short', period1Amount: 500, commissionAmount: 2220, feeAmount: 666 }),
      booking({ bookingId: 'due', createDate: '2026-11-23T03:00:00.000Z' }),
      booking({ bookingId: 'cancelled', status: 'CANCEL' }),
      booking({ bookingId: 'walk-in', walkIn: true }),
      booking({ bookingId: 'paid', transferred: true }),
      booking({ bookingId: 'unverified', period1Status: 'PENDING' }),
      booking({ bookingId: 'due-undated', createDate: null as never }),
    ];
    const queue = transfersDueQueue(pending);
    expect(queue).toMatchObject({ count: 2, undated: 1 });
    expect(ageOf(queue.oldest, NOW)).toEqual({ unit: 'day', value: 3 });
  });

  it('sums what the partners are owed to the satang and counts each partner once', () => {
    const queue = owedToPartnersQueue([
      booking({ ownerProfileId: 'a', period1Amount: 5000.1, commissionAmount: 1000, feeAmount: 300 }),
      booking({ ownerProfileId: 'a', period1Amount: 3000.2, commissionAmount: 600, feeAmount: 180 }),
      booking({ ownerProfileId: 'b', period1Amount: 2000, commissionAmount: 200, feeAmount: 60 }),
      booking({ ownerProfileId: 'c', status: 'CANCEL' }),
      // Deposits that do not cover the fees: not owed, neither the amount nor the partners.
      booking({ ownerProfileId: 'b', period1Amount: 500, commissionAmount: 2220, feeAmount: 666 }),
      booking({ ownerProfileId: 'd', period1Amount: 300, commissionAmount: 200, feeAmount: 100 }),
    ]);
    expect(queue.amount).toBe(7660.3);
    expect(queue.count).toBe(2);
  });

  it('counts the period 2 slips waiting in both transfer lists', () => {
    const queue = periodTwoQueue(
      [
        booking({ status: 'PAYMENT2', createDate: '2026-11-01T00:00:00.000Z' }),
        booking({ status: 'SUCCESS' }),
      ],
      [booking({ status: 'PAYMENT2', transferred: true, createDate: undefined })],
    );
    expect(queue).toMatchObject({ count: 2, undated: 1 });
    expect(queue.link).toBe('/transfer-management?bookingStatus=PAYMENT2');
  });

  it('skips malformed entries instead of failing on them', () => {
    const malformed = [null, 'x', 42, booking({ status: 'PAYMENT2' })] as unknown as Booking[];
    expect(periodTwoQueue(malformed, malformed).count).toBe(2);
    expect(transfersDueQueue(malformed).count).toBe(1);
    expect(partnerApplicationsQueue([null] as unknown as PartnerRequest[]).count).toBe(0);
    expect(propertyTypesQueue({ approve: [], notApprove: [null] } as never).count).toBe(0);
    expect(propertyTypesQueue(undefined).count).toBe(0);
  });

  it('leaves out the queues whose lists have not loaded, and links each to its filtered screen', () => {
    expect(workQueuesOf({})).toEqual({});
    const queues = workQueuesOf({ partnerRequests: [request(null)], pendingBookings: [booking({})] });
    expect(Object.keys(queues).sort()).toEqual(['owedToPartners', 'partnerApplications', 'transfersDue']);
    expect(queues.transfersDue?.link).toBe('/transfer-management?bookingStatus=READY');
    expect(queues.owedToPartners?.link).toBe('/partner-earnings?month=ALL&sort=-owed');
    expect(queues.partnerApplications?.link).toBe('/partner-management');
  });
});
