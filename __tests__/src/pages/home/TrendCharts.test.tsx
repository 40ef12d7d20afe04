import { screen, waitFor, within } from '@testing-library/react';
import {
  PropertyPaths,
  TrendPaths,
  type ApiEnvelope,
  type Booking,
  type BookingTrends,
  type DashboardInfo,
} from '../../../../contract';
import { http, HttpResponse } from 'msw';
import { mockAllIsIntersecting } from 'react-intersection-observer/test-utils';
import * as malformed from '../../../support/malformed';
import { trendsOfLists } from '../../../../src/pages/home/trends';
import { renderConsole } from '../../../support/renderConsole';
import { seededAccounts, useSandbox } from '../../../support/sandbox';
import { TEST_API } from '../../../support/testConfig';
import { TREND_LISTS, withoutTrendsCall } from '../../../support/trends';

const sandbox = useSandbox();

async function answerOf<T>(path: string): Promise<T> {
  const { accessToken } = await sandbox.tokensFor(seededAccounts.admin);
  const answer = await sandbox.app.inject({ url: path, headers: { authorization: `Bearer ${accessToken}` } });
  return answer.json<ApiEnvelope<T>>().data;
}
const THAI_MONTHS = [
  'มกราคม',
  'กุมภาพันธ์',
  'มีนาคม',
  'เมษายน',
  'พฤษภาคม',
  'มิถุนายน',
  'กรกฎาคม',
  'สิงหาคม',
  'กันยายน',
  'ตุลาคม',
  'พฤศจิกายน',
  'ธันวาคม',
];
const bookingsOf = (path: string) => answerOf<Booking[]>(path);

/** The bookings the dashboard counts that no booking list returns (the seed's card payments). */
async function outsideLists() {
  const { totalBooking } = await answerOf<DashboardInfo>(PropertyPaths.propertyInfo);
  const listed = new Set<string>();
  for (const path of TREND_LISTS) for (const booking of await bookingsOf(path)) listed.add(booking.bookingId);
  return totalBooking - listed.size;
}

async function openTrends(language: 'th' | 'en' = 'en') {
  const tokens = await sandbox.tokensFor(seededAccounts.admin);
  const view = await renderConsole({ tokens, language });
  const trends = await screen.findByRole('region', { name: language === 'en' ? 'Trends' : 'แนวโน้ม' });
  // The charts load as their section comes near the screen.
  mockAllIsIntersecting(true);
  await waitFor(() => expect(within(trends).getAllByRole('heading', { level: 3 })).toHaveLength(3));
  return Object.assign(trends, { unmount: view.unmount });
}

/** Each chart's title, summary and figures, as shown. */
const chartTexts = (trends: HTMLElement) =>
  within(trends)
    .getAllByRole('figure')
    .map((figure) => [
      figure.querySelector('figcaption')?.textContent ?? null,
      within(figure)
        .queryAllByRole('row', { hidden: true })
        .map((row) => row.textContent),
    ]);

/** An answer with no bookings in it, as the trends call gives it (`undated` of them without a date). */
const trendsOf = (undated: number) => {
  const trend = { points: [], inRange: 0, undated, noDates: undated > 0 };
  return { perDay: trend, perMonth: trend, partnersOwedMost: [], listed: undated };
};

describe("home's trends, the same from the trends call as from the lists", () => {
  it.each(['en', 'th'] as const)('shows the same charts and figures either way (%s)', async (language) => {
    const fromCall = await openTrends(language);
    const shown = chartTexts(fromCall);
    expect(shown).toHaveLength(3);
    expect(sandbox.count(TrendPaths.bookings)).toBe(1);
    expect(TREND_LISTS.map((path) => sandbox.count(path))).toEqual([0, 0, 0]);
    fromCall.unmount();

    withoutTrendsCall(sandbox);
    expect(chartTexts(await openTrends(language))).toEqual(shown);
    expect(TREND_LISTS.map((path) => sandbox.count(path) > 0)).toEqual([true, true, true]);
  });

  it("the call's figures are the lists' by the contract's rules, before and after the marketplace moves", async () => {
    const compare = async () => {
      // The sandbox's own today (the suite's clock): the range the lists are read over too.
      const answered = await answerOf<BookingTrends>(TrendPaths.bookings);
      const lists = await Promise.all(TREND_LISTS.map((path) => bookingsOf(path)));
      expect(answered).toEqual(
        trendsOfLists({ pending: lists[0], transferred: lists[1], walkIns: lists[2] }, answered.today),
      );
      expect(answered.partnersOwedMost.length).toBeGreaterThan(0);
    };
    await compare();
    sandbox.app.simulate({ bookings: 4, periodTwo: 1 });
    await compare();
  });
});

/** With the trends call, it answers this instead of the sandbox's trends. */
const answerTrendsWith = (answer: unknown): void => malformed.answerGet(sandbox, TrendPaths.bookings, answer);

describe.each([
  ['from the trends call', (): void => undefined, answerTrendsWith],
  ['where the API has no trends call (404)', () => withoutTrendsCall(sandbox), undefined],
] as const)("home's trends, %s", (_source, api, answerTrends) => {
  beforeEach(api);

  it('load once their section comes near the screen, a busy card holding their place until then', async () => {
    const tokens = await sandbox.tokensFor(seededAccounts.admin);
    await renderConsole({ tokens, language: 'en' });
    const trends = await screen.findByRole('region', { name: 'Trends' });
    await screen.findByTestId('counter-members');
    expect(within(trends).queryAllByRole('figure')).toHaveLength(0);
    expect(trends.querySelector('[aria-busy="true"]')).not.toBeNull();
    mockAllIsIntersecting(true);
    await waitFor(() => expect(within(trends).getAllByRole('figure')).toHaveLength(3));
  });

  it('sum up each chart in a sentence and give its figures as a table', async () => {
    const trends = await openTrends();
    const perDay = within(trends).getByRole('figure', { name: 'Bookings per day, last 30 days' });
    expect(perDay).toHaveTextContent(
      /\d+ bookings? in the last 30 days; the busiest day was \d+ \w+ with \d+\./,
    );
    // The drawing is hidden from screen readers: the sentence and the table say what it shows.
    expect(perDay.querySelector('svg')?.closest('[aria-hidden="true"]')).not.toBeNull();
    const table = within(perDay).getByRole('table', { hidden: true });
    expect(within(table).getAllByRole('row', { hidden: true })).toHaveLength(31);
    const owed = within(trends).getByRole('figure', { name: 'The partners owed the most' });
    expect(within(owed).getAllByRole('row', { hidden: true }).length).toBeLessThanOrEqual(11);
  });

  it('in Thai, name the months in Thai with Buddhist-era years', async () => {
    const trends = await openTrends('th');
    const perMonth = within(trends).getByRole('figure', { name: 'มูลค่าการจองรายเดือน 12 เดือนล่าสุด' });
    // The last row is this month on the Bangkok clock (UTC+7), named in Thai, its year Buddhist-era.
    const bangkok = new Date(Date.now() + 7 * 60 * 60 * 1000);
    const month = THAI_MONTHS[bangkok.getUTCMonth()];
    expect(within(perMonth).getAllByRole('row', { hidden: true })[12]).toHaveTextContent(
      new RegExp(`^${month} ${bangkok.getUTCFullYear() + 543}`),
    );
  });

  it('say how many bookings the counter counts that no list returns, in both languages', async () => {
    const outside = await outsideLists();
    expect(outside).toBeGreaterThan(0);
    const trends = await openTrends();
    for (const name of ['Bookings per day, last 30 days', 'Booking value per month, last 12 months'])
      expect(within(trends).getByRole('figure', { name })).toHaveTextContent(
        `${outside} bookings the counter counts are not paid by bank transfer: no booking list returns them, so they are not in this chart.`,
      );
    expect(within(trends).getByRole('figure', { name: 'The partners owed the most' })).not.toHaveTextContent(
      'not paid by bank transfer',
    );
  });

  it('say it in Thai', async () => {
    const outside = await outsideLists();
    const trends = await openTrends('th');
    const perDay = within(trends).getByRole('figure', { name: 'การจองรายวัน 30 วันล่าสุด' });
    expect(perDay).toHaveTextContent(
      `การจอง ${outside} รายการที่นับในตัวนับไม่ได้ชำระด้วยการโอนเงิน ไม่มีในรายการการจองใด จึงไม่อยู่ในแผนภูมินี้`,
    );
  });

  it('say nothing of bookings outside the lists when the counter counts only listed ones', async () => {
    const info = await answerOf<DashboardInfo>(PropertyPaths.propertyInfo);
    malformed.answerGet(sandbox, PropertyPaths.propertyInfo, {
      ...info,
      totalBooking: info.totalBooking - (await outsideLists()),
    });
    const trends = await openTrends();
    expect(trends).toHaveTextContent(/bookings? in the last 30 days/);
    expect(trends).not.toHaveTextContent('not paid by bank transfer');
  });

  it('say so when the lists give no creation dates, instead of drawing zeros', async () => {
    if (answerTrends) answerTrends(trendsOf(5));
    else
      for (const path of TREND_LISTS) {
        const bookings = await bookingsOf(path);
        malformed.answerGet(
          sandbox,
          path,
          bookings.map(({ createDate: _createDate, ...rest }) => rest),
        );
      }
    const trends = await openTrends();
    const perDay = within(trends).getByRole('figure', { name: 'Bookings per day, last 30 days' });
    expect(perDay).toHaveTextContent('The booking lists give no creation dates');
    expect(perDay.querySelector('svg.MuiChartsSurface-root')).toBeNull();
    const perMonth = within(trends).getByRole('figure', { name: 'Booking value per month, last 12 months' });
    expect(perMonth).toHaveTextContent('The booking lists give no creation dates');
  });

  it('show an empty state when there are no bookings at all', async () => {
    if (answerTrends) answerTrends(trendsOf(0));
    else for (const path of TREND_LISTS) malformed.answerGet(sandbox, path, []);
    const trends = await openTrends();
    expect(within(trends).getByRole('figure', { name: 'Bookings per day, last 30 days' })).toHaveTextContent(
      'No bookings in the last 30 days',
    );
    expect(within(trends).getByRole('figure', { name: 'The partners owed the most' })).toHaveTextContent(
      'No partner is owed anything',
    );
  });
});

describe("home's trends, from the trends call, when it goes wrong", () => {
  it('a malformed answer draws zeros and the empty states, never a blank section', async () => {
    malformed.answerGet(sandbox, TrendPaths.bookings, {
      perDay: 'soon',
      perMonth: { points: [null, { month: 7, value: 'much' }] },
      partnersOwedMost: [null, { ownerFirstName: 3, owed: 'lots' }, { ownerProfileId: 'p', owed: 120 }],
      listed: -4,
    });
    const trends = await openTrends();
    const perDay = within(trends).getByRole('figure', { name: 'Bookings per day, last 30 days' });
    expect(perDay).toHaveTextContent('No bookings in the last 30 days');
    const owed = within(trends).getByRole('figure', { name: 'The partners owed the most' });
    // The one partner with an amount, unnamed: '-'.
    expect(within(owed).getAllByRole('row', { hidden: true })).toHaveLength(2);
    expect(within(owed).getAllByRole('row', { hidden: true })[1]).toHaveTextContent(/^-฿120(\.00)?$/);
    malformed.expectSurvived();
  });

  it('a failed call says so in place, and Try again asks again', async () => {
    let fail = true;
    sandbox.server.use(
      http.get(`${TEST_API}${TrendPaths.bookings}`, () =>
        fail ? HttpResponse.json({ nope: true }, { status: 503 }) : undefined,
      ),
    );
    const tokens = await sandbox.tokensFor(seededAccounts.admin);
    const { user } = await renderConsole({ tokens, language: 'en' });
    const trends = await screen.findByRole('region', { name: 'Trends' });
    mockAllIsIntersecting(true);
    const retry = await within(trends).findByRole('button', { name: 'Try again' });
    fail = false;
    await user.click(retry);
    await waitFor(() => expect(within(trends).getAllByRole('figure')).toHaveLength(3));
    expect(TREND_LISTS.map((path) => sandbox.count(path))).toEqual([0, 0, 0]);
  });
});
