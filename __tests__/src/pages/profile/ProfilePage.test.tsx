import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { formatPhone } from '../../../../src/lib/format';
import { AuthPaths, ImagePaths, ProfilePaths, type Profile } from '../../../../contract';
import type { Language } from '../../../../src/slices/themeSlice';
import * as malformed from '../../../support/malformed';
import { renderConsole } from '../../../support/renderConsole';
import { seededAccounts, useSandbox } from '../../../support/sandbox';
import { TEST_API } from '../../../support/testConfig';
import { subjectOf } from '../../../support/tokens';

const sandbox = useSandbox();

describe('profile', () => {
  it("shows the signed-in admin's details from the token, the labels, and the image", async () => {
    const tokens = await sandbox.tokensFor(seededAccounts.admin);
    const { store } = await renderConsole({ route: '/profile', tokens, language: 'en' });
    const user = store.getState().auth.user;
    expect(user).not.toBeNull();
    const personal = await screen.findByRole('region', { name: 'Personal information' });
    expect(within(personal).getByText(user?.firstName ?? '')).toBeInTheDocument();
    expect(within(personal).getByText(user?.lastName ?? '')).toBeInTheDocument();
    expect(within(personal).getByText(seededAccounts.admin)).toBeInTheDocument();
    expect(within(personal).getByText(formatPhone(user?.phoneNumber))).toBeInTheDocument();
    expect(screen.getAllByText('Administrator').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Application').length).toBeGreaterThan(0);
    expect(screen.getByRole('region', { name: 'Information' })).toHaveTextContent('1.1.0');
    // The header's avatar and the profile's own.
    const images = screen.getAllByRole('img', { name: `${user?.firstName} ${user?.lastName}` });
    expect(images).toHaveLength(2);
    for (const image of images)
      expect(image).toHaveAttribute('src', `${TEST_API}${ImagePaths.profile(user?.imageId ?? '')}`);
  });

  it('shows the initials in place of an image that fails to load', async () => {
    const tokens = await sandbox.tokensFor(seededAccounts.admin);
    const { store } = await renderConsole({ route: '/profile', tokens, language: 'en' });
    await screen.findByRole('region', { name: 'Personal information' });
    const user = store.getState().auth.user;
    for (const image of screen.getAllByRole('img', { name: `${user?.firstName} ${user?.lastName}` }))
      fireEvent.error(image);
    const initials = `${user?.firstName.charAt(0)}${user?.lastName.charAt(0)}`;
    expect(await screen.findAllByText(initials)).toHaveLength(2);
    expect(screen.queryAllByRole('img', { name: `${user?.firstName} ${user?.lastName}` })).toHaveLength(0);
  });

  it('refreshes the details from the profile call', async () => {
    const tokens = await sandbox.tokensFor(seededAccounts.admin);
    const profileId = subjectOf(tokens.accessToken);
    sandbox.server.use(
      http.get(`${TEST_API}${ProfilePaths.byId(profileId)}`, () =>
        HttpResponse.json({
          status: { code: 200, title: '', message: '', description: 'OK', transactionId: '' },
          data: {
            profileId,
            firstName: 'Malee',
            lastName: 'Srisuk',
            fullName: 'Malee Srisuk',
            email: 'malee@poolvilla.test',
            phoneNumber: '0899999999',
            role: 'ADMIN',
            active: true,
            image: null,
          } satisfies Profile,
        }),
      ),
    );
    await renderConsole({ route: '/profile', tokens, language: 'en' });
    expect(await screen.findByText('089-999-9999')).toBeInTheDocument();
    expect(screen.getByText('malee@poolvilla.test')).toBeInTheDocument();
    // The header follows: it reads the same session user.
    expect(screen.getByRole('button', { name: 'Account menu' })).toHaveTextContent('Malee');
  });

  it('signs out from the profile', async () => {
    const tokens = await sandbox.tokensFor(seededAccounts.admin);
    const { user, router, store } = await renderConsole({ route: '/profile', tokens, language: 'en' });
    const card = await screen.findByRole('button', { name: 'Sign out' });
    await user.click(card);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await waitFor(() => expect(sandbox.count(AuthPaths.logout, 'DELETE')).toBe(1));
    expect(store.getState().auth.user).toBeNull();
  });
});

describe('profile: malformed answers', () => {
  it.each<{ language: Language; personal: string; information: string; signOut: string }>([
    { language: 'en', personal: 'Personal information', information: 'Information', signOut: 'Sign out' },
    { language: 'th', personal: 'ข้อมูลส่วนตัว', information: 'ข้อมูล', signOut: 'ออกจากระบบ' },
  ])(
    "shows '-' for fields missing, null or of the wrong type, and signing out still works, in $language",
    async ({ language, personal, information, signOut }) => {
      const tokens = await sandbox.tokensFor(seededAccounts.admin);
      const profileId = malformed.answerOwnProfile(sandbox, tokens, {
        firstName: { th: 'สมชาย' },
        lastName: null,
        email: 42,
        image: ['not-an-id'],
      });
      const { user, router } = await renderConsole({ route: '/profile', tokens, language });
      const section = await screen.findByRole('region', { name: personal });
      // First name, last name, email and the missing phone number.
      await waitFor(() => expect(within(section).getAllByText(/^-$/)).toHaveLength(4));
      expect(screen.getByRole('heading', { level: 2, name: '-' })).toBeInTheDocument();
      expect(screen.getByRole('region', { name: information })).toHaveTextContent(profileId);
      expect(screen.queryAllByRole('img')).toHaveLength(0);
      malformed.expectSurvived();
      await user.click(screen.getByRole('button', { name: signOut }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    },
  );

  it("keeps the token's details when the answer is not a profile", async () => {
    const tokens = await sandbox.tokensFor(seededAccounts.admin);
    const path = ProfilePaths.byId(subjectOf(tokens.accessToken));
    malformed.answerGet(sandbox, path, malformed.NOT_THE_DATA);
    const { store } = await renderConsole({ route: '/profile', tokens, language: 'en' });
    const before = store.getState().auth.user;
    const personal = await screen.findByRole('region', { name: 'Personal information' });
    await waitFor(() => expect(sandbox.count(path)).toBe(1));
    expect(store.getState().auth.user).toEqual(before);
    expect(within(personal).getByText(before?.firstName ?? 'missing')).toBeInTheDocument();
    expect(within(personal).getByText(seededAccounts.admin)).toBeInTheDocument();
    // The profile call is silent: no alert over the page.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    malformed.expectSurvived();
  });
});
