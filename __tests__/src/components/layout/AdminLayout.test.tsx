import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { AuthPaths, ProfilePaths, PropertyPaths, WorkQueuePaths } from '../../../../contract';
import * as malformed from '../../../support/malformed';
import { renderConsole } from '../../../support/renderConsole';
import { QUEUE_LISTS, withoutCountsCall } from '../../../support/workQueues';
import { seededAccounts, useSandbox } from '../../../support/sandbox';
import { TEST_API } from '../../../support/testConfig';

const sandbox = useSandbox();

async function signedInConsole(route = '/', language: 'th' | 'en' = 'en') {
  const tokens = await sandbox.tokensFor(seededAccounts.admin);
  const rendered = await renderConsole({ route, tokens, language, remember: true });
  await screen.findByRole('navigation', { name: language === 'en' ? 'Main menu' : 'เมนูหลัก' });
  // Home's counters settle first, so their answer does not land in the middle of a test's steps.
  if (route === '/') {
    const counter = await screen.findByTestId('counter-members');
    await waitFor(() => expect(counter).toHaveAttribute('aria-busy', 'false'));
  }
  return rendered;
}

const PALETTE = 'Find bookings, people, villas and pages';

/** Ctrl/Cmd+K, then the palette's box once it has the focus (its code loads on the first opening). */
async function openPalette(
  user: Awaited<ReturnType<typeof signedInConsole>>['user'],
  keys = '{Control>}k{/Control}',
  name = PALETTE,
) {
  await user.keyboard(keys);
  const box = await screen.findByRole('combobox', { name });
  await waitFor(() => expect(box).toHaveFocus());
  return box;
}

describe('the admin shell', () => {
  it('has the landmarks: navigation, banner, main', async () => {
    await signedInConsole();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
  });

  it("lists the spec's menu groups and keeps one submenu open at a time", async () => {
    const { user } = await signedInConsole();
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    // A group's name ends with its waiting work once the queues are in ("Pool villa 21 pending").
    const poolVilla = within(nav).getByRole('button', { name: /^Pool villa\b/ });
    const userGroup = within(nav).getByRole('button', { name: /^User\b/ });
    const bookings = within(nav).getByRole('button', { name: /^Bookings\b/ });

    await user.click(userGroup);
    expect(userGroup).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getByRole('link', { name: 'User management' })).toHaveAttribute(
      'href',
      '/user-management',
    );
    expect(within(nav).getByRole('link', { name: /^Partner management\b/ })).toHaveAttribute(
      'href',
      '/partner-management',
    );

    await user.click(bookings);
    expect(bookings).toHaveAttribute('aria-expanded', 'true');
    expect(userGroup).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav).getByRole('link', { name: /^Transfer management\b/ })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Partner bookings' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: /^Partner earnings\b/ })).toBeInTheDocument();
    await waitFor(() =>
      expect(within(nav).queryByRole('link', { name: 'User management' })).not.toBeInTheDocument(),
    );

    await user.click(poolVilla);
    await user.click(within(nav).getByRole('link', { name: /^Pool villa management\b/ }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pool villa management' }),
    ).toBeInTheDocument();
  });

  it("shows the work queues' counts beside the menu entries, named for assistive technology", async () => {
    const { user } = await signedInConsole();
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    // Home's cards and the menu read the same queues.
    const figure = (id: string) => Number(screen.getByTestId(`queue-${id}-figure`).textContent);
    await waitFor(() =>
      expect(screen.getByTestId('queue-periodTwo-figure')).toHaveAttribute('aria-busy', 'false'),
    );
    const applications = figure('partnerApplications');
    const propertyTypes = figure('propertyTypes');
    const transfersDue = figure('transfersDue');
    expect(applications).toBeGreaterThan(0);
    expect(propertyTypes).toBeGreaterThan(0);
    expect(transfersDue).toBeGreaterThan(0);

    // A closed group shows its pages' counts together.
    expect(
      within(nav).getByRole('button', { name: `Pool villa ${propertyTypes} pending` }),
    ).toBeInTheDocument();
    await user.click(within(nav).getByRole('button', { name: /^User\b/ }));
    expect(
      within(nav).getByRole('link', { name: `Partner management ${applications} pending` }),
    ).toHaveAttribute('href', '/partner-management');
    // Open, the group leaves the counts to its pages; a page with nothing waiting shows none.
    expect(within(nav).getByRole('button', { name: 'User' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getByRole('link', { name: 'User management' })).toBeInTheDocument();
    await user.click(within(nav).getByRole('button', { name: /^Bookings\b/ }));
    expect(
      within(nav).getByRole('link', { name: `Transfer management ${transfersDue} pending` }),
    ).toBeInTheDocument();
  });

  it('links the info card to the consumer site', async () => {
    await signedInConsole();
    expect(screen.getByRole('link', { name: 'Visit the website' })).toHaveAttribute(
      'href',
      'https://www.poolvilla.example',
    );
  });

  it('collapses the sidebar to icons with the toggle, and hovering expands it again', async () => {
    const { user } = await signedInConsole();
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    const toggle = screen.getByRole('button', { name: 'Toggle sidebar' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(nav).toHaveStyle({ width: '290px' });

    await user.click(toggle);
    fireEvent.mouseLeave(nav);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(nav).toHaveStyle({ width: '90px' }));
    expect(within(nav).queryByText('Visit the website')).not.toBeInTheDocument();

    fireEvent.mouseEnter(nav);
    await waitFor(() => expect(nav).toHaveStyle({ width: '290px' }));
  });

  it('switches the theme with the round button: moon in light mode, sun in dark mode, saved', async () => {
    const { user, persistor } = await signedInConsole();
    const toggle = screen.getByRole('button', { name: 'Dark mode' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(within(toggle).getByTestId('DarkModeRoundedIcon')).toBeInTheDocument();
    expect(document.documentElement).not.toHaveClass('dark');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(within(toggle).getByTestId('LightModeRoundedIcon')).toBeInTheDocument();
    expect(document.documentElement).toHaveClass('dark');
    await persistor.flush();
    expect(window.localStorage.getItem('t')).toBe('["s","dark"]');

    await user.click(toggle);
    expect(document.documentElement).not.toHaveClass('dark');
  });

  it('switches the language, sets the document language and saves it', async () => {
    const { user, persistor } = await signedInConsole('/', 'en');
    await user.click(screen.getByRole('button', { name: 'ไทย' }));
    expect(await screen.findByRole('navigation', { name: 'เมนูหลัก' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('th');
    await persistor.flush();
    expect(window.localStorage.getItem('l')).toBe('["s","th"]');
    // The home counters are asked for again, in Thai.
    await waitFor(() => expect(sandbox.count(PropertyPaths.propertyInfo)).toBe(2));
    expect(sandbox.requests.at(-1)?.headers.get('accept-language')).toBe('th');
    await waitFor(() => expect(screen.getByTestId('counter-members')).toHaveAttribute('aria-busy', 'false'));
  });

  it('opens the palette with Ctrl+K or Cmd+K, its box focused, and jumps to the chosen page', async () => {
    const { user, router } = await signedInConsole();
    const menuButton = screen.getByRole('button', { name: 'Account menu' });
    act(() => menuButton.focus());
    await openPalette(user, '{Control>}k{/Control}');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('combobox', { name: PALETTE })).not.toBeInTheDocument());
    // Closed without a record, it gives the focus back where it was.
    await waitFor(() => expect(menuButton).toHaveFocus());
    const search = await openPalette(user, '{Meta>}k{/Meta}');

    await user.type(search, 'partner ear');
    await user.click(await screen.findByRole('option', { name: 'Partner earnings' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/partner-earnings'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Partner earnings' })).toBeInTheDocument();
  });

  it("opens the palette from the header's search box too", async () => {
    const { user } = await signedInConsole();
    const [box] = screen
      .getAllByRole('button', { name: 'Find bookings, people, villas and pages' })
      .filter((button) => button.getAttribute('aria-keyshortcuts'));
    await user.click(box);
    await waitFor(() => expect(screen.getByRole('combobox', { name: PALETTE })).toHaveFocus());
  });

  it('opens the first match on Enter, without picking it with the arrows first', async () => {
    const { user, router } = await signedInConsole();
    await openPalette(user);
    await user.keyboard('management');
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Pool villa management',
      'User management',
      'Partner management',
      'Transfer management',
    ]);
    expect(options[0]).toHaveClass('Mui-focused');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/property-management'));
  });

  it('finds a page by its title in either language: "user" in the Thai console', async () => {
    const { user, router } = await signedInConsole('/', 'th');
    await openPalette(user, '{Control>}k{/Control}', 'ค้นหาการจอง บุคคล วิลล่า และหน้า');
    await user.keyboard('user');
    expect(await screen.findByRole('option', { name: 'จัดการผู้ใช้งาน' })).toBeInTheDocument();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/user-management'));
  });

  it('finds a page by its Thai title in the English console', async () => {
    const { user } = await signedInConsole();
    await openPalette(user);
    await user.keyboard('ผู้ใช้');
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['User management']);
  });

  it('starts the page chosen in the search with the focus on its heading', async () => {
    const { user, router } = await signedInConsole();
    await openPalette(user);
    await user.keyboard('partner ear');
    await screen.findByRole('option', { name: 'Partner earnings' });
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/partner-earnings'));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Partner earnings' });
    await waitFor(() => expect(heading).toHaveFocus());

    // Home too, whose heading is its greeting rather than a breadcrumb's.
    await openPalette(user);
    await user.keyboard('home');
    await screen.findByRole('option', { name: 'Home' });
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    // Home's own heading, not the one of the page it replaces while it loads.
    const greeting = await screen.findByRole('heading', {
      level: 1,
      name: /^Good (morning|afternoon|evening)/,
    });
    await waitFor(() => expect(greeting).toHaveFocus());
  });

  it('shows a breadcrumb with a home link and the page title', async () => {
    await signedInConsole('/transfer-management');
    const breadcrumb = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(breadcrumb).getByText('Transfer management')).toHaveAttribute('aria-current', 'page');
    expect(document.title).toBe('Transfer management · Pool Villa Admin');
  });

  it('scrolls to the top on each path change', async () => {
    const scrollTo = jest.spyOn(window, 'scrollTo');
    const { router } = await signedInConsole();
    scrollTo.mockClear();
    await act(() => router.navigate('/user-management'));
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, 0));
    scrollTo.mockRestore();
  });

  it('has a user menu with avatar, names, email, the profile link and sign-out', async () => {
    const { user, router, store, persistor } = await signedInConsole();
    const { firstName, lastName, email } = store.getState().auth.user ?? {};
    const menuButton = screen.getByRole('button', { name: 'Account menu' });
    expect(menuButton).toHaveTextContent(firstName ?? '');

    await user.click(menuButton);
    const menu = await screen.findByRole('menu');
    // Who is signed in heads the menu, and names it.
    const who = document.getElementById(menu.getAttribute('aria-labelledby') ?? '');
    expect(who).toHaveTextContent(`${firstName} ${lastName}`);
    expect(who).toHaveTextContent(email ?? '');
    expect(within(menu).getByRole('menuitem', { name: 'My profile' })).toHaveAttribute('href', '/profile');

    await user.click(within(menu).getByRole('menuitem', { name: 'Sign out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await waitFor(() => expect(sandbox.count(AuthPaths.logout, 'DELETE')).toBe(1));
    expect(router.state.location.state).toBeNull();
    await persistor.flush();
    for (const key of ['a', 'r', 'p', 's', 'u']) {
      expect(window.localStorage.getItem(key)).toBeNull();
      expect(window.sessionStorage.getItem(key)).toBeNull();
    }
    expect(store.getState().auth.accessToken).toBeNull();
  });
});

// happy-dom's viewport: its media queries answer as on a 390 px phone, or a 1280 px desktop.
const viewport = () => (window as unknown as { happyDOM: { setViewport: (size: object) => void } }).happyDOM;
const askedFor = () => QUEUE_LISTS.map((path) => sandbox.count(path) > 0);
const bookingsBadge = (nav: HTMLElement) =>
  within(nav).findByRole('button', { name: /^Bookings \d+ pending$/ });

describe("the menu's counts, from the counts call", () => {
  afterEach(() => viewport().setViewport({ width: 1280, height: 800 }));

  it('are asked for with the screen, in one small answer: no whole list is fetched for them', async () => {
    const tokens = await sandbox.tokensFor(seededAccounts.admin);
    await renderConsole({ route: '/user-management', tokens, language: 'en' });
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(await bookingsBadge(nav)).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('row').length).toBeGreaterThan(1));
    expect(sandbox.count(WorkQueuePaths.counts)).toBe(1);
    expect(askedFor()).toEqual([false, false, false, false]);
  });

  it('on a phone, are in the drawer as it opens, still without a whole list', async () => {
    viewport().setViewport({ width: 390, height: 844 });
    const tokens = await sandbox.tokensFor(seededAccounts.admin);
    const { user } = await renderConsole({ route: '/user-management', tokens, language: 'en' });
    await screen.findByRole('heading', { level: 1, name: 'User management' });
    await user.click(screen.getByRole('button', { name: 'Toggle sidebar' }));
    expect(
      await bookingsBadge(await screen.findByRole('navigation', { name: 'Main menu' })),
    ).toBeInTheDocument();
    expect(askedFor()).toEqual([false, false, false, false]);
  });
});

describe("the menu's counts, where the API has no counts call (404)", () => {
  beforeEach(() => withoutCountsCall(sandbox));
  afterEach(() => viewport().setViewport({ width: 1280, height: 800 }));

  /** User management, its own list drawn: a screen that needs none of the queues' lists. */
  async function userManagement() {
    const tokens = await sandbox.tokensFor(seededAccounts.admin);
    const rendered = await renderConsole({ route: '/user-management', tokens, language: 'en' });
    await screen.findByRole('heading', { level: 1, name: 'User management' });
    await waitFor(() => expect(sandbox.count(ProfilePaths.search)).toBeGreaterThan(0));
    await waitFor(() => expect(screen.getAllByRole('row').length).toBeGreaterThan(1));
    return rendered;
  }

  it("where the menu is a rail (768 px and up), are asked for once the screen's own list is in, not beside it", async () => {
    // The user list's answer waits until released; the sandbox then answers it as usual.
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let userListAsked = false;
    sandbox.server.use(
      http.get(`${TEST_API}${ProfilePaths.search}`, () => {
        userListAsked = true;
        return released.then(() => undefined);
      }),
    );
    const tokens = await sandbox.tokensFor(seededAccounts.admin);
    await renderConsole({ route: '/user-management', tokens, language: 'en' });
    await screen.findByRole('heading', { level: 1, name: 'User management' });
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    // The screen is drawn, its list asked for and still coming: nothing of the queues yet.
    await waitFor(() => expect(userListAsked).toBe(true));
    expect(askedFor()).toEqual([false, false, false, false]);

    release();
    await waitFor(() => expect(screen.getAllByRole('row').length).toBeGreaterThan(1));
    expect(await within(nav).findByRole('button', { name: /^Bookings \d+ pending$/ })).toBeInTheDocument();
    expect(askedFor()).toEqual([true, true, true, true]);
  });

  it("wait for the next screen when the screen's own list fails: a list they share is not asked for again under its error", async () => {
    let propertyListAsked = 0;
    sandbox.server.use(
      http.get(`${TEST_API}${PropertyPaths.adminWithOwner}`, () => {
        propertyListAsked += 1;
        return HttpResponse.json({ not: 'the envelope' });
      }),
    );
    const tokens = await sandbox.tokensFor(seededAccounts.admin);
    const { user } = await renderConsole({ route: '/property-management', tokens, language: 'en' });
    await screen.findByText('An error occurred while loading data. Please try again.');
    await act(() => Promise.resolve());
    expect(propertyListAsked).toBe(1);
    expect(askedFor()).toEqual([false, false, false, false]);

    sandbox.server.resetHandlers();
    withoutCountsCall(sandbox);
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'My profile' }));
    await screen.findByRole('heading', { level: 1, name: 'Profile' });
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(await within(nav).findByRole('button', { name: /^Bookings \d+ pending$/ })).toBeInTheDocument();
    expect(askedFor()).toEqual([true, true, true, true]);
  });

  it("on a phone, are asked for when the menu's drawer first opens, not with every screen", async () => {
    viewport().setViewport({ width: 390, height: 844 });
    const { user } = await userManagement();
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
    expect(askedFor()).toEqual([false, false, false, false]);

    await user.click(screen.getByRole('button', { name: 'Toggle sidebar' }));
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(await within(nav).findByRole('button', { name: /^Bookings \d+ pending$/ })).toBeInTheDocument();
    expect(askedFor()).toEqual([true, true, true, true]);
  });
});

describe('the header: the user menu from the keyboard', () => {
  it('closes on Tab, like any menu, and gives the focus back to its button', async () => {
    const { user } = await signedInConsole();
    const menuButton = screen.getByRole('button', { name: 'Account menu' });
    act(() => menuButton.focus());
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'My profile' })).toHaveFocus());

    await user.tab();
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(menuButton).toHaveFocus();
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('the header: a malformed profile answer', () => {
  it("shows '-' in the account menu for a profile of missing and mistyped fields, and its links still work", async () => {
    const tokens = await sandbox.tokensFor(seededAccounts.admin);
    // The profile page's call refreshes the session user, whom the header shows.
    malformed.answerOwnProfile(sandbox, tokens, { firstName: 7, lastName: { family: 'Jaidee' }, image: {} });
    const { user, router } = await renderConsole({ route: '/profile', tokens, language: 'en' });
    const menuButton = await screen.findByRole('button', { name: 'Account menu' });
    await waitFor(() => expect(menuButton).toHaveTextContent(/^-$/));
    expect(within(menuButton).queryByRole('img')).not.toBeInTheDocument();

    await user.click(menuButton);
    const menu = await screen.findByRole('menu');
    const who = document.getElementById(menu.getAttribute('aria-labelledby') ?? '') as HTMLElement;
    // Full name and the missing email.
    expect(within(who).getAllByText(/^-$/)).toHaveLength(2);
    malformed.expectSurvived();
    await user.click(within(menu).getByRole('menuitem', { name: 'Sign out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  }, 20_000);
});
