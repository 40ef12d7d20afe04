import { act, screen, within } from '@testing-library/react';
import { LOADER_FADE_OUT_MS } from '../../../../src/components/feedback/LoaderOverlay';
import { loaderStarted, loaderStopped } from '../../../../src/slices/loaderSlice';
import { fakeEveryTimer, resumeSuiteClock } from '../../../support/clock';
import { renderConsole } from '../../../support/renderConsole';

const emptyRoutes = [{ path: '/', element: null }];

describe('the loader overlay', () => {
  beforeEach(() => fakeEveryTimer());
  afterEach(resumeSuiteClock);

  it('shows while loading and is removed 300 ms after loading stops', async () => {
    const { store } = await renderConsole({ routes: emptyRoutes });
    expect(screen.queryByTestId('loader-overlay')).not.toBeInTheDocument();

    // Its code loads the first time it is needed.
    await act(async () => {
      store.dispatch(loaderStarted());
    });
    expect(await screen.findByTestId('loader-overlay')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'กำลังโหลด' })).toBeInTheDocument();

    act(() => {
      store.dispatch(loaderStopped());
    });
    act(() => {
      jest.advanceTimersByTime(LOADER_FADE_OUT_MS - 1);
    });
    expect(screen.getByTestId('loader-overlay')).toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(screen.queryByTestId('loader-overlay')).not.toBeInTheDocument();
    expect(LOADER_FADE_OUT_MS).toBe(300);
  });

  it('shows the spinner on a card in the middle of a veil of the page background, above every other layer', async () => {
    const { store } = await renderConsole({ routes: emptyRoutes });
    await act(async () => {
      store.dispatch(loaderStarted());
    });
    const overlay = await screen.findByTestId('loader-overlay');
    const card = within(overlay).getByTestId('loader-card');
    // On its own surface, not white on whatever the page has behind (the login's two halves meet in the middle).
    expect(within(card).getByRole('progressbar')).toBeInTheDocument();
    expect(card).toHaveClass('MuiPaper-root');
    const veil = getComputedStyle(overlay);
    expect(veil.position).toBe('fixed');
    expect(veil.alignItems).toBe('center');
    expect(veil.justifyContent).toBe('center');
    expect(veil.backgroundColor).toBe('rgba(244, 247, 248, 0.75)');
    // Above dialogs (1300), so above anything a page floats (the login's preferences: 1050).
    expect(Number(veil.zIndex)).toBeGreaterThan(1300);
  });

  it('stays while any of several overlapping calls still loads, and a restart keeps it', async () => {
    const { store } = await renderConsole({ routes: emptyRoutes });
    await act(async () => {
      store.dispatch(loaderStarted());
      store.dispatch(loaderStarted());
      store.dispatch(loaderStopped());
    });
    act(() => {
      jest.advanceTimersByTime(1000);
    });
    expect(screen.getByTestId('loader-overlay')).toBeInTheDocument();

    act(() => {
      store.dispatch(loaderStopped());
    });
    act(() => {
      jest.advanceTimersByTime(200);
      store.dispatch(loaderStarted());
    });
    act(() => {
      jest.advanceTimersByTime(1000);
    });
    expect(screen.getByTestId('loader-overlay')).toBeInTheDocument();
  });
});
