import { screen, waitFor, within } from '@testing-library/react';
import {
  BookingPaths,
  PropertyPaths,
  type ApiEnvelope,
  type Booking,
  type DashboardInfo,
} from '../../../../contract';
import { mockAllIsIntersecting } from 'react-intersection-observer/test-utils';
import * as malformed from '../../../support/malformed';
import { renderConsole } from '../../../support/renderConsole';
import { seededAccounts, useSandbox } from '../../../support/sandbox';

const sandbox = useSandbox();
const LISTS = [BookingPaths.nonAcceptedPayment, BookingPaths.acceptedPayment, BookingPaths.walkIn];

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
  for (const path of LISTS) for (const booking of await bookingsOf(path)) listed.add(booking.bookingId);
  return totalBooking - listed.size;
}

async function openTrends(language: 'th' | 'en' = 'en') {
  const tokens = await sandbox.tokensFor(seededAccounts.admin);
  await renderConsole({ tokens, language });
  const trends = await screen.findByRole('region', { name: language === 'en' ? 'Trends' : 'แนวโน้ม' });
  // The charts load as their section comes near the screen.
  mockAllIsIntersecting(true);
  await waitFor(() => expect(within(trends).getAllByRole('heading', { level: 3 })).toHaveLength(3));
  return trends;
}

describe("home's trends", () => {
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
    for (const path of LISTS) {
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
    for (const path of LISTS) malformed.answerGet(sandbox, path, []);
    const trends = await openTrends();
    expect(within(trends).getByRole('figure', { name: 'Bookings per day, last 30 days' })).toHaveTextContent(
      'No bookings in the last 30 days',
    );
    expect(within(trends).getByRole('figure', { name: 'The partners owed the most' })).toHaveTextContent(
      'No partner is owed anything',
    );
  });
});
