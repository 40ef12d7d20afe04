import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { BookingPaths, ProfilePaths } from '../../../contract';
import { RECENT_LIMIT } from '../../../src/find-anything/recentRecords';
import { StorageKey, writeItem } from '../../../src/lib/storage';
import { renderConsole } from '../../support/renderConsole';
import { seededAccounts, useSandbox } from '../../support/sandbox';
import { en, th } from '../../support/texts';
import { holdAnswers } from '../../support/heldAnswers';

const sandbox = useSandbox();

async function openPalette(language: 'th' | 'en' = 'en', route = '/user-management') {
  const tokens = await sandbox.tokensFor(seededAccounts.admin);
  const rendered = await renderConsole({ route, tokens, language, remember: true });
  await screen.findByRole('navigation', {
    name: language === 'en' ? en.layout.menu.label : th.layout.menu.label,
  });
  fireEvent.keyDown(document, { key: 'k', ctrlKey: true });
  const box = await screen.findByRole('combobox', {
    name: language === 'en' ? en.find.label : th.find.label,
  });
  await waitFor(() => expect(box).toHaveFocus());
  return { ...rendered, box };
}

type Row = Record<string, string | null>;
const query = (sql: string, ...values: unknown[]) =>
  (sandbox.app as unknown as { db: { prepare: (s: string) => { all: (...v: unknown[]) => Row[] } } }).db
    .prepare(sql)
    .all(...values);

const optionNamed = (name: RegExp) => screen.findByRole('option', { name }, { timeout: 5000 });

afterEach(() => sandbox.setFaults([]));

describe('the palette', () => {
  it('finds a booking by the last digits of its code, highlighted, with its facts and list, and opens it', async () => {
    const [booking] = query(
      `SELECT booking_code, first_name FROM bookings WHERE walk_in = 0 ORDER BY create_date DESC LIMIT 1`,
    );
    const digits = booking.booking_code!.slice(-3);
    const { box, user, router } = await openPalette();
    await user.type(box, digits);
    const option = await optionNamed(new RegExp(booking.booking_code!));
    expect(option).toHaveTextContent(booking.first_name!);
    expect(within(option).getByText(digits, { selector: 'mark' })).toBeInTheDocument();
    // Searched by code in each booking list, beside the keyword.
    await waitFor(() =>
      expect(
        sandbox.requests.filter(
          (request) => request.path.endsWith('/search') && request.query.get('bookingCode') === digits,
        ),
      ).toHaveLength(3),
    );
    // The first result is highlighted: Enter opens it where it lives.
    const listbox = screen.getByRole('listbox');
    expect(within(listbox).getAllByRole('option')[0]).toHaveTextContent(booking.booking_code!);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/transfer-management'));
    expect(new URLSearchParams(router.state.location.search).get('booking')).toBe(booking.booking_code);
    await waitFor(() =>
      expect(screen.queryByRole('combobox', { name: en.find.label })).not.toBeInTheDocument(),
    );
  });

  it("lists a booking whose code ends with the digits typed before those whose guest's phone holds them, and opens it", async () => {
    // A code whose last three digits are in another booking's guest phone (the keyword search finds that one too).
    const [{ code }] = query(
      `SELECT b.booking_code AS code FROM bookings b WHERE EXISTS (
         SELECT 1 FROM bookings o WHERE o.booking_id <> b.booking_id
           AND o.phone_number LIKE '%' || substr(b.booking_code, -3) || '%')
       ORDER BY b.booking_code LIMIT 1`,
    );
    const digits = code!.slice(-3);
    const { box, user, router } = await openPalette();
    await user.type(box, digits);
    await optionNamed(new RegExp(code!));
    await waitFor(() => expect(screen.queryByRole('progressbar', { name: en.find.searching })).toBeNull());
    const bookings = within(
      screen.getByRole('group', { name: new RegExp(`^${en.find.groups.booking}`) }),
    ).getAllByRole('option');
    expect(bookings.length).toBeGreaterThan(1);
    expect(bookings[0]).toHaveTextContent(code!);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('booking')).toBe(code));
  });

  it('keeps what is typed right after Ctrl+K, before the palette has appeared', async () => {
    const tokens = await sandbox.tokensFor(seededAccounts.admin);
    const { user } = await renderConsole({
      route: '/user-management',
      tokens,
      language: 'en',
      remember: true,
    });
    await screen.findByRole('navigation', { name: en.layout.menu.label });
    fireEvent.keyDown(document, { key: 'k', ctrlKey: true });
    // Typed at once, into whatever has the focus, while the palette's code may still be arriving.
    await user.keyboard('000147');
    const box = await screen.findByRole('combobox', { name: en.find.label });
    await waitFor(() => expect(box).toHaveFocus());
    expect(box).toHaveValue('000147');
    await user.keyboard('8');
    expect(box).toHaveValue('0001478');
  });

  it('finds users by a Thai name as typed and by an e-mail whatever its case', async () => {
    const [profile] = query(
      `SELECT first_name, last_name, email FROM profiles WHERE role = 'CUSTOMER' LIMIT 1`,
    );
    const { box, user } = await openPalette('th');
    await user.type(box, profile.first_name!);
    expect(await optionNamed(new RegExp(`${profile.first_name} ${profile.last_name}`))).toBeInTheDocument();
    expect(sandbox.requests.some((request) => request.path === ProfilePaths.search)).toBe(true);

    await user.clear(box);
    await user.type(box, profile.email!.toUpperCase());
    // The user is listed from the first letters on; the whole e-mail is marked once its answer is in.
    await waitFor(
      () => {
        const option = screen.getByRole('option', {
          name: new RegExp(`${profile.first_name} ${profile.last_name}`),
        });
        expect(within(option).getByText(profile.email!, { selector: 'mark' })).toBeInTheDocument();
      },
      { timeout: 5000 },
    );
  });

  it("dims an earlier term's records while the new one is searched: Enter opens none of them, but the villa typed once it is found", async () => {
    // A villa with bookings: they are found by its name too.
    const [villa] = query(
      `SELECT p.property_id AS id, p.property_name AS name FROM properties p
        WHERE EXISTS (SELECT 1 FROM bookings b JOIN property_types t ON t.property_type_id = b.property_type_id
                       WHERE t.property_id = p.property_id)
        ORDER BY p.property_name LIMIT 1`,
    );
    const [booking] = query(`SELECT booking_code FROM bookings WHERE walk_in = 0 LIMIT 1`);
    const { box, user, router } = await openPalette();
    await user.type(box, booking.booking_code!);
    await waitFor(() => expect(screen.queryByRole('progressbar', { name: en.find.searching })).toBeNull());
    expect(await optionNamed(new RegExp(booking.booking_code!))).toHaveAttribute('aria-disabled', 'false');

    // The villa's searches wait until the test lets them through.
    const letThrough = holdAnswers(
      sandbox,
      'get',
      '/*',
      (request) => new URL(request.url).searchParams.get('keyword') === villa.name,
    );
    await user.clear(box);
    await user.type(box, villa.name!);
    const stale = screen.getByRole('option', { name: new RegExp(booking.booking_code!) });
    expect(stale).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Enter}');
    expect(box).toBeInTheDocument();
    expect(router.state.location.search).toBe('');

    // The Enter was kept for the villa's name: its answer in, the villa opens.
    letThrough();
    await waitFor(() => expect(router.state.location.pathname).toBe('/property-management'));
    expect(new URLSearchParams(router.state.location.search).get('property')).toBe(villa.id);
  });

  it('keeps an Enter pressed right after typing, and opens the record the text names once its answer is in', async () => {
    const [booking] = query(
      `SELECT booking_code FROM bookings WHERE walk_in = 0 ORDER BY booking_code DESC LIMIT 1`,
    );
    const digits = booking.booking_code!.slice(-6);
    const letThrough = holdAnswers(
      sandbox,
      'get',
      '/*',
      (request) => new URL(request.url).searchParams.get('bookingCode') === digits,
    );
    const { box, user, router } = await openPalette();
    await user.type(box, `${digits}{Enter}`);
    expect(box).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/user-management');
    letThrough();
    await waitFor(() => expect(router.state.location.pathname).toBe('/transfer-management'));
    expect(new URLSearchParams(router.state.location.search).get('booking')).toBe(booking.booking_code);
  });

  it('opens nothing for a kept Enter when the text finds nothing, and says so', async () => {
    const { box, user, router } = await openPalette();
    await user.type(box, 'zzqx-nowhere{Enter}');
    expect(await screen.findByText(en.find.noMatch.replace('{{term}}', 'zzqx-nowhere'))).toBeInTheDocument();
    expect(box).toHaveFocus();
    expect(router.state.location.pathname).toBe('/user-management');
    // Typed on, the Enter is not carried over to the new text.
    await user.type(box, '{Backspace}');
    await waitFor(() => expect(screen.queryByRole('progressbar', { name: en.find.searching })).toBeNull());
    expect(router.state.location.pathname).toBe('/user-management');
  });

  it('keeps an Enter typed right after Ctrl+K with the text, before the palette has appeared', async () => {
    const [booking] = query(`SELECT booking_code FROM bookings WHERE booking_code LIKE '%000147'`);
    const tokens = await sandbox.tokensFor(seededAccounts.admin);
    const { user, router } = await renderConsole({
      route: '/user-management',
      tokens,
      language: 'en',
      remember: true,
    });
    await screen.findByRole('navigation', { name: en.layout.menu.label });
    fireEvent.keyDown(document, { key: 'k', ctrlKey: true });
    await user.keyboard('000147{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/transfer-management'));
    expect(new URLSearchParams(router.state.location.search).get('booking')).toBe(booking.booking_code);
  });

  it('finds a user by the phone number typed with separators, shown grouped', async () => {
    const [profile] = query(
      `SELECT first_name, last_name, phone_number FROM profiles
        WHERE role = 'CUSTOMER' AND length(phone_number) = 10 LIMIT 1`,
    );
    const phone = profile.phone_number!;
    const grouped = `${phone.slice(0, 3)}-${phone.slice(3, 6)}-${phone.slice(6)}`;
    const { box, user } = await openPalette();
    await user.type(box, grouped);
    const users = await screen.findByRole(
      'group',
      { name: new RegExp(`^${en.find.groups.user}`) },
      { timeout: 5000 },
    );
    const option = within(users).getByRole('option', {
      name: new RegExp(`${profile.first_name} ${profile.last_name}`),
    });
    expect(option).toHaveTextContent(grouped);
    expect(
      sandbox.requests.some(
        (request) => request.path === ProfilePaths.search && request.query.get('keyword') === phone,
      ),
    ).toBe(true);
  });

  it('says when nothing matches, and keeps the palette open when a search fails', async () => {
    const { box, user } = await openPalette();
    await user.type(box, 'zzqqzzqq');
    expect(await screen.findByText(en.find.noMatch.replace('{{term}}', 'zzqqzzqq'))).toBeInTheDocument();

    const [profile] = query(`SELECT email FROM profiles WHERE role = 'CUSTOMER' LIMIT 1`);
    const emailName = profile.email!.split('@')[0];
    await sandbox.setFaults([{ pattern: `${BookingPaths.acceptedPaymentSearch}*`, errorRate: 1 }]);
    await user.clear(box);
    await user.type(box, emailName);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(en.find.partlyFailed.replace('{{groups}}', en.find.groups.booking));
    // What the other searches found is listed.
    expect(await optionNamed(new RegExp(emailName))).toBeInTheDocument();
    expect(box).toBeInTheDocument();

    await sandbox.setFaults([]);
    await user.click(within(alert).getByRole('button', { name: en.common.tryAgain }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('lists the records opened last when the box is empty, for this admin only', async () => {
    const [profile] = query(`SELECT profile_id, email FROM profiles WHERE role = 'CUSTOMER' LIMIT 1`);
    const { box, user, router } = await openPalette();
    await user.type(box, profile.email!);
    // The user's line (a booking the same guest made shows the e-mail too).
    await user.click(await optionNamed(new RegExp(`${profile.email!}.*${en.roles.CUSTOMER}`)));
    await waitFor(() => expect(router.state.location.search).toBe(`?user=${profile.profile_id}`));

    // Over the user's dialog the link opened.
    await screen.findByRole('dialog', { name: /^Edit / });
    fireEvent.keyDown(document, { key: 'k', metaKey: true });
    const palette = await screen.findByRole('dialog', { name: en.find.title });
    const listbox = within(palette).getByRole('listbox');
    expect(within(listbox).getByText(en.find.groups.recent)).toBeInTheDocument();
    expect(within(listbox).getAllByRole('option')[0]).toHaveTextContent(profile.email!);
    // Another admin on this device sees none of it.
    const stored = JSON.parse(localStorage.getItem(StorageKey.recentRecords) ?? '[]') as [
      string,
      Record<string, unknown[]>,
    ];
    expect(Object.keys(stored[1])).toHaveLength(1);
  });

  it('drops stored entries it cannot read and keeps at most the limit', async () => {
    const tokens = await sandbox.tokensFor(seededAccounts.admin);
    const adminId = JSON.parse(atob(tokens.accessToken.split('.')[1])).sub as string;
    const entry = (index: number) => ({
      group: 'user',
      key: `user:${index}`,
      link: `/user-management?user=${index}`,
      title: `Stored ${index}`,
      facts: [],
    });
    writeItem(StorageKey.recentRecords, {
      [adminId]: [
        { group: 'user', key: 'bad', link: 'javascript:alert(1)', title: 'Evil', facts: [] },
        ...Array.from({ length: 12 }, (_, i) => entry(i)),
      ],
      someoneElse: [entry(99)],
    });
    await renderConsole({ route: '/', tokens, language: 'en', remember: true });
    fireEvent.keyDown(document, { key: 'k', ctrlKey: true });
    const listbox = await screen.findByRole('listbox');
    const stored = within(listbox)
      .getAllByRole('option')
      .filter((option) => /Stored/.test(option.textContent ?? ''));
    expect(stored).toHaveLength(RECENT_LIMIT);
    expect(within(listbox).queryByText('Evil')).not.toBeInTheDocument();
    expect(within(listbox).queryByText('Stored 99')).not.toBeInTheDocument();
  });
});
