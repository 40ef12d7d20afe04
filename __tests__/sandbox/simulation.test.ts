import type { FastifyInstance } from 'fastify';
import { BookingPaths, SandboxPaths, type Booking } from '../../src/services/contract';
import { parseCli } from '../../sandbox/main';
import { sandboxFlags } from '../../scripts/sandbox';
import { adminSandbox } from './support/business';
import { controlHeaders, makeSandbox } from './support/sandbox';

describe('the marketplace moving: simulated bookings', () => {
  let api: Awaited<ReturnType<typeof adminSandbox>>;
  beforeAll(async () => {
    api = await adminSandbox();
  });
  afterAll(() => api.app.close());

  const simulate = (query = '', headers = controlHeaders(api.app)) =>
    api.app.inject({ method: 'POST', url: `${SandboxPaths.simulate}${query}`, headers });
  const pending = async () => (await api.get<Booking[]>(BookingPaths.nonAcceptedPayment)).data;

  test('makes new bookings now, each with its deposit slip waiting, seen at once by the lists', async () => {
    const before = await pending();
    const answer = await simulate('?bookings=3');
    expect(answer.statusCode).toBe(200);
    const made = answer.json().data.bookings as { bookingId: string; bookingCode: string }[];
    expect(made).toHaveLength(3);
    const after = await pending();
    expect(after).toHaveLength(before.length + 3);
    const codes = before.map((booking) => booking.bookingCode);
    for (const booking of made) {
      expect(codes).not.toContain(booking.bookingCode);
      expect(booking.bookingCode).toMatch(/^PV-2026-\d{6}$/);
      const listed = after.find((item) => item.bookingId === booking.bookingId);
      expect(listed).toMatchObject({ status: 'PENDING', period1Status: 'PENDING', walkIn: false });
      expect(listed?.image).toBeTruthy();
      expect(listed?.totalPrice).toBeGreaterThan(0);
    }
    expect(new Set(made.map((booking) => booking.bookingCode)).size).toBe(3);
  });

  test('makes one by default; needs the control token; takes 1 to 100', async () => {
    expect((await simulate()).json().data.bookings).toHaveLength(1);
    expect((await simulate('', {} as ReturnType<typeof controlHeaders>)).statusCode).toBe(401);
    expect((await simulate('?bookings=0')).statusCode).toBe(400);
    expect((await simulate('?bookings=101')).statusCode).toBe(400);
  });
});

describe('the pace', () => {
  let app: FastifyInstance | null = null;
  afterEach(async () => {
    jest.useRealTimers();
    await app?.close();
    app = null;
  });

  test('a sandbox started with simulateEverySeconds makes a booking each time that passes', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    app = await makeSandbox({ simulateEverySeconds: 20 });
    const count = () => app!.db.prepare('SELECT COUNT(*) FROM bookings').pluck().get() as number;
    const start = count();
    jest.advanceTimersByTime(19_000);
    expect(count()).toBe(start);
    jest.advanceTimersByTime(1_000);
    expect(count()).toBe(start + 1);
    jest.advanceTimersByTime(40_000);
    expect(count()).toBe(start + 3);
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
