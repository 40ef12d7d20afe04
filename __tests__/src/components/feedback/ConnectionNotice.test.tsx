import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderConsole } from '../../../support/renderConsole';
import { seededAccounts, useSandbox } from '../../../support/sandbox';

const sandbox = useSandbox();

/** The browser's word on the connection, as its online and offline events tell it. */
function goOnline(online: boolean) {
  act(() => {
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}
afterEach(() => {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
  document.head.querySelector('meta[name="build-id"]')?.remove();
});

describe('the connection', () => {
  it('says so while offline, disables changes with the reason, and says when it is back', async () => {
    const tokens = await sandbox.tokensFor(seededAccounts.admin);
    const { user } = await renderConsole({ tokens, route: '/user-management', language: 'en' });
    const grid = await screen.findByRole('grid');
    await waitFor(() => expect(within(grid).getAllByRole('row').length).toBeGreaterThan(1));
    const deleteButton = () => within(grid).getAllByRole('button', { name: /^Delete/ })[0];
    expect(deleteButton()).not.toHaveAttribute('aria-disabled');

    goOnline(false);
    expect(screen.getByTestId('connection-notice')).toHaveTextContent(
      "You're offline. The lists show what they last had, and changes wait until the connection returns.",
    );
    expect(deleteButton()).toHaveAttribute('aria-disabled', 'true');
    expect(deleteButton()).toHaveAccessibleDescription(
      'Unavailable offline: the change would not reach the server.',
    );
    await user.click(deleteButton());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The active switch too: it sends nothing, and says why.
    const activeSwitch = within(grid).getAllByRole('switch', { name: /^Account of .+ active$/ })[0];
    expect(activeSwitch).toHaveAttribute('aria-disabled', 'true');
    expect(activeSwitch).toHaveAccessibleDescription(
      'Unavailable offline: the change would not reach the server.',
    );
    const checked = (activeSwitch as HTMLInputElement).checked;
    sandbox.requests.length = 0;
    await user.click(activeSwitch);
    expect((activeSwitch as HTMLInputElement).checked).toBe(checked);
    expect(sandbox.requests.filter((request) => request.method === 'PATCH')).toEqual([]);

    goOnline(true);
    expect(screen.getByTestId('connection-notice')).toHaveTextContent(
      'Back online: the lists are being refreshed.',
    );
    expect(deleteButton()).not.toHaveAttribute('aria-disabled');
    await waitFor(() => expect(screen.queryByTestId('connection-notice')).not.toBeInTheDocument(), {
      timeout: 10_000,
    });
  });

  it('keeps a confirmation open but its Confirm disabled, with the reason, while offline', async () => {
    const tokens = await sandbox.tokensFor(seededAccounts.admin);
    const { user } = await renderConsole({ tokens, route: '/user-management', language: 'th' });
    const grid = await screen.findByRole('grid');
    await waitFor(() => expect(within(grid).getAllByRole('row').length).toBeGreaterThan(1));
    await user.click(within(grid).getAllByRole('button', { name: /^ลบ/ })[0]);
    const dialog = await screen.findByRole('dialog');
    const confirm = within(dialog).getAllByRole('button').at(-1)!;
    expect(confirm).toBeEnabled();

    goOnline(false);
    expect(confirm).toBeDisabled();
    expect(within(dialog).getByTestId('offline-reason')).toHaveTextContent(
      'ทำไม่ได้ขณะออฟไลน์ การเปลี่ยนแปลงจะไม่ถึงเซิร์ฟเวอร์',
    );
    goOnline(true);
    expect(confirm).toBeEnabled();
  });

  it('offers to reload after a redeploy, when the admin comes back to the tab, and never reloads by itself', async () => {
    const meta = document.createElement('meta');
    meta.name = 'build-id';
    meta.content = 'build-1';
    document.head.append(meta);
    let served = 'build-1';
    sandbox.server.use(
      http.get('*/index.html', () =>
        HttpResponse.text(`<!doctype html><html><head><meta name=build-id content=${served}></head></html>`, {
          headers: { 'content-type': 'text/html' },
        }),
      ),
    );
    const tokens = await sandbox.tokensFor(seededAccounts.admin);
    await renderConsole({ tokens, language: 'en' });
    await screen.findByRole('heading', { level: 1 });

    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    // The same build: nothing to say.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByTestId('redeploy-notice')).not.toBeInTheDocument();

    served = 'build-2';
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    const notice = await screen.findByTestId('redeploy-notice');
    expect(notice).toHaveTextContent('A new version of the console is available.');
    expect(within(notice).getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });
});
