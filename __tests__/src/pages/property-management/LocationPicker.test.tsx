import { act, screen, waitFor, within } from '@testing-library/react';
import {
  filterLocations,
  LOCATION_CLOSE_DELAY_MS,
} from '../../../../src/pages/property-management/LocationPicker';
import {
  LocationPaths,
  PropertyPaths,
  type Location,
  type PropertyListByApproval,
} from '../../../../contract';
import * as malformed from '../../../support/malformed';
import { fakeEveryTimer, resumeSuiteClock } from '../../../support/clock';
import { ROUTE, usePropertyManagementFile } from './helpers';

const { sandbox, admin, render } = usePropertyManagementFile();

const locations: Location[] = [
  { locationId: '1', name: 'พัทยา', code: 'PTY' },
  { locationId: '2', name: 'Phuket Town', code: 'PKT' },
  { locationId: '3', name: 'หัวหิน', code: 'HHN' },
];

describe('filterLocations', () => {
  it('matches the name or the code, case-insensitively', () => {
    expect(filterLocations(locations, 'pty').map((location) => location.code)).toEqual(['PTY']);
    expect(filterLocations(locations, 'phuket').map((location) => location.code)).toEqual(['PKT']);
    expect(filterLocations(locations, 'TOWN').map((location) => location.code)).toEqual(['PKT']);
    expect(filterLocations(locations, 'หัว').map((location) => location.code)).toEqual(['HHN']);
    expect(filterLocations(locations, 'p').map((location) => location.code)).toEqual(['PTY', 'PKT']);
  });

  it('gives every location for empty or blank text, and none for no match', () => {
    expect(filterLocations(locations, '')).toHaveLength(3);
    expect(filterLocations(locations, '   ')).toHaveLength(3);
    expect(filterLocations(locations, 'zzz')).toEqual([]);
  });
});

describe('the location dropdown', () => {
  const box = () => screen.getByRole('combobox', { name: 'Location' });
  const optionNames = () => screen.queryAllByRole('option').map((option) => option.textContent);

  async function openPage() {
    const view = await render();
    await screen.findAllByTestId('property-card');
    return view;
  }

  it('shows name and code, filters by either as the admin types, and says when nothing matches', async () => {
    const { user } = await openPage();
    await user.click(box());
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(15));
    expect(optionNames()).toContain('พัทยาPTY');
    await user.type(box(), 'pt');
    expect(optionNames()).toEqual(['พัทยาPTY']);
    await user.clear(box());
    await user.type(box(), 'ภูเก็');
    expect(optionNames()).toEqual(['ภูเก็ตPKT']);
    await user.type(box(), 'zz');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.getByText('Location not found')).toBeInTheDocument();
  });

  it(`closes ${LOCATION_CLOSE_DELAY_MS} ms after the box loses focus, not at once`, async () => {
    const { user } = await openPage();
    await user.click(box());
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    const blurredAt = performance.now();
    act(() => box().blur());
    // Still open just after the blur…
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, LOCATION_CLOSE_DELAY_MS / 2)));
    if (performance.now() - blurredAt < LOCATION_CLOSE_DELAY_MS)
      expect(screen.getByRole('listbox')).toBeInTheDocument();
    // …and closed once the delay has passed.
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    expect(performance.now() - blurredAt).toBeGreaterThanOrEqual(LOCATION_CLOSE_DELAY_MS - 5);
  });

  it(`keeps 'Location not found' and the unmatched text until ${LOCATION_CLOSE_DELAY_MS} ms after the box loses focus, then drops both`, async () => {
    const { user } = await openPage();
    await user.click(box());
    await user.type(box(), 'zz-nowhere');
    expect(await screen.findByText('Location not found')).toBeInTheDocument();
    // Only the timeouts are faked: the close delay is the behaviour.
    fakeEveryTimer(['setImmediate', 'clearImmediate', 'nextTick', 'queueMicrotask']);
    try {
      // Focus leaves the box for the keyword box.
      await user.click(screen.getByRole('textbox', { name: 'Keyword' }));
      expect(box()).not.toHaveFocus();
      act(() => jest.advanceTimersByTime(LOCATION_CLOSE_DELAY_MS - 1));
      expect(screen.getByText('Location not found')).toBeInTheDocument();
      expect(box()).toHaveValue('zz-nowhere');
      act(() => jest.advanceTimersByTime(1));
      expect(screen.queryByText('Location not found')).not.toBeInTheDocument();
      expect(box()).toHaveValue('');
    } finally {
      resumeSuiteClock();
    }
  });

  it('closes at once on Escape and when an option is picked', async () => {
    const { user } = await openPage();
    await user.click(box());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await user.click(box());
    await user.click(await screen.findByRole('option', { name: /HHN/ }));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box()).toHaveValue('หัวหิน (HHN)');
  });

  it('clears the chosen location when the admin types in the box', async () => {
    const { user } = await openPage();
    const search = screen.getByRole('button', { name: 'Search' });
    await user.click(box());
    await user.click(await screen.findByRole('option', { name: /HHN/ }));
    expect(search).toBeEnabled();
    await user.type(box(), 'x');
    // A location counts only once picked: typed text alone does not enable Search.
    expect(box()).toHaveValue('หัวหิน (HHN)x');
    expect(search).toBeDisabled();
    // Text left unpicked is cleared when the list closes.
    act(() => box().blur());
    await waitFor(() => expect(box()).toHaveValue(''));
  });

  it('shows the location of a search read from the address', async () => {
    const all = await admin.get<Location[]>(LocationPaths.all);
    const pattaya = all.find((location) => location.code === 'PTY')!;
    await render(`${ROUTE}?locationId=${pattaya.locationId}`);
    await waitFor(() => expect(box()).toHaveValue('พัทยา (PTY)'));
    expect(screen.getByRole('button', { name: 'Search' })).toBeEnabled();
  });
});

describe('a malformed location answer (issue 7)', () => {
  const box = () => screen.getByRole('combobox', { name: 'Location' });
  const cardNames = () =>
    screen
      .queryAllByTestId('property-card')
      .map((card) => within(card).getByRole('heading', { level: 3 }).textContent);
  /** Each option's name and code, as shown. */
  const shownOptions = () =>
    screen
      .getAllByRole('option')
      .map((option) => [...option.querySelectorAll('span')].map((part) => part.textContent));

  async function openPage() {
    const view = await render();
    await screen.findAllByTestId('property-card');
    return view;
  }

  it("shows broken locations as '-', leaves out what is no location, and choosing one still filters", async () => {
    const phuket = (await admin.get<Location[]>(LocationPaths.all)).find(
      (location) => location.code === 'PKT',
    )!;
    malformed.answerGet(sandbox, LocationPaths.all, [
      ...malformed.brokenCopies({ ...phuket }, 'locationId'),
      ...malformed.JUNK_ENTRIES,
      [{ ...phuket, locationId: 'nested' }],
      { name: 'No id', code: 'NOID' },
      { locationId: null, name: 'Null id', code: 'NULLID' },
      { locationId: 77, name: 'Numbered', code: 42 },
      { locationId: 'blank', name: '   ', code: '' },
    ]);
    const { user, router } = await openPage();
    await user.click(box());
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(6));
    expect(shownOptions()).toEqual([
      ['-', '-'],
      ['-', '-'],
      ['-', '-'],
      [phuket.name, 'PKT'],
      ['Numbered', '42'],
      ['-', '-'],
    ]);
    malformed.expectSurvived();

    // A nameless location can be picked, and reads as '-' in the box too.
    await user.click(screen.getAllByRole('option')[0]);
    expect(box()).toHaveValue('- (-)');
    malformed.expectSurvived();

    // Typing still narrows the list to what matches by name or code.
    await user.clear(box());
    await user.type(box(), 'pkt');
    expect(shownOptions()).toEqual([[phuket.name, 'PKT']]);
    await user.click(screen.getByRole('option'));
    expect(box()).toHaveValue(`${phuket.name} (PKT)`);

    const byLocation = await admin.get<PropertyListByApproval>(
      `${PropertyPaths.propertySearch}?locationId=${phuket.locationId}`,
    );
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?locationId=${phuket.locationId}`));
    await waitFor(() =>
      expect(cardNames()).toEqual(byLocation.notApprove.map((property) => property.propertyName)),
    );
    expect(cardNames().length).toBeGreaterThan(0);
    malformed.expectSurvived();
  });

  it.each<{ what: string; data: unknown; envelope?: boolean }>([
    { what: 'text', data: malformed.NOT_THE_DATA },
    { what: 'null', data: null },
    { what: 'one location, not in a list', data: { locationId: '1', name: 'พัทยา', code: 'PTY' } },
    { what: 'nested lists', data: [[{ locationId: '1', name: 'พัทยา', code: 'PTY' }], [[]]] },
    { what: 'a body that is not the envelope', data: [{ locationId: '1' }], envelope: false },
  ])(
    "says 'Location not found' for $what, and the keyword search still works",
    async ({ data, envelope }) => {
      malformed.answerGet(sandbox, LocationPaths.all, data, { envelope });
      const { user, router } = await openPage();
      await user.click(box());
      expect(await screen.findByText('Location not found')).toBeInTheDocument();
      expect(screen.queryAllByRole('option')).toHaveLength(0);
      malformed.expectSurvived();
      await user.keyboard('{Escape}');

      await user.type(screen.getByRole('textbox', { name: 'Keyword' }), 'villa');
      await user.click(screen.getByRole('button', { name: 'Search' }));
      await waitFor(() => expect(router.state.location.search).toBe('?keyword=villa'));
      await waitFor(() => expect(cardNames().length).toBeGreaterThan(0));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      malformed.expectSurvived();
    },
  );
});
