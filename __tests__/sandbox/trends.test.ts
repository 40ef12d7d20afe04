import type { FastifyInstance } from 'fastify';
import { TrendPaths, type ApiEnvelope, type BookingTrends } from '../../contract';
import { authHeader, mintToken } from './support/auth';
import { makeClock, makeSandbox } from './support/sandbox';

/** 31 December 2027, 23:30 in Bangkok: still the 31st there, the last day of the year. */
const NOW = Date.parse('2027-12-31T16:30:00.000Z');

describe("home's trends call", () => {
  let app: FastifyInstance;
  let token: string;

  beforeAll(async () => {
    app = await makeSandbox({ now: makeClock(NOW).now });
    token = await mintToken(app, 'admin@poolvilla.test');
  }, 60_000);
  afterAll(() => app.close());

  const get = (query = '') =>
    app.inject({ url: `${TrendPaths.bookings}${query}`, headers: authHeader(token) });

  it("ends its range on the day asked for, else on the sandbox's today in Bangkok", async () => {
    const asked = (await get('?today=2028-02-29')).json<ApiEnvelope<BookingTrends>>().data;
    expect(asked.today).toBe('2028-02-29');
    expect(asked.perDay.points.at(-1)?.day).toBe('2028-02-29');
    expect(asked.perMonth.points.map((point) => point.month).slice(-3)).toEqual([
      '2027-12',
      '2028-01',
      '2028-02',
    ]);

    const own = (await get()).json<ApiEnvelope<BookingTrends>>().data;
    expect(own.today).toBe('2027-12-31');
    expect(own.perDay.points).toHaveLength(30);
    expect(own.perMonth.points).toHaveLength(12);
    // The seed places its bookings around the sandbox's clock: there are some in the range.
    expect(own.perDay.inRange).toBeGreaterThan(0);
  });

  it.each(['tomorrow', '2027-13-01', '2027-12-31T00:00:00Z'])(
    'refuses a day that is not one (%s): 400',
    async (today) => {
      const answer = await get(`?today=${encodeURIComponent(today)}`);
      expect(answer.statusCode).toBe(400);
      expect(answer.json<ApiEnvelope<null>>().status.description).toBe('VALIDATION_ERROR');
    },
  );
});
