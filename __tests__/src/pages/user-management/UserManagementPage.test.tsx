import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { AuthPaths, ProfilePaths, type ApiEnvelope, type Profile, type Tokens } from '../../../../contract';
import type { Language } from '../../../../src/slices/themeSlice';
import { useAdminSession } from '../../../support/adminSession';
import * as malformed from '../../../support/malformed';
import { settledNotice } from '../../../support/notice';
import { renderConsole } from '../../../support/renderConsole';
import { seededAccounts, useSandbox } from '../../../support/sandbox';
import { TEST_API } from '../../../support/testConfig';
import { holdAnswers } from '../../../support/heldAnswers';

const sandbox = useSandbox();

const admin = useAdminSession(sandbox);

async function apiGet<T>(path: string): Promise<{ code: number; data: T }> {
  const answer = await sandbox.app.inject({
    method: 'GET',
    url: path,
    headers: { authorization: `Bearer ${admin.tokens.accessToken}` },
  });
  const body = answer.json<ApiEnvelope<T>>();
  return { code: body.status.code, data: body.data };
}
const allProfiles = async () => (await apiGet<Profile[]>(ProfilePaths.list)).data;
const profileByEmail = async (email: string) =>
  (await allProfiles()).find((profile) => profile.email === email) as Profile;
/** A profile of the seed, picked by a rule, so each test works on its own user. */
const pick = async (rule: (profile: Profile) => boolean, skip = 0) =>
  (await allProfiles()).filter(
    (profile) => profile.email && !profile.email.endsWith('.test') && rule(profile),
  )[skip];

const nameOf = (profile: Profile) => [profile.firstName, profile.lastName].filter(Boolean).join(' ');

/** A failed answer in the envelope, as the API sends it. */
const failure = (
  code: number,
  description = 'INJECTED_FAULT',
  message = 'The system is unable to process your request.',
) =>
  HttpResponse.json(
    { status: { code, title: 'Error (simulated)', message, description, transactionId: 'test' }, data: null },
    { status: code },
  );

async function openUsers(query = '', language: Language = 'en', tokens: Tokens = admin.tokens) {
  const view = await renderConsole({ tokens, route: `/user-management${query}`, language });
  await screen.findByRole('grid', { name: language === 'en' ? 'Users' : 'รายชื่อผู้ใช้งาน' });
  // Loaded: rows drawn, or one of the empty states.
  await waitFor(() =>
    expect(
      screen.queryAllByRole('row').length > 1 ||
        screen.queryByText(/^(No data found|No entries match|ไม่พบข้อมูล)/),
    ).toBeTruthy(),
  );
  const search = () => new URLSearchParams(view.router.state.location.search);
  return { ...view, search };
}

/** The grid row showing this text. */
const rowWith = (text: string) => screen.getByText(text).closest('[role="row"]') as HTMLElement;
const alertDialog = () => screen.findByRole('dialog', { name: /.+/ });
describe('user management list', () => {
  it('shows skeletons, not a blank grid, while the list loads', async () => {
    const answer = holdAnswers(sandbox, 'get', ProfilePaths.search);
    await renderConsole({ tokens: admin.tokens, route: '/user-management', language: 'en' });
    await waitFor(() =>
      expect(document.querySelector('.MuiSkeleton-root, .MuiDataGrid-skeletonLoadingOverlay')).not.toBeNull(),
    );
    expect(screen.queryAllByRole('row').length).toBeLessThanOrEqual(1);
    answer();
    await waitFor(() => expect(screen.getAllByRole('row').length).toBeGreaterThan(1));
  });

  it("lists every profile with its role, status and the admin's own account marked", async () => {
    const profiles = await allProfiles();
    const { unmount } = await openUsers('?size=30');
    expect(screen.getByText(`Showing 1 to 30 of ${profiles.length} entries`)).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(31);
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['#', 'User', 'Email', 'Phone number', 'Role', 'Status', 'Actions']);
    unmount();
    await openUsers(`?q=${encodeURIComponent(seededAccounts.admin)}`);
    const me = rowWith(seededAccounts.admin);
    expect(within(me).getByText('สมชาย ใจดี')).toBeInTheDocument();
    expect(within(me).getByText('You')).toBeInTheDocument();
    expect(within(me).getByText('Administrator')).toBeInTheDocument();
    expect(within(me).getByRole('switch', { name: 'Account of สมชาย ใจดี active' })).toBeChecked();
  });

  it('shows the hostile seeded name as text', async () => {
    await openUsers('?q=script');
    expect(await screen.findByText('<script>alert(1)</script>', { exact: false })).toBeInTheDocument();
    expect(document.querySelector('[role="grid"] script')).toBeNull();
  });

  it('loads the whole list once, and searches it in the browser as it is typed, back on page 1', async () => {
    const profiles = await allProfiles();
    const { user, search } = await openUsers('?page=3');
    // One call, without keyword or role: the list the API answers is every profile.
    const calls = () => sandbox.requests.filter((seen) => seen.path === ProfilePaths.search);
    expect(calls()).toHaveLength(1);
    sandbox.requests.length = 0;
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'สมชาย ใจดี');
    // Each word in the name, the email or the phone number, as the columns show them.
    const expected = profiles.filter((profile) =>
      ['สมชาย', 'ใจดี'].every((word) =>
        [profile.fullName, profile.firstName, profile.lastName, profile.email, profile.phoneNumber].some(
          (text) => text?.toLocaleLowerCase().includes(word),
        ),
      ),
    );
    expect(expected.length).toBeGreaterThan(0);
    // At once, with the last keystroke: no pause to wait for, no call to make.
    expect(
      screen.getByText(`Showing 1 to ${expected.length} of ${expected.length} entries`),
    ).toBeInTheDocument();
    expect(screen.getByText(seededAccounts.admin)).toBeInTheDocument();
    // The address follows once typing pauses, back on page 1.
    await waitFor(() => expect(search().get('q')).toBe('สมชาย ใจดี'));
    expect(search().has('page')).toBe(false);
    expect(calls()).toHaveLength(0);
  });

  it('tells when the list was loaded, and Refresh loads it again keeping the search and the page', async () => {
    const { user, search } = await openUsers('?page=2&q=a');
    expect(screen.getByTestId('list-updated')).toHaveTextContent(/^Updated \d{2}:\d{2}:\d{2}$/);
    sandbox.requests.length = 0;
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() =>
      expect(sandbox.requests.filter((seen) => seen.path === ProfilePaths.search)).toHaveLength(1),
    );
    expect(search().get('page')).toBe('2');
    expect(search().get('q')).toBe('a');
  });

  it('finds a user by phone number, and not by ids the admin does not see', async () => {
    const target = await pick((profile) => /^0\d{9}$/.test((profile.phoneNumber ?? '').replace(/\D/g, '')));
    const { user } = await openUsers();
    sandbox.requests.length = 0;
    const box = screen.getByRole('searchbox', { name: 'Search' });
    await user.type(box, target.phoneNumber as string);
    expect(rowWith(target.email as string)).toBeInTheDocument();
    // However it is typed: dots, brackets and spaces, Thailand's country code (as the palette finds it).
    const [, a, b, c] = /^0(\d{2})(\d{3})(\d{4})$/.exec((target.phoneNumber as string).replace(/\D/g, ''))!;
    for (const typed of [`0${a}.${b}.${c}`, `(0${a}) ${b}-${c}`, `+66${a}${b}${c}`, `+66 ${a} ${b} ${c}`]) {
      await user.clear(box);
      await user.paste(typed);
      expect({ typed, found: screen.queryByText(target.email as string) !== null }).toEqual({
        typed,
        found: true,
      });
    }
    await user.clear(box);
    await user.type(box, target.profileId);
    expect(screen.getByText('No entries match your search')).toBeInTheDocument();
    expect(sandbox.requests.filter((seen) => seen.path === ProfilePaths.search)).toHaveLength(0);
  });

  it('filters by role and by status in the browser, without another call', async () => {
    const profiles = await allProfiles();
    const { user, search } = await openUsers();
    sandbox.requests.length = 0;
    await user.click(screen.getByRole('combobox', { name: 'Role' }));
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All roles', 'Partner', 'Administrator', 'Customer']);
    await user.click(screen.getByRole('option', { name: 'Administrator' }));
    const admins = profiles.filter((profile) => profile.role === 'ADMIN');
    await screen.findByText(`Showing 1 to ${admins.length} of ${admins.length} entries`);
    expect(search().get('role')).toBe('ADMIN');

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: 'Inactive' }));
    const inactiveAdmins = admins.filter((profile) => !profile.active);
    await screen.findByText(`Showing 1 to ${inactiveAdmins.length} of ${inactiveAdmins.length} entries`);
    expect(search().get('status')).toBe('inactive');
    expect(within(rowWith(inactiveAdmins[0].email as string)).getByRole('switch')).not.toBeChecked();
    expect(sandbox.requests.filter((seen) => seen.path === ProfilePaths.search)).toHaveLength(0);
  });

  it('speaks Thai', async () => {
    await openUsers(`?q=${encodeURIComponent(seededAccounts.partner)}`, 'th');
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      '#',
      'ผู้ใช้งาน',
      'อีเมล',
      'เบอร์โทรศัพท์',
      'บทบาท',
      'สถานะ',
      'จัดการ',
    ]);
    expect(within(rowWith(seededAccounts.partner)).getByText('พาร์ทเนอร์')).toBeInTheDocument();
    expect(screen.getByText('แสดง 1 ถึง 1 จาก 1 รายการ')).toBeInTheDocument();
  });
});

describe('the active switch', () => {
  afterEach(() => sandbox.setFaults([]));

  it('toggles through the PATCH call and shows the new status', async () => {
    const target = await pick((profile) => profile.role === 'CUSTOMER' && profile.active);
    const { user } = await openUsers(`?q=${encodeURIComponent(target.email as string)}`);
    const toggle = within(rowWith(target.email as string)).getByRole('switch');
    expect(toggle).toBeChecked();
    await user.click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(await settledNotice()).toHaveTextContent(`The account of ${nameOf(target)} is now inactive.`);
    expect(sandbox.count(ProfilePaths.active(target.profileId), 'PATCH')).toBe(1);
    expect((await profileByEmail(target.email as string)).active).toBe(false);
  });

  it('toggles with Space once the keyboard reaches it', async () => {
    const target = await pick((profile) => profile.role === 'PARTNER' && profile.active, 1);
    const { user } = await openUsers(`?q=${encodeURIComponent(target.email as string)}`);
    const row = rowWith(target.email as string);
    await user.click(within(row).getByText(target.email as string));
    // Email → phone number → role → status.
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    const toggle = within(row).getByRole('switch');
    expect(toggle).toHaveFocus();
    await user.keyboard(' ');
    await waitFor(() => expect(toggle).not.toBeChecked());
    await settledNotice();
    expect(sandbox.count(ProfilePaths.active(target.profileId), 'PATCH')).toBe(1);
  });

  it('ignores clicks while the update runs, and shows the row busy', async () => {
    const target = await pick((profile) => profile.role === 'CUSTOMER' && profile.active, 1);
    // The update answers only once the clicks below are made.
    const answer = holdAnswers(sandbox, 'patch', ProfilePaths.active.route);
    const { user } = await openUsers(`?q=${encodeURIComponent(target.email as string)}`);
    const row = rowWith(target.email as string);
    const toggle = within(row).getByRole('switch');
    await user.click(toggle);
    expect(await within(row).findByRole('progressbar', { name: 'Working on it' })).toBeInTheDocument();
    await user.click(toggle);
    await user.click(within(row).getByRole('button', { name: /^Delete / }));
    await user.click(within(row).getByRole('button', { name: /^Edit the details/ }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    answer();
    await waitFor(() => expect(toggle).not.toBeChecked());
    await settledNotice();
    expect(sandbox.count(ProfilePaths.active(target.profileId), 'PATCH')).toBe(1);
  });

  it('leaves the row as it was and tells the admin when the update fails', async () => {
    const target = await pick((profile) => profile.role === 'PARTNER' && profile.active);
    sandbox.server.use(http.patch(`${TEST_API}${ProfilePaths.active.route}`, () => failure(500)));
    const { user } = await openUsers(`?q=${encodeURIComponent(target.email as string)}`);
    const toggle = within(rowWith(target.email as string)).getByRole('switch');
    await user.click(toggle);
    const dialog = await alertDialog();
    // The server's title (spec sections 7 and 8), with what failed said above its message.
    expect(dialog).toHaveAccessibleName('Error (simulated)');
    expect(dialog).toHaveAccessibleDescription(
      /^The user's status was not changed\s*The system is unable to process your request\.$/,
    );
    expect(screen.queryByTestId('notice')).not.toBeInTheDocument();
    expect(toggle).toBeChecked();
    expect(within(rowWith(target.email as string)).queryByRole('progressbar')).not.toBeInTheDocument();
    expect((await profileByEmail(target.email as string)).active).toBe(true);
  });

  it('keeps a user switched off in another window off: the toggle that turned it back on is sent again', async () => {
    const target = await pick((profile) => profile.role === 'CUSTOMER' && profile.active, 3);
    const { user } = await openUsers(`?q=${encodeURIComponent(target.email as string)}`);
    const toggle = within(rowWith(target.email as string)).getByRole('switch');
    expect(toggle).toBeChecked();
    // Another window deactivates the user after this page loaded the list.
    await sandbox.app.inject({
      method: 'PATCH',
      url: ProfilePaths.active(target.profileId),
      headers: { authorization: `Bearer ${admin.tokens.accessToken}` },
    });
    expect((await profileByEmail(target.email as string)).active).toBe(false);
    await user.click(toggle);
    await waitFor(() => expect(sandbox.count(ProfilePaths.active(target.profileId), 'PATCH')).toBe(2));
    await waitFor(() => expect(toggle).not.toBeChecked());
    await settledNotice();
    expect((await profileByEmail(target.email as string)).active).toBe(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('refreshes tokens that expired mid-session without the admin noticing', async () => {
    // Tokens of its own: the console rotates the refresh token, which the file's session keeps.
    const tokens = await sandbox.tokensFor(seededAccounts.admin);
    const target = await pick((profile) => profile.role === 'CUSTOMER' && profile.active, 4);
    const { user } = await openUsers(`?q=${encodeURIComponent(target.email as string)}`, 'en', tokens);
    const toggle = within(rowWith(target.email as string)).getByRole('switch');
    expect(toggle).toBeChecked();
    sandbox.requests.length = 0;
    await sandbox.setFaults([{ pattern: '/', expireTokens: true }]);
    await user.click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(await settledNotice()).toHaveTextContent(`The account of ${nameOf(target)} is now inactive.`);
    // Refused once with the expired token, refreshed once, sent again.
    expect(sandbox.count(ProfilePaths.active(target.profileId), 'PATCH')).toBe(2);
    expect(sandbox.count(AuthPaths.refreshToken)).toBe(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await sandbox.setFaults([]);
    expect((await profileByEmail(target.email as string)).active).toBe(false);
  });

  it("cannot deactivate the admin's own account, and says why", async () => {
    const { user } = await openUsers(`?q=${encodeURIComponent(seededAccounts.admin)}`);
    const row = rowWith(seededAccounts.admin);
    const toggle = within(row).getByRole('switch');
    expect(toggle).toHaveAttribute('aria-disabled', 'true');
    expect(toggle).toHaveAccessibleDescription('You cannot deactivate your own account.');
    await user.click(toggle);
    expect(toggle).toBeChecked();
    const me = await profileByEmail(seededAccounts.admin);
    expect(sandbox.count(ProfilePaths.active(me.profileId), 'PATCH')).toBe(0);
    expect(within(row).getByRole('button', { name: /^Change the role/ })).toHaveAccessibleDescription(
      'You cannot remove your own administrator role.',
    );
    expect(within(row).getByRole('button', { name: /^Delete/ })).toHaveAccessibleDescription(
      'You cannot delete your own account.',
    );
    await user.click(within(row).getByRole('button', { name: /^Delete/ }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('the change-role dialog', () => {
  it('makes no call when the role is unchanged, and changes it otherwise', async () => {
    const target = await pick((profile) => profile.role === 'CUSTOMER' && profile.active, 2);
    const name = nameOf(target);
    const { user } = await openUsers(`?q=${encodeURIComponent(target.email as string)}`);
    const row = () => rowWith(target.email as string);
    await user.click(within(row()).getByRole('button', { name: `Change the role of ${name}` }));
    let dialog = await screen.findByRole('dialog', { name: 'Change role' });
    expect(within(dialog).getByRole('combobox', { name: 'Role' })).toHaveTextContent('Customer');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sandbox.count(ProfilePaths.role(target.profileId), 'POST')).toBe(0);

    await user.click(within(row()).getByRole('button', { name: `Change the role of ${name}` }));
    dialog = await screen.findByRole('dialog', { name: 'Change role' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Role' }));
    await user.click(screen.getByRole('option', { name: 'Partner' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(row()).getByText('Partner')).toBeInTheDocument());
    expect(await settledNotice()).toHaveTextContent(`The role of ${name} is now Partner.`);
    expect(sandbox.count(ProfilePaths.role(target.profileId), 'POST')).toBe(1);
    expect((await profileByEmail(target.email as string)).role).toBe('PARTNER');
  });

  it('tells the admin when the change fails, and keeps the old role', async () => {
    const target = await pick((profile) => profile.role === 'CUSTOMER' && profile.active, 3);
    sandbox.server.use(
      http.post(`${TEST_API}${ProfilePaths.role.route}`, () =>
        failure(409, 'CONFLICT', 'This cannot be done now.'),
      ),
    );
    const { user } = await openUsers(`?q=${encodeURIComponent(target.email as string)}`);
    await user.click(
      within(rowWith(target.email as string)).getByRole('button', { name: /^Change the role/ }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Change role' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Role' }));
    await user.click(screen.getByRole('option', { name: 'Administrator' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('dialog', { name: 'Error (simulated)' });
    expect(alert).toHaveTextContent('The role was not changed');
    expect(alert).toHaveTextContent('This cannot be done now.');
    expect(within(rowWith(target.email as string)).getByText('Customer')).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'OK, got it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect((await profileByEmail(target.email as string)).role).toBe('CUSTOMER');
  });
});

describe('deleting a user', () => {
  it('asks first, then deletes and the row disappears', async () => {
    const target = await pick((profile) => profile.role === 'CUSTOMER' && !profile.active);
    const name = nameOf(target);
    const { user } = await openUsers(`?q=${encodeURIComponent(target.email as string)}`);
    await user.click(within(rowWith(target.email as string)).getByRole('button', { name: `Delete ${name}` }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete this user?' });
    expect(dialog).toHaveTextContent(`The account of ${name} (${target.email}) will be deleted.`);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sandbox.count(ProfilePaths.remove(target.profileId), 'DELETE')).toBe(0);

    await user.click(within(rowWith(target.email as string)).getByRole('button', { name: `Delete ${name}` }));
    dialog = await screen.findByRole('dialog', { name: 'Delete this user?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete user' }));
    expect(await screen.findByText('No entries match your search')).toBeInTheDocument();
    expect(await settledNotice()).toHaveTextContent(`The account of ${name} has been deleted.`);
    expect(sandbox.count(ProfilePaths.remove(target.profileId), 'DELETE')).toBe(1);
    expect((await apiGet(ProfilePaths.byId(target.profileId))).code).toBe(404);
  });

  it('makes one call for a double click on Delete user, and shows the row busy meanwhile', async () => {
    const target = await pick((profile) => profile.role === 'CUSTOMER' && !profile.active, 2);
    const name = nameOf(target);
    // The delete answers only once the double click is made.
    const answer = holdAnswers(sandbox, 'delete', ProfilePaths.remove.route);
    const { user } = await openUsers(`?q=${encodeURIComponent(target.email as string)}`);
    const row = rowWith(target.email as string);
    await user.click(within(row).getByRole('button', { name: `Delete ${name}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this user?' });
    await user.dblClick(within(dialog).getByRole('button', { name: 'Delete user' }));
    expect(await within(row).findByRole('progressbar', { name: 'Working on it' })).toBeInTheDocument();
    answer();
    expect(await screen.findByText('No entries match your search')).toBeInTheDocument();
    expect(await settledNotice()).toHaveTextContent(`The account of ${name} has been deleted.`);
    expect(sandbox.count(ProfilePaths.remove(target.profileId), 'DELETE')).toBe(1);
    expect((await apiGet(ProfilePaths.byId(target.profileId))).code).toBe(404);
  });

  it('keeps the row and tells the admin when the delete fails', async () => {
    const target = await pick((profile) => profile.role === 'CUSTOMER' && !profile.active, 1);
    sandbox.server.use(http.delete(`${TEST_API}${ProfilePaths.remove.route}`, () => HttpResponse.error()));
    const { user } = await openUsers(`?q=${encodeURIComponent(target.email as string)}`);
    await user.click(within(rowWith(target.email as string)).getByRole('button', { name: /^Delete/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete user' }));
    const alert = await screen.findByRole('dialog', { name: 'The user was not deleted' });
    expect(alert).toHaveTextContent(
      'The system is unable to process your request at the moment. Please try again later.',
    );
    expect(rowWith(target.email as string)).toBeInTheDocument();
    expect((await apiGet(ProfilePaths.byId(target.profileId))).code).toBe(200);
  });
});

describe('faulty answers', () => {
  it('shows the load error with Try again, and recovers', async () => {
    let failing = true;
    sandbox.server.use(
      http.get(`${TEST_API}${ProfilePaths.search}`, () => (failing ? failure(500) : undefined)),
    );
    const { user } = await renderConsole({ tokens: admin.tokens, route: '/user-management', language: 'en' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error occurred while loading data. Please try again.',
    );
    expect(screen.queryByText('An error occurred during search. Please try again.')).not.toBeInTheDocument();
    // The page shows the error itself: no alert dialog on top.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('grid', { name: 'Users' })).toBeInTheDocument();
  });

  it.each<{ language: Language; searchFailed: string; loadFailed: string }>([
    {
      language: 'en',
      searchFailed: 'An error occurred during search. Please try again.',
      loadFailed: 'An error occurred while loading data. Please try again.',
    },
    {
      language: 'th',
      searchFailed: 'เกิดข้อผิดพลาดในการค้นหา กรุณาลองใหม่อีกครั้ง',
      loadFailed: 'เกิดข้อผิดพลาดในการโหลดข้อมูล กรุณาลองใหม่อีกครั้ง',
    },
  ])(
    'says the search failed when it is a search that failed, in $language',
    async ({ language, searchFailed, loadFailed }) => {
      sandbox.server.use(http.get(`${TEST_API}${ProfilePaths.search}`, () => failure(500)));
      await renderConsole({ tokens: admin.tokens, route: '/user-management?q=abc', language });
      expect(await screen.findByRole('alert')).toHaveTextContent(searchFailed);
      expect(screen.queryByText(loadFailed)).not.toBeInTheDocument();
      expect(screen.queryAllByRole('row')).toHaveLength(0);
      // The page says it: no alert dialog on top.
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      malformed.expectSurvived();
    },
  );

  it('shows the Thai load error when every call fails on the network, and Try again brings the rows back', async () => {
    sandbox.server.use(http.get(`${TEST_API}/*`, () => HttpResponse.error()));
    const { user } = await renderConsole({ tokens: admin.tokens, route: '/user-management', language: 'th' });
    const failed = (await screen.findByText('เกิดข้อผิดพลาดในการโหลดข้อมูล กรุณาลองใหม่อีกครั้ง')).closest(
      '[role="alert"]',
    ) as HTMLElement;
    expect(within(failed).getByRole('button', { name: 'ลองใหม่อีกครั้ง' })).toBeInTheDocument();
    // Every list call is silent: the page says it, no general alert on top.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    sandbox.server.resetHandlers();
    await user.click(within(failed).getByRole('button', { name: 'ลองใหม่อีกครั้ง' }));
    expect(await screen.findByRole('grid', { name: 'รายชื่อผู้ใช้งาน' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('row').length).toBeGreaterThan(1));
    expect(screen.queryByText('เกิดข้อผิดพลาดในการโหลดข้อมูล กรุณาลองใหม่อีกครั้ง')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("renders '-' for missing fields and an empty list for data that is not a list", async () => {
    sandbox.server.use(
      http.get(`${TEST_API}${ProfilePaths.search}`, () =>
        HttpResponse.json({
          status: { code: 200, title: '', message: '', description: 'OK', transactionId: 't' },
          data: [
            { profileId: 'p-odd', firstName: null, lastName: 42, email: null, role: 'ROOT', active: 'yes' },
            null,
            'text',
          ],
        }),
      ),
    );
    await openUsers();
    expect(screen.getByText('Showing 1 to 1 of 1 entries')).toBeInTheDocument();
    const row = screen.getAllByRole('row')[1];
    // Name, email, phone number and role all missing or unknown.
    expect(within(row).getAllByText('-')).toHaveLength(4);
    expect(within(row).getByRole('switch')).not.toBeChecked();
  });

  it('shows "No data found" when the answer has no list', async () => {
    sandbox.server.use(
      http.get(`${TEST_API}${ProfilePaths.search}`, () =>
        HttpResponse.json({
          status: { code: 200, title: '', message: '', description: 'OK', transactionId: 't' },
          data: null,
        }),
      ),
    );
    await openUsers();
    expect(screen.getByText('No data found')).toBeInTheDocument();
  });

  it('leaves a profile without its id out of the table, and says so', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    sandbox.server.use(
      http.get(`${TEST_API}${ProfilePaths.search}`, () =>
        HttpResponse.json({
          status: { code: 200, title: '', message: '', description: 'OK', transactionId: 't' },
          data: [
            { firstName: 'No', lastName: 'Id', email: 'no-id@mail.test', role: 'CUSTOMER', active: true },
            { profileId: 'p1', firstName: 'Has', lastName: 'Id', email: 'id@mail.test', role: 'CUSTOMER', active: true },
          ],
        }),
      ),
    );
    await renderConsole({ tokens: admin.tokens, route: '/user-management', language: 'en' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '1 row could not be shown (row 1): it has no id, and an id property is required for each data row.',
    );
    expect(await screen.findByText('id@mail.test')).toBeInTheDocument();
    expect(screen.queryByText('no-id@mail.test')).not.toBeInTheDocument();
    error.mockRestore();
  });
});

describe('user management: malformed answers', () => {
  const profile = {
    profileId: 'm',
    ...malformed.A_PERSON,
    fullName: 'Malee Srisuk',
    role: 'CUSTOMER',
    active: true,
    image: 'image-1',
  };

  it("shows '-' for fields missing, null or of the wrong type; the switch, role and delete dialogs still work", async () => {
    malformed.answerGet(sandbox, ProfilePaths.search, [
      ...malformed.brokenCopies(profile, 'profileId'),
      ...malformed.JUNK_ENTRIES,
    ]);
    const { user } = await openUsers();
    expect(screen.getByText('Showing 1 to 4 of 4 entries')).toBeInTheDocument();
    const [missing, nulls, mistyped, whole] = screen.getAllByRole('row').slice(1);
    for (const row of [missing, nulls, mistyped]) {
      // Name, email, phone number and role.
      expect(within(row).getAllByText(/^-$/)).toHaveLength(4);
      expect(within(row).getByRole('switch', { name: 'Account of - active' })).not.toBeChecked();
      expect(within(row).queryByRole('img')).not.toBeInTheDocument();
    }
    expect(whole).toHaveTextContent('Malee Srisuk');
    expect(within(whole).getByRole('img', { name: 'Malee Srisuk' })).toBeInTheDocument();
    expect(within(whole).getByRole('switch')).toBeChecked();
    malformed.expectSurvived();

    await user.click(within(mistyped).getByRole('button', { name: 'Change the role of -' }));
    const roleDialog = await screen.findByRole('dialog', { name: 'Change role' });
    expect(roleDialog).toHaveTextContent('Choose the new role of -.');
    await user.click(within(roleDialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(within(nulls).getByRole('button', { name: 'Delete -' }));
    const deleteDialog = await screen.findByRole('dialog', { name: 'Delete this user?' });
    expect(deleteDialog).toHaveTextContent('The account of - (-) will be deleted.');
    malformed.expectSurvived();
    await user.click(within(deleteDialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    malformed.expectSurvived();
  });

  it('shows "No data found" for data that is not a list, and the load error for an answer that is not the envelope', async () => {
    malformed.answerGet(sandbox, ProfilePaths.search, malformed.NOT_THE_DATA);
    const { unmount } = await openUsers();
    expect(screen.getByText('No data found')).toBeInTheDocument();
    unmount();

    await malformed.expectErrorThenRecovery(sandbox, ProfilePaths.search, {
      open: () => renderConsole({ tokens: admin.tokens, route: '/user-management', language: 'en' }),
      message: 'An error occurred while loading data. Please try again.',
      recovered: () => expect(screen.getAllByRole('row').length).toBeGreaterThan(1),
    });
  });
});
