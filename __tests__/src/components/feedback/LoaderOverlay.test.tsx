import { act, screen } from '@testing-library/react';
import { LOADER_FADE_OUT_MS } from '../../../../src/components/feedback/LoaderOverlay';
import { loaderStarted, loaderStopped } from '../../../../src/slices/loaderSlice';
import { renderConsole } from '../../../support/renderConsole';

const emptyRoutes = [{ path: '/', element: null }];

describe('the loader overlay', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

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
