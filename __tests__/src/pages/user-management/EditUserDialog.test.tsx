import { File as NodeFile } from 'node:buffer';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { formatPhone } from '../../../../src/lib/format';
import { ProfilePaths, type ApiEnvelope, type Profile } from '../../../../contract';
import type { Language } from '../../../../src/slices/themeSlice';
import { useAdminSession } from '../../../support/adminSession';
import { pngBytes } from '../../../support/imageBytes';
import { settledNotice } from '../../../support/notice';
import { renderConsole } from '../../../support/renderConsole';
import { seededAccounts, useSandbox } from '../../../support/sandbox';
import { TEST_API } from '../../../support/testConfig';

jest.mock('compressorjs', () => jest.requireActual('../../../support/passThroughCompressor'));
// The test DOM's File cannot hold Node's Blob (the environment's): Node's File, as a browser has one kind.
Object.defineProperty(globalThis, 'File', { configurable: true, value: NodeFile });

const sandbox = useSandbox();
const admin = useAdminSession(sandbox, { perTest: true });

const profileById = async (profileId: string) =>
  (
    await sandbox.app.inject({
      method: 'GET',
      url: ProfilePaths.byId(profileId),
      headers: { authorization: `Bearer ${admin.tokens.accessToken}` },
    })
  ).json<ApiEnvelope<Profile>>().data;
const allProfiles = () => admin.get<Profile[]>(ProfilePaths.list);
/** A seeded customer, a different one for each test. */
const customer = async (skip: number) =>
  (await allProfiles()).filter(
    (profile) => profile.role === 'CUSTOMER' && profile.email && !profile.email.endsWith('.test'),
  )[skip];
const nameOf = (profile: Profile) => `${profile.firstName} ${profile.lastName}`;

/** The JSON bodies of the PUTs sent to a profile, as they left the console. */
function sentUpdates(profileId: string): unknown[] {
  const bodies: unknown[] = [];
  sandbox.server.events.on('request:start', ({ request }) => {
    if (request.method === 'PUT' && new URL(request.url).pathname === ProfilePaths.byId(profileId))
      void request
        .clone()
        .json()
        .then((body) => bodies.push(body));
  });
  return bodies;
}

async function openEditor(target: Profile, language: Language = 'en') {
  const view = await renderConsole({
    tokens: admin.tokens,
    route: `/user-management?q=${encodeURIComponent(target.email as string)}`,
    language,
  });
  const row = () => screen.getByText(target.email as string).closest('[role="row"]') as HTMLElement;
  await waitFor(() => row());
  const label = language === 'en' ? `Edit the details of ${nameOf(target)}` : `แก้ไขข้อมูลของ ${nameOf(target)}`;
  await view.user.click(within(row()).getByRole('button', { name: label }));
  const dialog = await screen.findByRole('dialog', {
    name: language === 'en' ? `Edit ${nameOf(target)}` : `แก้ไขข้อมูล ${nameOf(target)}`,
  });
  return { ...view, dialog, row };
}

describe("editing a user's details", () => {
  it('opens filled in; Save without a change makes no call', async () => {
    const target = await customer(0);
    const { dialog, user } = await openEditor(target);
    expect(within(dialog).getByRole('textbox', { name: 'First name' })).toHaveValue(target.firstName);
    expect(within(dialog).getByRole('textbox', { name: 'Last name' })).toHaveValue(target.lastName);
    expect(within(dialog).getByRole('textbox', { name: 'Email' })).toHaveValue(target.email);
    // The stored digits, grouped as the console shows numbers.
    expect(within(dialog).getByRole('textbox', { name: 'Phone number' })).toHaveValue(
      target.phoneNumber ? formatPhone(target.phoneNumber) : '',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sandbox.count(ProfilePaths.byId(target.profileId), 'PUT')).toBe(0);
  });

  it('sends only the changed fields, shows the new name in the row and confirms it', async () => {
    const target = await customer(1);
    const bodies = sentUpdates(target.profileId);
    const { dialog, user, row } = await openEditor(target);
    const firstName = within(dialog).getByRole('textbox', { name: 'First name' });
    await user.clear(firstName);
    await user.type(firstName, '  สมหญิง ');
    const phone = within(dialog).getByRole('textbox', { name: 'Phone number' });
    await user.clear(phone);
    await user.type(phone, '+66 81-234-5678');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await settledNotice()).toHaveTextContent(`The details of ${nameOf(target)} have been saved.`);
    await waitFor(() => expect(within(row()).getByText(`สมหญิง ${target.lastName}`)).toBeInTheDocument());
    // The number in its stored form, digits only, shown grouped in the row.
    expect(bodies).toEqual([{ firstName: 'สมหญิง', phoneNumber: '0812345678' }]);
    expect(row()).toHaveTextContent('081-234-5678');
    const stored = await profileById(target.profileId);
    expect(stored).toMatchObject({
      firstName: 'สมหญิง',
      lastName: target.lastName,
      email: target.email,
      phoneNumber: '0812345678',
    });
  });

  it('finds the user again by the number, typed with separators or without', async () => {
    const target = await customer(3);
    const { dialog, user, router } = await openEditor(target);
    const phone = within(dialog).getByRole('textbox', { name: 'Phone number' });
    await user.clear(phone);
    await user.type(phone, '089-765-4321');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await settledNotice();
    const search = screen.getByRole('searchbox', { name: 'Search' });
    for (const typed of ['0897654321', '089-765-4321', '089 765 4321']) {
      await user.clear(search);
      await user.type(search, `${typed}{Enter}`);
      await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('q')).toBe(typed));
      const rows = within(screen.getByRole('grid')).getAllByRole('row').slice(1);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toHaveTextContent(target.email!);
      expect(rows[0]).toHaveTextContent('089-765-4321');
    }
  });

  it('refuses empty names, a malformed email and phone number before sending, and focuses the first', async () => {
    const target = await customer(2);
    const { dialog, user } = await openEditor(target);
    await user.clear(within(dialog).getByRole('textbox', { name: 'Last name' }));
    const email = within(dialog).getByRole('textbox', { name: 'Email' });
    await user.clear(email);
    await user.type(email, 'somchai@example');
    const phone = within(dialog).getByRole('textbox', { name: 'Phone number' });
    await user.clear(phone);
    await user.type(phone, '12ab');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(within(dialog).getByRole('textbox', { name: 'Last name' })).toHaveAccessibleDescription(
      'Required',
    );
    expect(email).toHaveAccessibleDescription('Enter an email address such as name@example.com');
    expect(phone).toHaveAccessibleDescription('Enter 8 to 21 digits, spaces or hyphens, e.g. 081-234-5678');
    expect(within(dialog).getByRole('textbox', { name: 'Last name' })).toHaveFocus();
    expect(sandbox.count(ProfilePaths.byId(target.profileId), 'PUT')).toBe(0);

    // Corrected, the message goes as it is typed, and the save goes through.
    await user.type(within(dialog).getByRole('textbox', { name: 'Last name' }), 'ใจดี');
    expect(within(dialog).getByRole('textbox', { name: 'Last name' })).not.toHaveAccessibleDescription(
      'Required',
    );
    await user.type(email, '.co.th');
    await user.clear(phone);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await profileById(target.profileId)).toMatchObject({
      lastName: 'ใจดี',
      email: 'somchai@example.co.th',
      phoneNumber: null,
    });
  });

  it("keeps the dialog and what was typed when the email is another account's, and says so", async () => {
    const target = await customer(3);
    const { dialog, user } = await openEditor(target);
    const email = within(dialog).getByRole('textbox', { name: 'Email' });
    await user.clear(email);
    await user.type(email, seededAccounts.partner);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    const alert = await screen.findByRole('dialog', { name: 'Email already in use' });
    expect(alert).toHaveTextContent('The details were not saved');
    expect(alert).toHaveTextContent('Another account already uses this email. Please use a different one.');
    expect(email).toHaveValue(seededAccounts.partner);
    expect((await profileById(target.profileId)).email).toBe(target.email);
  });

  it('uploads a chosen photo with the details; a file that is not an image is refused before sending', async () => {
    const target = await customer(4);
    const { dialog, user, row } = await openEditor(target);
    const input = within(dialog).getByTestId('profile-image-input');
    await user.upload(
      input,
      new File([new TextEncoder().encode('%PDF-1.7\n')], 'me.jpg', { type: 'image/jpeg' }),
    );
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Only JPG or PNG images can be uploaded.',
    );

    await user.upload(input, new File([pngBytes()], 'me.png', { type: 'image/png' }));
    expect(await within(dialog).findByText('New photo: me.png (saved with the details)')).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sandbox.count(ProfilePaths.image(target.profileId), 'POST')).toBe(1);
    expect(sandbox.count(ProfilePaths.byId(target.profileId), 'PUT')).toBe(0);
    const stored = await profileById(target.profileId);
    expect(stored.image).toBeTruthy();
    expect(stored.image).not.toBe(target.image);
    await waitFor(() =>
      expect(within(row()).getByRole('img')).toHaveAttribute(
        'src',
        expect.stringContaining(stored.image as string),
      ),
    );
  });

  it('says the details were saved but the photo was not, and Save then sends only the photo', async () => {
    const target = await customer(5);
    let failing = true;
    sandbox.server.use(
      http.post(`${TEST_API}${ProfilePaths.image.route}`, () => (failing ? HttpResponse.error() : undefined)),
    );
    const { dialog, user } = await openEditor(target);
    const lastName = within(dialog).getByRole('textbox', { name: 'Last name' });
    await user.clear(lastName);
    await user.type(lastName, 'มีสุข');
    await user.upload(
      within(dialog).getByTestId('profile-image-input'),
      new File([pngBytes()], 'me.png', { type: 'image/png' }),
    );
    await within(dialog).findByText(/^New photo/);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    const alert = await screen.findByRole('dialog', {
      name: 'The details were saved, but the photo was not',
    });
    expect((await profileById(target.profileId)).lastName).toBe('มีสุข');
    await user.click(within(alert).getByRole('button', { name: /OK|Close/ }));
    await waitFor(() => expect(alert).not.toBeInTheDocument());
    failing = false;
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sandbox.count(ProfilePaths.byId(target.profileId), 'PUT')).toBe(1);
    // The first photo failed on the network, before the sandbox saw it; the second one landed.
    expect(sandbox.count(ProfilePaths.image(target.profileId), 'POST')).toBe(1);
    expect((await profileById(target.profileId)).image).toBeTruthy();
  });

  it('follows in the header when the admin edits their own account', async () => {
    const me = (await allProfiles()).find((profile) => profile.email === seededAccounts.admin) as Profile;
    const { dialog, user, store } = await openEditor(me);
    const firstName = within(dialog).getByRole('textbox', { name: 'First name' });
    await user.clear(firstName);
    await user.type(firstName, 'ผู้ดูแล');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(store.getState().auth.user?.firstName).toBe('ผู้ดูแล'));
  });

  it('speaks Thai', async () => {
    const target = await customer(6);
    const { dialog, user } = await openEditor(target, 'th');
    for (const label of ['ชื่อ', 'นามสกุล', 'อีเมล', 'เบอร์โทรศัพท์'])
      expect(within(dialog).getByRole('textbox', { name: label })).toBeInTheDocument();
    await user.clear(within(dialog).getByRole('textbox', { name: 'ชื่อ' }));
    await user.click(within(dialog).getByRole('button', { name: 'บันทึก' }));
    expect(within(dialog).getByRole('textbox', { name: 'ชื่อ' })).toHaveAccessibleDescription('กรุณากรอกข้อมูล');
  });
});
