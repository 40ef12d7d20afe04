import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { BookingPaths, PartnerPaths, WorkQueuePaths } from '../../../contract';
import { holdAnswers } from '../../support/heldAnswers';
import * as malformed from '../../support/malformed';
import { renderConsole } from '../../support/renderConsole';
import { seededAccounts, useSandbox } from '../../support/sandbox';
import { TEST_API } from '../../support/testConfig';
import { QUEUE_LISTS, withoutCountsCall } from '../../support/workQueues';

const sandbox = useSandbox();

const QUEUES = [
  'partnerApplications',
  'propertyTypes',
  'transfersDue',
  'owedToPartners',
  'periodTwo',
] as const;

async function openHome(language: 'th' | 'en' = 'en') {
  const tokens = await sandbox.tokensFor(seededAccounts.admin);
  const rendered = await renderConsole({ tokens, language });
  await screen.findByRole('heading', {
    level: 2,
    name: language === 'en' ? 'Work queues' : 'งานที่รอดำเนินการ',
  });
  await waitFor(() => {
    for (const id of QUEUES)
      expect(screen.getByTestId(`queue-${id}-figure`)).toHaveAttribute('aria-busy', 'false');
  });
  return rendered;
}

const figure = (id: (typeof QUEUES)[number]) => screen.getByTestId(`queue-${id}-figure`);
const card = (id: (typeof QUEUES)[number]) => within(screen.getByTestId(`queue-${id}`)).getByRole('link');

/** The seeded applications waiting, as the sandbox has them. */
function pendingApplications(): number {
  return sandbox.app.db
    .prepare("SELECT COUNT(*) FROM partner_requests WHERE status = 'PENDING'")
    .pluck()
    .get() as number;
}

/**
 * Home with the applications' answer held (`release` lets it through): the card keeps a line for
 * its age meanwhile, so the cards below do not move when it comes.
 */
async function expectAgeLineKeptUntil(release: () => void) {
  const tokens = await sandbox.tokensFor(seededAccounts.admin);
  await renderConsole({ tokens, language: 'en' });
  const age = await screen.findByTestId('queue-partnerApplications-age');
  expect(figure('partnerApplications')).toHaveAttribute('aria-busy', 'true');
  expect(age.querySelector('.MuiSkeleton-text')).not.toBeNull();

  release();
  await waitFor(() => expect(figure('partnerApplications')).toHaveAttribute('aria-busy', 'false'));
  expect(age.querySelector('.MuiSkeleton-text')).toBeNull();
  expect(age).toHaveTextContent(/^Oldest: \d+ (days?|hours?)$/);
}

/** Every card's figure and age line, as shown. */
const cardTexts = () =>
  QUEUES.map((id) => [
    id,
    figure(id).textContent,
    screen.getByTestId(`queue-${id}-age`).textContent,
    card(id).getAttribute('href'),
  ]);

describe("home's work queues, the same from the counts call as from the lists", () => {
  it.each(['en', 'th'] as const)('shows the same cards either way (%s)', async (language) => {
    const fromCounts = await openHome(language);
    const shown = cardTexts();
    expect(sandbox.count(WorkQueuePaths.counts)).toBe(1);
    fromCounts.unmount();

    withoutCountsCall(sandbox);
    await openHome(language);
    expect(cardTexts()).toEqual(shown);
    // The 404 was asked for once more, then the four lists.
    expect(QUEUE_LISTS.map((path) => sandbox.count(path) > 0)).toEqual([true, true, true, true]);
  });
});

describe.each([
  ['from the counts call', () => undefined],
  ['where the API has no counts call (404)', () => withoutCountsCall(sandbox)],
])("home's work queues, %s", (_source, api) => {
  beforeEach(api);

  it('shows each queue with its count and its oldest item, linking to exactly those items', async () => {
    await openHome();
    expect(figure('partnerApplications')).toHaveTextContent(new RegExp(`^${pendingApplications()}$`));
    for (const id of ['propertyTypes', 'transfersDue', 'periodTwo'] as const)
      expect(Number(figure(id).textContent)).toBeGreaterThan(0);
    expect(figure('owedToPartners')).toHaveTextContent(/^฿[\d,]+(\.\d\d)?$/);
    expect(screen.getByTestId('queue-owedToPartners-age')).toHaveTextContent(
      /^\d+ partners · Oldest: \d+ days?$/,
    );
    expect(screen.getByTestId('queue-partnerApplications-age')).toHaveTextContent(
      /^Oldest: \d+ (days?|hours?)$/,
    );

    expect(card('partnerApplications')).toHaveAttribute('href', '/partner-management');
    expect(card('propertyTypes')).toHaveAttribute('href', '/property-management');
    expect(card('transfersDue')).toHaveAttribute('href', '/transfer-management?bookingStatus=READY');
    expect(card('owedToPartners')).toHaveAttribute('href', '/partner-earnings?month=ALL&sort=-owed');
    expect(card('periodTwo')).toHaveAttribute('href', '/transfer-management?bookingStatus=PAYMENT2');
    // The card's link is named by what it shows, for a screen reader's list of links.
    expect(card('transfersDue')).toHaveAccessibleName(
      new RegExp(`^Transfers due to partners ${figure('transfersDue').textContent} Oldest: \\d+ days?$`),
    );
  });

  it('opens transfer management on exactly the period 2 slips, in both tabs', async () => {
    const { user } = await openHome();
    const count = Number(figure('periodTwo').textContent);
    await user.click(card('periodTwo'));
    await screen.findByRole('heading', { level: 1, name: 'Transfer management' });
    await waitFor(() => expect(screen.getByTestId('tab-count-pending')).not.toHaveTextContent('…'));
    const pending = Number(screen.getByTestId('tab-count-pending').textContent);
    const transferred = Number(screen.getByTestId('tab-count-transferred').textContent);
    expect(pending + transferred).toBe(count);
    expect(screen.getByRole('combobox', { name: 'Booking status' })).toHaveTextContent('Pending verify');
  });

  it('takes new work in when the admin comes back to the tab, without a reload', async () => {
    await openHome();
    const count = (id: string) => Number(screen.getByTestId(id).textContent);
    const applications = count('queue-partnerApplications-figure');
    const periodTwo = count('queue-periodTwo-figure');
    const today = count('counter-todayBooking');
    // Meanwhile guests book twice, one sends a second slip, and someone applies to be a partner.
    const made = sandbox.app.simulate({ bookings: 2, periodTwo: 1, applications: 1 });
    expect([made.bookings.length, made.periodTwo.length, made.applications.length]).toEqual([2, 1, 1]);
    act(() => {
      fireEvent(window, new Event('focus'));
    });
    await waitFor(() => expect(count('queue-partnerApplications-figure')).toBe(applications + 1));
    await waitFor(() => expect(count('queue-periodTwo-figure')).toBe(periodTwo + 1));
    await waitFor(() => expect(count('counter-todayBooking')).toBe(today + 2));
  });
});

describe("home's work queues, from the counts call", () => {
  it('keeps a line for the age while the counts are coming, so the cards below do not move when they arrive', async () => {
    await expectAgeLineKeptUntil(holdAnswers(sandbox, 'get', WorkQueuePaths.counts));
  });

  it("shows '-' and Try again on every card when the counts fail, then the counts", async () => {
    let fail = true;
    sandbox.server.use(
      http.get(`${TEST_API}${WorkQueuePaths.counts}`, () =>
        fail ? HttpResponse.json({ nope: true }, { status: 503 }) : undefined,
      ),
    );
    const { user } = await openHome();
    for (const id of QUEUES) expect(figure(id)).toHaveTextContent(/^-$/);
    expect(screen.getByTestId('queue-periodTwo-age')).toHaveTextContent('Could not load');
    malformed.expectSurvived();

    fail = false;
    const queues = screen.getByRole('region', { name: 'Work queues' });
    await user.click(within(queues).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(Number(figure('periodTwo').textContent)).toBeGreaterThan(0));
    expect(QUEUE_LISTS.map((path) => sandbox.count(path))).toEqual([0, 0, 0, 0]);
  });

  it('shows 0 and no age for what a malformed answer leaves out, and nothing waits in Thai', async () => {
    malformed.answerGet(sandbox, WorkQueuePaths.counts, {
      partnerApplications: { count: 'many', oldest: 'yesterday' },
      propertyTypes: null,
      transfersDue: { count: 2, oldest: '2026-11-01T03:00:00.000Z', undated: 0 },
      owedToPartners: { count: 1, amount: 'lots' },
    });
    await openHome('th');
    expect(figure('partnerApplications')).toHaveTextContent(/^0$/);
    expect(screen.getByTestId('queue-partnerApplications-age')).toHaveTextContent('ไม่มีรายการค้าง');
    expect(figure('propertyTypes')).toHaveTextContent(/^0$/);
    expect(figure('transfersDue')).toHaveTextContent(/^2$/);
    expect(screen.getByTestId('queue-transfersDue-age')).toHaveTextContent(/^เก่าสุด \d+ วัน$/);
    expect(figure('owedToPartners')).toHaveTextContent(/^฿0(\.00)?$/);
    expect(figure('periodTwo')).toHaveTextContent(/^0$/);
    malformed.expectSurvived();
  });
});

describe("home's work queues, where the API has no counts call (404)", () => {
  beforeEach(() => withoutCountsCall(sandbox));

  it('keeps a line for the age while a list is coming, so the cards below do not move when it arrives', async () => {
    await expectAgeLineKeptUntil(holdAnswers(sandbox, 'get', PartnerPaths.pendingRoleChange));
  });

  it('says nothing waits, not an error, when a list is empty; and in Thai', async () => {
    malformed.answerGet(sandbox, PartnerPaths.pendingRoleChange, []);
    await openHome('th');
    expect(figure('partnerApplications')).toHaveTextContent(/^0$/);
    expect(screen.getByTestId('queue-partnerApplications-age')).toHaveTextContent('ไม่มีรายการค้าง');
    expect(screen.getByTestId('queue-transfersDue-age')).toHaveTextContent(/^เก่าสุด \d+ วัน$/);
  });

  it("shows '-' and Try again for the queues whose list failed, and the others as they are", async () => {
    let fail = true;
    sandbox.server.use(
      http.get(`${TEST_API}${BookingPaths.acceptedPayment}`, () =>
        fail ? HttpResponse.json({ nope: true }, { status: 503 }) : undefined,
      ),
    );
    const { user } = await openHome();
    expect(figure('periodTwo')).toHaveTextContent(/^-$/);
    expect(screen.getByTestId('queue-periodTwo-age')).toHaveTextContent('Could not load');
    // The pending list still answered: its queues stand.
    expect(Number(figure('transfersDue').textContent)).toBeGreaterThan(0);
    malformed.expectSurvived();

    fail = false;
    // The trends, from the same list, offer their own Try again.
    const queues = screen.getByRole('region', { name: 'Work queues' });
    await user.click(within(queues).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(Number(figure('periodTwo').textContent)).toBeGreaterThan(0));
  });
});
