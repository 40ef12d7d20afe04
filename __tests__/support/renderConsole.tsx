/** Fresh store, providers, browser router and i18n in a chosen language: the console as a test sees it. */
import { cleanup, render } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { createBrowserRouter, Outlet, RouterProvider, type RouteObject } from 'react-router';
import { NuqsAdapter } from 'nuqs/adapters/react-router/v7';
import { createI18n } from '../../src/app/i18n';
import { allTexts } from './texts';
import { AppProviders } from '../../src/app/providers';
import { routes as consoleRoutes } from '../../src/app/router';
import { setupStore, type AppStore } from '../../src/app/store';
import { api } from '../../src/services/api';
import { StorageKey, writeItem } from '../../src/lib/storage';
import type { Tokens } from '../../contract';
import { signedIn } from '../../src/slices/authSlice';
import type { Language } from '../../src/slices/themeSlice';

/** The stores of this test: emptied after it (see settleStores). */
const stores = new Set<AppStore>();

/** A new store whose persisted slices have been read back from storage. */
export async function createReadyStore() {
  const ready = await setupStore();
  stores.add(ready.store);
  return ready;
}

/**
 * After each test: the screen unmounted, every call still running aborted and settled (RTK Query's
 * getRunningQueriesThunk and getRunningMutationsThunk), then the API state reset, which also drops
 * the timers that would remove unused cache entries a minute later. Nothing of a test then runs on
 * into the next, or keeps the environment waiting at its end.
 */
export async function settleStores() {
  cleanup();
  for (const store of stores) {
    const running = [
      ...store.dispatch(api.util.getRunningQueriesThunk()),
      ...store.dispatch(api.util.getRunningMutationsThunk()),
    ];
    for (const call of running) call.abort();
    await Promise.allSettled(running);
    store.dispatch(api.util.resetApiState());
  }
  stores.clear();
}

/** Once every call the store has running has answered and its answer is stored (RTK Query's getRunningQueriesThunk). */
export async function everyAnswerIn(store: AppStore) {
  await Promise.all(store.dispatch(api.util.getRunningQueriesThunk()));
}

export interface RenderConsoleOptions {
  /** The address the console opens at; '/' by default. */
  route?: string;
  /** The saved language the console starts in; Thai by default. */
  language?: Language;
  /** Signed in with these tokens; signed out without. */
  tokens?: Tokens;
  remember?: boolean;
  /** Routes of the test's own; they keep their state in the address as the admin shell's screens do. */
  routes?: RouteObject[];
}

/** What the admin shell gives the screens behind it (src/app/AdminShell.tsx): nuqs's adapter. */
const addressState = (routes: RouteObject[]): RouteObject[] => [
  {
    element: (
      <NuqsAdapter defaultOptions={{ shallow: false }}>
        <Outlet />
      </NuqsAdapter>
    ),
    children: routes,
  },
];

export async function renderConsole(options: RenderConsoleOptions = {}) {
  const language = options.language ?? 'th';
  // Saved before the store exists, so the console reads it at start as it would in a browser.
  writeItem(StorageKey.language, language);
  const { store, persistor } = await createReadyStore();
  if (options.tokens)
    store.dispatch(signedIn({ tokens: options.tokens, remember: options.remember ?? false }));
  // Both languages loaded, as after the first switch: a test switching language needs no fetch.
  const i18n = createI18n(language, allTexts);
  // The window's own history, as in a browser (the address state is read from and written to it).
  window.history.replaceState(null, '', options.route ?? '/');
  const router = createBrowserRouter(options.routes ? addressState(options.routes) : consoleRoutes);
  // No pause between the keystrokes of a typed text: the console's timers (debounces) are what tests wait on.
  const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
  const view = render(
    <AppProviders store={store} i18n={i18n}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, store, persistor, router, user, i18n };
}
