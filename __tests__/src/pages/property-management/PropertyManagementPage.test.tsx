import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import {
  LocationPaths,
  PropertyPaths,
  SearchLimits,
  type Location,
  type PropertyListByApproval,
} from '../../../../contract';
import * as malformed from '../../../support/malformed';
import { TEST_API } from '../../../support/testConfig';
import {
  answerListWith,
  APPROVED,
  envelope,
  expandProperty,
  PENDING,
  ROUTE,
  sandboxList,
  tab,
  usePropertyManagementFile,
} from './helpers';

const { sandbox, admin, render } = usePropertyManagementFile();

const cardNames = () =>
  screen
    .queryAllByTestId('property-card')
    .map((card) => within(card).getByRole('heading', { level: 3 }).textContent);
const searchButton = () => screen.getByRole('button', { name: 'Search' });
/** The seeded Phuket location and the properties the location search answers for it. */
async function phuketAndItsProperties() {
  const locations = await admin.get<Location[]>(LocationPaths.all);
  const phuket = locations.find((location) => location.code === 'PKT')!;
  const byLocation = await admin.get<PropertyListByApproval>(
    `${PropertyPaths.propertySearch}?locationId=${phuket.locationId}`,
  );
  return { phuket, byLocation };
}
const keywordBox = () => screen.getByRole('textbox', { name: 'Keyword' });
const locationBox = () => screen.getByRole('combobox', { name: 'Location' });
const summaryOf = (card: string, field: 'properties' | 'propertyTypes') =>
  screen.getByTestId(`summary-${card}-${field}`);

describe('summary and tabs', () => {
  it('counts properties and property types from a known answer', async () => {
    const type = (id: string) => ({
      propertyTypeId: id,
      propertyTypeName: id,
      code: id,
      banner: null,
      startPrice: 1000,
      maxPeople: 2,
    });
    // Property p2 has both approved and pending types: it is counted once in the total.
    answerListWith(sandbox, {
      approve: [
        { propertyId: 'p1', propertyName: 'One', propertyTypes: [type('a'), type('b')], propertyOwners: [] },
        { propertyId: 'p2', propertyName: 'Two', propertyTypes: [type('c')], propertyOwners: [] },
      ],
      notApprove: [
        {
          propertyId: 'p2',
          propertyName: 'Two',
          propertyTypes: [type('d'), type('e'), type('f')],
          propertyOwners: [],
        },
        { propertyId: 'p3', propertyName: 'Three', propertyTypes: [type('g')], propertyOwners: [] },
        { propertyId: 'p4', propertyName: 'Four', propertyTypes: [], propertyOwners: [] },
      ],
    });
    await render();
    await waitFor(() => expect(summaryOf('approved', 'properties')).toHaveTextContent(/^2$/));
    expect(summaryOf('approved', 'propertyTypes')).toHaveTextContent(/^3$/);
    expect(summaryOf('pending', 'properties')).toHaveTextContent(/^3$/);
    expect(summaryOf('pending', 'propertyTypes')).toHaveTextContent(/^4$/);
    expect(summaryOf('total', 'properties')).toHaveTextContent(/^4$/);
    expect(summaryOf('total', 'propertyTypes')).toHaveTextContent(/^7$/);
    expect(tab(PENDING)).toHaveTextContent('4');
    expect(tab(APPROVED)).toHaveTextContent('3');
    expect(cardNames()).toEqual(['Two', 'Three', 'Four']);
  });

  it('shows the seeded data: pending first, approved in its tab, the tab in the address', async () => {
    const expected = await sandboxList(admin);
    const { user, router } = await render();
    await waitFor(() =>
      expect(cardNames()).toEqual(expected.notApprove.map((property) => property.propertyName)),
    );
    const approvedTypes = expected.approve.reduce((sum, property) => sum + property.propertyTypes.length, 0);
    expect(summaryOf('approved', 'propertyTypes')).toHaveTextContent(new RegExp(`^${approvedTypes}$`));
    await user.click(tab(APPROVED));
    expect(cardNames()).toEqual(expected.approve.map((property) => property.propertyName));
    expect(router.state.location.search).toBe('?tab=approved');
  });

  it('shows a card: name, code linking to the consumer site in a new tab, location, type count, owners', async () => {
    const expected = await sandboxList(admin);
    const property = expected.notApprove.find((candidate) => candidate.propertyOwners.length > 1)!;
    await render();
    await screen.findAllByTestId('property-card');
    const card = screen
      .getAllByTestId('property-card')
      .find((found) => found.dataset.propertyId === property.propertyId)!;
    expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent(property.propertyName!);
    const code = within(card).getByRole('link', {
      name: `Open ${property.code} on the pool villa website (new tab)`,
    });
    expect(code).toHaveAttribute('href', `https://www.poolvilla.example/poolvilla/${property.code}`);
    expect(code).toHaveAttribute('target', '_blank');
    expect(code.getAttribute('rel')).toMatch(/\bnoopener\b/);
    expect(card).toHaveTextContent(property.locationName!);
    expect(card).toHaveTextContent(`${property.propertyTypes.length} property type`);
    expect(
      within(card).getByRole('button', { name: `Show the owners of ${property.propertyName}` }),
    ).toHaveTextContent(`Owners (${property.propertyOwners.length})`);
  });

  it('offers the owners button only when a property has owners', async () => {
    answerListWith(sandbox, {
      approve: [],
      notApprove: [
        {
          propertyId: 'p1',
          propertyName: 'Owned',
          propertyTypes: [],
          propertyOwners: [{ profileId: 'o', isHead: true }],
        },
        { propertyId: 'p2', propertyName: 'Orphan', propertyTypes: [], propertyOwners: [] },
      ],
    });
    await render();
    const [owned, orphan] = await screen.findAllByTestId('property-card');
    expect(within(owned).getByRole('button', { name: 'Show the owners of Owned' })).toBeInTheDocument();
    expect(within(orphan).queryByRole('button', { name: /owners/i })).not.toBeInTheDocument();
  });

  it('clamps a long property name at two lines, as the booking cards do, with the whole name on hover', async () => {
    const long = `Baan Talay ${'Pool Villa Residence '.repeat(12)}Phuket`;
    answerListWith(sandbox, {
      approve: [],
      notApprove: [{ propertyId: 'p1', propertyName: long, propertyTypes: [], propertyOwners: [] }],
    });
    await render();
    const [card] = await screen.findAllByTestId('property-card');
    const heading = within(card).getByRole('heading', { level: 3 });
    expect(heading).toHaveTextContent(long.trim());
    expect(heading).toHaveAttribute('title', long);
    // Cut at two lines (the clamping CSS itself is drawn and checked in the browser, properties.spec).
    expect(heading).toHaveAttribute('data-clamp-lines', '2');
    expect(heading).toHaveStyle({ overflow: 'hidden' });
  });

  it('shows each type: banner (placeholder when it fails), name, code link, price per night, capacity', async () => {
    const expected = await sandboxList(admin);
    const property = expected.notApprove[0];
    const type = property.propertyTypes[0];
    const { user } = await render();
    const card = await expandProperty(user, property.propertyId);
    const typeCard = within(card).getAllByTestId('property-type')[0];
    expect(within(typeCard).getByRole('heading', { level: 4 })).toHaveTextContent(type.propertyTypeName!);
    expect(
      within(typeCard).getByRole('link', { name: `Open ${type.code} on the pool villa website (new tab)` }),
    ).toHaveAttribute('href', `https://www.poolvilla.example/poolvilla/${type.code}`);
    expect(typeCard).toHaveTextContent(`฿${type.startPrice!.toLocaleString('en-US')} / night`);
    expect(typeCard).toHaveTextContent(`${type.maxPeople} people`);
    const banner = within(typeCard).getByRole('img', { name: `Banner of ${type.propertyTypeName}` });
    expect(banner).toHaveAttribute('src', `${TEST_API}/images/api/v1/property/${type.banner}`);
    fireEvent.error(banner);
    expect(await within(typeCard).findByTestId('banner-placeholder')).toHaveAccessibleName('No image');
    expect(within(typeCard).queryByRole('img', { name: /^Banner of/ })).not.toBeInTheDocument();
  });

  it('shows skeletons, not a blank panel, while the list loads', async () => {
    sandbox.server.use(
      http.get(`${TEST_API}${PropertyPaths.adminWithOwner}`, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    await render();
    const busy = await screen.findByLabelText('Loading');
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(busy.querySelectorAll('.MuiSkeleton-root').length).toBeGreaterThan(0);
    expect(summaryOf('total', 'properties')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryAllByTestId('property-card')).toHaveLength(0);
  });
});

describe('failures and empty states', () => {
  it('shows the full error screen when the list fails, and Try again loads it', async () => {
    let fail = true;
    sandbox.server.use(
      http.get(`${TEST_API}${PropertyPaths.adminWithOwner}`, () =>
        fail ? HttpResponse.json(envelope(null, 500, 'INTERNAL_ERROR', 'boom'), { status: 500 }) : undefined,
      ),
    );
    const { user, store } = await render(ROUTE, 'th');
    expect(await screen.findByText('เกิดข้อผิดพลาดในการโหลดข้อมูล กรุณาลองใหม่อีกครั้ง')).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    // The page shows its own message: no global alert on top of it.
    expect(store.getState().alert.open).toBe(false);
    fail = false;
    await user.click(screen.getByRole('button', { name: 'ลองใหม่อีกครั้ง' }));
    expect((await screen.findAllByTestId('property-card')).length).toBeGreaterThan(0);
  });

  it('shows the search failure message with emptied lists, and does not call it no results', async () => {
    sandbox.server.use(
      http.get(`${TEST_API}${PropertyPaths.propertySearch}`, () =>
        HttpResponse.json(envelope(null, 500, 'INTERNAL_ERROR'), { status: 500 }),
      ),
    );
    await render(`${ROUTE}?keyword=villa`, 'th');
    expect(await screen.findByText('เกิดข้อผิดพลาดในการค้นหา กรุณาลองใหม่อีกครั้ง')).toBeInTheDocument();
    expect(screen.queryAllByTestId('property-card')).toHaveLength(0);
    expect(summaryOf('total', 'properties')).toHaveTextContent(/^0$/);
    // Nothing was found because nothing was searched: not "no results".
    expect(screen.queryByText('ไม่พบผลการค้นหา')).not.toBeInTheDocument();
  });

  it('tells a search with no match from a console with no data', async () => {
    const { unmount } = await render(`${ROUTE}?keyword=no-such-villa-anywhere`);
    expect(await screen.findByText('No search results')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear search' })).toBeInTheDocument();
    unmount();

    answerListWith(sandbox, { approve: [], notApprove: [] });
    const { user } = await render();
    expect(await screen.findByText('No items pending approval')).toBeInTheDocument();
    expect(screen.queryByText('No search results')).not.toBeInTheDocument();
    await user.click(tab(APPROVED));
    expect(screen.getByText('No approved properties')).toBeInTheDocument();
  });

  it("says 'no search results' only when the search found nothing in either tab", async () => {
    const list = await sandboxList(admin);
    const pendingIds = new Set(list.notApprove.map((property) => property.propertyId));
    const approvedOnly = list.approve.find((property) => !pendingIds.has(property.propertyId))!;
    const { user } = await render(`${ROUTE}?keyword=${approvedOnly.code}`);
    expect(await screen.findByText('No items pending approval')).toBeInTheDocument();
    expect(screen.queryByText('No search results')).not.toBeInTheDocument();
    await user.click(tab(APPROVED));
    expect(cardNames()).toEqual([approvedOnly.propertyName]);
  });

  it.each([
    ['null data', null],
    ['lists that are not arrays', { approve: 'x', notApprove: 7 }],
  ])('treats %s as empty lists', async (_name, data) => {
    answerListWith(sandbox, data);
    await render();
    expect(await screen.findByText('No items pending approval')).toBeInTheDocument();
    expect(summaryOf('total', 'propertyTypes')).toHaveTextContent(/^0$/);
  });

  it("renders missing fields as '-' and 0, never a blank page", async () => {
    answerListWith(sandbox, {
      approve: [],
      notApprove: [
        {
          propertyId: 'p1',
          propertyName: null,
          code: null,
          locationName: 42,
          propertyTypes: [
            { propertyTypeId: 't1', propertyTypeName: null, code: null, startPrice: 'abc', maxPeople: null },
            null,
            'x',
          ],
          propertyOwners: 'nobody',
        },
        { propertyName: 'No id at all' },
      ],
    });
    const { user } = await render();
    const [card, second] = await screen.findAllByTestId('property-card');
    // The property without an id is counted, once.
    expect(summaryOf('pending', 'properties')).toHaveTextContent(/^2$/);
    expect(summaryOf('total', 'properties')).toHaveTextContent(/^2$/);
    expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent(/^-$/);
    expect(within(card).queryByRole('link')).not.toBeInTheDocument();
    expect(card).toHaveTextContent('42');
    expect(card).toHaveTextContent('1 property type');
    expect(within(card).queryByRole('button', { name: /owners/i })).not.toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Show property types' }));
    const typeCard = within(card).getByTestId('property-type');
    expect(within(typeCard).getByRole('heading', { level: 4 })).toHaveTextContent(/^-$/);
    expect(typeCard).toHaveTextContent('฿0 / night');
    expect(typeCard).toHaveTextContent('0 people');
    expect(within(typeCard).getByTestId('banner-placeholder')).toBeInTheDocument();
    expect(within(second).getByRole('heading', { level: 3 })).toHaveTextContent('No id at all');
    expect(second).toHaveTextContent('0 property types');
  });
});

describe('search', () => {
  it('keeps Search disabled while both keyword and location are empty', async () => {
    const { user } = await render();
    await screen.findAllByTestId('property-card');
    expect(searchButton()).toBeDisabled();
    await user.type(keywordBox(), '   ');
    expect(searchButton()).toBeDisabled();
    await user.type(keywordBox(), 'x');
    expect(searchButton()).toBeEnabled();
    await user.clear(keywordBox());
    expect(searchButton()).toBeDisabled();
    await user.click(locationBox());
    await user.click(await screen.findByRole('option', { name: /PTY/ }));
    expect(searchButton()).toBeEnabled();
  });

  it('searches by keyword; the search lives in the address and survives a reload', async () => {
    const expected = await admin.get<PropertyListByApproval>(`${PropertyPaths.propertySearch}?keyword=villa`);
    const { user, router, unmount } = await render();
    await screen.findAllByTestId('property-card');
    await user.type(keywordBox(), '  villa ');
    await user.click(searchButton());
    await waitFor(() => expect(router.state.location.search).toBe('?keyword=villa'));
    await waitFor(() =>
      expect(cardNames()).toEqual(expected.notApprove.map((property) => property.propertyName)),
    );
    expect(sandbox.requests.some((seen) => seen.path === PropertyPaths.propertySearch)).toBe(true);
    unmount();

    await render(`${ROUTE}?keyword=villa`);
    await waitFor(() =>
      expect(cardNames()).toEqual(expected.notApprove.map((property) => property.propertyName)),
    );
    expect(keywordBox()).toHaveValue('villa');
  });

  it('searches by location and by both; Clear empties both and reloads the full list', async () => {
    const { phuket, byLocation } = await phuketAndItsProperties();
    const full = await sandboxList(admin);
    const { user, router } = await render();
    await screen.findAllByTestId('property-card');

    await user.click(locationBox());
    await user.click(await screen.findByRole('option', { name: /PKT/ }));
    expect(locationBox()).toHaveValue(`${phuket.name} (PKT)`);
    await user.click(searchButton());
    await waitFor(() => expect(router.state.location.search).toBe(`?locationId=${phuket.locationId}`));
    await waitFor(() =>
      expect(cardNames()).toEqual(byLocation.notApprove.map((property) => property.propertyName)),
    );
    expect(byLocation.notApprove.every((property) => property.locationName === phuket.name)).toBe(true);

    const both = await admin.get<PropertyListByApproval>(
      `${PropertyPaths.propertySearch}?locationId=${phuket.locationId}&keyword=sea`,
    );
    await user.type(keywordBox(), 'sea');
    await user.click(searchButton());
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('keyword')).toBe('sea'));
    expect(new URLSearchParams(router.state.location.search).get('locationId')).toBe(phuket.locationId);
    await waitFor(() =>
      expect(cardNames()).toEqual(both.notApprove.map((property) => property.propertyName)),
    );
    // The keyword really narrows the location's results.
    expect(both.notApprove.length).toBeGreaterThan(0);
    expect(both.notApprove.length + both.approve.length).toBeLessThan(
      byLocation.notApprove.length + byLocation.approve.length,
    );

    const fullLoads = sandbox.count(PropertyPaths.adminWithOwner);
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(keywordBox()).toHaveValue('');
    expect(locationBox()).toHaveValue('');
    expect(searchButton()).toBeDisabled();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() =>
      expect(cardNames()).toEqual(full.notApprove.map((property) => property.propertyName)),
    );
    expect(sandbox.count(PropertyPaths.adminWithOwner)).toBeGreaterThan(fullLoads);
  });

  it("takes no more keyword than the API does, and says so in the admin's language", async () => {
    const { user } = await render(ROUTE, 'th');
    await screen.findAllByTestId('property-card');
    const box = screen.getByRole('textbox', { name: 'คำค้นหา' });
    await user.click(box);
    await user.paste('ก'.repeat(SearchLimits.keyword + 100));
    expect(box).toHaveValue('ก'.repeat(SearchLimits.keyword));
    expect(box).toHaveAccessibleDescription(`ได้สูงสุด ${SearchLimits.keyword} ตัวอักษร`);
    await user.keyboard('{Enter}');
    expect(await screen.findByText('ไม่พบผลการค้นหา')).toBeInTheDocument();
    expect(screen.queryByText('เกิดข้อผิดพลาดในการค้นหา กรุณาลองใหม่อีกครั้ง')).not.toBeInTheDocument();
  });

  it('cuts a keyword from the address to the limit before it is sent, so the search is not refused', async () => {
    await render(`${ROUTE}?keyword=${'x'.repeat(300)}`);
    expect(await screen.findByText('No search results')).toBeInTheDocument();
    expect(screen.queryByText('An error occurred during search. Please try again.')).not.toBeInTheDocument();
    expect(keywordBox()).toHaveValue('x'.repeat(SearchLimits.keyword));
    const sent = sandbox.requests.filter((seen) => seen.path === PropertyPaths.propertySearch);
    expect(sent.map((seen) => seen.query.get('keyword')?.length)).toEqual([SearchLimits.keyword]);
  });

  it('drops a location from the address that is no known location (a stale link), without a history entry, and shows the full list', async () => {
    const full = await sandboxList(admin);
    const { router } = await render(`${ROUTE}?locationId=nonexistent&tab=approved`);
    await waitFor(() => expect(router.state.location.search).toBe('?tab=approved'));
    expect(router.state.historyAction).toBe('REPLACE');
    await waitFor(() => expect(cardNames()).toEqual(full.approve.map((property) => property.propertyName)));
    expect(locationBox()).toHaveValue('');
    expect(screen.queryByText('No search results')).not.toBeInTheDocument();
    expect(sandbox.count(PropertyPaths.propertySearch)).toBe(0);
  });

  it('waits for the locations before a location from the address filters the list, then shows it in the box', async () => {
    const { phuket, byLocation } = await phuketAndItsProperties();
    let releaseLocations = () => {};
    const locationsHeld = new Promise<void>((resolve) => (releaseLocations = resolve));
    sandbox.server.use(
      http.get(`${TEST_API}${LocationPaths.all}`, async () => {
        await locationsHeld;
        return undefined;
      }),
    );
    const { router } = await render(`${ROUTE}?locationId=${phuket.locationId}`);
    expect(await screen.findByRole('status', { name: 'Loading' })).toHaveAttribute('aria-busy', 'true');
    // No search yet, and no unfiltered list shown meanwhile (the menu's work queues load the whole
    // list for their counts, so the full list's calls say nothing about the page).
    expect(sandbox.count(PropertyPaths.propertySearch)).toBe(0);
    expect(screen.queryAllByTestId('property-card')).toHaveLength(0);
    releaseLocations();
    await waitFor(() =>
      expect(cardNames()).toEqual(byLocation.notApprove.map((property) => property.propertyName)),
    );
    expect(locationBox()).toHaveValue(`${phuket.name} (PKT)`);
    expect(router.state.location.search).toBe(`?locationId=${phuket.locationId}`);
    expect(sandbox.count(PropertyPaths.propertySearch)).toBe(1);
  });

  it('reloads the full list when Clear is pressed with no search', async () => {
    const { user } = await render();
    await screen.findAllByTestId('property-card');
    const before = sandbox.count(PropertyPaths.adminWithOwner);
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(sandbox.count(PropertyPaths.adminWithOwner)).toBe(before + 1));
  });
});

describe('malformed answers', () => {
  it("counts, names and prices broken properties, types and owners as '-' and 0; the owners dialog and approval still open", async () => {
    answerListWith(sandbox, {
      approve: malformed.NOT_THE_DATA,
      notApprove: [
        {
          propertyId: 'p1',
          propertyName: { th: 'บ้านพัก' },
          code: ['PV-01'],
          locationName: null,
          propertyTypes: [
            ...malformed.brokenCopies(malformed.A_PROPERTY_TYPE, 'propertyTypeId'),
            ...malformed.JUNK_ENTRIES,
          ],
          propertyOwners: [
            ...malformed.brokenCopies(malformed.AN_OWNER, 'profileId'),
            ...malformed.JUNK_ENTRIES,
          ],
        },
        { propertyId: 'p2' },
      ],
    });
    const { user } = await render();
    const [card, bare] = await screen.findAllByTestId('property-card');
    expect(summaryOf('approved', 'properties')).toHaveTextContent(/^0$/);
    expect(summaryOf('pending', 'properties')).toHaveTextContent(/^2$/);
    expect(summaryOf('pending', 'propertyTypes')).toHaveTextContent(/^4$/);
    expect(summaryOf('total', 'propertyTypes')).toHaveTextContent(/^4$/);
    expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent(/^-$/);
    expect(within(card).queryByRole('link')).not.toBeInTheDocument();
    expect(card).toHaveTextContent('4 property types');
    expect(within(bare).getByRole('heading', { level: 3 })).toHaveTextContent(/^-$/);
    expect(bare).toHaveTextContent('0 property types');
    malformed.expectSurvived();

    await user.click(within(card).getByRole('button', { name: 'Show the owners of -' }));
    const dialog = await screen.findByRole('dialog', { name: 'Owners of -' });
    const owners = within(dialog).getAllByTestId('owner');
    expect(owners).toHaveLength(4);
    // The whole owner, the head, first; the broken ones have no name and nothing specified.
    expect(within(owners[0]).getByRole('heading', { level: 3 })).toHaveTextContent('Malee Srisuk');
    for (const broken of owners.slice(1)) {
      expect(within(broken).getByRole('heading', { level: 3 })).toHaveTextContent('Name not provided');
      expect(within(broken).getAllByText('Not specified')).toHaveLength(5);
      expect(broken).toHaveTextContent('Pending verification');
      expect(broken).not.toHaveTextContent('Head owner');
    }
    malformed.expectSurvived(dialog);
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(within(card).getByRole('button', { name: 'Show property types' }));
    const types = within(card).getAllByTestId('property-type');
    expect(types).toHaveLength(4);
    // Missing, null and mistyped alike, but for numbers sent as text, read as the numbers they are.
    for (const broken of types.slice(0, 3)) {
      expect(within(broken).getByRole('heading', { level: 4 })).toHaveTextContent(/^-$/);
      expect(within(broken).getByTestId('banner-placeholder')).toBeInTheDocument();
    }
    for (const missing of types.slice(0, 2)) {
      expect(missing).toHaveTextContent('฿0 / night');
      expect(missing).toHaveTextContent('0 people');
    }
    expect(types[2]).toHaveTextContent('฿3,500 / night');
    expect(types[2]).toHaveTextContent('4 people');
    expect(types[3]).toHaveTextContent('฿3,500 / night');
    expect(types[3]).toHaveTextContent('4 people');
    malformed.expectSurvived();
    await user.click(within(types[0]).getByRole('button', { name: 'Approve: -' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('-');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // The approved list was not a list: its tab shows the empty state.
    await user.click(tab(APPROVED));
    expect(await screen.findByText('No approved properties')).toBeInTheDocument();
    expect(screen.queryAllByTestId('property-card')).toHaveLength(0);
    malformed.expectSurvived();
  });

  it('shows the full error screen for an answer that is not the envelope, and Try again loads the list', async () => {
    await malformed.expectErrorThenRecovery(sandbox, PropertyPaths.adminWithOwner, {
      open: () => render(),
      message: 'An error occurred while loading data. Please try again.',
      recovered: () => expect(screen.getAllByTestId('property-card').length).toBeGreaterThan(0),
    });
  });
});

describe('the bulk approval bar', () => {
  it('sticks under the header as the list scrolls: no box between it and the page clips or scrolls', async () => {
    await render();
    const bar = await screen.findByRole('toolbar', { name: 'Bulk approval' });
    expect(getComputedStyle(bar).position).toBe('sticky');
    // A box of hidden or scrolling overflow (a card's) would be the one it sticks to: one that never
    // scrolls, so the bar's top offset pushed it down onto the first card (3 px at 390 px).
    const clipping: string[] = [];
    for (let box = bar.parentElement; box; box = box.parentElement) {
      const { overflow, overflowX, overflowY } = getComputedStyle(box);
      if ([overflow, overflowX, overflowY].some((value) => /hidden|auto|scroll/.test(value)))
        clipping.push(box.className);
    }
    expect(clipping).toEqual([]);
  });
});
