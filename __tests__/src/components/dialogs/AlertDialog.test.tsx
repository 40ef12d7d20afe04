import { act, screen, waitFor } from '@testing-library/react';
import { alertShown, type AlertType } from '../../../../src/slices/alertSlice';
import { renderConsole } from '../../../support/renderConsole';

const emptyRoutes = [{ path: '/', element: null }];

describe('the alert dialog', () => {
  it.each<[AlertType, string]>([
    ['success', 'Success Alert!'],
    ['info', 'Information Alert!'],
    ['warning', 'Warning Alert!'],
    ['error', 'Danger Alert!'],
  ])('shows the default %s title and closes on acknowledge', async (type, title) => {
    const { store, user } = await renderConsole({ routes: emptyRoutes, language: 'en' });
    act(() => {
      store.dispatch(alertShown({ type, message: 'Saved.' }));
    });
    const dialog = await screen.findByRole('dialog', { name: title });
    expect(dialog).toHaveTextContent('Saved.');
    await user.click(screen.getByRole('button', { name: 'OK, got it' }));
    expect(store.getState().alert.open).toBe(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the server title and message as text, and is of type info by default', async () => {
    const { store } = await renderConsole({ routes: emptyRoutes, language: 'en' });
    act(() => {
      store.dispatch(alertShown({ title: '<b>Not found</b>', message: 'No such profile.' }));
    });
    const dialog = await screen.findByRole('dialog', { name: '<b>Not found</b>' });
    expect(dialog).toHaveTextContent('No such profile.');
    expect(dialog.querySelector('b')).toBeNull();
    expect(store.getState().alert.type).toBe('info');
  });

  it("puts the server's title before the console's, and the type's default where neither is given", async () => {
    const { store } = await renderConsole({ routes: emptyRoutes, language: 'en' });
    act(() => {
      store.dispatch(
        alertShown({
          type: 'error',
          title: 'Conflict',
          titleKey: 'users:failed.role',
          message: 'This cannot be done now.',
        }),
      );
    });
    expect(await screen.findByRole('dialog', { name: 'Conflict' })).toHaveTextContent(
      'This cannot be done now.',
    );
    act(() => {
      // An answer with an empty title: not an empty heading, the type's default.
      store.dispatch(alertShown({ type: 'error', title: '', message: 'No such profile.' }));
    });
    expect(await screen.findByRole('dialog', { name: 'Danger Alert!' })).toHaveTextContent(
      'No such profile.',
    );
  });

  it('says what failed above the server message when the title is the server one', async () => {
    const { store } = await renderConsole({ routes: emptyRoutes, language: 'en' });
    act(() => {
      store.dispatch(
        alertShown({
          type: 'error',
          title: 'Conflict',
          contextKey: 'users:failed.role',
          message: 'This cannot be done now.',
        }),
      );
    });
    const dialog = await screen.findByRole('dialog', { name: 'Conflict' });
    expect(dialog).toHaveAccessibleDescription(/^The role was not changed\s*This cannot be done now\.$/);
  });

  it("shows the console's own alerts in the current language", async () => {
    const { store } = await renderConsole({ routes: emptyRoutes, language: 'th' });
    act(() => {
      store.dispatch(
        alertShown({
          type: 'error',
          titleKey: 'errors.sessionExpired.title',
          messageKey: 'errors.sessionExpired.message',
        }),
      );
    });
    const dialog = await screen.findByRole('dialog', { name: 'เซสชันหมดอายุ' });
    expect(dialog).toHaveTextContent('เซสชันของคุณหมดอายุ กรุณาเข้าสู่ระบบอีกครั้ง');
    expect(screen.getByRole('button', { name: 'ตกลง' })).toBeInTheDocument();
  });
});
