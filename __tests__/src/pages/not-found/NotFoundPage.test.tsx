import { screen, waitFor } from '@testing-library/react';
import type { Language } from '../../../../src/slices/themeSlice';
import * as malformed from '../../../support/malformed';
import { useAdminSession } from '../../../support/adminSession';
import { renderConsole } from '../../../support/renderConsole';
import { useSandbox } from '../../../support/sandbox';

const session = useAdminSession(useSandbox());

describe('not found', () => {
  it('answers any unknown path, signed in or not', async () => {
    await renderConsole({ route: '/no/such/page', language: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText("We can't seem to find the page you are looking for!")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(screen.getByText(new RegExp(`© ${new Date().getFullYear()} Pool Villa`))).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Page not found · Pool Villa Admin'));
    malformed.expectSurvived();
  });

  it('speaks Thai by default: title, text, its link home and the copyright line', async () => {
    await renderConsole({ route: '/nope' });
    expect(await screen.findByRole('heading', { level: 1, name: 'ไม่พบหน้าที่ต้องการ' })).toBeInTheDocument();
    expect(screen.getByText('ขออภัย เราไม่พบหน้าที่คุณกำลังค้นหา!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'กลับสู่หน้าแรก' })).toHaveAttribute('href', '/');
    expect(screen.getByText(`© ${new Date().getFullYear()} Pool Villa สงวนลิขสิทธิ์`)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('ไม่พบหน้าที่ต้องการ · Pool Villa Admin'));
    malformed.expectSurvived();
  });

  it.each<{ language: Language; home: string; greeting: RegExp }>([
    { language: 'en', home: 'Back to home', greeting: /^Good (morning|afternoon|evening)/ },
    { language: 'th', home: 'กลับสู่หน้าแรก', greeting: /^สวัสดีตอน/ },
  ])('leads the signed-in admin home in $language', async ({ language, home, greeting }) => {
    const { user, router } = await renderConsole({
      route: '/no/such/page',
      language,
      tokens: session.tokens,
    });
    await user.click(await screen.findByRole('link', { name: home }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { level: 1, name: greeting })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: home })).not.toBeInTheDocument();
  });
});
