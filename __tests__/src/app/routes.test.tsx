/**
 * The console's own route table (src/app/router.tsx): a page that throws while rendering, for any
 * reason the malformed-answer tests did not foresee (issue 7), is caught by its route's boundary.
 * The shell stays, the error page is translated, and there is a way back.
 */
import { createElement } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import { useAdminSession } from '../../support/adminSession';
import { renderConsole } from '../../support/renderConsole';
import { useSandbox } from '../../support/sandbox';

const sandbox = useSandbox();
const session = useAdminSession(sandbox);

/** While set, the real profile page throws as it renders, as a page meeting an answer it cannot read. */
const mockProfileFails = { now: false };
jest.mock('../../../src/pages/profile/ProfilePage', () => {
  const actual = jest.requireActual<typeof import('../../../src/pages/profile/ProfilePage')>(
    '../../../src/pages/profile/ProfilePage',
  );
  return {
    __esModule: true,
    default: function ProfilePage() {
      if (mockProfileFails.now) throw new TypeError("Cannot read properties of undefined (reading 'map')");
      return createElement(actual.default);
    },
  };
});

let consoleError: jest.SpyInstance;
beforeEach(() => {
  mockProfileFails.now = true;
  // React reports the caught error, and the boundary logs it with the route.
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  mockProfileFails.now = false;
  consoleError.mockRestore();
});

const errorPage = () => screen.getByTestId('route-error');

describe('a page that throws while rendering', () => {
  it('shows the translated error page in place of the page only, and Back to home leads home', async () => {
    const { user, router } = await renderConsole({
      tokens: session.tokens,
      route: '/profile',
      language: 'en',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toBeInTheDocument();
    expect(errorPage()).toHaveTextContent(
      'This page ran into a problem and could not be shown. Try again, or go back to the home page.',
    );
    expect(within(errorPage()).getByRole('button', { name: 'Try again' })).toBeEnabled();
    expect(within(errorPage()).getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Something went wrong · Pool Villa Admin');
    expect(consoleError).toHaveBeenCalledWith(
      'The page at /profile failed:',
      expect.objectContaining({ name: 'TypeError' }),
      expect.any(String),
    );
    // Only the page failed: the shell, its menu and header, are still there.
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();

    await user.click(within(errorPage()).getByRole('link', { name: 'Back to home' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(
      await screen.findByRole('heading', { level: 1, name: /^Good (morning|afternoon|evening)/ }),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('route-error')).not.toBeInTheDocument();
  });

  it('speaks Thai, follows a language switch, and Try again shows the page once it renders', async () => {
    const { user } = await renderConsole({ tokens: session.tokens, route: '/profile' });
    expect(await screen.findByRole('heading', { level: 1, name: 'เกิดข้อผิดพลาดบางอย่าง' })).toBeInTheDocument();
    expect(errorPage()).toHaveTextContent('หน้านี้พบปัญหาและไม่สามารถแสดงผลได้ ลองอีกครั้ง หรือกลับสู่หน้าแรก');
    expect(within(errorPage()).getByRole('link', { name: 'กลับสู่หน้าแรก' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('เกิดข้อผิดพลาดบางอย่าง · Pool Villa Admin');

    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toBeInTheDocument();
    expect(within(errorPage()).getByRole('link', { name: 'Back to home' })).toBeInTheDocument();

    mockProfileFails.now = false;
    await user.click(within(errorPage()).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    expect(screen.queryByTestId('route-error')).not.toBeInTheDocument();
  });

  it('leaves the other routes working: the menu leads to another page', async () => {
    const { user } = await renderConsole({ tokens: session.tokens, route: '/profile', language: 'en' });
    await screen.findByTestId('route-error');
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    await user.click(within(nav).getByRole('button', { name: /^Pool villa\b/ }));
    await user.click(within(nav).getByRole('link', { name: /^Pool villa management\b/ }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pool villa management' }),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('route-error')).not.toBeInTheDocument();
  });
});
