import { act, screen, waitFor } from '@testing-library/react';
import { NOTICE_HIDE_MS } from '../../../../src/components/feedback/Notice';
import { noticeShown } from '../../../../src/slices/noticeSlice';
import { languageChanged } from '../../../../src/slices/themeSlice';
import { fakeEveryTimer, resumeSuiteClock } from '../../../support/clock';
import { renderConsole } from '../../../support/renderConsole';

const emptyRoutes = [{ path: '/', element: null }];

describe("the console's notice", () => {
  it('confirms a change in a snackbar that closes itself, in the current language', async () => {
    fakeEveryTimer();
    try {
      const { store } = await renderConsole({ routes: emptyRoutes, language: 'en' });
      await act(async () => {
        store.dispatch(noticeShown({ messageKey: 'users:done.delete', values: { name: 'Somchai Jaidee' } }));
      });
      const notice = await screen.findByTestId('notice');
      expect(notice).toHaveTextContent('The account of Somchai Jaidee has been deleted.');
      expect(notice).toHaveClass('MuiAlert-colorSuccess');
      act(() => {
        store.dispatch(languageChanged('th'));
      });
      await waitFor(() =>
        expect(screen.getByTestId('notice')).toHaveTextContent('ลบบัญชีของ Somchai Jaidee แล้ว'),
      );
      act(() => {
        jest.advanceTimersByTime(NOTICE_HIDE_MS);
      });
      expect(store.getState().notice.open).toBe(false);
    } finally {
      resumeSuiteClock();
    }
  });

  it("keeps a failure with the server's reason until it is closed, and a newer notice replaces the one showing", async () => {
    const { store, user } = await renderConsole({ routes: emptyRoutes, language: 'en' });
    await act(async () => {
      store.dispatch(
        noticeShown({
          severity: 'error',
          messageKey: 'properties:feedback.approveFailed',
          values: { name: 'Garden suite' },
          detail: 'It has bookings.',
        }),
      );
    });
    const notice = await screen.findByTestId('notice');
    expect(notice).toHaveTextContent('Could not approve “Garden suite”; it stays in Pending approval.');
    expect(notice).toHaveTextContent('It has bookings.');
    expect(notice).toHaveClass('MuiAlert-colorError');
    // A click elsewhere leaves it.
    await user.click(document.body);
    expect(store.getState().notice.open).toBe(true);

    act(() => {
      store.dispatch(noticeShown({ messageKey: 'partners:approve.done', values: { name: 'Malee' } }));
    });
    expect(await screen.findByText('Malee is now a partner.')).toBeInTheDocument();
    expect(screen.getAllByTestId('notice')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(store.getState().notice.open).toBe(false);
  });
});
