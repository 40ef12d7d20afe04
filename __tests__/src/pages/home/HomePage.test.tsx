import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse, delay } from 'msw';
import {
  PartnerPaths,
  PropertyPaths,
  TrendPaths,
  WorkQueuePaths,
  type ApiEnvelope,
  type DashboardInfo,
} from '../../../../contract';
import { api } from '../../../../src/services/api';
import type { Language } from '../../../../src/slices/themeSlice';
import { mockAllIsIntersecting } from 'react-intersection-observer/test-utils';
import { resumeSuiteClock, stopClockAt } from '../../../support/clock';
import { holdAnswers } from '../../../support/heldAnswers';
import * as malformed from '../../../support/malformed';
import { everyAnswerIn, renderConsole } from '../../../support/renderConsole';
import { seededAccounts, useSandbox } from '../../../support/sandbox';
import { TEST_API } from '../../../support/testConfig';
import { TREND_LISTS, withoutTrendsCall } from '../../../support/trends';

// How often home itself is drawn (its heading's line is made once each time), and how many figures
// and dates it formats (each section formats its own as it is drawn): the modules as they are.
const mockHomeDrawn = { count: 0 };
jest.mock('../../../../src/pages/home/greeting', () =>
  jest
    .requireActual('../../../support/countedCalls')
    .countedCalls(
      jest.requireActual('../../../../src/pages/home/greeting'),
      mockHomeDrawn,
      (name: string) => name === 'greetingLine',
    ),
);
const mockFormatted = { count: 0 };
jest.mock('../../../../src/lib/format', () =>
  jest
    .requireActual('../../../support/countedCalls')
    .countedCalls(jest.requireActual('../../../../src/lib/format'), mockFormatted, (name: string) =>
      name.startsWith('format'),
    ),
);

// How often the queue cards and the counters are drawn: the components as they are.
const mockSectionsDrawn = { count: 0 };
jest.mock('../../../../src/work-queues/WorkQueueCards', () =>
  jest
    .requireActual('../../../support/countedCalls')
    .countedCalls(
      jest.requireActual('../../../../src/work-queues/WorkQueueCards'),
      mockSectionsDrawn,
      (name: string) => name === 'WorkQueueCards',
    ),
);
// What the document held when the counters were first drawn: the first section below the queues.
const mockCountersFirstDrawn: { over?: { greeting: boolean; queues: boolean } } = {};
jest.mock('../../../../src/pages/home/DashboardCounters', () => {
  const counted = jest
    .requireActual('../../../support/countedCalls')
    .countedCalls(
      jest.requireActual('../../../../src/pages/home/DashboardCounters'),
      mockSectionsDrawn,
      (name: string) => name === 'DashboardCounters',
    );
  return {
    ...counted,
    DashboardCounters: (...args: unknown[]) => {
      mockCountersFirstDrawn.over ??= {
        greeting: document.querySelector('h1') !== null,
        queues: document.getElementById('home-queues') !== null,
      };
      return counted.DashboardCounters(...args);
    },
  };
});

const sandbox = useSandbox();

afterEach(resumeSuiteClock);

async function dashboardOf(accessToken: string): Promise<DashboardInfo> {
  const answer = await sandbox.app.inject({
    method: 'GET',
    url: PropertyPaths.propertyInfo,
    headers: { authorization: `Bearer ${accessToken}` },
  });
  return answer.json<ApiEnvelope<DashboardInfo>>().data;
}

describe('home', () => {
  // Times on the Bangkok clock (UTC+7), whatever the machine's time zone.
  it.each([
    [new Date('2025-03-04T11:59:00+07:00'), 'สวัสดีตอนเช้า'],
    [new Date('2025-03-04T12:00:00+07:00'), 'สวัสดีตอนบ่าย'],
    [new Date('2025-03-04T16:59:00+07:00'), 'สวัสดีตอนบ่าย'],
    [new Date('2025-03-04T17:00:00+07:00'), 'สวัสดีตอนเย็น'],
  ])('greets by the hour at %s', async (now, greeting) => {
    stopClockAt(now);
    const tokens = await sandbox.tokensFor(seededAccounts.admin);
    await renderConsole({ tokens });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      new RegExp(`^${greeting} คุณ\\S+`),
    );
  });

  it('greets and dates from the same clock: at 02:38 in Bangkok, good morning with Thursday', async () => {
    // 19:38 on Wednesday on a UTC machine: the greeting went by the machine and said good evening.
    stopClockAt(new Date('2026-11-25T19:38:00Z'));
    const tokens = await sandbox.tokensFor(seededAccounts.admin);
    const { unmount } = await renderConsole({ tokens });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(/^สวัสดีตอนเช้า/);
    expect(screen.getByText('วันพฤหัสบดีที่ 26 พฤศจิกายน 2569')).toBeInTheDocument();
    unmount();
    await renderConsole({ tokens, language: 'en' });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(/^Good morning/);
    expect(screen.getByText('Thursday, 26 November 2026')).toBeInTheDocument();
  });

  it('shows the Thai long date in the Buddhist era, and the English one in English', async () => {
    stopClockAt(new Date('2025-03-04T05:00:00Z'));
    const tokens = await sandbox.tokensFor(seededAccounts.admin);
    const { unmount } = await renderConsole({ tokens });
    expect(await screen.findByText('วันอังคารที่ 4 มีนาคม 2568')).toBeInTheDocument();
    unmount();
    await renderConsole({ tokens, language: 'en' });
    expect(await screen.findByText('Tuesday, 4 March 2025')).toBeInTheDocument();
  });

  it('shows the four counters from the dashboard call', async () => {
    const tokens = await sandbox.tokensFor(seededAccounts.admin);
    const expected = await dashboardOf(tokens.accessToken);
    await renderConsole({ tokens, language: 'en' });
    for (const field of ['totalBooking', 'todayBooking', 'propertyCount', 'members'] as const) {
      const counter = await screen.findByTestId(`counter-${field}`);
      await waitFor(() =>
        expect(counter).toHaveTextContent(new RegExp(`^${expected[field].toLocaleString('en-US')}$`)),
      );
    }
    expect(screen.getByText('All bookings')).toBeInTheDocument();
    expect(screen.getByText("Today's bookings")).toBeInTheDocument();
    expect(screen.getByText('All pool villas')).toBeInTheDocument();
    expect(screen.getByText('Total members')).toBeInTheDocument();
  });

  it('draws the queues and the counters as their answers come, not the whole page again', async () => {
    const releases = [WorkQueuePaths.counts, PropertyPaths.propertyInfo].map((path) =>
      holdAnswers(sandbox, 'get', path),
    );
    await renderConsole({ tokens: await sandbox.tokensFor(seededAccounts.admin), language: 'en' });
    await screen.findByRole('heading', { level: 1 });
    const figure = await screen.findByTestId('queue-transfersDue-figure');
    const counter = await screen.findByTestId('counter-members');
    expect(figure).toHaveAttribute('aria-busy', 'true');
    const homeDrawn = mockHomeDrawn.count;

    releases.forEach((release) => release());
    await waitFor(() => expect(figure).toHaveAttribute('aria-busy', 'false'));
    await waitFor(() => expect(counter).toHaveAttribute('aria-busy', 'false'));
    expect(mockHomeDrawn.count).toBe(homeDrawn);
  });

  it('draws the queues and the counters once while their calls are asked for', async () => {
    const held = [WorkQueuePaths.counts, PropertyPaths.propertyInfo];
    const releases = held.map((path) => holdAnswers(sandbox, 'get', path));
    const drawn = mockSectionsDrawn.count;
    const { store } = await renderConsole({ tokens: await sandbox.tokensFor(seededAccounts.admin) });
    expect(await screen.findByTestId('counter-members')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByTestId('queue-transfersDue-figure')).toHaveAttribute('aria-busy', 'true');
    // Each call is under way (RTK Query's running queries): starting them drew nothing again.
    await waitFor(() => expect(store.dispatch(api.util.getRunningQueriesThunk())).toHaveLength(held.length));
    expect(mockSectionsDrawn.count - drawn).toBe(2);

    releases.forEach((release) => release());
    await act(() => everyAnswerIn(store));
  });

  it('puts the greeting and the queues on the screen before drawing the sections below them', async () => {
    // On a phone the counters, the trends and the feature cards lie below the fold: the first
    // screen is in the document (committed) before React draws them.
    delete mockCountersFirstDrawn.over;
    await renderConsole({ tokens: await sandbox.tokensFor(seededAccounts.admin) });
    expect(await screen.findByRole('heading', { name: 'สิ่งที่คุณทำได้' })).toBeInTheDocument();
    expect(mockCountersFirstDrawn.over).toEqual({ greeting: true, queues: true });
  });

  it.each([
    ['the trends call', [TrendPaths.bookings], () => undefined],
    ["the trends' three lists (no trends call)", TREND_LISTS, () => withoutTrendsCall(sandbox)],
  ])(
    'draws nothing again when the admin comes back to the tab and every answer is the same: %s',
    async (_way, trendCalls, api) => {
      api();
      // The queues' counts, the counters' call and the trends'.
      const polled = [WorkQueuePaths.counts, PropertyPaths.propertyInfo, ...trendCalls];
      const { store } = await renderConsole({
        tokens: await sandbox.tokensFor(seededAccounts.admin),
        language: 'en',
      });
      const trends = await screen.findByRole('region', { name: 'Trends' });
      mockAllIsIntersecting(true);
      await waitFor(() => expect(within(trends).getAllByRole('figure')).toHaveLength(3));
      await waitFor(() =>
        expect(screen.getByTestId('counter-members')).toHaveAttribute('aria-busy', 'false'),
      );
      await waitFor(() =>
        expect(screen.getByTestId('queue-periodTwo-figure')).toHaveAttribute('aria-busy', 'false'),
      );
      await act(() => everyAnswerIn(store));
      const asked = polled.map((path) => sandbox.count(path));
      const formatted = mockFormatted.count;

      // RTK Query asks for every live query again (refetchOnFocus); the sandbox answers as before.
      act(() => {
        window.dispatchEvent(new Event('focus'));
      });
      await waitFor(() => expect(polled.map((path) => sandbox.count(path))).toEqual(asked.map((n) => n + 1)));
      await act(() => everyAnswerIn(store));
      expect(mockFormatted.count).toBe(formatted);
      expect(within(trends).getAllByRole('figure')).toHaveLength(3);
      // The queues come from the counts: the lists only they would need are never asked for.
      expect(
        [PartnerPaths.pendingRoleChange, PropertyPaths.adminWithOwner].map((path) => sandbox.count(path)),
      ).toEqual([0, 0]);
    },
  );

  it('with the trends call, home asks for no booking list', async () => {
    await renderConsole({ tokens: await sandbox.tokensFor(seededAccounts.admin), language: 'en' });
    const trends = await screen.findByRole('region', { name: 'Trends' });
    mockAllIsIntersecting(true);
    await waitFor(() => expect(within(trends).getAllByRole('figure')).toHaveLength(3));
    await waitFor(() =>
      expect(screen.getByTestId('queue-periodTwo-figure')).toHaveAttribute('aria-busy', 'false'),
    );
    expect(sandbox.count(TrendPaths.bookings)).toBe(1);
    expect(TREND_LISTS.map((path) => sandbox.count(path))).toEqual([0, 0, 0]);
  });

  it('shows skeletons while the counters load', async () => {
    sandbox.server.use(
      http.get(`${TEST_API}${PropertyPaths.propertyInfo}`, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    await renderConsole({ tokens: await sandbox.tokensFor(seededAccounts.admin) });
    const counter = await screen.findByTestId('counter-members');
    expect(counter).toHaveAttribute('aria-busy', 'true');
    expect(counter.querySelector('.MuiSkeleton-root')).not.toBeNull();
    expect(counter).toHaveTextContent('');
  });

  it('shows the testing-mode warning with its visit-website link', async () => {
    await renderConsole({ tokens: await sandbox.tokensFor(seededAccounts.admin), language: 'en' });
    const notice = await screen.findByTestId('testing-mode-notice');
    expect(within(notice).getByRole('link', { name: 'Visit website' })).toHaveAttribute(
      'href',
      'https://www.poolvilla.example',
    );
  });

  it('leads each feature card somewhere real; system settings opens the preferences', async () => {
    const { user, router } = await renderConsole({
      tokens: await sandbox.tokensFor(seededAccounts.admin),
      language: 'en',
    });
    expect(await screen.findByRole('link', { name: 'Manage users' })).toHaveAttribute(
      'href',
      '/user-management',
    );
    expect(screen.getByRole('link', { name: 'Manage partners' })).toHaveAttribute(
      'href',
      '/partner-management',
    );
    expect(screen.getByRole('link', { name: 'Manage pool villas' })).toHaveAttribute(
      'href',
      '/property-management',
    );

    await user.click(screen.getByRole('button', { name: 'Open settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'System settings' });
    await user.click(within(dialog).getByRole('radio', { name: 'Dark' }));
    expect(document.documentElement).toHaveClass('dark');
    await user.click(within(dialog).getByRole('radio', { name: 'ไทย' }));
    expect(await within(dialog).findByRole('radio', { name: 'มืด' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'ปิด' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('link', { name: 'จัดการผู้ใช้งาน' }));
    expect(router.state.location.pathname).toBe('/user-management');
  });

  it('shows the copyright with the current year and the version', async () => {
    await renderConsole({ tokens: await sandbox.tokensFor(seededAccounts.admin), language: 'en' });
    expect(
      await screen.findByText(
        `© ${new Date().getFullYear()} Pool Villa. All rights reserved. · Version 1.1.0`,
      ),
    ).toBeInTheDocument();
  });
});

describe('home: malformed answers', () => {
  const COUNTERS = ['totalBooking', 'todayBooking', 'propertyCount', 'members'] as const;
  const counter = (field: (typeof COUNTERS)[number]) => screen.getByTestId(`counter-${field}`);
  async function openHome(language: Language = 'en') {
    const view = await renderConsole({
      tokens: await sandbox.tokensFor(seededAccounts.admin),
      language,
    });
    const members = await screen.findByTestId('counter-members');
    await waitFor(() => expect(members).toHaveAttribute('aria-busy', 'false'));
    return view;
  }

  it.each<{
    language: Language;
    overview: string;
    loadFailed: string;
    openSettings: string;
    settings: string;
  }>([
    {
      language: 'th',
      overview: 'ภาพรวม',
      loadFailed: 'เกิดข้อผิดพลาดในการโหลดข้อมูล กรุณาลองใหม่อีกครั้ง',
      openSettings: 'เปิดการตั้งค่า',
      settings: 'ตั้งค่าระบบ',
    },
    {
      language: 'en',
      overview: 'Overview',
      loadFailed: 'An error occurred while loading data. Please try again.',
      openSettings: 'Open settings',
      settings: 'System settings',
    },
  ])(
    'shows 0 for a counter missing, null or of the wrong type, and the page keeps working, in $language',
    async ({ language, overview, loadFailed, openSettings, settings }) => {
      // A number as text is still read as the number; null, an object and a missing field are 0.
      malformed.answerGet(sandbox, PropertyPaths.propertyInfo, {
        totalBooking: '1200',
        todayBooking: null,
        propertyCount: { count: 3 },
      });
      const { user } = await openHome(language);
      expect(screen.getByRole('heading', { level: 2, name: overview })).toBeInTheDocument();
      expect(counter('totalBooking')).toHaveTextContent(/^1,200$/);
      for (const field of COUNTERS.slice(1)) expect(counter(field)).toHaveTextContent(/^0$/);
      expect(screen.queryByText(loadFailed)).not.toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      malformed.expectSurvived();
      await user.click(screen.getByRole('button', { name: openSettings }));
      expect(await screen.findByRole('dialog', { name: settings })).toBeInTheDocument();
    },
  );

  it("shows '-', not zeros that look real, beside the error when the counters cannot be had", async () => {
    malformed.answerGet(sandbox, PropertyPaths.propertyInfo, malformed.NOT_THE_DATA, { envelope: false });
    await openHome();
    expect(
      await screen.findByText('An error occurred while loading data. Please try again.'),
    ).toBeInTheDocument();
    for (const field of COUNTERS) expect(counter(field)).toHaveTextContent(/^-$/);
  });

  it('shows 0 for data that is not the counters, and the error with Try again for an answer that is not the envelope', async () => {
    malformed.answerGet(sandbox, PropertyPaths.propertyInfo, malformed.NOT_THE_DATA);
    const { unmount } = await openHome();
    for (const field of COUNTERS) expect(counter(field)).toHaveTextContent(/^0$/);
    malformed.expectSurvived();
    unmount();

    await malformed.expectErrorThenRecovery(sandbox, PropertyPaths.propertyInfo, {
      open: openHome,
      message: 'An error occurred while loading data. Please try again.',
      // The dashboard call is not silent: the general error is told too.
      alerted: true,
      recovered: () => expect(counter('members')).not.toHaveTextContent(/^0$/),
    });
  });
});
