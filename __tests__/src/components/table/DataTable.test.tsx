import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useEffect, useState } from 'react';
import {
  actionsColumn,
  DataTable,
  useListStateInUrl,
  type DataTableColumn,
  type DataTableProps,
} from '../../../../src/components/table';
import { SEARCH_DEBOUNCE_MS } from '../../../../src/components/table/TableToolbar';
import type { Language } from '../../../../src/slices/themeSlice';
import { HOSTILE_VALUES, readCsv } from '../../../support/hostileCsv';
import { renderConsole } from '../../../support/renderConsole';

interface Person {
  id?: string;
  name: string;
  email: string;
  note?: string | null;
}

const people: Person[] = Array.from({ length: 25 }, (_, index) => ({
  id: `p${index + 1}`,
  name: `Person ${String(index + 1).padStart(2, '0')}`,
  email: `person${index + 1}@mail.test`,
  note: index === 0 ? 'ก'.repeat(70) : index === 1 ? null : `note ${index + 1}`,
}));

const columns: DataTableColumn<Person>[] = [
  { field: 'name', headerName: 'Name', flex: 1 },
  { field: 'email', headerName: 'Email', flex: 1 },
  { field: 'note', headerName: 'Note', flex: 1 },
];

type HarnessProps = Partial<Omit<DataTableProps<Person>, 'list'>>;

function Harness(props: HarnessProps) {
  const list = useListStateInUrl();
  return <DataTable<Person> label="People" rows={people} columns={columns} list={list} {...props} />;
}

async function renderTable(props: HarnessProps = {}, route = '/', language: Language = 'en') {
  const view = await renderConsole({
    language,
    route,
    routes: [{ path: '/', element: <Harness {...props} /> }],
  });
  await screen.findByRole('grid', { name: 'People' });
  const search = () => new URLSearchParams(view.router.state.location.search);
  return { ...view, search };
}

/** The rows' texts, without the header row. */
const rowTexts = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);
const namesShown = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).queryByText(/^Person \d\d$/)?.textContent);
const pagination = () => screen.getByRole('navigation', { name: 'Pagination' });

describe('DataTable paging', () => {
  it('shows ten rows, the range line, and previous disabled on page 1', async () => {
    await renderTable();
    expect(screen.getByText('Showing 1 to 10 of 25 entries')).toBeInTheDocument();
    expect(rowTexts()).toHaveLength(10);
    expect(within(pagination()).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(within(pagination()).getByRole('button', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(pagination()).getByRole('button', { name: 'Next page' })).toBeEnabled();
  });

  it('moves to a page, writes it to the address, and disables next on the last', async () => {
    const { user, search } = await renderTable();
    await user.click(within(pagination()).getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByText('Showing 21 to 25 of 25 entries')).toBeInTheDocument();
    expect(search().get('page')).toBe('3');
    expect(namesShown()).toEqual(['Person 21', 'Person 22', 'Person 23', 'Person 24', 'Person 25']);
    expect(within(pagination()).getByRole('button', { name: 'Next page' })).toBeDisabled();
    await user.click(within(pagination()).getByRole('button', { name: 'Previous page' }));
    expect(await screen.findByText('Showing 11 to 20 of 25 entries')).toBeInTheDocument();
  });

  it('numbers rows across pages', async () => {
    await renderTable({ rowNumbers: true }, '/?page=2');
    expect(screen.getAllByRole('row')[1]).toHaveTextContent(/^11Person 11/);
  });

  it('changes the page size (10, 20, 30) and goes back to page 1', async () => {
    const { user, search } = await renderTable({}, '/?page=2');
    await user.click(screen.getByRole('combobox', { name: 'Rows per page' }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['10', '20', '30']);
    await user.click(options[1]);
    expect(await screen.findByText('Showing 1 to 20 of 25 entries')).toBeInTheDocument();
    expect(search().get('size')).toBe('20');
    expect(search().has('page')).toBe(false);
  });

  it('keeps the page of the address while the rows are still loading', async () => {
    function LateRows() {
      const list = useListStateInUrl();
      const [rows, setRows] = useState<Person[]>();
      useEffect(() => {
        const timer = setTimeout(() => setRows(people), 100);
        return () => clearTimeout(timer);
      }, []);
      return <DataTable<Person> label="People" rows={rows} columns={columns} list={list} loading={!rows} />;
    }
    const view = await renderConsole({
      language: 'en',
      route: '/?page=2',
      routes: [{ path: '/', element: <LateRows /> }],
    });
    expect(await screen.findByText('Showing 11 to 20 of 25 entries')).toBeInTheDocument();
    expect(new URLSearchParams(view.router.state.location.search).get('page')).toBe('2');
  });

  it('keeps a page beyond the last within bounds', async () => {
    await renderTable({}, '/?page=99');
    expect(screen.getByText('Showing 21 to 25 of 25 entries')).toBeInTheDocument();
  });

  it('shows ellipses at both ends in the middle of many pages, and jumps with them', async () => {
    const many = Array.from({ length: 100 }, (_, index) => ({
      id: `m${index}`,
      name: `Row ${index}`,
      email: '',
    }));
    const { user } = await renderTable({ rows: many }, '/?page=5');
    const buttons = within(pagination())
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(buttons).toEqual(['', '', '…', '3', '4', '5', '6', '7', '…', '', '']);
    await user.click(within(pagination()).getByRole('button', { name: 'Forward 5 pages' }));
    expect(await screen.findByText('Showing 91 to 100 of 100 entries')).toBeInTheDocument();
  });

  it('goes to the first and the last page, each disabled where it would go nowhere', async () => {
    const { user, search } = await renderTable({}, '/?page=2');
    const first = () => within(pagination()).getByRole('button', { name: 'First page' });
    const last = () => within(pagination()).getByRole('button', { name: 'Last page' });
    await user.click(last());
    expect(await screen.findByText('Showing 21 to 25 of 25 entries')).toBeInTheDocument();
    expect(search().get('page')).toBe('3');
    expect(last()).toBeDisabled();
    expect(first()).toBeEnabled();
    await user.click(first());
    expect(await screen.findByText('Showing 1 to 10 of 25 entries')).toBeInTheDocument();
    expect(first()).toBeDisabled();
    expect(last()).toBeEnabled();
  });

  it('names the first and last page buttons in Thai', async () => {
    await renderTable({}, '/', 'th');
    const buttons = within(screen.getByRole('navigation', { name: 'เลขหน้า' }));
    expect(buttons.getByRole('button', { name: 'หน้าแรก' })).toBeDisabled();
    expect(buttons.getByRole('button', { name: 'หน้าสุดท้าย' })).toBeEnabled();
  });
});

describe('DataTable search', () => {
  it('matches every text field, goes back to page 1, and keeps the search in the address', async () => {
    const { user, search } = await renderTable({}, '/?page=2');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'PERSON2');
    await waitFor(() => expect(search().get('q')).toBe('PERSON2'));
    expect(search().has('page')).toBe(false);
    // person2@…, person20@… to person25@… by email, case ignored.
    expect(await screen.findByText('Showing 1 to 7 of 7 entries')).toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox', { name: 'Search' }));
    // Each word may match another field: "note" the note, "03" the name.
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'note 03');
    expect(await screen.findByText('Showing 1 to 1 of 1 entries')).toBeInTheDocument();
    await waitFor(() => expect(namesShown()).toEqual(['Person 03']));
  });

  it('filters the rows at each keystroke, before the address is written', async () => {
    const { user, search, router } = await renderTable({}, '/?page=2');
    // What the table showed at the moment the address took the search (before React re-rendered
    // for it): rows that followed the address would still show the previous text's count.
    const shownWhenWritten: (string | null)[] = [];
    const unsubscribe = router.subscribe((state) => {
      if (new URLSearchParams(state.location.search).get('q') === 'PERSON2')
        shownWhenWritten.push(screen.queryByText(/^Showing /)?.textContent ?? null);
    });
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'PERSON2');
    await waitFor(() => expect(search().get('q')).toBe('PERSON2'));
    unsubscribe();
    expect(shownWhenWritten[0]).toBe('Showing 1 to 7 of 7 entries');
    expect(search().has('page')).toBe(false);
  });

  it('searches only the texts searchTexts gives', async () => {
    const byName = (row: Person) => [row.name];
    const { user } = await renderTable({ searchTexts: byName });
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'note 3');
    expect(await screen.findByText('No entries match your search')).toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox', { name: 'Search' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'person 03');
    expect(await screen.findByText('Showing 1 to 1 of 1 entries')).toBeInTheDocument();
  });

  it('leaves the search to the page in server mode, sent once typing pauses', async () => {
    const { user, search } = await renderTable({ searchMode: 'server' });
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'nobody');
    // The rows are the page's: the kit does not filter them, and the page hears of the search
    // from the address.
    expect(screen.getByText('Showing 1 to 10 of 25 entries')).toBeInTheDocument();
    await waitFor(() => expect(search().get('q')).toBe('nobody'));
  });

  it('waits for typing to pause before writing the address', async () => {
    const { user, search } = await renderTable();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'Person 0');
    expect(search().has('q')).toBe(false);
    await act(() => new Promise((resolve) => setTimeout(resolve, SEARCH_DEBOUNCE_MS + 50)));
    expect(search().get('q')).toBe('Person 0');
  });

  it('tells a search with no match from a list with no data', async () => {
    const { user, search } = await renderTable();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'nobody{Enter}');
    expect(await screen.findByText('No entries match your search')).toBeInTheDocument();
    expect(screen.getByText('Showing 0 to 0 of 0 entries')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    await waitFor(() => expect(search().has('q')).toBe(false));
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
    expect(screen.getByText('Showing 1 to 10 of 25 entries')).toBeInTheDocument();
  });

  it('clears a search still being typed (not yet in the address): the typed text does not come back', async () => {
    const { search } = await renderTable();
    // Typed and cleared within the pause before the address is written (fireEvent: no delay between).
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'nobody' } });
    fireEvent.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
    await act(() => new Promise((resolve) => setTimeout(resolve, SEARCH_DEBOUNCE_MS + 50)));
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
    expect(search().has('q')).toBe(false);
    expect(screen.getByText('Showing 1 to 10 of 25 entries')).toBeInTheDocument();
  });

  it("has one clear button, the console's, and no browser's own: a searchbox that is not type=search", async () => {
    const { user, search } = await renderTable();
    const box = screen.getByRole('searchbox', { name: 'Search' });
    // Chrome and Safari draw their own clear button inside any input of type search.
    expect(box).not.toHaveAttribute('type', 'search');
    await user.type(box, 'Person 1');
    expect(screen.getAllByRole('button', { name: /clear/i })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(box).toHaveValue('');
    // Escape clears as a search input's does.
    await user.type(box, 'nobody{Enter}');
    await waitFor(() => expect(search().get('q')).toBe('nobody'));
    await user.keyboard('{Escape}');
    expect(box).toHaveValue('');
    await waitFor(() => expect(search().has('q')).toBe(false));
  });

  it('says "No data found" for an empty list', async () => {
    await renderTable({ rows: [] });
    expect(screen.getByText('No data found')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear search and filters' })).not.toBeInTheDocument();
  });

  it('restores search, sort, page and page size from a shared link', async () => {
    await renderTable({}, '/?q=person&sort=-name&page=2&size=20');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('person');
    expect(screen.getByText('Showing 21 to 25 of 25 entries')).toBeInTheDocument();
    expect(namesShown()).toEqual(['Person 05', 'Person 04', 'Person 03', 'Person 02', 'Person 01']);
  });
});

describe('DataTable sorting', () => {
  it('sorts ascending then descending on header clicks, in the address', async () => {
    const rows = [
      { id: 'a', name: 'Charlie', email: 'c@mail.test' },
      { id: 'b', name: 'Alpha', email: 'a@mail.test' },
      { id: 'c', name: 'Bravo', email: 'b@mail.test' },
    ];
    const { user, search } = await renderTable({ rows });
    const names = () => rowTexts().map((text) => text?.match(/^(Alpha|Bravo|Charlie)/)?.[1]);
    expect(names()).toEqual(['Charlie', 'Alpha', 'Bravo']);
    await user.click(screen.getByRole('columnheader', { name: /Name/ }));
    await waitFor(() => expect(names()).toEqual(['Alpha', 'Bravo', 'Charlie']));
    expect(search().get('sort')).toBe('name');
    await user.click(screen.getByRole('columnheader', { name: /Name/ }));
    await waitFor(() => expect(names()).toEqual(['Charlie', 'Bravo', 'Alpha']));
    expect(search().get('sort')).toBe('-name');
    // Only ascending and descending (spec section 2): a third click goes back to ascending.
    await user.click(screen.getByRole('columnheader', { name: /Name/ }));
    await waitFor(() => expect(search().get('sort')).toBe('name'));
  });

  it('ignores a sort on a column that does not exist', async () => {
    await renderTable({}, '/?sort=-password');
    expect(namesShown()[0]).toBe('Person 01');
  });
});

describe('DataTable cells', () => {
  it('cuts text at 60 characters with the whole text as tooltip, and shows - for missing text', async () => {
    const { user } = await renderTable();
    const cut = screen.getByText(`${'ก'.repeat(60)}…`);
    expect(cut).toHaveAttribute('aria-label', 'ก'.repeat(70));
    await user.hover(cut);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('ก'.repeat(70));
    const secondRow = screen.getAllByRole('row')[2];
    expect(within(secondRow).getByText('-')).toBeInTheDocument();
  });

  it('shows a text its column clips in full, on hover and on keyboard focus, and no tooltip for one that fits', async () => {
    const email = 'person1@mail.test';
    // The test environment lays nothing out: this one text is wider than its cell, as a long email
    // in a narrow column.
    const isClippedText = (element: Element) => element.textContent === email && element.tagName === 'SPAN';
    jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (this: Element) {
      return isClippedText(this) ? 240 : 0;
    });
    jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: Element) {
      return isClippedText(this) ? 120 : 0;
    });
    try {
      const { user } = await renderTable();
      const text = screen.getByText(email);
      // Whole in the page, so read whole by a screen reader: no name of its own.
      expect(text).not.toHaveAttribute('aria-label');
      await user.hover(text);
      expect(await screen.findByRole('tooltip')).toHaveTextContent(email);
      await user.unhover(text);
      await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());

      await user.hover(screen.getByText('Person 02'));
      await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
      expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

      // From the name cell to the email cell with the keyboard, and down to the next one (which fits).
      await user.click(screen.getByText('Person 01'));
      await user.keyboard('{ArrowRight}');
      expect(await screen.findByRole('tooltip')).toHaveTextContent(email);
      await user.keyboard('{ArrowDown}');
      await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    } finally {
      jest.restoreAllMocks();
    }
  });

  it("uses a column's own limit", async () => {
    await renderTable({
      columns: [{ ...columns[0] }, { field: 'email', headerName: 'Email', maxLength: 8 }],
    });
    expect(screen.getByText('person1@…')).toHaveAttribute('aria-label', 'person1@mail.test');
  });

  it('does not cut a Thai letter from its marks', async () => {
    const rows = [{ id: 'x', name: 'ที่'.repeat(30), email: '' }];
    await renderTable({ rows });
    // 30 clusters of three code points: 90 characters long, 30 as read, so not cut.
    expect(screen.getByText('ที่'.repeat(30))).not.toHaveAttribute('aria-label');
  });

  it('renders hostile values as text', async () => {
    const rows = [
      { id: 'x', name: '<img src=x onerror="window.hacked=1">', email: '<script>alert(1)</script>' },
    ];
    await renderTable({ rows });
    expect(screen.getByText('<script>alert(1)</script>')).toBeInTheDocument();
    expect(document.querySelector('script, img[src="x"]')).toBeNull();
  });
});

describe('DataTable on a phone', () => {
  // happy-dom's viewport: its media queries (matchMedia and the CSS's) answer as on a 390 px phone.
  const viewport = () =>
    (window as unknown as { happyDOM: { setViewport: (size: object) => void } }).happyDOM;
  afterEach(() => viewport().setViewport({ width: 1280, height: 800 }));

  it('starts without the row number and the columns marked hideBelow', async () => {
    viewport().setViewport({ width: 390, height: 844 });
    await renderTable({
      rowNumbers: true,
      columns: [columns[0], { ...columns[1], hideBelow: 'sm' }, columns[2]],
    });
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Name', 'Note']);
  });
});

describe('DataTable rows without id', () => {
  it('shows the rows that have one, and an error that says how many could not be shown', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const rows = [
      { id: 'a', name: 'A', email: '' },
      { name: 'B', email: '' },
      { id: 'c', name: 'C', email: '' },
      { id: '', name: 'D', email: '' },
    ];
    await renderConsole({ language: 'en', routes: [{ path: '/', element: <Harness rows={rows} /> }] });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '2 rows could not be shown (the first is row 2): they have no id, and an id property is required for each data row.',
    );
    const grid = await screen.findByRole('grid');
    expect(within(grid).getAllByRole('row').slice(1).map((row) => row.textContent)).toEqual([
      expect.stringContaining('A'),
      expect.stringContaining('C'),
    ]);
    expect(error).toHaveBeenCalledWith(
      expect.stringContaining('an id property is required for each data row (2 without, the first row 2)'),
    );
    error.mockRestore();
  });

  it('takes the id from getRowId', async () => {
    const rows = [{ profileId: 'x1', name: 'A', email: '' }];
    await renderTable({
      rows: rows as Person[],
      getRowId: (row) => (row as unknown as { profileId: string }).profileId,
    });
    expect(screen.getByText('Showing 1 to 1 of 1 entries')).toBeInTheDocument();
  });
});

describe('DataTable export', () => {
  let blobs: Blob[];
  beforeEach(() => {
    blobs = [];
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        blobs.push(blob);
        return 'blob:table-test';
      },
      revokeObjectURL: () => undefined,
    });
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('exports the searched rows of every page as UTF-8 CSV with a BOM, without row numbers', async () => {
    const rows = [
      ...people,
      { id: 'th', name: 'สมชาย ใจดี', email: 'somchai@mail.test', note: '=HYPERLINK("http://evil")' },
    ];
    const { user } = await renderTable(
      { rows, rowNumbers: true, exportFileName: 'people' },
      '/?q=mail&sort=-email',
    );
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(blobs).toHaveLength(1);
    const bytes = new Uint8Array(await blobs[0].arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).split('\r\n');
    expect(lines[0]).toBe('Name,Email,Note');
    // The header, 26 rows, and the CRLF that ends the last.
    expect(lines).toHaveLength(28);
    expect(lines[27]).toBe('');
    // Sorted as shown (email descending): somchai@… first.
    // A formula is defused with a leading quote, so a spreadsheet shows it as text.
    expect(lines[1]).toBe(`สมชาย ใจดี,somchai@mail.test,"'=HYPERLINK(""http://evil"")"`);
    expect(lines[2]).toBe('Person 09,person9@mail.test,note 9');
    expect(HTMLAnchorElement.prototype.click).toHaveBeenCalled();
  });

  it('where the API pages, exports every row the page loads, not only the page on screen, with the columns shown', async () => {
    const all: Person[] = [
      ...people,
      { id: 'th', name: 'สมชาย, "ใจดี"', email: 'somchai@mail.test', note: '@SUM(A1)' },
    ];
    let finish: () => void = () => undefined;
    const exportRows = jest.fn(async (progress: (loaded: number, total: number) => void) => {
      progress(20, 26);
      await new Promise<void>((resolve) => (finish = resolve));
      progress(26, 26);
      return all;
    });
    const { user } = await renderTable({
      rows: all.slice(0, 10),
      rowCount: all.length,
      rowNumbers: true,
      exportFileName: 'people',
      exportRows,
      columns: [...columns, { field: 'id', headerName: 'Id' }],
    });
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Note' }));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    // While the rows load, the button counts them and takes no second click.
    const busy = await screen.findByRole('button', { name: /Exporting 20 of 26/ });
    expect(busy).toBeDisabled();
    expect(blobs).toHaveLength(0);
    await act(async () => finish());
    await waitFor(() => expect(blobs).toHaveLength(1));
    expect(exportRows).toHaveBeenCalledTimes(1);
    const bytes = new Uint8Array(await blobs[0].arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).split('\r\n');
    // The hidden column (Note) and the row numbers are left out, as the grid's own export does.
    expect(lines[0]).toBe('Name,Email,Id');
    expect(lines).toHaveLength(28);
    expect(lines[27]).toBe('');
    expect(lines[1]).toBe('Person 01,person1@mail.test,p1');
    expect(lines[26]).toBe('"สมชาย, ""ใจดี""",somchai@mail.test,th');
    expect(await screen.findByRole('button', { name: 'Export CSV' })).toBeEnabled();
  });

  it('where the API pages, a formula is defused as the grid defuses it', async () => {
    const rows: Person[] = [{ id: 'f', name: '=HYPERLINK("http://evil")', email: '+66 81', note: '-1' }];
    const { user } = await renderTable({
      rows,
      rowCount: 1,
      exportFileName: 'people',
      exportRows: async () => rows,
    });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    const lines = new TextDecoder()
      .decode(new Uint8Array(await blobs[0].arrayBuffer()).slice(3))
      .split('\r\n');
    expect(lines[1]).toBe(`"'=HYPERLINK(""http://evil"")","'+66 81","'-1"`);
  });

  it.each([
    ['where the grid holds every row', false],
    ['where the API pages', true],
  ])(
    '%s, a formula is defused, line breaks and all, and each value stays in its record',
    async (_, paged) => {
      const rows: Person[] = HOSTILE_VALUES.map(({ value }, index) => ({
        id: `h${index}`,
        name: value,
        email: `h${index}@mail.test`,
        note: value,
      }));
      const { user } = await renderTable({
        rows,
        exportFileName: 'people',
        ...(paged ? { rowCount: rows.length, exportRows: async () => rows } : {}),
      });
      await user.click(screen.getByRole('button', { name: 'Export CSV' }));
      await waitFor(() => expect(blobs).toHaveLength(1));
      const file = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await blobs[0].arrayBuffer());
      expect(readCsv(file)).toEqual([
        ['Name', 'Email', 'Note'],
        ...HOSTILE_VALUES.map(({ cell }, index) => [cell, `h${index}@mail.test`, cell]),
      ]);
    },
  );

  it('where the API pages, a failed load saves no file and says so; the next try works', async () => {
    const exportRows = jest
      .fn<Promise<readonly Person[]>, [(loaded: number, total: number) => void]>()
      .mockRejectedValueOnce(new Error('page 2 failed'))
      .mockResolvedValueOnce(people);
    const { user } = await renderTable({
      rows: people.slice(0, 10),
      rowCount: people.length,
      exportFileName: 'people',
      exportRows,
    });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    const alert = await screen.findByRole('dialog');
    expect(alert).toHaveTextContent('The export failed');
    expect(alert).toHaveTextContent('Not every entry could be loaded, so no file was saved.');
    expect(blobs).toHaveLength(0);
    await user.click(within(alert).getByRole('button'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    expect(exportRows).toHaveBeenCalledTimes(2);
  });

  it('has no export button without a file name', async () => {
    await renderTable();
    expect(screen.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument();
  });
});

describe('DataTable in Thai', () => {
  it("speaks Thai, DataGrid's own texts included", async () => {
    const { user } = await renderTable({}, '/', 'th');
    expect(screen.getByText('แสดง 1 ถึง 10 จาก 25 รายการ')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'คอลัมน์' }));
    // The columns panel is DataGrid's: its "show/hide all" label comes from DataGrid's Thai locale.
    expect(await screen.findByText('แสดง/ซ่อนทั้งหมด')).toBeInTheDocument();
  });
});

describe('DataTable row actions', () => {
  it('are buttons reached and used with the keyboard, and do nothing while the row is busy', async () => {
    const opened: string[] = [];
    const withActions: DataTableColumn<Person>[] = [
      columns[0],
      actionsColumn<Person>({
        headerName: 'Actions',
        actions: (row) => [
          {
            key: 'open',
            label: `Open ${row.name}`,
            icon: <span>o</span>,
            onClick: () => opened.push(row.name),
          },
          {
            key: 'delete',
            label: `Delete ${row.name}`,
            icon: <span>d</span>,
            onClick: () => opened.push(`delete ${row.name}`),
            disabledReason: row.id === 'p1' ? 'Not this one' : undefined,
          },
        ],
      }),
    ];
    const { user } = await renderTable({ columns: withActions, isRowBusy: (row) => row.id === 'p2' });

    await user.click(screen.getByText('Person 01'));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Open Person 01' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(opened).toEqual(['Person 01']);
    // Space too, though DataGrid takes Space on its cells (to keep the page from scrolling).
    await user.keyboard(' ');
    expect(opened).toEqual(['Person 01', 'Person 01']);
    await user.keyboard('{Tab}');
    const locked = screen.getByRole('button', { name: 'Delete Person 01' });
    expect(locked).toHaveFocus();
    expect(locked).toHaveAttribute('aria-disabled', 'true');
    expect(locked).toHaveAccessibleDescription('Not this one');
    await user.keyboard('{Enter}');
    expect(opened).toEqual(['Person 01', 'Person 01']);

    const busyRow = screen.getAllByRole('row')[2];
    expect(within(busyRow).getByRole('progressbar', { name: 'Working on it' })).toBeInTheDocument();
    await user.click(within(busyRow).getByRole('button', { name: 'Open Person 02' }));
    expect(opened).toEqual(['Person 01', 'Person 01']);
  });
});
