import type { FastifyInstance } from 'fastify';
import { BookingPaths, PartnerPaths, PaymentPaths, ProfilePaths, PropertyPaths, type Booking, type PartnerRequest, type PaymentRecord, type Profile, type PropertyListByApproval } from '../../contract';
import { openDatabase } from '../../sandbox/db';
import { parseCli } from '../../sandbox/main';
import { seed } from '../../sandbox/seed';
import { Random } from '../../sandbox/seed/random';
import { ACTIVITY_WEIGHTS, simulateStep, type Activity } from '../../sandbox/simulation';
import { sandboxFlags } from '../../scripts/sandbox';
import { adminSandbox, count } from './support/business';
import { controlHeaders, makeSandbox } from './support/sandbox';
import { SandboxPaths, type Simulated } from '../../sandbox/control/schemas';
import { fakeEveryTimer, resumeSuiteClock } from '../support/clock';

const NOW = Date.parse('2026-11-26T06:00:00.000Z');
const made = (simulated: Simulated) => Object.values(simulated).flat();
const recent = (iso: string | null | undefined) => Date.now() - Date.parse(iso ?? '') < 60_000;

describe('the marketplace moving: POST /__sandbox/simulate', () => {
  let api: Awaited<ReturnType<typeof adminSandbox>>;
  beforeAll(async () => {
    api = await adminSandbox();
  });
  afterAll(() => api.app.close());

  const simulate = (query = '', headers = controlHeaders(api.app)) =>
    api.app.inject({ method: 'POST', url: `${SandboxPaths.simulate}${query}`, headers });
  const simulated = async (query: string) => (await simulate(query)).json().data as Simulated;
  const pending = async () => (await api.get<Booking[]>(BookingPaths.nonAcceptedPayment)).data;
  const transferred = async () => (await api.get<Booking[]>(BookingPaths.acceptedPayment)).data;

  test('makes new bookings now, each with its deposit slip waiting, seen at once by the lists', async () => {
    const before = await pending();
    const answer = await simulate('?bookings=3');
    expect(answer.statusCode).toBe(200);
    const { bookings } = answer.json().data as Simulated;
    expect(bookings).toHaveLength(3);
    const after = await pending();
    expect(after).toHaveLength(before.length + 3);
    const codes = before.map((booking) => booking.bookingCode);
    for (const booking of bookings) {
      expect(codes).not.toContain(booking.bookingCode);
      expect(booking.bookingCode).toMatch(/^PV-2026-\d{6}$/);
      const listed = after.find((item) => item.bookingId === booking.bookingId);
      expect(listed).toMatchObject({ status: 'PENDING', period1Status: 'PENDING', walkIn: false });
      expect(listed?.image).toBeTruthy();
      expect(listed?.totalPrice).toBeGreaterThan(0);
    }
    expect(new Set(bookings.map((booking) => booking.bookingCode)).size).toBe(3);
  });

  test('none given: one step, as --simulate takes it; needs the control token; each 0 to 100, one above 0', async () => {
    expect(made(await simulated(''))).toHaveLength(1);
    expect((await simulate('', {} as ReturnType<typeof controlHeaders>)).statusCode).toBe(401);
    for (const query of [
      '?bookings=0',
      '?bookings=0&periodTwo=0',
      '?applications=101',
      '?propertyTypes=-1',
      '?periodTwo=1.5',
      // Digits past what a number holds read as Infinity: refused, not a loop without end.
      `?bookings=${'9'.repeat(309)}`,
      '?visits=1',
    ])
      expect({ query, code: (await simulate(query)).statusCode }).toEqual({ query, code: 400 });
  });

  test('an exact change: 3 new bookings and 1 new application, nothing else', async () => {
    const answer = await simulated('?bookings=3&applications=1&periodTwo=0');
    expect(answer.bookings).toHaveLength(3);
    expect(answer.applications).toHaveLength(1);
    expect(answer.periodTwo).toEqual([]);
    expect(answer.propertyTypes).toEqual([]);
  });

  test('a second slip: a confirmed booking waits for its verification (PAYMENT2)', async () => {
    const { periodTwo } = await simulated('?periodTwo=1');
    expect(periodTwo).toHaveLength(1);
    const [{ bookingId, bookingCode }] = periodTwo;
    const listed = [...(await pending()), ...(await transferred())].find(
      (booking) => booking.bookingId === bookingId,
    );
    expect(listed).toMatchObject({ bookingCode, status: 'PAYMENT2', walkIn: false });
    const record = await api.get<PaymentRecord>(PaymentPaths.withPackagePrice, { bookingId });
    const second = record.data.paymentDetails.find((payment) => payment.period === 2);
    expect(second).toMatchObject({ status: 'PENDING', slipImage: expect.any(String) });
    expect(count(api.app, 'SELECT COUNT(*) FROM images WHERE image_id = ?', second?.slipImage)).toBe(1);
    expect(recent(second?.updateDate)).toBe(true);
  });

  test('a partner application: an active customer, listed among the pending ones', async () => {
    const { applications } = await simulated('?applications=1');
    const [{ profilePartnerId, profileId }] = applications;
    const listed = (await api.get<PartnerRequest[]>(PartnerPaths.pendingRoleChange)).data.find(
      (request) => request.profilePartnerId === profilePartnerId,
    );
    const applicant = (await api.get<Profile>(ProfilePaths.byId(profileId))).data;
    expect(applicant).toMatchObject({ role: 'CUSTOMER', active: true });
    expect(listed).toMatchObject({ email: applicant.email, propertyName: expect.any(String) });
    expect(listed?.maxCapacity).toBeGreaterThan(0);
    expect(recent(listed?.createDate)).toBe(true);
  });

  test('a new property type: on an existing property, awaiting approval, coded after it', async () => {
    const { propertyTypes } = await simulated('?propertyTypes=1');
    const [{ propertyTypeId, propertyId }] = propertyTypes;
    const lists = (await api.get<PropertyListByApproval>(PropertyPaths.adminWithOwner)).data;
    const property = lists.notApprove.find((item) => item.propertyId === propertyId);
    const type = property?.propertyTypes.find((item) => item.propertyTypeId === propertyTypeId);
    expect(type).toMatchObject({ approved: false, active: true, maintenance: false });
    expect(type?.code).toMatch(new RegExp(`^${property?.code}-[A-Z]$`));
    expect(type?.propertyTypeName).toMatch(/[ก-๙]/);
    expect(type?.startPrice).toBeGreaterThan(0);
    expect(type?.maxPeople).toBeGreaterThan(0);
    expect(recent(type?.updateDate)).toBe(true);
  });

  test('an activity that cannot happen is left out of an exact change, not replaced', async () => {
    api.app.db.prepare("UPDATE bookings SET status = 'SUCCESS' WHERE status = 'CONFIRM'").run();
    expect(await simulated('?periodTwo=2&propertyTypes=1')).toMatchObject({
      bookings: [],
      periodTwo: [],
      propertyTypes: [expect.anything()],
    });
  });
});

describe('the lists show each activity at once', () => {
  let api: Awaited<ReturnType<typeof adminSandbox>>;
  beforeAll(async () => {
    api = await adminSandbox();
  });
  afterAll(() => api.app.close());

  /** A whole list's ETag, and whether the client's copy under `etag` is still current (304). */
  const etagOf = async (path: string) =>
    String((await api.app.inject({ method: 'GET', url: path, headers: api.authHeaders })).headers.etag);
  const stillCurrent = async (path: string, etag: string) =>
    (
      await api.app.inject({
        method: 'GET',
        url: path,
        headers: { ...api.authHeaders, 'if-none-match': etag },
      })
    ).statusCode === 304;
  const simulate = (query: string) =>
    api.app.inject({
      method: 'POST',
      url: `${SandboxPaths.simulate}${query}`,
      headers: controlHeaders(api.app),
    });
  const bookingLists = [BookingPaths.nonAcceptedPayment, BookingPaths.acceptedPayment];
  const listEtags = async () => Promise.all(bookingLists.map(etagOf));

  test('a new booking: the pending bookings answer anew (new ETag, no 304 for the old one)', async () => {
    const before = await etagOf(BookingPaths.nonAcceptedPayment);
    expect(await stillCurrent(BookingPaths.nonAcceptedPayment, before)).toBe(true);
    await simulate('?bookings=1');
    expect(await etagOf(BookingPaths.nonAcceptedPayment)).not.toBe(before);
    expect(await stillCurrent(BookingPaths.nonAcceptedPayment, before)).toBe(false);
  });

  test('a second slip: the booking list holding it answers anew', async () => {
    const before = await listEtags();
    const answer = (await simulate('?periodTwo=1')).json().data as Simulated;
    expect(answer.periodTwo).toHaveLength(1);
    const after = await listEtags();
    expect(after.filter((etag, index) => etag !== before[index])).toHaveLength(1);
  });

  test('an application: the pending applications list it at once; the whole lists it does not change stay current', async () => {
    const profiles = await etagOf(ProfilePaths.list);
    const bookings = await listEtags();
    const answer = (await simulate('?applications=1')).json().data as Simulated;
    const requests = (await api.get<PartnerRequest[]>(PartnerPaths.pendingRoleChange)).data;
    expect(requests.map((request) => request.profilePartnerId)).toContain(
      answer.applications[0].profilePartnerId,
    );
    expect(await stillCurrent(ProfilePaths.list, profiles)).toBe(true);
    expect(await listEtags()).toEqual(bookings);
  });

  test('a new property type: the property list shows it at once', async () => {
    const answer = (await simulate('?propertyTypes=1')).json().data as Simulated;
    const { notApprove } = (await api.get<PropertyListByApproval>(PropertyPaths.adminWithOwner)).data;
    expect(
      notApprove.flatMap((property) => property.propertyTypes.map((type) => type.propertyTypeId)),
    ).toContain(answer.propertyTypes[0].propertyTypeId);
  });

  test('a change made outside a request, as the timer makes them, empties the cached lists too', async () => {
    const before = await etagOf(BookingPaths.nonAcceptedPayment);
    api.app.simulate({ bookings: 1 });
    expect(await stillCurrent(BookingPaths.nonAcceptedPayment, before)).toBe(false);
  });
});

describe('a step', () => {
  const seeded = () => {
    const db = openDatabase(':memory:');
    seed(db, 'default', NOW);
    return db;
  };

  test('draws the activity by weight, bookings the most', () => {
    const db = seeded();
    const rng = new Random(7);
    const tally: Record<Activity, number> = { bookings: 0, periodTwo: 0, applications: 0, propertyTypes: 0 };
    for (let step = 0; step < 100; step += 1)
      for (const [activity, items] of Object.entries(simulateStep(db, NOW, rng)))
        tally[activity as Activity] += items.length;
    expect(Object.values(tally).reduce((sum, n) => sum + n, 0)).toBe(100);
    for (const activity of Object.keys(ACTIVITY_WEIGHTS) as Activity[])
      expect(tally[activity]).toBeGreaterThan(0);
    const others = Object.entries(tally).filter(([activity]) => activity !== 'bookings');
    for (const [, n] of others) expect(tally.bookings).toBeGreaterThan(n);
    db.close();
  });

  test('is the same under the same seed', () => {
    const run = () => {
      const db = seeded();
      const rng = new Random(20261126);
      const steps = Array.from({ length: 30 }, (_, step) => simulateStep(db, NOW + step * 20_000, rng));
      db.close();
      return steps;
    };
    expect(run()).toEqual(run());
  });

  test('falls back to a new booking when its activity cannot happen', () => {
    const db = seeded();
    db.prepare("UPDATE bookings SET status = 'SUCCESS' WHERE status = 'CONFIRM'").run();
    db.prepare(
      "INSERT INTO partner_requests (profile_partner_id, profile_id, status, create_date) SELECT 'r-' || profile_id, profile_id, 'PENDING', ? FROM profiles WHERE role = 'CUSTOMER'",
    ).run(new Date(NOW).toISOString());
    db.prepare('UPDATE properties SET code = NULL').run();
    const rng = new Random(7);
    for (let step = 0; step < 20; step += 1) expect(simulateStep(db, NOW, rng).bookings).toHaveLength(1);
    db.close();
  });
});

describe('the pace', () => {
  let app: FastifyInstance | null = null;
  afterEach(async () => {
    resumeSuiteClock();
    await app?.close();
    app = null;
  });

  test('a sandbox started with simulateEverySeconds takes a step each time that passes', async () => {
    fakeEveryTimer(['nextTick', 'setImmediate', 'queueMicrotask']);
    app = await makeSandbox({ simulateEverySeconds: 20 });
    // Each step adds one of these: a booking, a second slip, an application, a property type.
    const changes = () =>
      count(
        app!,
        `SELECT (SELECT COUNT(*) FROM bookings) + (SELECT COUNT(*) FROM bookings WHERE status = 'PAYMENT2')
              + (SELECT COUNT(*) FROM partner_requests) + (SELECT COUNT(*) FROM property_types)`,
      );
    const start = changes();
    jest.advanceTimersByTime(19_000);
    expect(changes()).toBe(start);
    jest.advanceTimersByTime(1_000);
    expect(changes()).toBe(start + 1);
    jest.advanceTimersByTime(40_000);
    expect(changes()).toBe(start + 3);
  });

  test('none without it', async () => {
    app = await makeSandbox();
    expect(app.sandbox.simulateEverySeconds).toBeNull();
  });

  test('--simulate and --simulate-every, for npm start and npm run sandbox', () => {
    expect(sandboxFlags([]).simulateEverySeconds).toBeNull();
    expect(sandboxFlags(['--simulate']).simulateEverySeconds).toBe(20);
    expect(sandboxFlags(['--simulate-every', '5']).simulateEverySeconds).toBe(5);
    expect(() => sandboxFlags(['--simulate-every', 'soon'])).toThrow('--simulate-every');
    expect(parseCli(['--simulate'])).toMatchObject({ simulateEverySeconds: 20 });
    expect(parseCli(['--simulate-every', '2.5'])).toMatchObject({ simulateEverySeconds: 2.5 });
    expect(() => parseCli(['--simulate-every', '0'])).toThrow('--simulate-every');
  });
});
